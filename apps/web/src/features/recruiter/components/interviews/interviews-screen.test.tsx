import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HrAssessment, MeResponse } from '@talent/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../../test/fetch-routes';
import { setSessionHint } from '../../../../lib/session-hint';
import { buildMe, jsonResponse } from '../../../../test/factories';
import { renderRoute } from '../../../../test/render';
import { browserTimeZone } from '../../api/interviews';
import { InterviewsScreen } from './interviews-screen';
import { dayKey, weekStart } from './time';
import { chooseDay, enterTime } from '../../../../test/date-time';

// the dialogs' calendar is its own chunk: transformed once here, not inside a test's time limit
beforeAll(async () => {
  await import('../../../../components/date-time/day-time-pickers');
}, 60_000);

// the interviews below are on Wednesday 2 December 2026 at 10:00: the screen's clock is that
// morning, so a re-schedule of one is still in the future whatever day the suite runs
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 2, 8, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const API = '/elevate-be/rest/api';
const LIST = `GET ${API}/hr/assesment/list`;
const ORG = '00000000-0000-4000-8000-0000000000a1';
const JOB = '00000000-0000-4000-8000-0000000000b1';
const APPLICATION = '00000000-0000-4000-8000-0000000000c1';

const recruiter = buildMe({
  subject: 'demo|recruiter',
  fullName: 'Rania Recruiter',
  roles: ['hr'],
  primaryRole: 'hr',
  organisations: [{ id: ORG, name: 'Falcon Bay', roles: ['hr'] }],
});
const interviewer = buildMe({
  subject: 'demo|interviewer',
  fullName: 'Ivan Interviewer',
  roles: ['member'],
  primaryRole: 'member',
  organisations: [{ id: ORG, name: 'Falcon Bay', roles: ['member'] }],
});

/** Wednesday 2 December 2026, 10:00 where the test runs: the week of Sunday 29 November (en-US's weeks start on Sunday). */
const WEEK = '2026-11-29';
const SUNDAY = 0;
const wednesdayAt = (hour: number) => new Date(2026, 11, 2, hour, 0);

let seq = 0;
function buildInterview(overrides: Partial<HrAssessment> = {}): HrAssessment {
  seq += 1;
  const start = wednesdayAt(10);
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    applicationId: APPLICATION,
    job: { id: JOB, title: 'Data Engineer', organisationId: ORG, organisationName: 'Falcon Bay' },
    kind: 'interview',
    format: 'interview',
    title: 'Interview',
    mode: 'online',
    status: 'scheduled',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    durationMinutes: 60,
    timeZone: browserTimeZone(),
    localStartsAt: '',
    localEndsAt: '',
    location: null,
    meetingUrl: 'https://meet.example.com/abc',
    note: null,
    seekerNote: null,
    sequence: 0,
    participants: [{ subject: 'demo|recruiter', fullName: 'Rania Recruiter', role: 'interviewer' }],
    history: [],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    candidate: { subject: 'demo|amal', fullName: 'Amal Haddad' },
    feedback: [],
    proposedTimes: [],
    proposedTimeZone: null,
    ...overrides,
  };
}

const page = (items: HrAssessment[]) => jsonResponse({ items, total: items.length, limit: 50, offset: 0 });

function renderScreen(user: MeResponse, url = `/hr/interviews?week=${WEEK}`) {
  return renderRoute(<InterviewsScreen user={user} />, { path: '/hr/interviews', url });
}

