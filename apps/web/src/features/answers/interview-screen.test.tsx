import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../lib/ui-store';
import { callsOf, stubFetchRoutes } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { InterviewScreen } from './interview-screen';
import { chooseDay, dayPicker, enterTime, hourField } from '../../test/date-time';

/** A day as `YYYY-MM-DD` in the browser's zone. */
const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

// the dialog's calendar is its own chunk: transformed once here, not inside a test's time limit
beforeAll(async () => {
  await import('../../components/date-time/day-time-pickers');
}, 60_000);

const ID = '00000000-0000-4000-8000-0000000000a1';
const JOB = '00000000-0000-4000-8000-0000000000b1';
const APP = '00000000-0000-4000-8000-0000000000c1';
const DETAIL = '/elevate-be/rest/api/job-seeker/assesment/detail';
const ANSWER = 'POST /elevate-be/rest/api/job-seeker/assesment/acceptOrReject';
const RESCHEDULE = 'POST /elevate-be/rest/api/job-seeker/assesment/reschedule';

function assessment(status = 'scheduled') {
  return {
    id: ID,
    applicationId: APP,
    job: { id: JOB, title: 'Data Analyst', organisationId: JOB, organisationName: 'Gulf Data' },
    kind: 'test',
    format: 'technical_test',
    title: 'SQL exercise',
    mode: 'online',
    status,
    startsAt: '2030-03-10T06:00:00Z',
    endsAt: '2030-03-10T07:30:00Z',
    durationMinutes: 90,
    timeZone: 'Asia/Muscat',
    localStartsAt: '2030-03-10T10:00:00',
    localEndsAt: '2030-03-10T11:30:00',
    location: null,
    meetingUrl: 'https://meet.example.test/sql',
    note: 'Bring a laptop.',
    seekerNote: null as string | null,
    sequence: 0,
    participants: [{ subject: 'u1', fullName: 'Amira Haddad', role: 'interviewer' }],
    history: [],
    createdAt: '2030-03-01T06:00:00Z',
    updatedAt: '2030-03-01T06:00:00Z',
  };
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetchRoutes>, route: string) => {
  const [method, path] = route.split(' ');
  const call = fetchMock.mock.calls.find(
    ([input, init]) => init?.method === method && new URL(String(input), 'http://x').pathname === path,
  );
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};

function show() {
  renderRoute(<InterviewScreen />, {
    path: '/jobs/interview/:jobId/:assessmentId',
    url: `/jobs/interview/${JOB}/${ID}`,
  });
}

