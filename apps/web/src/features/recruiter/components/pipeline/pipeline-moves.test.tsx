import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  FitResultResponse,
  HrCandidateJob,
  HrCandidateResponse,
  HrJobDetail,
  PipelineCandidate,
  PipelineItem,
  PipelinePage,
} from '@talent/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, type RouteHandler, stubFetchRoutes } from '../../../../test/fetch-routes';
import { jsonResponse } from '../../../../test/factories';
import { useUiStore } from '../../../../lib/ui-store';
import { renderRoute } from '../../../../test/render';
import { JobPipelineScreen } from './pipeline-screen';

const JOB_ID = '00000000-0000-4000-8000-000000000001';
const APP_ID = '00000000-0000-4000-8000-0000000000ab';
const API = '/elevate-be/rest/api';

beforeEach(() => useUiStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const FIT: FitResultResponse = { percent: 64, parts: [] };

const job = {
  id: JOB_ID,
  status: 'published',
  title: 'Data Engineer',
  company: { id: '00000000-0000-4000-8000-0000000000c0', name: 'Acme', logoUrl: null },
  salary: null,
  stageCounts: { invited: 0, applied: 1, shortlisted: 0, interviewing: 0, offered: 0, hired: 0, rejected: 4 },
} as unknown as HrJobDetail;

const candidate: PipelineCandidate = {
  subject: 'seeker-1',
  fullName: 'Candidate 1',
  headline: 'Data engineer',
  photoUrl: null,
  location: {
    countryCode: 'OM',
    country: { en: 'Oman', zh: '阿曼', ar: 'عُمان' },
    city: { en: 'Muscat', zh: '马斯喀特', ar: 'مسقط' },
  },
  yearsOfExperience: 4,
  contact: null,
};

function poolPage(status: PipelineItem['status'], count = 1): PipelinePage {
  const item: PipelineItem = {
    candidate,
    status,
    applicationId: APP_ID,
    appliedAt: '2026-11-02T08:00:00.000Z',
    updatedAt: '2026-11-05T08:00:00.000Z',
    invitation: null,
    shortlistedAt: null,
    fit: FIT,
  };
  return { items: count === 0 ? [] : [item], total: count, limit: 50, offset: 0 };
}

function standing(overrides: Partial<HrCandidateJob> = {}): HrCandidateResponse {
  return {
    candidate,
    aboutMe: null,
    job: {
      jobId: JOB_ID,
      jobTitle: 'Data Engineer',
      status: 'applied',
      applicationId: APP_ID,
      appliedAt: '2026-11-02T08:00:00.000Z',
      invitation: null,
      shortlisted: false,
      fit: FIT,
      facts: {
        skills: { candidate: [], job: [] },
        languages: { candidate: [], job: [] },
        experience: { candidateYears: 4, jobMinYears: 0 },
        education: { candidate: null, job: null },
        location: { candidate: null, preferred: [], job: { city: null, country: null, remote: false } },
      },
      ...overrides,
    } as HrCandidateJob,
    applications: [],
  };
}

/** The applicants' stage with one applicant, who the server says stands where `overrides` say. */
function stubApplicants(overrides: Partial<HrCandidateJob> = {}, more: Record<string, RouteHandler> = {}) {
  let moved: string | null = null;
  const fetchMock = stubFetchRoutes({
    [`GET ${API}/hr/job/${JOB_ID}`]: () => jsonResponse(job),
    [`GET ${API}/hr/talent-collection`]: () => jsonResponse({ collections: [] }),
    [`GET ${API}/hr/wf/job/${JOB_ID}/applicant-pool`]: (url) => {
      const status = url.searchParams.get('status');
      return jsonResponse(status === 'applied' && moved === null ? poolPage('applied') : poolPage(null, 0));
    },
    [`GET ${API}/hr/candidate/seeker-1`]: () =>
      jsonResponse(standing(moved === null ? overrides : { ...overrides, status: 'shortlisted' })),
    [`GET ${API}/hr/job-applicant/${APP_ID}`]: () => jsonResponse({ coverLetter: null, timeline: [] }),
    [`POST ${API}/hr/job-applicant/${APP_ID}/move`]: (_url, init) => {
      moved = String(init?.body);
      return jsonResponse({});
    },
    ...more,
  });
  return { fetchMock, moved: () => moved };
}

const toasts = () => useUiStore.getState().toasts.map((t) => t.text);
const tab = (name: RegExp) => screen.getByRole('tab', { name });

/** Starts dragging the candidate's card; the data transfer is a plain object, as jsdom has none. */
async function dragCard(name: string) {
  const link = await screen.findByRole('link', { name: new RegExp(name) });
  const card = link.parentElement as HTMLElement;
  expect(card.getAttribute('draggable')).toBe('true');
  const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
  fireEvent.dragStart(card, { dataTransfer });
  return { card, dataTransfer };
}

describe('the rejected stage', () => {
  it('has its own tab with its count, listing the rejected applications; the applicants tab the applied ones', async () => {
    const fetchMock = stubFetchRoutes({
      [`GET ${API}/hr/job/${JOB_ID}`]: () => jsonResponse(job),
      [`GET ${API}/hr/wf/job/${JOB_ID}/applicant-pool`]: (url) =>
        jsonResponse(poolPage(url.searchParams.get('status') === 'rejected' ? 'rejected' : 'applied')),
    });
    renderRoute(<JobPipelineScreen jobId={JOB_ID} />, {
      path: '/hr/jobs/:jobId',
      url: `/hr/jobs/${JOB_ID}?stage=rejected`,
    });
    const rejected = await screen.findByRole('tab', { name: /Rejected\s*4/ });
    expect(rejected.getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByRole('link', { name: /Candidate 1/ });
    expect(within(card).getByText('Rejected')).toBeTruthy();
    expect(within(card).getByText(/^Rejected .*2026/)).toBeTruthy();
    expect(callsOf(fetchMock)).toContain(
      `GET ${API}/hr/wf/job/${JOB_ID}/applicant-pool?status=rejected&limit=50&offset=0`,
    );
    fireEvent.click(tab(/Applicants\s*1/));
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContain(
        `GET ${API}/hr/wf/job/${JOB_ID}/applicant-pool?status=applied&limit=50&offset=0`,
      ),
    );
  });
});

describe("the stages' lists", () => {
  it('ask for the candidates who stand at each stage now, as the counts on the tabs count them', async () => {
    const empty = () => jsonResponse(poolPage(null, 0));
    const fetchMock = stubFetchRoutes({
      [`GET ${API}/hr/job/${JOB_ID}`]: () => jsonResponse(job),
      [`GET ${API}/hr/wf/job/${JOB_ID}/applicant-pool`]: empty,
      [`GET ${API}/hr/wf/job/${JOB_ID}/invitation-pool`]: empty,
      [`GET ${API}/hr/wf/job/${JOB_ID}/shortlist`]: empty,
    });
    renderRoute(<JobPipelineScreen jobId={JOB_ID} />, {
      path: '/hr/jobs/:jobId',
      url: `/hr/jobs/${JOB_ID}?stage=applicants`,
    });
    await screen.findByText('Nobody is at this stage yet.');
    const wf = `GET ${API}/hr/wf/job/${JOB_ID}`;
    const expected = [
      [/Invited/, `${wf}/invitation-pool?status=pending&limit=50&offset=0`],
      [/Shortlist/, `${wf}/shortlist?current=true&limit=50&offset=0`],
      [/Interviews/, `${wf}/applicant-pool?status=interviewing&limit=50&offset=0`],
      [/Offers/, `${wf}/applicant-pool?status=offered&limit=50&offset=0`],
      [/Hired/, `${wf}/applicant-pool?status=hired&limit=50&offset=0`],
    ] as const;
    for (const [name, call] of expected) {
      fireEvent.click(tab(name));
      await waitFor(() => expect(callsOf(fetchMock)).toContain(call));
    }
  });
});

describe('dragging a card onto a stage', () => {
  const render = () =>
    renderRoute(<JobPipelineScreen jobId={JOB_ID} />, {
      path: '/hr/jobs/:jobId',
      url: `/hr/jobs/${JOB_ID}?stage=applicants`,
    });

  it('marks the stages it may and may not go to, and shortlists an applicant dropped on the shortlist', async () => {
    const { moved } = stubApplicants();
    render();
    const { card, dataTransfer } = await dragCard('Candidate 1');
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', 'Candidate 1');
    expect(card.getAttribute('data-dragging')).toBe('true');
    // where an applicant may go: the shortlist and the rejected; not hired, not back to sourcing
    await waitFor(() => expect(tab(/Shortlist/).getAttribute('data-drop')).toBe('allowed'));
    expect(tab(/Rejected/).getAttribute('data-drop')).toBe('allowed');
    expect(tab(/Hired/).getAttribute('data-drop')).toBe('refused');
    expect(tab(/Sourcing pool/).getAttribute('data-drop')).toBe('refused');
    expect(tab(/Applicants/).getAttribute('data-drop')).toBeNull();

    const over = fireEvent.dragOver(tab(/Shortlist/), { dataTransfer });
    expect(over).toBe(false); // the default was prevented: the tab takes the drop
    expect(tab(/Shortlist/).getAttribute('data-over')).toBe('true');
    fireEvent.drop(tab(/Shortlist/), { dataTransfer });

    await waitFor(() => expect(toasts()).toContain('Candidate 1 is on the shortlist.'));
    expect(JSON.parse(moved() ?? '{}')).toEqual({ to: 'shortlisted' });
    // the drag is over: no tab is a drop target any more, and the candidate's panel is open
    expect(tab(/Shortlist/).getAttribute('data-drop')).toBeNull();
    expect(await screen.findByRole('article', { name: 'Candidate 1' })).toBeTruthy();
  });

  it('says why a drop is not allowed, and changes nothing', async () => {
    const { fetchMock } = stubApplicants();
    render();
    const { dataTransfer } = await dragCard('Candidate 1');
    fireEvent.dragOver(tab(/Hired/), { dataTransfer });
    fireEvent.drop(tab(/Hired/), { dataTransfer });
    await waitFor(() =>
      expect(toasts()).toContain(
        'Candidate 1 cannot be moved to Hired: only a candidate who was interviewed or offered the job can be hired.',
      ),
    );
    expect(callsOf(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);
    expect(screen.queryByRole('article', { name: 'Candidate 1' })).toBeNull();
  });

  it('opens the reason dialog for a drop on the rejected stage, and rejects with the reason', async () => {
    const { moved } = stubApplicants();
    render();
    const { dataTransfer } = await dragCard('Candidate 1');
    fireEvent.dragOver(tab(/Rejected/), { dataTransfer });
    fireEvent.drop(tab(/Rejected/), { dataTransfer });
    const dialog = await screen.findByRole('dialog', { name: 'Reject Candidate 1?' });
    expect(moved()).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Reason (the candidate sees it)'), {
      target: { value: 'Too junior' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toasts()).toContain('Candidate 1 was rejected.'));
    expect(JSON.parse(moved() ?? '{}')).toEqual({ to: 'rejected', reason: 'Too junior' });
  });

  it('opens the hire confirmation for an interviewed candidate dropped on hired', async () => {
    stubApplicants({ status: 'interviewing' });
    render();
    const { dataTransfer } = await dragCard('Candidate 1');
    await waitFor(() => expect(tab(/Hired/).getAttribute('data-drop')).toBe('allowed'));
    fireEvent.dragOver(tab(/Hired/), { dataTransfer });
    fireEvent.drop(tab(/Hired/), { dataTransfer });
    expect(await screen.findByRole('dialog', { name: 'Hire Candidate 1?' })).toBeTruthy();
  });
});

describe('the card\'s "Move to…" menu', () => {
  it('lists only the stages the candidate can go to, and moves from the keyboard', async () => {
    const { moved } = stubApplicants();
    renderRoute(<JobPipelineScreen jobId={JOB_ID} />, {
      path: '/hr/jobs/:jobId',
      url: `/hr/jobs/${JOB_ID}?stage=applicants`,
    });
    const button = await screen.findByRole('button', { name: 'Move Candidate 1 to…' });
    button.focus();
    // a button's Enter is its click
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Move Candidate 1 to…' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Shortlist', 'Rejected', 'Message']),
    );
    // the arrow keys go through the stages
    const shortlist = within(menu).getByRole('menuitem', { name: 'Shortlist' });
    const rejected = within(menu).getByRole('menuitem', { name: 'Rejected' });
    shortlist.focus();
    fireEvent.keyDown(shortlist, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rejected);
    fireEvent.keyDown(rejected, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(shortlist);
    fireEvent.click(shortlist);
    await waitFor(() => expect(toasts()).toContain('Candidate 1 is on the shortlist.'));
    expect(JSON.parse(moved() ?? '{}')).toEqual({ to: 'shortlisted' });
  });

  it('says so when no move is possible', async () => {
    stubApplicants({ status: 'hired' });
    renderRoute(<JobPipelineScreen jobId={JOB_ID} />, {
      path: '/hr/jobs/:jobId',
      url: `/hr/jobs/${JOB_ID}?stage=applicants`,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Candidate 1 to…' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('No move is possible from here')).toBeTruthy();
  });

  it('writes to the candidate: "Message" opens the conversation in the chat panel, as the candidate panel does', async () => {
    const CHANNEL_ID = '00000000-0000-4000-8000-0000000000c1';
    useUiStore.getState().setChat({ popupVisible: false, memberToContact: null });
    let opened: unknown = null;
    stubApplicants(
      {},
      {
        'POST /router/rest/api/channels': (_url, init) => {
          opened = JSON.parse(String(init?.body));
          return jsonResponse({ id: CHANNEL_ID }, 201);
        },
      },
    );
    renderRoute(<JobPipelineScreen jobId={JOB_ID} />, {
      path: '/hr/jobs/:jobId',
      url: `/hr/jobs/${JOB_ID}?stage=applicants`,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Candidate 1 to…' }));
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Message' }));
    await waitFor(() => expect(useUiStore.getState().chat.memberToContact).toBe(CHANNEL_ID));
    expect(useUiStore.getState().chat.popupVisible).toBe(true);
    expect(opened).toEqual({ jobId: JOB_ID, seekerSubject: 'seeker-1' });
  });
});
