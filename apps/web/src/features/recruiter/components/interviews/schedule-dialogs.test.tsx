import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HrAssessment } from '@talent/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../../test/factories';
import { renderRoute } from '../../../../test/render';
import type { Locale } from '../../../../lib/locale';
import { browserTimeZone } from '../../api/interviews';
import { RescheduleDialog } from './reschedule-dialog';
import { ScheduleInterviewDialog } from './schedule-interview-dialog';
import { addDays, dayKey } from './time';
import { chooseDay, clearTime, dayPicker, enterTime, hourField } from '../../../../test/date-time';

// the dialogs' calendar is its own chunk: transformed once here, not inside a test's time limit
beforeAll(async () => {
  await import('../../../../components/date-time/day-time-pickers');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

const API = '/elevate-be/rest/api';
const SCHEDULE = `POST ${API}/hr/assesment/schedule`;
const RESCHEDULE = `POST ${API}/hr/assesment/re-schedule`;
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

function stubSchedule(answer: () => Response) {
  setSessionHint();
  return stubFetchRoutes({
    'GET /uaa/me': () => jsonResponse(recruiter),
    [`GET ${API}/hr/configure/list/${JOB}`]: () => jsonResponse({ configs: [] }),
    [SCHEDULE]: answer,
  });
}

function renderSchedule(locale: Locale = 'en-US') {
  renderRoute(
    <ScheduleInterviewDialog
      opened
      onClose={() => undefined}
      applicationId={APPLICATION}
      jobId={JOB}
      candidateName="Amal Haddad"
    />,
    { path: '/hr/interviews', url: '/hr/interviews', locale },
  );
}

const posts = (fetchMock: ReturnType<typeof stubFetchRoutes>, call: string) =>
  callsOf(fetchMock).filter((c) => c.startsWith(call));

describe('ScheduleInterviewDialog checks', () => {
  it('refuses a start in the past on the time, in words, and sends nothing', async () => {
    const fetchMock = stubSchedule(() => jsonResponse({}, 201));
    renderSchedule();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule an interview with Amal Haddad' });
    await within(dialog).findByRole('checkbox', { name: 'Rania Recruiter' });
    // today at midnight: the calendar offers no day already gone, but today's earlier hours are
    await chooseDay(dialog, /^Date/, dayKey(new Date()));
    await enterTime(dialog, 'Start time', '00:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(
      await within(dialog).findByText(
        'This start time has already passed. Choose a date and time still to come.',
      ),
    ).toBeTruthy();
    const hours = await hourField(dialog, 'Start time');
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(hours));
    expect(posts(fetchMock, SCHEDULE)).toEqual([]);
  });

  it('offers no day already gone in its calendar', async () => {
    stubSchedule(() => jsonResponse({}, 201));
    renderSchedule();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await dayPicker(dialog, /^Date/));
    const yesterday = addDays(new Date(), -1);
    const name = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(yesterday);
    if (yesterday.getMonth() === addDays(new Date(), 1).getMonth()) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('says a missing start time and an unknown link on their fields', async () => {
    const fetchMock = stubSchedule(() => jsonResponse({}, 201));
    renderSchedule();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: 'Rania Recruiter' });
    await clearTime(dialog, 'Start time');
    fireEvent.change(within(dialog).getByLabelText('Meeting link'), { target: { value: 'ftp://x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose a start time.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a full link that starts with https:// or http://.')).toBeTruthy();
    const hours = await hourField(dialog, 'Start time');
    await waitFor(() => expect(document.activeElement).toBe(hours));
    expect(posts(fetchMock, SCHEDULE)).toEqual([]);
  });
});

describe('ScheduleInterviewDialog refusals', () => {
  it("puts the server's startsAt on the start time in words, with no field path anywhere", async () => {
    const fetchMock = stubSchedule(() =>
      jsonResponse(
        {
          error: 'bad_request',
          message: 'The assessment must start in the future.',
          fields: [{ field: 'body.startsAt', message: 'must be in the future' }],
          requestId: 'r1',
        },
        400,
      ),
    );
    renderSchedule();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: 'Rania Recruiter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(
      await within(dialog).findByText(
        'This start time has already passed. Choose a date and time still to come.',
      ),
    ).toBeTruthy();
    expect(posts(fetchMock, SCHEDULE)).toHaveLength(1);
    const time = await hourField(dialog, 'Start time');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(time));
    expect(document.body.textContent).not.toMatch(/body\.|startsAt/);
    // shown on its field: nothing more at the bottom
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // a change takes the error away
    await enterTime(dialog, 'Start time', '11:00');
    expect(time.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says a field the form does not show in words, never as its path', async () => {
    stubSchedule(() =>
      jsonResponse(
        {
          error: 'bad_request',
          message: 'Some fields are not valid.',
          fields: [{ field: 'body.applicationId', message: 'Invalid UUID' }],
          requestId: 'r2',
        },
        400,
      ),
    );
    renderSchedule();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: 'Rania Recruiter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Some fields are not valid.');
    expect(alert.textContent).toContain('Some of what was sent was not accepted.');
    expect(document.body.textContent).not.toMatch(/body\.|applicationId/);
  });
});