beforeEach(() => useUiStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('InterviewScreen', () => {
  it('shows the kind, the job, both clocks, the link and the people, and accepts', async () => {
    let status = 'scheduled';
    const fetchMock = stubFetchRoutes({
      [`GET ${DETAIL}`]: () => jsonResponse(assessment(status)),
      [ANSWER]: () => {
        status = 'accepted';
        return jsonResponse(assessment(status));
      },
    });
    show();

    expect(await screen.findByRole('heading', { level: 1, name: 'Technical test' })).toBeTruthy();
    expect(screen.getByText('Data Analyst')).toBeTruthy();
    expect(screen.getByText('Gulf Data')).toBeTruthy();
    // the test runs in UTC: the employer's Muscat time is named beside it
    expect(screen.getByText(/^Sun, Mar 10, 2030, 10:00\s*–\s*11:30\sAM$/)).toBeTruthy();
    expect(screen.getByText("The employer's time (\u2068Asia/Muscat\u2069)")).toBeTruthy();
    expect(screen.getByText('90 minutes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://meet.example.test/sql' }).getAttribute('href')).toBe(
      'https://meet.example.test/sql',
    );
    expect(screen.getByText('Amira Haddad')).toBeTruthy();
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('href')).toBe(
      `/elevate-be/rest/api/job-seeker/assesment/${ID}/calendar.ics`,
    );
    expect(calendar.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to the application' }).getAttribute('href')).toBe(
      `/applications/${APP}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(bodyOf(fetchMock, ANSWER)).toEqual({ id: ID, accept: true });
    expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['Interview accepted']);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    // an accepted one may still ask for another time
    expect(screen.getByRole('button', { name: 'Ask for another time' })).toBeTruthy();
  });

  it('declines with a reason after confirming', async () => {
    let now = assessment();
    const fetchMock = stubFetchRoutes({
      [`GET ${DETAIL}`]: () => jsonResponse(now),
      [ANSWER]: () => {
        now = { ...assessment('rejected'), seekerNote: 'I took another job.' };
        return jsonResponse(now);
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this interview?' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: '  I took another job.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the interview' }));

    expect(await screen.findByText('Declined')).toBeTruthy();
    expect(bodyOf(fetchMock, ANSWER)).toEqual({ id: ID, accept: false, reason: 'I took another job.' });
    expect(screen.getByText('I took another job.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('asks for another time: checks the slots, then sends three', async () => {
    let status = 'scheduled';
    const fetchMock = stubFetchRoutes({
      [`GET ${DETAIL}`]: () => jsonResponse(assessment(status)),
      [RESCHEDULE]: () => {
        status = 'reschedule_requested';
        return jsonResponse(assessment(status));
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for another time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for another time' });
    const slot = (n: number) =>
      within(dialog).getByRole('group', { name: new RegExp(`^Proposed time ${n}`) });
    const propose = async (n: number, day: string, time: string) => {
      await chooseDay(slot(n), /^Date/, day);
      await enterTime(slot(n), 'Start time', time);
    };
    const send = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send the proposed times' }));

    await dayPicker(slot(1), /^Date/);
    send();
    expect(within(dialog).getByText('Propose at least one time.')).toBeTruthy();

    // today at midnight: the calendar offers no day already gone, but today's earlier hours are
    await propose(1, dayKey(new Date()), '00:00');
    await propose(2, '2028-05-01', '09:00');
    await propose(3, '2028-05-01', '09:00');
    send();
    expect(within(slot(1)).getByText('Choose a time in the future.')).toBeTruthy();
    expect((await hourField(slot(1), 'Start time')).getAttribute('aria-invalid')).toBe('true');
    expect(within(slot(3)).getByText('This time is already proposed above.')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.startsWith('POST'))).toBe(false);
    // the first field in error takes the focus
    expect(document.activeElement).toBe(await hourField(slot(1), 'Start time'));

    await propose(1, '2028-05-02', '14:30');
    await propose(3, '2028-05-03', '08:00');
    send();
    expect(await screen.findByText('Another time asked for')).toBeTruthy();
    const body = bodyOf(fetchMock, RESCHEDULE);
    const at = (v: string) => new Date(v).toISOString();
    const plus90 = (v: string) => new Date(new Date(v).getTime() + 90 * 60_000).toISOString();
    expect(body).toEqual({
      id: ID,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      proposedTimes: ['2028-05-02T14:30', '2028-05-01T09:00', '2028-05-03T08:00'].map((v) => ({
        startsAt: at(v),
        endsAt: plus90(v),
      })),
    });
    expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['Your proposed times were sent']);
  });

  it('says so and shows it as it is now when it was answered or changed meanwhile (409)', async () => {
    let status = 'scheduled';
    const fetchMock = stubFetchRoutes({
      [`GET ${DETAIL}`]: () => jsonResponse(assessment(status)),
      [ANSWER]: () => {
        status = 'cancelled';
        return jsonResponse(
          { error: 'conflict', message: 'An assessment that is cancelled cannot be accepted.' },
          409,
        );
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This interview changed')).toBeTruthy();
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(callsOf(fetchMock).filter((c) => c.startsWith('GET'))).toHaveLength(2);
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('says when the interview is not found, with a way back', async () => {
    stubFetchRoutes({
      [`GET ${DETAIL}`]: () => jsonResponse({ error: 'not_found', message: 'Assessment not found.' }, 404),
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my applications' }).getAttribute('href')).toBe(
      '/applications',
    );
  });
});
