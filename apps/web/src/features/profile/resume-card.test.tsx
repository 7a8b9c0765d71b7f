import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, uploadedShape } from '../../components/file-upload/fake-xhr';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import type { ProfileFile } from './api';
import { buildExtras, PATCH_PROFILE, patchesOf, stubProfileAndExtras } from './files-test-support';
import { kindOf, ResumeCard } from './resume-card';
import { buildProfile } from './test-support';

const CV = '44444444-4444-4444-8444-444444444444';
const NEW = '55555555-5555-4555-8555-555555555555';
const resume: ProfileFile = {
  id: CV,
  aPIURL: `/fm/download/preview/${CV}`,
  aPIFilename: 'Sara Haddad CV.pdf',
  aPIContentType: 'application/pdf',
  aPISize: 250 * 1024,
};

function renderCard(file: ProfileFile | null, locale: 'en-US' | 'ar' = 'en-US') {
  const fetchMock = stubProfileAndExtras([buildProfile()], buildExtras(), {
    [PATCH_PROFILE]: () => jsonResponse({ percentageCompleted: 40 }),
  });
  renderRoute(<ResumeCard resume={file} />, { path: '/profile', url: '/profile', locale });
  return fetchMock;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
const pdf = (name = 'cv.pdf') => new File([new Uint8Array(1000)], name, { type: 'application/pdf' });

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResumeCard', { timeout: 15_000 }, () => {
  it('invites the first résumé, uploads it with progress and saves it on the profile', async () => {
    const fetchMock = renderCard(null);
    expect(screen.getByRole('heading', { name: 'Résumé' })).toBeTruthy();
    expect(screen.getByText(/No résumé yet/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Upload your résumé' });
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('PDF or DOCX, up to 20 MB.');
    choose(pdf());
    act(() => FakeXhr.last.progress(300, 1000));
    expect(screen.getByTestId('upload-percent').textContent).toBe('30%');
    act(() => FakeXhr.last.respond(200, uploadedShape(NEW, 'cv.pdf', 'application/pdf')));
    await waitFor(() => expect(patchesOf(fetchMock)).toEqual([{ resume: { id: NEW } }]));
  });

  it('says which types are allowed when the server refuses the file', async () => {
    const fetchMock = renderCard(null);
    choose(new File(['PK'], 'cv.docx', { type: '' }));
    act(() => FakeXhr.last.respond(400, { error: 'unsupported_file', message: 'not accepted' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '“cv.docx” cannot be used here. Choose a PDF or DOCX file.',
    );
    expect(patchesOf(fetchMock)).toEqual([]);
  });

  it('shows the file with links to open and download it', () => {
    renderCard(resume);
    expect(screen.getByTestId('resume-file').textContent).toContain('Sara Haddad CV.pdf');
    expect(screen.getByText('PDF · 250 kB')).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Open' });
    expect(open.getAttribute('href')).toBe(`/fm/download/preview/${CV}`);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(`/fm/download/${CV}`);
    // no upload zone until "Replace"
    expect(screen.queryByTestId('file-drop-zone')).toBeNull();
  });

  it('replaces the file', async () => {
    const fetchMock = renderCard(resume);
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(screen.getByRole('button', { name: 'Replace' }).getAttribute('aria-expanded')).toBe('true');
    choose(pdf('new.pdf'));
    act(() => FakeXhr.last.respond(200, uploadedShape(NEW, 'new.pdf', 'application/pdf')));
    await waitFor(() => expect(patchesOf(fetchMock)).toEqual([{ resume: { id: NEW } }]));
    await waitFor(() => expect(screen.queryByTestId('file-drop-zone')).toBeNull());
  });

  it('asks before removing the résumé', async () => {
    const fetchMock = renderCard(resume);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Remove your résumé?')).toBeTruthy();
    expect(patchesOf(fetchMock)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByText('Remove your résumé?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const buttons = screen.getAllByRole('button', { name: 'Remove' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(patchesOf(fetchMock)).toEqual([{ resume: null }]));
  });

  it('names the kind of file', () => {
    expect(kindOf({ aPIContentType: 'application/pdf', aPIFilename: 'x' })).toBe('PDF');
    expect(
      kindOf({
        aPIContentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        aPIFilename: 'x',
      }),
    ).toBe('DOCX');
    expect(kindOf({ aPIContentType: null, aPIFilename: 'cv.docx' })).toBe('DOCX');
    expect(kindOf({ aPIContentType: null, aPIFilename: 'cv' })).toBeNull();
  });
});
