import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, uploadedShape } from '../../components/file-upload/fake-xhr';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import type { ProfileFile } from './api';
import { DocumentsSection } from './documents-section';
import { buildExtras, stubProfileAndExtras } from './files-test-support';
import { SignatureSection } from './signature-section';
import { buildProfile, PROFILE_REST, writesTo } from './test-support';
import { VideoCvList } from './video-cv-section';

const FILE = '88888888-8888-4888-8888-888888888888';
const ENTRY = '99999999-9999-4999-8999-999999999999';
const written = () => jsonResponse({ id: ENTRY, percentageCompleted: 50 });

const stored = (name: string, type: string): ProfileFile => ({
  id: FILE,
  aPIURL: `/fm/download/preview/${FILE}`,
  aPIFilename: name,
  aPIContentType: type,
  aPISize: 2048,
});

function stub() {
  return stubProfileAndExtras([buildProfile()], buildExtras(), {
    [`POST ${PROFILE_REST}/documents`]: written,
    [`DELETE ${PROFILE_REST}/documents/${ENTRY}`]: written,
    [`POST ${PROFILE_REST}/video-cvs`]: written,
    [`POST ${PROFILE_REST}/signatures`]: written,
  });
}

const render = (element: React.ReactElement) => renderRoute(element, { path: '/profile', url: '/profile' });

function upload(dialog: HTMLElement, file: File, contentType: string) {
  fireEvent.change(within(dialog).getByTestId('file-input'), { target: { files: [file] } });
  act(() => FakeXhr.last.respond(200, uploadedShape(FILE, file.name, contentType)));
}

async function pick(dialog: HTMLElement, label: string, option: string) {
  fireEvent.click(within(dialog).getByLabelText(new RegExp(label), { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DocumentsSection', { timeout: 15_000 }, () => {
  it('adds a document: its kind, then its file uploaded with progress', async () => {
    const fetchMock = stub();
    render(<DocumentsSection documents={[]} />);
    expect(screen.getByText(/No documents yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add your first document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a document' });
    await pick(dialog, 'Kind of document', 'Degree');
    fireEvent.change(within(dialog).getByTestId('file-input'), {
      target: { files: [new File(['%PDF'], 'degree.pdf', { type: 'application/pdf' })] },
    });
    act(() => FakeXhr.last.progress(1, 4));
    expect(within(dialog).getByTestId('upload-percent').textContent).toBe('25%');
    // Save waits for the file on its way
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => FakeXhr.last.respond(200, uploadedShape(FILE, 'degree.pdf', 'application/pdf')));
    expect((await within(dialog).findByTestId('chosen-file')).textContent).toContain('degree.pdf');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writesTo(fetchMock, PROFILE_REST)).toEqual([
        { call: `POST ${PROFILE_REST}/documents`, body: { documentType: 'degree', file: { id: FILE } } },
      ]),
    );
  });

  it('asks for the file before saving', async () => {
    const fetchMock = stub();
    render(<DocumentsSection documents={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add your first document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a document' });
    await pick(dialog, 'Kind of document', 'Passport');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Upload the file first.');
    expect(writesTo(fetchMock, PROFILE_REST)).toEqual([]);
  });

  it('lists each document with links to its file, and asks before removing one', async () => {
    const fetchMock = stub();
    render(
      <DocumentsSection
        documents={[
          { id: ENTRY, documentType: 'reference_letter', document: stored('letter.pdf', 'application/pdf') },
        ]}
      />,
    );
    expect(screen.getByText('Reference letter')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open letter.pdf' }).getAttribute('href')).toBe(
      `/fm/download/preview/${FILE}`,
    );
    expect(screen.getByRole('link', { name: 'Download letter.pdf' }).getAttribute('href')).toBe(
      `/fm/download/${FILE}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Reference letter (letter.pdf)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    expect(writesTo(fetchMock, PROFILE_REST)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(writesTo(fetchMock, PROFILE_REST)).toEqual([
        { call: `DELETE ${PROFILE_REST}/documents/${ENTRY}`, body: undefined },
      ]),
    );
  });
});

describe('VideoCvList', { timeout: 15_000 }, () => {
  it('plays each video in place and marks the one shown first', () => {
    stub();
    render(
      <VideoCvList videos={[{ id: ENTRY, isDefault: true, videoCv: stored('intro.mp4', 'video/mp4') }]} />,
    );
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe(`/fm/download/preview/${FILE}`);
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(screen.getByText('Shown first')).toBeTruthy();
  });

  it('adds a video and marks it as shown first', async () => {
    const fetchMock = stub();
    render(<VideoCvList videos={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add your first video CV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a video CV' });
    expect(within(dialog).getByTestId<HTMLInputElement>('file-input').accept).toBe('video/mp4,video/webm');
    upload(dialog, new File(['v'], 'me.mp4', { type: 'video/mp4' }), 'video/mp4');
    expect((await within(dialog).findByTestId('chosen-file')).textContent).toContain('me.mp4');
    fireEvent.click(within(dialog).getByLabelText('Show this video first'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writesTo(fetchMock, PROFILE_REST)).toEqual([
        { call: `POST ${PROFILE_REST}/video-cvs`, body: { file: { id: FILE }, isDefault: true } },
      ]),
    );
  });
});

describe('SignatureSection', { timeout: 15_000 }, () => {
  it('shows a typed signature in its font, and an image one as an image', () => {
    stub();
    render(
      <SignatureSection
        signatures={[
          { id: ENTRY, title: 'Full', text: 'Sara Haddad', font: 'classic', img: null },
          { id: FILE, title: 'Scanned', text: null, font: null, img: stored('sig.png', 'image/png') },
        ]}
      />,
    );
    expect(screen.getByTestId('typed-signature').style.fontFamily).toContain('Georgia');
    expect(screen.getByRole('img', { name: 'Signature: Scanned' }).getAttribute('src')).toBe(
      `/fm/download/preview/${FILE}`,
    );
  });

  it('adds a typed signature, and asks for the text when it is missing', async () => {
    const fetchMock = stub();
    render(<SignatureSection signatures={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add your signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a signature' });
    fireEvent.change(within(dialog).getByLabelText(/Name of the signature/), { target: { value: 'Full' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fill this in.')).toBeTruthy();
    expect(writesTo(fetchMock, PROFILE_REST)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Your signature, typed'), {
      target: { value: 'Sara H.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writesTo(fetchMock, PROFILE_REST)).toEqual([
        {
          call: `POST ${PROFILE_REST}/signatures`,
          body: { title: 'Full', img: null, text: 'Sara H.', font: 'handwriting' },
        },
      ]),
    );
  });

  it('adds an image signature', async () => {
    const fetchMock = stub();
    render(<SignatureSection signatures={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add your signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a signature' });
    fireEvent.change(within(dialog).getByLabelText(/Name of the signature/), { target: { value: 'Scan' } });
    fireEvent.click(within(dialog).getByText('Image'));
    upload(dialog, new File(['i'], 'sig.png', { type: 'image/png' }), 'image/png');
    expect(await within(dialog).findByRole('img', { name: 'Your signature image' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writesTo(fetchMock, PROFILE_REST)).toEqual([
        { call: `POST ${PROFILE_REST}/signatures`, body: { title: 'Scan', img: { id: FILE } } },
      ]),
    );
  });
});
