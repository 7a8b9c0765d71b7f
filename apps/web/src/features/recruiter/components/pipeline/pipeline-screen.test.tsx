import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  FitFacts,
  FitResultResponse,
  HrCandidateResponse,
  HrJobDetail,
  PipelineCandidate,
  PipelinePage,
  SourcingPoolResponse,
} from '@talent/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../../test/fetch-routes';
import { jsonResponse } from '../../../../test/factories';
import { useUiStore } from '../../../../lib/ui-store';
import { renderRoute } from '../../../../test/render';
import { chooseDay } from '../../../../test/date-time';
import { JobPipelineScreen } from './pipeline-screen';

// the calendar is its own chunk: transformed once here, not inside a test's time limit
beforeAll(async () => {
  await import('../../../../components/date-time/day-time-pickers');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

const JOB_ID = '00000000-0000-4000-8000-000000000001';
const API = '/elevate-be/rest/api';

function buildHrJob(overrides: Partial<HrJobDetail> = {}): HrJobDetail {
  return {
    id: JOB_ID,
    status: 'published',
    company: { id: '00000000-0000-4000-8000-0000000000c0', name: 'Acme', logoUrl: null },
    createdBy: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    publishedAt: '2026-11-01T08:00:00.000Z',
    closedAt: null,
    withdrawnAt: null,
    stageCounts: {
      invited: 2,
      applied: 3,
      shortlisted: 1,
      interviewing: 0,
      offered: 0,
      hired: 0,
      rejected: 4,
    },
    title: 'Data Engineer',
    description: 'Build pipelines.',
    textLanguage: 'en',
    category: { id: '00000000-0000-4000-8000-0000000000ca', name: { en: 'IT', zh: 'IT', ar: 'IT' } },
    subCategory: null,
    location: {
      countryCode: 'OM',
      country: { en: 'Oman', zh: '阿曼', ar: 'عُمان' },
      stateId: null,
      cityId: null,
      city: null,
      remote: false,
    },
    employmentType: 'full_time',
    salary: null,
    skills: [],
    languages: [],
    minExperienceYears: 0,
    vacancies: 1,
    endDate: null,
    degreeLevelId: null,
    careerLevelId: null,
    contractTypeId: null,
    eligibility: { nationalsOnly: false, requiresWorkPermit: false, requiresResidentCard: false },
    ...overrides,
  } as HrJobDetail;
}

function buildCandidate(n: number, overrides: Partial<PipelineCandidate> = {}): PipelineCandidate {
  return {
    subject: `seeker-${n}`,
    fullName: `Candidate ${n}`,
    headline: 'Data engineer',
    photoUrl: null,
    location: {
      countryCode: 'OM',
      country: { en: 'Oman', zh: '阿曼', ar: 'عُمان' },
      city: { en: 'Muscat', zh: '马斯喀特', ar: 'مسقط' },
    },
    yearsOfExperience: 4,
    contact: null,
    ...overrides,
  };
}

const FIT: FitResultResponse = {
  percent: 72,
  parts: [
    {
      key: 'skills',
      weight: 55,
      score: 0.5,
      required: true,
      matched: ['SQL'],
      partial: [],
      missing: ['Python'],
    },
  ],
};
const FACTS: FitFacts = {
  skills: { candidate: ['SQL'], job: ['SQL', 'Python'] },
  languages: { candidate: [], job: [] },
  experience: { candidateYears: 4, jobMinYears: 0 },
  education: { candidate: null, job: null },
  location: { candidate: null, preferred: [], job: { city: null, country: null, remote: false } },
} as unknown as FitFacts;

const sourcing = (count: number, total = count): SourcingPoolResponse => ({
  items: Array.from({ length: count }, (_, i) => ({ candidate: buildCandidate(i + 1), fit: FIT })),
  total,
  limit: 50,
  offset: 0,
});

function candidateAnswer(overrides: Partial<HrCandidateResponse['job'] & object> = {}): HrCandidateResponse {
  return {
    candidate: buildCandidate(1),
    aboutMe: 'I build data pipelines.',
    job: {
      jobId: JOB_ID,
      jobTitle: 'Data Engineer',
      status: null,
      applicationId: null,
      appliedAt: null,
      invitation: null,
      shortlisted: false,
      fit: FIT,
      facts: FACTS,
      ...overrides,
    },
    applications: [],
  };
}

const render = (url: string) =>
  renderRoute(<JobPipelineScreen jobId={JOB_ID} />, { path: '/hr/jobs/:jobId', url });

const baseRoutes = {
  [`GET ${API}/hr/job/${JOB_ID}`]: () => jsonResponse(buildHrJob()),
  [`GET ${API}/hr/talent-collection`]: () => jsonResponse({ collections: [] }),
};

describe('JobPipelineScreen', () => {
  it("shows the job's head, each stage with its count, and the sourcing pool best fit first", async () => {
    const fetchMock = stubFetchRoutes({
      ...baseRoutes,
      [`GET ${API}/hr/wf/job/${JOB_ID}/sourcing-pool`]: () => jsonResponse(sourcing(2)),
    });
    render(`/hr/jobs/${JOB_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Engineer' })).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    // the rejected have their own stage, counted like the others
    const tabs = screen.getByRole('tablist', { name: 'Pipeline stages' });
    expect(
      within(tabs)
        .getByRole('tab', { name: /Sourcing pool/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(tabs).getByRole('tab', { name: /Applicants\s*3/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /Invited\s*2/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /Rejected\s*4/ })).toBeTruthy();
    expect(await screen.findByText('2 candidates')).toBeTruthy();
    const first = screen.getByRole('link', { name: /Candidate 1/ });
    expect(within(first).getByText('72% fit')).toBeTruthy();
    expect(within(first).getByText('Muscat, Oman')).toBeTruthy();
    expect(first.getAttribute('href')).toBe(`/hr/jobs/${JOB_ID}?stage=sourcing&candidate=seeker-1`);
    expect(callsOf(fetchMock)).toContain(
      `GET ${API}/hr/wf/job/${JOB_ID}/sourcing-pool?minFitPercent=0&maxFitPercent=100&limit=50&offset=0`,
    );
  });

  it('keeps the stage and the fit range in the address and asks the server for them', async () => {
    const fetchMock = stubFetchRoutes({
      ...baseRoutes,
      [`GET ${API}/hr/wf/job/${JOB_ID}/sourcing-pool`]: () => jsonResponse(sourcing(1)),
      [`GET ${API}/hr/wf/job/${JOB_ID}/applicant-pool`]: () =>
        jsonResponse({ items: [], total: 0, limit: 50, offset: 0 } satisfies PipelinePage),
    });
    render(`/hr/jobs/${JOB_ID}?stage=sourcing&minFit=60`);
    await screen.findByText('1 candidate');
    expect(screen.getByText('Fit from 60% to 100%')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain(
      `GET ${API}/hr/wf/job/${JOB_ID}/sourcing-pool?minFitPercent=60&maxFitPercent=100&limit=50&offset=0`,
    );
    fireEvent.click(screen.getByRole('tab', { name: /Applicants/ }));
    expect(await screen.findByText('Nobody is at this stage yet.')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain(
      `GET ${API}/hr/wf/job/${JOB_ID}/applicant-pool?status=applied&limit=50&offset=0`,
    );
  });

  it('pages 50 at a time, the page in the address', async () => {
    const fetchMock = stubFetchRoutes({
      ...baseRoutes,
      [`GET ${API}/hr/wf/job/${JOB_ID}/shortlist`]: (url) =>
        jsonResponse({
          items: [],
          total: 120,
          limit: 50,
          offset: Number(url.searchParams.get('offset')),
        } satisfies PipelinePage),
    });
    render(`/hr/jobs/${JOB_ID}?stage=shortlist&page=2`);
    await screen.findByText('120 candidates');
    expect(callsOf(fetchMock)).toContain(
      `GET ${API}/hr/wf/job/${JOB_ID}/shortlist?current=true&limit=50&offset=50`,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of candidates' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContain(
        `GET ${API}/hr/wf/job/${JOB_ID}/shortlist?current=true&limit=50&offset=100`,
      ),
    );
  });

  it('says when the list could not be loaded and tries again', async () => {
    let fail = true;
    stubFetchRoutes({
      ...baseRoutes,
      [`GET ${API}/hr/wf/job/${JOB_ID}/sourcing-pool`]: () =>
        fail ? jsonResponse({ error: 'internal', message: 'boom' }, 500) : jsonResponse(sourcing(1)),
    });
    render(`/hr/jobs/${JOB_ID}`);
    expect(await screen.findByText('The candidates could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 candidate')).toBeTruthy();
  });

  it('says so when the job is not one of the organisation', async () => {
    stubFetchRoutes({
      [`GET ${API}/hr/job/${JOB_ID}`]: () =>
        jsonResponse({ error: 'not_found', message: 'Job not found' }, 404),
    });
    render(`/hr/jobs/${JOB_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This job was not found' })).toBeTruthy();
  });
});

describe('the candidate panel', () => {
  it("opens the candidate from the address with their fit in the recruiter's words, and invites them", async () => {
    let invited = false;
    const fetchMock = stubFetchRoutes({
      ...baseRoutes,
      [`GET ${API}/hr/wf/job/${JOB_ID}/sourcing-pool`]: () => jsonResponse(sourcing(1)),
      [`GET ${API}/hr/candidate/seeker-1`]: () =>
        jsonResponse(
          candidateAnswer(
            invited
              ? {
                  invitation: {
                    id: '00000000-0000-4000-8000-0000000000aa',
                    status: 'pending',
                    createdAt: '2026-11-02T08:00:00.000Z',
                    expiresAt: '2026-11-16T08:00:00.000Z',
                  },
                }
              : {},
          ),
        ),
      [`POST ${API}/hr/job-invitation/${JOB_ID}`]: () => {
        invited = true;
        return jsonResponse({}, 201);
      },
    });
    render(`/hr/jobs/${JOB_ID}?stage=sourcing&candidate=seeker-1`);
    const panel = await screen.findByRole('article', { name: 'Candidate 1' });
    expect(within(panel).getByText('Candidate: \u2068SQL\u2069')).toBeTruthy();
    expect(within(panel).getByText('Missing: \u2068Python\u2069')).toBeTruthy();
    expect(
      within(panel).getByText(
        'Contact details are shared once the candidate applies or accepts an invitation.',
      ),
    ).toBeTruthy();
    expect(callsOf(fetchMock)).toContain(`GET ${API}/hr/candidate/seeker-1?jobId=${JOB_ID}`);

    fireEvent.click(within(panel).getByRole('button', { name: 'Invite to apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Candidate 1' });
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), { target: { value: 'Join us' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toContain('Candidate 1 was invited.'),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ subject: 'seeker-1', message: 'Join us' });
    // the candidate is read again: the invitation now waits, and the button is gone
    expect(await screen.findByText('An invitation is waiting for an answer.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite to apply' })).toBeNull();
  });

  it('shows an anonymised candidate from their row, asking the server nothing about them', async () => {
    const APP_ID = '00000000-0000-4000-8000-0000000000ad';
    const subject = `anonymised-${APP_ID}`;
    const page: PipelinePage = {
      items: [
        {
          candidate: buildCandidate(9, {
            subject,
            fullName: 'Deleted account',
            headline: null,
            location: { countryCode: null, country: null, city: null },
            yearsOfExperience: null,
            anonymised: true,
          }),
          status: 'rejected',
          applicationId: APP_ID,
          appliedAt: '2026-11-03T08:00:00.000Z',
          updatedAt: '2026-11-05T08:00:00.000Z',
          invitation: null,
          shortlistedAt: null,
          fit: FIT,
        },
      ],
      total: 1,
      limit: 50,
      offset: 0,
    };
    const fetchMock = stubFetchRoutes({
      ...baseRoutes,
      [`GET ${API}/hr/wf/job/${JOB_ID}/applicant-pool`]: () => jsonResponse(page),
    });
    render(`/hr/jobs/${JOB_ID}?stage=rejected&candidate=${encodeURIComponent(subject)}`);
    const panel = await screen.findByRole('article', { name: 'Anonymised candidate' });
    expect(within(panel).getByText(/Their details were erased/)).toBeTruthy();
    expect(await within(panel).findByText('Rejected')).toBeTruthy();
    expect(within(panel).getByText(/^Applied /)).toBeTruthy();
    // nobody to open, contact or act on
    expect(within(panel).queryByRole('link', { name: /profile/i })).toBeNull();
    expect(
      within(panel)
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([]);
    expect(callsOf(fetchMock).filter((c) => c.includes('/hr/candidate/'))).toEqual([]);
    // the list and the panel share one call of the stage
    expect(callsOf(fetchMock).filter((c) => c.includes('/applicant-pool'))).toHaveLength(1);
  });

  it("rejects an applicant only after a confirmation that says what it means, and shows the server's refusal", async () => {
    const APP_ID = '00000000-0000-4000-8000-0000000000ab';
    stubFetchRoutes({
      ...baseRoutes,
      [`GET ${API}/hr/wf/job/${JOB_ID}/applicant-pool`]: () =>
        jsonResponse({ items: [], total: 0, limit: 50, offset: 0 } satisfies PipelinePage),
      [`GET ${API}/hr/candidate/seeker-1`]: () =>
        jsonResponse(
          candidateAnswer({
            status: 'shortlisted',
            applicationId: APP_ID,
            appliedAt: '2026-11-02T08:00:00.000Z',
          }),
        ),
      [`GET ${API}/hr/job-applicant/${APP_ID}`]: () => jsonResponse({ coverLetter: null, timeline: [] }),
      [`POST ${API}/hr/job-applicant/${APP_ID}/move`]: () =>
        jsonResponse({ error: 'conflict', message: 'The application was withdrawn.' }, 409),
    });
    render(`/hr/jobs/${JOB_ID}?stage=applicants&candidate=seeker-1`);
    const panel = await screen.findByRole('article', { name: 'Candidate 1' });
    expect(within(panel).getByRole('button', { name: 'Back to applied' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Candidate 1?' });
    expect(within(dialog).getByText(/Interviews and offers still waiting are called off/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('The application was withdrawn.')).toBeTruthy();
  });

  it("sends an offer after the interview, in the job's currency by default", async () => {
    const APP_ID = '00000000-0000-4000-8000-0000000000ac';
    const fetchMock = stubFetchRoutes({
      [`GET ${API}/hr/job/${JOB_ID}`]: () =>
        jsonResponse(buildHrJob({ salary: { min: 900, max: 1200, currency: 'OMR', period: 'month' } })),
      [`GET ${API}/hr/talent-collection`]: () => jsonResponse({ collections: [] }),
      [`GET ${API}/hr/wf/job/${JOB_ID}/applicant-pool`]: () =>
        jsonResponse({ items: [], total: 0, limit: 50, offset: 0 }),
      [`GET ${API}/hr/candidate/seeker-1`]: () =>
        jsonResponse(
          candidateAnswer({
            status: 'interviewing',
            applicationId: APP_ID,
            appliedAt: '2026-11-02T08:00:00.000Z',
          }),
        ),
      [`GET ${API}/hr/job-applicant/${APP_ID}`]: () => jsonResponse({ coverLetter: null, timeline: [] }),
      [`POST ${API}/hr/offer/send`]: () => jsonResponse({}, 201),
    });
    render(`/hr/jobs/${JOB_ID}?stage=interviews&candidate=seeker-1`);
    const panel = await screen.findByRole('article', { name: 'Candidate 1' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer to Candidate 1' });
    expect((within(dialog).getByRole('combobox', { name: 'Currency' }) as HTMLInputElement).value).toBe(
      'OMR — Omani Rial',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Salary/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText(/Enter a salary above zero/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Salary/), { target: { value: '1100' } });
    await chooseDay(dialog, /^Start date/, '2027-01-03');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toContain('The offer to Candidate 1 was sent.'),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      applicationId: APP_ID,
      salary: 1100,
      currency: 'OMR',
      period: 'month',
      startDate: '2027-01-03',
    });
  });

  it('hires only after a confirmation, and shows why the server refuses', async () => {
    const APP_ID = '00000000-0000-4000-8000-0000000000ad';
    let hired = false;
    stubFetchRoutes({
      ...baseRoutes,
      [`GET ${API}/hr/wf/job/${JOB_ID}/applicant-pool`]: () =>
        jsonResponse({ items: [], total: 0, limit: 50, offset: 0 }),
      [`GET ${API}/hr/candidate/seeker-1`]: () =>
        jsonResponse(
          candidateAnswer({
            status: 'offered',
            applicationId: APP_ID,
            appliedAt: '2026-11-02T08:00:00.000Z',
          }),
        ),
      [`GET ${API}/hr/job-applicant/${APP_ID}`]: () => jsonResponse({ coverLetter: null, timeline: [] }),
      [`POST ${API}/hr/hire`]: () => {
        if (!hired) {
          hired = true;
          return jsonResponse(
            {
              error: 'conflict',
              message: 'An offer is waiting for the candidate’s answer: hire once they accept it.',
            },
            409,
          );
        }
        return jsonResponse({}, 201);
      },
    });
    render(`/hr/jobs/${JOB_ID}?stage=offers&candidate=seeker-1`);
    const panel = await screen.findByRole('article', { name: 'Candidate 1' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Hire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hire Candidate 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hire' }));
    expect(await within(dialog).findByText(/An offer is waiting for the candidate’s answer/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hire' }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toContain('Candidate 1 is hired.'),
    );
  });

  it("opens the interviews screen's scheduling dialog for a shortlisted candidate", async () => {
    const APP_ID = '00000000-0000-4000-8000-0000000000ae';
    stubFetchRoutes({
      ...baseRoutes,
      [`GET ${API}/hr/wf/job/${JOB_ID}/shortlist`]: () =>
        jsonResponse({ items: [], total: 0, limit: 50, offset: 0 } satisfies PipelinePage),
      [`GET ${API}/hr/candidate/seeker-1`]: () =>
        jsonResponse(candidateAnswer({ status: 'shortlisted', applicationId: APP_ID, shortlisted: true })),
      [`GET ${API}/hr/job-applicant/${APP_ID}`]: () => jsonResponse({ coverLetter: null, timeline: [] }),
    });
    render(`/hr/jobs/${JOB_ID}?stage=shortlist&candidate=seeker-1`);
    const panel = await screen.findByRole('article', { name: 'Candidate 1' });
    expect(within(panel).queryByRole('button', { name: 'Send an offer' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Schedule an interview' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('says a candidate hidden from the organisation is not available', async () => {
    stubFetchRoutes({
      ...baseRoutes,
      [`GET ${API}/hr/wf/job/${JOB_ID}/sourcing-pool`]: () => jsonResponse(sourcing(0)),
      [`GET ${API}/hr/candidate/seeker-9`]: () =>
        jsonResponse({ error: 'not_found', message: 'Candidate not found' }, 404),
    });
    render(`/hr/jobs/${JOB_ID}?candidate=seeker-9`);
    expect(await screen.findByRole('heading', { name: 'This candidate is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Close the candidate' }).getAttribute('href')).toBe(
      '/hr/jobs/' + JOB_ID + '?stage=sourcing',
    );
  });
});
