import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, useUiStore } from '../../../lib/ui-store';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { buildJobDetail, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { JobDetailScreen } from '../../jobs/components/job-detail-screen';
import { JobActions } from './job-actions';

const job = buildJobDetail({ status: 'published' });
const fit = {
  jobId: job.id,
  fit: {
    percent: 72,
    parts: [
      {
        key: 'skills',
        weight: 40,
        score: 0.5,
        required: true,
        matched: ['PostgreSQL'],
        partial: [],
        missing: ['Kubernetes'],
      },
    ],
  },
  facts: {
    skills: { candidate: ['PostgreSQL', 'Java'], job: ['PostgreSQL', 'Kubernetes'] },
    languages: { candidate: [], job: [] },
    experience: { candidateYears: null, jobMinYears: 0 },
    education: { candidate: null, job: null },
    location: {
      candidate: null,
      preferred: [],
      job: { country: { en: 'Oman', zh: '阿曼', ar: 'عُمان' }, city: null, remote: false },
    },
  },
};

const application = {
  id: '00000000-0000-4000-8000-0000000000a1',
  jobId: job.id,
  status: 'applied',
  source: 'direct',
  invitationId: null,
  coverLetter: null,
  appliedAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function stubSeeker(
  apply: (url: URL, init: RequestInit | undefined) => Response,
  applies: unknown[] = [],
  { fitPercent = 72, profilePercent = 90 }: { fitPercent?: number; profilePercent?: number } = {},
) {
  return stubFetchRoutes({
    'POST /profile/x/': () =>
      jsonResponse({ data: { profile: { percentageCompleted: profilePercent, resume: null } } }),
    'POST /elevate-be/rest/api/job-seeker/my-job-saved': () =>
      jsonResponse({ items: [], total: 0, limit: 50, offset: 0 }),
    'GET /elevate-be/rest/api/applies': () => jsonResponse({ items: applies }),
    [`GET /elevate-be/rest/api/job-seeker/job/${job.id}/fit`]: () =>
      jsonResponse({ ...fit, fit: { ...fit.fit, percent: fitPercent } }),
    [`POST /elevate-be/rest/api/job-seeker/job/${job.id}/apply`]: apply,
    'POST /elevate-be/rest/api/job-seeker/job-save': () =>
      jsonResponse({ jobId: job.id, collection: null, savedAt: '2026-01-01T00:00:00Z' }),
  });
}

/** The Apply button once the seeker's applications are known (it waits while they load). */
async function readyApply(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Apply' });
  await vi.waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
  return button;
}

function renderActions(seeker = true, shown = job) {
  renderRoute(<JobActions job={shown} seeker={seeker} loginHref="/sso/login?redirect_uri=%2Fjobs%2F1" />, {
    path: '/jobs/:jobId',
    url: `/jobs/${job.id}`,
  });
}

beforeEach(() => {
  useUiStore.setState(initialUiState);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobActions', () => {
  it('offers an anonymous visitor the sign-in, coming back here', () => {
    renderActions(false);
    expect(screen.getByRole('link', { name: 'Sign in to save' }).getAttribute('href')).toBe(
      '/sso/login?redirect_uri=%2Fjobs%2F1',
    );
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to share' }).getAttribute('href')).toBe(
      '/sso/login?redirect_uri=%2Fjobs%2F1',
    );
  });

  it('opens the share dialog on Share', async () => {
    stubSeeker(() => jsonResponse({}));
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(
      await screen.findByRole('dialog', {
        name: (name) => name.replace(/[\u2068\u2069]/g, '') === `Share by e-mail: ${job.title}`,
      }),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^To/)).toBeTruthy();
  });

  it('offers no Share on a job that is closed', async () => {
    stubSeeker(() => jsonResponse({}));
    renderActions(true, { ...job, status: 'closed' });
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('shows why the job fits, part by part', async () => {
    stubSeeker(() => jsonResponse({}));
    renderActions();
    expect(await screen.findByText('72% fit')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Why this job' })).toBeTruthy();
    // each name is isolated for bidi (U+2068 … U+2069)
    const normalizer = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    expect(screen.getByText('You: PostgreSQL and Java', { normalizer })).toBeTruthy();
    expect(screen.getByText('Job wants: PostgreSQL and Kubernetes', { normalizer })).toBeTruthy();
    expect(screen.getByText('Missing: Kubernetes', { normalizer })).toBeTruthy();
  });

  it('opens the apply sheet on Apply and sends nothing until it is confirmed', async () => {
    const fetchMock = stubSeeker(() => jsonResponse(application, 201));
    renderActions();
    fireEvent.click(await readyApply());
    const dialog = await screen.findByRole('dialog', { name: `Apply: ${job.title}` });
    // axe: the close button has a name
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByLabelText(/Cover letter/)).toBeTruthy();
    expect(screen.getByText('Your résumé')).toBeTruthy();
    expect(callsOf(fetchMock).some((call) => call.endsWith('/apply'))).toBe(false);
  });

  it('sends the cover letter on confirm, toasts and closes', async () => {
    const bodies: unknown[] = [];
    stubSeeker((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse(application, 201);
    });
    renderActions();
    fireEvent.click(await readyApply());
    fireEvent.change(await screen.findByLabelText(/Cover letter/), {
      target: { value: '  I built three job boards.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['Your application was sent.']),
    );
    expect(bodies).toEqual([{ coverLetter: 'I built three job boards.' }]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(useUiStore.getState().toasts.map((t) => t.text)).toContain('Job saved.'));
  });

  it('sends no cover letter when none was written', async () => {
    const bodies: unknown[] = [];
    stubSeeker((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse(application, 201);
    });
    renderActions();
    fireEvent.click(await readyApply());
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(bodies).toEqual([{}]));
  });

  it.each([
    ['notfound', 'This job is no longer open for applications'],
    ['molapi', 'The labour-eligibility check did not allow this application'],
    ['ropapi', 'Your identity could not be checked for this job'],
    ['internal', 'A check could not be completed; try again in a moment'],
  ])('explains a %s refusal in the sheet, with the server message', async (code, heading) => {
    stubSeeker(() =>
      jsonResponse({ error: code, message: 'Server says what to do.' }, code === 'internal' ? 500 : 400),
    );
    renderActions();
    fireEvent.click(await readyApply());
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(heading);
    expect(alert.textContent).toContain('Server says what to do.');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('warns when the fit is below 40 % and when the profile is thin', async () => {
    stubSeeker(() => jsonResponse(application, 201), [], { fitPercent: 39, profilePercent: 30 });
    renderActions();
    fireEvent.click(await readyApply());
    expect(await screen.findByText('This job may not fit you well')).toBeTruthy();
    expect(await screen.findByText('Your profile is thin')).toBeTruthy();
    expect(screen.getByText(/Your profile is 30% complete/)).toBeTruthy();
  });

  it('does not warn at a 40 % fit and a half-complete profile', async () => {
    stubSeeker(() => jsonResponse(application, 201), [], { fitPercent: 40, profilePercent: 50 });
    renderActions();
    fireEvent.click(await readyApply());
    await screen.findByRole('dialog');
    await screen.findAllByText(/\b40\s?%/);
    expect(screen.queryByText('This job may not fit you well')).toBeNull();
    expect(screen.queryByText('Your profile is thin')).toBeNull();
  });

  it('shows the status of an existing application instead of Apply', async () => {
    stubSeeker(
      () => jsonResponse({}),
      [{ id: '00000000-0000-4000-8000-0000000000a1', jobId: job.id, status: 'shortlisted' }],
    );
    renderActions();
    expect(await screen.findByText('Shortlisted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View application' }).getAttribute('href')).toBe(
      '/applications/00000000-0000-4000-8000-0000000000a1',
    );
  });
});

describe('JobActions on the job page: nothing moves once shown', () => {
  function renderPage(fitAnswer: () => Response | Promise<Response>) {
    stubFetchRoutes({
      [`GET /elevate-be/rest/api/job-seeker/job/${job.id}`]: () => jsonResponse(job),
      [`GET /elevate-be/rest/api/job-seeker/job/${job.id}/fit`]: fitAnswer,
      'POST /elevate-be/rest/api/job-seeker/my-job-saved': () =>
        jsonResponse({ items: [], total: 0, limit: 50, offset: 0 }),
      'GET /elevate-be/rest/api/applies': () => jsonResponse({ items: [] }),
      'POST /profile/x/': () =>
        jsonResponse({ data: { profile: { percentageCompleted: 90, resume: null } } }),
    });
    renderRoute(
      <JobDetailScreen renderActions={(j) => <JobActions job={j} seeker loginHref="/sso/login" />} />,
      { path: '/jobs/:jobId', url: `/jobs/${job.id}` },
    );
  }

  it('shows the job only once the fit is in, so the fit does not push the facts down', async () => {
    let answerFit: (response: Response) => void = () => undefined;
    renderPage(() => new Promise<Response>((resolve) => (answerFit = resolve)));
    await vi.waitFor(() => expect(answerFit).not.toBe(undefined));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Loading job…')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByText('Job details')).toBeNull();

    answerFit(jsonResponse(fit));
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Why this job' })).toBeTruthy();
  });

  it('still shows the job, without the fit, when the fit fails', async () => {
    renderPage(() => jsonResponse({ error: 'internal', message: 'x' }, 500));
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Why this job' })).toBeNull();
  });
});
