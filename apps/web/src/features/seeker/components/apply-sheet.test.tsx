import { fireEvent, screen, within } from '@testing-library/react';
import type { ApplyFilesResponse } from '@talent/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, useUiStore } from '../../../lib/ui-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { ApplySheet, PROFILE_DOCUMENTS_HREF } from './apply-sheet';

const JOB_ID = '00000000-0000-4000-8000-0000000000b1';
const RESUME_ID = '00000000-0000-4000-8000-0000000000f1';
const LETTER_ID = '00000000-0000-4000-8000-0000000000f2';

const files: ApplyFilesResponse = {
  resume: {
    id: RESUME_ID,
    filename: 'Amal Rashid CV.pdf',
    contentType: 'application/pdf',
    sizeBytes: 48_000,
    uploadedAt: '2026-03-01T09:00:00Z',
  },
  documents: [
    {
      id: LETTER_ID,
      filename: 'Reference letter.pdf',
      contentType: 'application/pdf',
      sizeBytes: 20_000,
      uploadedAt: '2026-02-10T09:00:00Z',
    },
  ],
};

const application = {
  id: '00000000-0000-4000-8000-0000000000a1',
  jobId: JOB_ID,
  status: 'applied',
  source: 'direct',
  invitationId: null,
  coverLetter: null,
  appliedAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** The sheet's calls; `applyFiles` answers the list of files, and the apply bodies are collected. */
function stubSheet(applyFiles: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  stubFetchRoutes({
    'POST /profile/x/': () => jsonResponse({ data: { profile: { percentageCompleted: 90, resume: null } } }),
    [`GET /elevate-be/rest/api/job-seeker/job/${JOB_ID}/fit`]: () =>
      jsonResponse({ jobId: JOB_ID, fit: { percent: 80, parts: [] }, facts: {} }),
    'GET /elevate-be/rest/api/job-seeker/apply-files': applyFiles,
    [`POST /elevate-be/rest/api/job-seeker/job/${JOB_ID}/apply`]: (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse(application, 201);
    },
  });
  return bodies;
}

function renderSheet(onClose = () => undefined) {
  renderRoute(
    <ApplySheet opened onClose={onClose} jobId={JOB_ID} jobTitle="Field Engineer" companyName="Acme" />,
    { path: '/jobs/:jobId', url: `/jobs/${JOB_ID}` },
  );
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });
/** A radio card is a button with aria-checked. */
const checked = (name: RegExp) => radio(name).getAttribute('aria-checked') === 'true';

beforeEach(() => {
  useUiStore.setState(initialUiState);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplySheet: the résumé sent', () => {
  it("preselects the profile's résumé and sends it as resumeFileId", async () => {
    const bodies = stubSheet(() => jsonResponse(files));
    renderSheet();
    const group = await screen.findByRole('radiogroup', { name: 'Your résumé' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(checked(/Amal Rashid CV\.pdf/)).toBe(true);
    expect(checked(/Reference letter\.pdf/)).toBe(false);
    // the file name and its upload date on each card
    expect(within(group).getByText(/Résumé on your profile · uploaded Mar 1, 2026/)).toBeTruthy();
    expect(within(group).getByText(/Document · uploaded Feb 10, 2026/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ resumeFileId: RESUME_ID }]));
  });

  it('sends another document when it is chosen', async () => {
    const bodies = stubSheet(() => jsonResponse(files));
    renderSheet();
    await screen.findByRole('radiogroup', { name: 'Your résumé' });
    fireEvent.click(radio(/Reference letter\.pdf/));
    expect(checked(/Reference letter\.pdf/)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ resumeFileId: LETTER_ID }]));
  });

  it('sends no resumeFileId for "Send my profile only"', async () => {
    const bodies = stubSheet(() => jsonResponse(files));
    renderSheet();
    await screen.findByRole('radiogroup', { name: 'Your résumé' });
    fireEvent.click(radio(/Send my profile only/));
    fireEvent.change(screen.getByLabelText(/Cover letter/), {
      target: { value: 'Five years in the field.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ coverLetter: 'Five years in the field.' }]));
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['Your application was sent.']),
    );
  });

  it('preselects "profile only" without a résumé, and still offers the documents', async () => {
    const bodies = stubSheet(() => jsonResponse({ ...files, resume: null }));
    renderSheet();
    await screen.findByRole('radiogroup', { name: 'Your résumé' });
    expect(checked(/Send my profile only/)).toBe(true);
    expect(radio(/Reference letter\.pdf/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(bodies).toEqual([{}]));
  });

  it('says the profile is sent on its own when there are no files, linking to the documents', async () => {
    const bodies = stubSheet(() => jsonResponse({ resume: null, documents: [] }));
    renderSheet();
    expect(await screen.findByText(/no résumé or PDF documents on your profile yet/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Add a résumé or documents to your profile' }).getAttribute('href'),
    ).toBe(PROFILE_DOCUMENTS_HREF);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(bodies).toEqual([{}]));
  });

  it('shows the loading state, then the choice', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubSheet(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderSheet();
    expect(await screen.findByText('Loading your résumé and documents…')).toBeTruthy();
    answer(jsonResponse(files));
    expect(await screen.findByRole('radiogroup', { name: 'Your résumé' })).toBeTruthy();
  });

  it('says the files could not be loaded, offers to try again, and sends the profile meanwhile', async () => {
    let fail = true;
    const bodies = stubSheet(() =>
      fail ? jsonResponse({ error: 'internal', message: 'x' }, 500) : jsonResponse(files),
    );
    renderSheet();
    expect(await screen.findByText(/Your files could not be loaded/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: 'Your résumé' })).toBeTruthy();
    expect(checked(/Amal Rashid CV\.pdf/)).toBe(true);
    expect(bodies).toEqual([]);
  });
});
