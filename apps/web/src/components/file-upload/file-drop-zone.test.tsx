import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render';
import { acceptedTypeNames, matchesAccept } from './accept';
import { FakeXhr, uploadedShape } from './fake-xhr';
import { FileDropZone } from './file-drop-zone';
import { ACCEPT_DOCUMENTS, ACCEPT_IMAGES } from './index';
import { failureOf, limitOfAnswer } from './use-upload';

const ID = '11111111-1111-4111-8111-111111111111';

function renderZone(
  props: Partial<Parameters<typeof FileDropZone>[0]> = {},
  locale: 'en-US' | 'ar' = 'en-US',
) {
  const onUploaded = vi.fn();
  const view = renderRoute(
    <FileDropZone accept={ACCEPT_IMAGES} label="Upload a photo" onUploaded={onUploaded} {...props} />,
    { path: '/', url: '/', locale },
  );
  return { onUploaded, view };
}

const png = (name = 'me.png') => new File([new Uint8Array(2048)], name, { type: 'image/png' });

function choose(file: File) {
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FileDropZone', () => {
  it('opens the file picker from a real button', () => {
    renderZone({ hint: 'JPEG, PNG or WebP, up to 10 MB.' });
    const button = screen.getByRole('button', { name: 'Upload a photo' });
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'JPEG, PNG or WebP, up to 10 MB.',
    );
    const input = screen.getByTestId<HTMLInputElement>('file-input');
    expect(input.accept).toBe(ACCEPT_IMAGES);
    const click = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(click).toHaveBeenCalledOnce();
  });

  it('posts the file to the file manager, shows its progress and hands back the answer', async () => {
    const { onUploaded } = renderZone();
    choose(png());
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/fm/upload');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.file?.name).toBe('me.png');
    expect(await screen.findByText('Uploading me.png…')).toBeTruthy();
    act(() => xhr.progress(512, 2048));
    expect(screen.getByTestId('upload-percent').textContent).toContain('25%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect((screen.getByRole('button', { name: 'Upload a photo' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => xhr.progress(2048, 2048));
    expect(screen.getByTestId('upload-percent').textContent).toContain('100%');
    act(() => xhr.respond(200, uploadedShape(ID, 'me.png')));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: ID })));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByRole('button', { name: 'Upload a photo' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says which types are allowed when the server refuses the type (400)', async () => {
    const { onUploaded } = renderZone();
    choose(png('fake.png'));
    act(() =>
      FakeXhr.last.respond(400, {
        error: 'unsupported_file',
        message: 'This kind of file is not accepted.',
        fields: [{ field: 'file', message: 'This kind of file is not accepted.' }],
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      '“fake.png” cannot be used here. Choose a JPEG, PNG, or WebP file.',
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says the limit when the file is too large (413), in Arabic too', async () => {
    renderZone({}, 'ar');
    choose(png('big.png'));
    act(() =>
      FakeXhr.last.respond(413, {
        error: 'file_too_large',
        message: 'The image is larger than 10 MB, the most allowed for this kind of file.',
        fields: [{ field: 'file', message: 'must be at most 10 MB' }],
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      '«big.png» كبير جدًا: الحد الأقصى المسموح به 10 MB.',
    );
  });

  it('refuses a dropped file of another type without sending it', async () => {
    const { onUploaded } = renderZone({ accept: ACCEPT_DOCUMENTS, label: 'Upload your résumé' });
    const zone = screen.getByTestId('file-drop-zone');
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    fireEvent.dragOver(zone, { dataTransfer: { files: [file], dropEffect: 'none' } });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    expect(screen.getByText('Drop the file to upload it')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      '“notes.txt” cannot be used here. Choose a PDF or DOCX file.',
    );
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(zone.getAttribute('data-dragging')).toBe('false');
  });

  it('uploads a file dropped on the zone', async () => {
    const { onUploaded } = renderZone();
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [png('drop.png')] } });
    expect(FakeXhr.last.file?.name).toBe('drop.png');
    act(() => FakeXhr.last.respond(200, uploadedShape(ID, 'drop.png')));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledOnce());
  });

  it('cancels on request, and aborts when it goes away', async () => {
    const { onUploaded, view } = renderZone();
    choose(png());
    const first = FakeXhr.last;
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(first.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    choose(png());
    const second = FakeXhr.last;
    expect(second).not.toBe(first);
    view.unmount();
    expect(second.aborted).toBe(true);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says so when the connection fails', async () => {
    renderZone();
    choose(png());
    act(() => FakeXhr.last.fail());
    expect((await screen.findByRole('alert')).textContent).toContain('The upload did not reach the server.');
  });

  it('does nothing while disabled', () => {
    renderZone({ disabled: true });
    expect((screen.getByRole('button', { name: 'Upload a photo' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [png()] } });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('accept', () => {
  it('names the types people know', () => {
    expect(acceptedTypeNames(ACCEPT_IMAGES)).toEqual(['JPEG', 'PNG', 'WebP']);
    expect(acceptedTypeNames(ACCEPT_DOCUMENTS)).toEqual(['PDF', 'DOCX']);
  });

  it('matches by type, else by extension', () => {
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, ACCEPT_IMAGES)).toBe(true);
    expect(matchesAccept({ name: 'a.svg', type: 'image/svg+xml' }, ACCEPT_IMAGES)).toBe(false);
    expect(matchesAccept({ name: 'cv.docx', type: '' }, ACCEPT_DOCUMENTS)).toBe(true);
    expect(matchesAccept({ name: 'cv.doc', type: '' }, ACCEPT_DOCUMENTS)).toBe(false);
    expect(matchesAccept({ name: 'clip.webm', type: 'video/webm' }, 'video/*')).toBe(true);
  });
});

describe('failureOf', () => {
  it('tells a refused type, a size over the limit and other failures apart', () => {
    expect(failureOf(200, {})).toBeNull();
    expect(failureOf(400, { error: 'unsupported_file', message: 'x' })).toEqual({ kind: 'type' });
    expect(
      failureOf(413, { error: 'file_too_large', message: 'The video is larger than 100 MB, …' }),
    ).toEqual({
      kind: 'size',
      limit: '100 MB',
    });
    expect(failureOf(413, undefined)).toEqual({ kind: 'size', limit: null });
    expect(failureOf(400, { error: 'bad_request', fields: [{ field: 'query.share_with' }] })).toEqual({
      kind: 'failed',
      status: 400,
    });
    expect(failureOf(500, undefined)).toEqual({ kind: 'failed', status: 500 });
    expect(limitOfAnswer({ message: 'no number' })).toBeNull();
  });
});
