import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import type { Experience } from './api';
import { formatMonth } from './experience-section';
import { ProfileScreen } from './profile-screen';
import { buildProfile, PROFILE_REST, stubProfile, writesTo } from './test-support';

const BASE = `${PROFILE_REST}/experiences`;
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

const profileWith = (experiences: Experience[], percentageCompleted = 20) =>
  buildProfile({}, { experiences, percentageCompleted });
const stub = stubProfile;
const writes = (fetchMock: ReturnType<typeof stubProfile>) => writesTo(fetchMock, BASE);

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
          industry: null,
          employmentType: null,
          location: null,
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
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetchMock)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Analyst' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByTestId('profile-percent').textContent).toBe('20%'));
    expect(writes(fetchMock).map((w) => w.call)).toEqual([`DELETE ${BASE}/${ID}`]);
    expect(await screen.findByText(/No jobs yet/)).toBeTruthy();
  });

  it('moves an entry down with the keyboard-reachable arrows, sending every id in the new order', async () => {
    const other: Experience = { ...job, id: '44444444-4444-4444-8444-444444444444', jobTitle: 'Intern' };
    const fetchMock = stub([profileWith([job, other]), profileWith([other, job])], {
      [`PUT ${BASE}/order`]: () => jsonResponse({ percentageCompleted: 20 }),
    });
    renderProfile();
    expect((await screen.findByRole('button', { name: 'Move Analyst up' })).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Move Intern down' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Analyst down' }));
    await waitFor(() =>
      expect(writes(fetchMock)).toEqual([{ call: `PUT ${BASE}/order`, body: { ids: [other.id, job.id] } }]),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((li) => li.textContent?.slice(0, 6))).toEqual([
        'Intern',
        'Analys',
      ]),
    );
  });

  it('shows the kind of job, the industry and the place of an entry', async () => {
    stub([
      profileWith([
        {
          ...job,
          employmentType: { id: 'full_time', employmentType: 'Full time' },
          industry: { id: '55555555-5555-4555-8555-555555555555', name: 'Retail' },
          location: {
            country: { id: 'OM', countryName: 'Oman' },
            state: null,
            city: { id: '66666666-6666-4666-8666-666666666666', cityName: 'Muscat' },
          },
        },
      ]),
    ]);
    renderProfile();
    const line = await screen.findByText((text) => text.includes('Full time'));
    expect(line.textContent?.replace(/[\u2068\u2069]/g, '')).toBe('Full time · Retail · Muscat, Oman');
  });
});
