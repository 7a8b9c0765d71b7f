import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes, type RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import type { Experience, MyProfile } from './api';
import { formatMonth } from './experience-section';
import { ProfileScreen } from './profile-screen';

const BASE = '/elevate-be/rest/api/job-seeker/profile/experiences';
const ID = '11111111-1111-4111-8111-111111111111';

const job: Experience = {
  id: ID,
  jobTitle: 'Analyst',
  companyName: 'Acme',
  jobDescription: null,
  dateFrom: '2021-03-01',
  dateTo: null,
  isCurrent: true,
};

function profileWith(experiences: Experience[], percentageCompleted = 20): MyProfile {
  return {
    percentageCompleted,
    userProfile: { fullName: 'Sara Haddad', title: null, aboutMe: null, isSearchable: true },
    photo: null,
    experiences,
    userSkills: [],
  };
}

function stub(profiles: MyProfile[], routes: Record<string, RouteHandler> = {}) {
  let reads = 0;
  return stubFetchRoutes({
    'POST /profile/x/': () => {
      const profile = profiles[Math.min(reads, profiles.length - 1)];
      reads += 1;
      return jsonResponse({ data: { profile } });
    },
    ...routes,
  });
}

const writes = (fetchMock: ReturnType<typeof stubFetchRoutes>) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith(BASE))
    .map(([input, init]) => ({
      call: `${init?.method ?? 'GET'} ${String(input)}`,
      body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
    }));

function renderProfile() {
  renderRoute(<ProfileScreen />, { path: '/profile', url: '/profile' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('formatMonth', () => {
  it('names the month in the reader’s language', () => {
    expect(formatMonth('2021-03-01', 'en-US')).toBe('Mar 2021');
  });
});

describe('the experience section', () => {
  it('invites the first job when there is none, and adds it (a month is sent as its first day)', async () => {
    const fetchMock = stub([profileWith([]), profileWith([job], 35)], {
      [`POST ${BASE}`]: () => jsonResponse({ id: ID, percentageCompleted: 35 }, 201),
    });
    renderProfile();
    expect(await screen.findByText(/No jobs yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add your first job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add experience' });
    fireEvent.change(within(dialog).getByLabelText(/Job title/), { target: { value: 'Analyst' } });
    fireEvent.change(within(dialog).getByLabelText(/Company/), { target: { value: 'Acme' } });
    fireEvent.change(within(dialog).getByLabelText(/From/), { target: { value: '2021-03' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I work here now' }));
    expect((within(dialog).getByLabelText(/To \(month\)/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetchMock)).toEqual([
      {
        call: `POST ${BASE}`,
        body: {
          jobTitle: 'Analyst',
          companyName: 'Acme',
          dateFrom: '2021-03-01',
          dateTo: null,
          isCurrent: true,
        },
      },
    ]);
    expect(screen.getByTestId('profile-percent').textContent).toBe('35%');
    expect(await screen.findByText('Mar 2021 – Present')).toBeTruthy();
  });

  it('checks the fields before sending: required fields and an end before the start', async () => {
    const fetchMock = stub([profileWith([])]);
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first job' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Fill this in.')).length).toBe(3);
    fireEvent.change(within(dialog).getByLabelText(/Job title/), { target: { value: 'Analyst' } });
    fireEvent.change(within(dialog).getByLabelText(/Company/), { target: { value: 'Acme' } });
    fireEvent.change(within(dialog).getByLabelText(/From/), { target: { value: '2021-03' } });
    fireEvent.change(within(dialog).getByLabelText(/To \(month\)/), { target: { value: '2020-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end cannot be before the start.')).toBeTruthy();
    expect(writes(fetchMock)).toEqual([]);
  });

  it("edits an entry with PUT and shows the server's field errors on the fields", async () => {
    const fetchMock = stub([profileWith([job])], {
      [`PUT ${BASE}/${ID}`]: () =>
        jsonResponse(
          { error: 'validation', message: 'bad', fields: [{ field: 'body.companyName', message: 'bad' }] },
          400,
        ),
    });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Analyst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit experience' });
    expect((within(dialog).getByLabelText(/Company/) as HTMLInputElement).value).toBe('Acme');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Company/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(writes(fetchMock).map((w) => w.call)).toEqual([`PUT ${BASE}/${ID}`]);
  });

  it('removes an entry only after a confirmation, and the header follows', async () => {
    const fetchMock = stub([profileWith([job], 35), profileWith([], 20)], {
      [`DELETE ${BASE}/${ID}`]: () => jsonResponse({ id: ID, percentageCompleted: 20 }),
    });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Analyst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this job?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetchMock)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Analyst' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByTestId('profile-percent').textContent).toBe('20%'));
    expect(writes(fetchMock).map((w) => w.call)).toEqual([`DELETE ${BASE}/${ID}`]);
    expect(await screen.findByText(/No jobs yet/)).toBeTruthy();
  });
});