function bodyOf(fetchMock: ReturnType<typeof stubFetchRoutes>, call: string): unknown {
  const found = fetchMock.mock.calls.find(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}` === call;
  });
  return found === undefined ? undefined : JSON.parse(String(found[1]?.body));
}

describe('InterviewsScreen states', () => {
  it('says it is loading while the week loads', async () => {
    stubFetchRoutes({ [LIST]: () => new Promise<Response>(() => undefined) });
    renderScreen(recruiter);
    expect(await screen.findByText('Loading interviews…')).toBeTruthy();
  });

  it('says when the week has no interviews', async () => {
    stubFetchRoutes({ [LIST]: () => page([]) });
    renderScreen(recruiter);
    expect(await screen.findByRole('heading', { name: 'No interviews this week' })).toBeTruthy();
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    const fetchMock = stubFetchRoutes({
      [LIST]: () =>
        fail ? jsonResponse({ error: 'internal', message: 'boom' }, 500) : page([buildInterview()]),
    });
    renderScreen(recruiter);
    expect(await screen.findByRole('heading', { name: 'The interviews could not be loaded' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Amal Haddad' })).toBeTruthy();
    expect(callsOf(fetchMock).filter((c) => c.startsWith(LIST)).length).toBeGreaterThan(1);
  });
});

describe('InterviewsScreen week', () => {
  it('puts each interview under its day with candidate, job, time, kind, status and link', async () => {
    const fetchMock = stubFetchRoutes({ [LIST]: () => page([buildInterview()]) });
    renderScreen(recruiter);
    const card = await screen.findByRole('article', { name: 'Amal Haddad' });
    const day = card.closest('li[data-today]') as HTMLElement;
    expect(within(day).getByRole('heading', { level: 2 }).textContent).toContain('Wednesday');
    expect(within(card).getByText('Data Engineer')).toBeTruthy();
    expect(within(card).getByText('Interview · Online')).toBeTruthy();
    expect(within(card).getByText('Scheduled')).toBeTruthy();
    expect(within(card).getByText('10:00 AM–11:00 AM')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Join the meeting' }).getAttribute('href')).toBe(
      'https://meet.example.com/abc',
    );
    const [call] = callsOf(fetchMock);
    const query = new URL(call?.split(' ')[1] ?? '', 'http://localhost').searchParams;
    expect(query.get('from')).toBe(new Date(2026, 10, 29).toISOString());
    expect(query.get('to')).toBe(new Date(new Date(2026, 11, 6).getTime() - 1).toISOString());
  });

  it("names the interview's own zone when it shows another time than the viewer's", async () => {
    const zone = browserTimeZone() === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
    stubFetchRoutes({ [LIST]: () => page([buildInterview({ timeZone: zone })]) });
    renderScreen(recruiter);
    const card = await screen.findByRole('article', { name: 'Amal Haddad' });
    expect(within(card).getByText(new RegExp(`\\(${zone}\\)$`))).toBeTruthy();
  });

  it('moves to the next and previous week and back to today through the address', async () => {
    // "today" a fortnight before the week shown, so that the week of the address is never this
    // week (which needs no parameter) whatever day the test runs on
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 16, 9, 0));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const fetchMock = stubFetchRoutes({ [LIST]: () => page([]) });
    renderScreen(recruiter);
    await screen.findByRole('heading', { name: 'No interviews this week' });
    const next = screen.getByRole('link', { name: 'Next week' });
    expect(next.getAttribute('href')).toBe('/hr/interviews?week=2026-12-06');
    fireEvent.click(next);
    await waitFor(() =>
      expect(callsOf(fetchMock).at(-1)).toContain(
        `from=${encodeURIComponent(new Date(2026, 11, 6).toISOString())}`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Previous week' }).getAttribute('href')).toBe(
      `/hr/interviews?week=${WEEK}`,
    );
    const today = screen.getByRole('link', { name: 'Today' });
    // this week needs no parameter
    expect(today.getAttribute('href')).toBe('/hr/interviews');
    fireEvent.click(today);
    await waitFor(() =>
      expect(callsOf(fetchMock).at(-1)).toContain(
        `from=${encodeURIComponent(weekStart(new Date(), SUNDAY).toISOString())}`,
      ),
    );
    expect(dayKey(weekStart(new Date(2026, 11, 5), SUNDAY))).toBe(WEEK);
  });

  it('switches to the list through the address and pages it', async () => {
    const fetchMock = stubFetchRoutes({
      [LIST]: (url) =>
        url.searchParams.has('to')
          ? page([])
          : jsonResponse({ items: [buildInterview()], total: 120, limit: 50, offset: 0 }),
    });
    renderScreen(recruiter);
    await screen.findByRole('heading', { name: 'No interviews this week' });
    fireEvent.click(screen.getByRole('link', { name: 'List' }));
    const card = await screen.findByRole('article', { name: 'Amal Haddad' });
    expect(within(card).getByText(/Wed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(callsOf(fetchMock).at(-1)).toContain('offset=50'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'completed' } });
    await waitFor(() => expect(callsOf(fetchMock).at(-1)).toContain('status=completed'));
    expect(callsOf(fetchMock).at(-1)).toContain('offset=0');
  });
});

describe('InterviewsScreen actions', { timeout: 30_000 }, () => {
  it('re-schedules to a time the candidate proposed', async () => {
    const interview = buildInterview({
      status: 'reschedule_requested',
      timeZone: 'Asia/Muscat',
      // the times as data, in the candidate's zone; the note is their own words only
      proposedTimes: [
        { startsAt: '2026-12-03T10:00:00.000Z', endsAt: '2026-12-03T11:00:00.000Z' },
        { startsAt: '2026-12-04T05:00:00.000Z', endsAt: '2026-12-04T05:30:00.000Z' },
      ],
      proposedTimeZone: 'Asia/Kolkata',
      seekerNote: 'I have an exam that day.',
    });
    const fetchMock = stubFetchRoutes({
      [LIST]: () => page([interview]),
      [`POST ${API}/hr/assesment/re-schedule`]: () => jsonResponse({ ...interview, status: 'scheduled' }),
    });
    renderScreen(recruiter);
    fireEvent.click(await screen.findByRole('button', { name: 'Amal Haddad' }));
    const details = await screen.findByRole('dialog', { name: 'Amal Haddad' });
    // their words isolated, so that an Arabic sentence keeps their punctuation where they put it
    expect(
      within(details).getByText('The candidate wrote: \u2068I have an exam that day.\u2069'),
    ).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Re-schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-schedule the interview with Amal Haddad' });
    const choices = within(dialog).getByRole('radiogroup', { name: 'Times the candidate proposed' });
    const proposals = within(choices).getAllByRole('radio');
    expect(proposals).toHaveLength(2);
    expect(proposals.every((p) => p.getAttribute('aria-checked') === 'false')).toBe(true);
    // each in the candidate's zone too (10:30 in Kolkata is 05:00 UTC)
    expect(within(choices).getByText(/^The candidate's time: .*10:30.*\(Asia\/Kolkata\)$/)).toBeTruthy();
    fireEvent.click(proposals[1] as HTMLElement);
    expect(proposals[1]?.getAttribute('aria-checked')).toBe('true');
    expect((within(dialog).getByRole('combobox', { name: 'Duration' }) as HTMLSelectElement).value).toBe(
      '30',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-schedule' }));
    await waitFor(() => expect(bodyOf(fetchMock, `POST ${API}/hr/assesment/re-schedule`)).toBeDefined());
    expect(bodyOf(fetchMock, `POST ${API}/hr/assesment/re-schedule`)).toEqual({
      id: interview.id,
      startsAt: '2026-12-04T05:00:00.000Z',
      endsAt: '2026-12-04T05:30:00.000Z',
      timeZone: 'Asia/Muscat',
    });
  });

  it("shows the server's own words when it refuses a re-schedule", async () => {
    const interview = buildInterview();
    stubFetchRoutes({
      [LIST]: () => page([interview]),
      [`POST ${API}/hr/assesment/re-schedule`]: () =>
        jsonResponse(
          {
            error: 'conflict',
            message: 'The candidate declined this assessment, so it can no longer change.',
          },
          409,
        ),
    });
    renderScreen(recruiter);
    fireEvent.click(await screen.findByRole('button', { name: 'Amal Haddad' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Re-schedule' }));
    const dialog = await screen.findByRole('dialog', { name: /Re-schedule the interview/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-schedule' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The candidate declined this assessment, so it can no longer change.',
    );
  });

  it('schedules another interview with the people on the job, and puts a 400 on its field in words', async () => {
    const interview = buildInterview({ status: 'completed' });
    let refuse = true;
    setSessionHint();
    const fetchMock = stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(recruiter),
      [LIST]: () => page([interview]),
      [`GET ${API}/hr/configure/list/${JOB}`]: () =>
        jsonResponse({
          configs: [
            {
              id: '00000000-0000-4000-8000-0000000000d1',
              jobId: JOB,
              userId: '00000000-0000-4000-8000-0000000000e1',
              subject: 'demo|ivan',
              fullName: 'Ivan Interviewer',
              role: 'interviewer',
              createdAt: '2026-11-01T08:00:00.000Z',
            },
          ],
        }),
      [`POST ${API}/hr/assesment/schedule`]: () =>
        refuse
          ? jsonResponse(
              {
                error: 'bad_request',
                message: 'Some participants cannot take part in this assessment.',
                fields: [{ field: 'body.participants.1', message: 'is the candidate' }],
              },
              400,
            )
          : jsonResponse(interview, 201),
    });
    renderScreen(recruiter);
    fireEvent.click(await screen.findByRole('button', { name: 'Amal Haddad' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schedule another' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Schedule an interview with Amal Haddad' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ivan Interviewer — Interviewer' }));
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Rania Recruiter' }) as HTMLInputElement).checked,
    ).toBe(true);
    // nobody chosen: the form says so and sends nothing
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Rania Recruiter' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ivan Interviewer — Interviewer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose at least one participant.')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.startsWith(`POST ${API}/hr/assesment/schedule`))).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Rania Recruiter' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ivan Interviewer — Interviewer' }));
    await chooseDay(dialog, /^Date/, '2026-12-10');
    await enterTime(dialog, 'Start time', '13:30');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Time zone' }), {
      target: { value: 'Asia/Muscat' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Duration' }), { target: { value: '45' } });
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: 'Muscat office' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    // the second person sent is the one refused: named on the participants, never as `body.participants.1`
    expect(
      await within(dialog).findByText('Ivan Interviewer is the candidate and cannot be a participant.'),
    ).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/body\./);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(bodyOf(fetchMock, `POST ${API}/hr/assesment/schedule`)).toEqual({
      applicationId: APPLICATION,
      kind: 'interview',
      startsAt: '2026-12-10T09:30:00.000Z',
      endsAt: '2026-12-10T10:15:00.000Z',
      timeZone: 'Asia/Muscat',
      location: 'Muscat office',
      participants: ['demo|recruiter', 'demo|ivan'],
    });
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Schedule an interview/ })).toBeNull());
  });

  it('takes feedback on a past interview: rating, recommendation and notes', async () => {
    const past = new Date(Date.now() - 2 * 86_400_000);
    const interview = buildInterview({
      startsAt: past.toISOString(),
      endsAt: new Date(past.getTime() + 3_600_000).toISOString(),
      status: 'accepted',
    });
    const fetchMock = stubFetchRoutes({
      [LIST]: () => page([interview]),
      [`POST ${API}/hr/assesment/feedback`]: () => jsonResponse({ ...interview, status: 'completed' }),
    });
    renderScreen(recruiter, '/hr/interviews?view=list');
    fireEvent.click(await screen.findByRole('button', { name: 'Amal Haddad' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Give feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback on Amal Haddad' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Rating' }), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Recommendation' }), {
      target: { value: 'strong_yes' },
    });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: ' Clear thinker. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, `POST ${API}/hr/assesment/feedback`)).toEqual({
        id: interview.id,
        rating: 4,
        recommendation: 'strong_yes',
        notes: 'Clear thinker.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Feedback on/ })).toBeNull());
  });

  it('offers no feedback before the interview, nor twice', async () => {
    const future = buildInterview({ startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const given = buildInterview({
      status: 'completed',
      candidate: { subject: 'demo|omar', fullName: 'Omar Said' },
      feedback: [
        {
          author: { subject: 'demo|recruiter', fullName: 'Rania Recruiter' },
          rating: 5,
          recommendation: 'yes',
          notes: 'Good.',
          createdAt: '2026-11-20T08:00:00.000Z',
        },
      ],
    });
    stubFetchRoutes({ [LIST]: () => page([future, given]) });
    renderScreen(recruiter, '/hr/interviews?view=list');
    fireEvent.click(await screen.findByRole('button', { name: 'Amal Haddad' }));
    let dialog = await screen.findByRole('dialog', { name: 'Amal Haddad' });
    expect(within(dialog).queryByRole('button', { name: 'Give feedback' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Omar Said' }));
    dialog = await screen.findByRole('dialog', { name: 'Omar Said' });
    expect(within(dialog).getByText('Rania Recruiter: 5/5, Yes')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Give feedback' })).toBeNull();
  });
});

describe('InterviewsScreen for an interviewer', () => {
  it('shows their interviews to give feedback on, and nothing a recruiter does', async () => {
    const interview = buildInterview({ status: 'completed' });
    const fetchMock = stubFetchRoutes({
      [LIST]: () => page([interview]),
      [`POST ${API}/hr/assesment/feedback`]: () => jsonResponse(interview),
    });
    renderScreen(interviewer);
    expect(await screen.findByRole('heading', { level: 1, name: 'My interviews' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Amal Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amal Haddad' });
    expect(within(dialog).queryByRole('button', { name: 'Re-schedule' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Schedule another' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /profile/ })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Data Engineer' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give feedback' }));
    const form = await screen.findByRole('dialog', { name: 'Feedback on Amal Haddad' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, `POST ${API}/hr/assesment/feedback`)).toEqual({
        id: interview.id,
        rating: 3,
        recommendation: 'yes',
        notes: '',
      }),
    );
    expect(callsOf(fetchMock).every((c) => c.includes('/hr/assesment/'))).toBe(true);
  });
});
