import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { useMyProfile, type CareerAspiration, type MyProfile } from './api';
import { CareerAspirationSection } from './career-aspiration-section';
import { buildProfile, PROFILE_REST, stubProfile, writesTo } from './test-support';

const BASE = `${PROFILE_REST}/career-aspirations`;
const ID = '11111111-1111-4111-8111-111111111111';
const TECH = '22222222-2222-4222-8222-222222222222';
const PERMANENT = '33333333-3333-4333-8333-333333333333';
const MUSCAT = '44444444-4444-4444-8444-444444444444';

const aspiration: CareerAspiration = {
  id: ID,
  industry: { id: TECH, name: 'Technology' },
  employmentType: 'full_time',
  frequencyOfTrips: 'occasional',
  preferedCountry: 'OM',
  preferedCity: MUSCAT,
  preferedState: null,
  salaryCurrency: { id: 'OMR', currencyCode: 'OMR' },
  salaryRangeMin: 800,
  salaryRangeMax: 1200,
  contractType: { id: PERMANENT, contractTypeTitle: 'Permanent' },
};

const name = (en: string, ar = en) => ({ en, zh: en, ar });

function stub(profiles: MyProfile[], routes: Record<string, RouteHandler> = {}) {
  return stubProfile(profiles, {
    'GET /elevate-be/rest/api/reference/job': () =>
      jsonResponse({
        countries: [{ code: 'OM', name: name('Oman', 'عُمان') }],
        cities: [{ id: MUSCAT, countryCode: 'OM', name: name('Muscat', 'مسقط') }],
        currencies: [{ code: 'OMR', name: name('Omani rial') }],
        languages: [],
        languageLevels: [],
        degreeLevels: [],
        careerLevels: [],
        contractTypes: [{ id: PERMANENT, name: name('Permanent') }],
      }),
    'GET /elevate-be/rest/api/reference/profile': () =>
      jsonResponse({
        states: [],
        specializations: [],
        industries: [{ id: TECH, code: 'tech', name: name('Technology') }],
        interests: [],
        employmentTypes: [
          { code: 'full_time', name: name('Full time', 'دوام كامل') },
          { code: 'part_time', name: name('Part time') },
        ],
        sectionKeys: [],
        settingKeys: [],
      }),
    ...routes,
  });
}

function Harness() {
  const query = useMyProfile();
  return query.data === undefined ? null : (
    <CareerAspirationSection aspirations={query.data.userCareerAspirations ?? []} />
  );
}

const profileWith = (userCareerAspirations: CareerAspiration[]) =>
  buildProfile({}, { userCareerAspirations });
const renderSection = (locale: 'en-US' | 'ar' = 'en-US') =>
  renderRoute(<Harness />, { path: '/profile', url: '/profile', locale });

function field(dialog: HTMLElement, label: RegExp): HTMLInputElement {
  const input = within(dialog)
    .getAllByLabelText(label)
    .find((el) => el.tagName === 'INPUT');
  if (input === undefined) throw new Error(`no field ${String(label)}`);
  return input as HTMLInputElement;
}

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  fireEvent.click(field(dialog, label));
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 2000 }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// a picker opened with a value scrolls to its option, which jsdom cannot
const scrollIntoView = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('the career aspirations section', { timeout: 20_000 }, () => {
  it('shows an aspiration in words: kind of job, industry, trips, place and salary', async () => {
    stub([profileWith([aspiration])]);
    renderSection();
    expect(await screen.findByText('Full time · Technology')).toBeTruthy();
    expect(screen.getByText('Permanent · Occasional trips')).toBeTruthy();
    expect(await screen.findByText('Preferred place: Muscat, Oman')).toBeTruthy();
    expect(screen.getByText('Salary OMR 800–1,200')).toBeTruthy();
  });

  it('adds an aspiration picked from the lists, with a salary range and its currency', async () => {
    const fetchMock = stub([profileWith([]), profileWith([aspiration])], {
      [`POST ${BASE}`]: () => jsonResponse({ id: ID, percentageCompleted: 30 }, 201),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add what you are looking for' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a career aspiration' });
    await choose(dialog, /^Industry/, 'Technology');
    await choose(dialog, /^Employment type/, 'Full time');
    await choose(dialog, /^Contract type/, 'Permanent');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Business trips/ }), {
      target: { value: 'occasional' },
    });
    await choose(dialog, /^Currency/, 'OMR – Omani rial');
    fireEvent.change(field(dialog, /^Lowest/), { target: { value: '800' } });
    fireEvent.change(field(dialog, /^Highest/), { target: { value: '1200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([
      {
        call: `POST ${BASE}`,
        body: {
          industry: { id: TECH },
          employmentType: 'full_time',
          contractType: { id: PERMANENT },
          frequencyOfTrips: 'occasional',
          preferredLocation: null,
          salaryCurrency: 'OMR',
          salaryRangeMin: 800,
          salaryRangeMax: 1200,
        },
      },
    ]);
  });

  it("checks the contract's rules before sending, in words", async () => {
    const fetchMock = stub([profileWith([])]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add what you are looking for' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const nothing = await within(dialog).findByText('Fill in at least one field.');
    // said next to Save, where the eye is after pressing it, not at the top of a long dialog
    expect(
      field(dialog, /^Highest/).compareDocumentPosition(nothing) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.change(field(dialog, /^Lowest/), { target: { value: '1500' } });
    fireEvent.change(field(dialog, /^Highest/), { target: { value: '900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The highest cannot be below the lowest.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the currency of the salary.')).toBeTruthy();
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it("edits with PUT, keeping what was saved, and puts the server's 400 on the field", async () => {
    const fetchMock = stub([profileWith([aspiration])], {
      [`PUT ${BASE}/${ID}`]: () =>
        jsonResponse(
          { error: 'validation', message: 'bad', fields: [{ field: 'body.salaryRangeMin', message: 'bad' }] },
          400,
        ),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Full time · Technology' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the career aspiration' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(field(dialog, /^Lowest/).getAttribute('aria-invalid')).toBe('true');
    expect(writesTo(fetchMock, BASE)).toEqual([
      {
        call: `PUT ${BASE}/${ID}`,
        body: {
          industry: { id: TECH },
          employmentType: 'full_time',
          contractType: { id: PERMANENT },
          frequencyOfTrips: 'occasional',
          preferredLocation: { countryCode: 'OM', stateId: null, cityId: MUSCAT },
          salaryCurrency: 'OMR',
          salaryRangeMin: 800,
          salaryRangeMax: 1200,
        },
      },
    ]);
  });

  it('removes an aspiration only after a question', async () => {
    const fetchMock = stub([profileWith([aspiration]), profileWith([])], {
      [`DELETE ${BASE}/${ID}`]: () => jsonResponse({ id: ID, percentageCompleted: 20 }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Full time · Technology' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Full time · Technology' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Add what you are looking for' })).toBeTruthy();
    expect(writesTo(fetchMock, BASE).map((w) => w.call)).toEqual([`DELETE ${BASE}/${ID}`]);
  });

  it('names the place and the kind of job in Arabic', async () => {
    stub([profileWith([aspiration])]);
    renderSection('ar');
    expect(await screen.findByText(/مسقط، عُمان/)).toBeTruthy();
    expect(screen.getByText(/دوام كامل/)).toBeTruthy();
  });
});