function interviewAt(start: Date, minutes: number): HrAssessment {
  return {
    id: '00000000-0000-4000-8000-000000000111',
    applicationId: APPLICATION,
    job: { id: JOB, title: 'Data Engineer', organisationId: ORG, organisationName: 'Falcon Bay' },
    kind: 'interview',
    format: 'interview',
    title: 'Interview',
    mode: 'online',
    status: 'scheduled',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
    durationMinutes: minutes,
    timeZone: browserTimeZone(),
    localStartsAt: '',
    localEndsAt: '',
    location: null,
    meetingUrl: null,
    note: null,
    seekerNote: null,
    sequence: 0,
    participants: [],
    history: [],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    candidate: { subject: 'demo|amal', fullName: 'Amal Haddad' },
    feedback: [],
    proposedTimes: [],
    proposedTimeZone: null,
  };
}

function renderReschedule(interview: HrAssessment, locale: Locale = 'en-US') {
  renderRoute(<RescheduleDialog opened onClose={() => undefined} interview={interview} />, {
    path: '/hr/interviews',
    url: '/hr/interviews',
    locale,
  });
}

describe('RescheduleDialog checks', () => {
  it('refuses a start in the past on its day and sends nothing', async () => {
    const fetchMock = stubFetchRoutes({ [RESCHEDULE]: () => jsonResponse({}) });
    renderReschedule(interviewAt(addDays(new Date(), -2), 60));
    const dialog = await screen.findByRole('dialog', { name: /Re-schedule the interview/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-schedule' }));
    expect(
      await within(dialog).findByText(
        'This start time has already passed. Choose a date and time still to come.',
      ),
    ).toBeTruthy();
    const day = await dayPicker(dialog, /^Date/);
    expect(day.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(day));
    expect(posts(fetchMock, RESCHEDULE)).toEqual([]);
  });

  it('says a past start in Arabic too', async () => {
    stubFetchRoutes({ [RESCHEDULE]: () => jsonResponse({}) });
    renderReschedule(interviewAt(addDays(new Date(), -2), 60), 'ar');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إعادة الجدولة' }));
    expect(await within(dialog).findByText('وقت البدء هذا قد مضى. اختر تاريخًا ووقتًا قادمين.')).toBeTruthy();
  });

  it('refuses an end that is not after the start, on the duration', async () => {
    const fetchMock = stubFetchRoutes({ [RESCHEDULE]: () => jsonResponse({}) });
    renderReschedule(interviewAt(new Date(Date.now() + 86_400_000), 0));
    const dialog = await screen.findByRole('dialog', { name: /Re-schedule the interview/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-schedule' }));
    expect(
      await within(dialog).findByText('The end must come after the start. Choose a length.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Duration' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(posts(fetchMock, RESCHEDULE)).toEqual([]);
  });

  it("puts the server's endsAt on the duration in words", async () => {
    stubFetchRoutes({
      [RESCHEDULE]: () =>
        jsonResponse(
          {
            error: 'bad_request',
            message: 'Some fields are not valid.',
            fields: [{ field: 'body.endsAt', message: 'must be after startsAt' }],
            requestId: 'r3',
          },
          400,
        ),
    });
    renderReschedule(interviewAt(new Date(Date.now() + 86_400_000), 60));
    const dialog = await screen.findByRole('dialog', { name: /Re-schedule the interview/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-schedule' }));
    expect(
      await within(dialog).findByText('The end must come after the start. Choose a length.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/body\.|endsAt/);
  });
});
