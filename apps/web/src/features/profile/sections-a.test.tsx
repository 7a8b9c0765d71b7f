import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobReferenceData, ProfileReferenceData } from '@talent/contracts';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import {
  useMyProfile,
  type Award,
  type Certification,
  type Education,
  type MyProfile,
  type Training,
  type UserLanguage,
  type VolunteerWork,
} from './api';
import { AwardSection } from './award-section';
import { CertificationSection } from './certification-section';
import { EducationSection } from './education-section';
import { LanguageSection } from './language-section';
import { TrainingSection } from './training-section';
import { VolunteerSection } from './volunteer-section';
import { buildProfile, PROFILE_REST, stubProfile, writesTo } from './test-support';

const ENTRY = '11111111-1111-4111-8111-111111111111';
const BACHELOR = '21111111-1111-4111-8111-111111111111';
const MASTER = '22222222-1111-4111-8111-111111111111';
const BASIC = '31111111-1111-4111-8111-111111111111';
const FLUENT = '32222222-1111-4111-8111-111111111111';
const MUSCAT = '41111111-1111-4111-8111-111111111111';
const SALALAH = '42222222-1111-4111-8111-111111111111';
const DUBAI = '43333333-1111-4111-8111-111111111111';
const DHOFAR = '51111111-1111-4111-8111-111111111111';
const CS = '61111111-1111-4111-8111-111111111111';
const FINANCE = '62222222-1111-4111-8111-111111111111';

const named = (en: string, ar = en) => ({ en, zh: en, ar });
const JOB_REFERENCE: JobReferenceData = {
  countries: [
    { code: 'OM', name: named('Oman', 'عمان') },
    { code: 'AE', name: named('United Arab Emirates', 'الإمارات') },
  ],
  cities: [
    { id: MUSCAT, countryCode: 'OM', name: named('Muscat', 'مسقط') },
    { id: SALALAH, countryCode: 'OM', name: named('Salalah', 'صلالة') },
    { id: DUBAI, countryCode: 'AE', name: named('Dubai', 'دبي') },
  ],
  currencies: [],
  languages: [
    { code: 'ar', name: named('Arabic', 'العربية') },
    { code: 'en', name: named('English', 'الإنجليزية') },
    { code: 'fr', name: named('French', 'الفرنسية') },
  ],
  languageLevels: [
    { id: BASIC, name: named('Basic') },
    { id: FLUENT, name: named('Fluent') },
  ],
  degreeLevels: [
    { id: BACHELOR, name: named("Bachelor's") },
    { id: MASTER, name: named("Master's") },
  ],
  careerLevels: [],
  contractTypes: [],
};
const PROFILE_REFERENCE: ProfileReferenceData = {
  states: [{ id: DHOFAR, countryCode: 'OM', name: named('Dhofar', 'ظفار') }],
  specializations: [
    { id: CS, name: named('Computer Science') },
    { id: FINANCE, name: named('Finance') },
  ],
  industries: [],
  interests: [],
  employmentTypes: [],
  sectionKeys: [],
  settingKeys: [],
};

function stub(profiles: MyProfile[], routes: Record<string, RouteHandler> = {}) {
  return stubProfile(profiles, {
    'GET /elevate-be/rest/api/reference/job': () => jsonResponse(JOB_REFERENCE),
    'GET /elevate-be/rest/api/reference/profile': () => jsonResponse(PROFILE_REFERENCE),
    ...routes,
  });
}

/** One section over the profile query, as the screen places it. */
function renderSection(section: (profile: MyProfile) => ReactElement) {
  function Harness() {
    const query = useMyProfile();
    return query.data === undefined ? null : section(query.data);
  }
  renderRoute(<Harness />, { path: '/profile', url: '/profile' });
}

/** A picker's text field (its list is labelled by the same label). */
function inputOf(dialog: HTMLElement, label: RegExp): HTMLInputElement {
  const input = within(dialog)
    .getAllByLabelText(label)
    .find((el) => el.tagName === 'INPUT');
  if (input === undefined) throw new Error(`no field ${String(label)}`);
  return input as HTMLInputElement;
}

/** Opens a picker, types into it when `typed` is given, and picks the option named `name`. */
async function pick(dialog: HTMLElement, label: RegExp, name: string, typed?: string) {
  const input = inputOf(dialog, label);
  fireEvent.click(input);
  if (typed !== undefined) fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name }, { timeout: 2000 }));
}

const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(inputOf(dialog, label), { target: { value } });
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const fieldError = (field: string, message = 'bad') =>
  jsonResponse({ error: 'validation', message, fields: [{ field: `body.${field}`, message }] }, 400);

/** Remove asks first: Cancel sends nothing; Remove sends the DELETE and the list empties. */
async function removesAfterQuestion(
  fetchMock: ReturnType<typeof stub>,
  base: string,
  name: string,
  emptyText: RegExp,
) {
  fireEvent.click(await screen.findByRole('button', { name: `Remove ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(writesTo(fetchMock, base)).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: `Remove ${name}` }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText(emptyText)).toBeTruthy();
  expect(writesTo(fetchMock, base).map((w) => w.call)).toEqual([`DELETE ${base}/${ENTRY}`]);
}
const deleted = () => jsonResponse({ id: ENTRY, percentageCompleted: 20 });

afterEach(() => {
  vi.unstubAllGlobals();
});

// a picker opened again scrolls its chosen option into view, which jsdom does not do
const scrollIntoView = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

// ───────────── educations ─────────────

describe('the education section', { timeout: 20_000 }, () => {
  const BASE = `${PROFILE_REST}/educations`;
  const study: Education = {
    id: ENTRY,
    degreeTitle: 'BSc Computer Science',
    universityName: 'Sultan Qaboos University',
    startDate: '2019-09-01',
    endDate: null,
    gpa: 3.6,
    degreeLevel: { id: BACHELOR, degreeName: "Bachelor's" },
    specialization: { id: CS, minorSubject: 'Computer Science' },
    location: {
      country: { id: 'OM', countryName: 'Oman' },
      state: null,
      city: { id: SALALAH, cityName: 'Salalah' },
    },
  };
  const show = () => renderSection((p) => <EducationSection educations={p.userEducations ?? []} />);

  it('adds a degree studied now, with pickers, a GPA and a place, and shows it as people read it', async () => {
    const fetchMock = stub(
      [buildProfile({}, { userEducations: [] }), buildProfile({}, { userEducations: [study] })],
      { [`POST ${BASE}`]: () => jsonResponse({ id: ENTRY, percentageCompleted: 40 }, 201) },
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first degree' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add education' });
    type(dialog, /^Degree \*/, 'BSc Computer Science');
    type(dialog, /^School or university/, 'Sultan Qaboos University');
    await pick(dialog, /^Degree level/, "Bachelor's");
    await pick(dialog, /^Field of study/, 'Computer Science', 'comp');
    type(dialog, /^From \(month\)/, '2019-09');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I study here now' }));
    expect(inputOf(dialog, /^To \(month\)/).disabled).toBe(true);
    type(dialog, /^GPA/, '3,6');
    expect(inputOf(dialog, /^City/).disabled).toBe(true);
    await pick(dialog, /^Country/, 'Oman', 'om');
    await pick(dialog, /^City/, 'Salalah');
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([
      {
        call: `POST ${BASE}`,
        body: {
          degreeTitle: 'BSc Computer Science',
          universityName: 'Sultan Qaboos University',
          degreeLevel: { id: BACHELOR },
          specialization: { id: CS },
          startDate: '2019-09-01',
          endDate: null,
          gpa: 3.6,
          location: { countryCode: 'OM', stateId: null, cityId: SALALAH },
        },
      },
    ]);
    expect(await screen.findByText('Sep 2019 – Present')).toBeTruthy();
    expect(screen.getByText('GPA 3.6')).toBeTruthy();
    expect(screen.getByText('Salalah, Oman')).toBeTruthy();
    // the field of study is in the title already
    expect(screen.getByText("Bachelor's")).toBeTruthy();
  });

  it('does not repeat what the title already says, nor a city named like its state', async () => {
    const named: Education = {
      ...study,
      degreeTitle: "Master's degree in Software Engineering",
      degreeLevel: { id: MASTER, degreeName: "Master's degree" },
      specialization: { id: CS, minorSubject: 'Software Engineering' },
      endDate: '2020-06-01',
      location: {
        country: { id: 'OM', countryName: 'Oman' },
        state: { id: DHOFAR, name: 'Muscat' },
        city: { id: MUSCAT, cityName: 'Muscat' },
      },
    };
    stub([buildProfile({}, { userEducations: [named, { ...study, id: 'e2', degreeTitle: 'BSc' }] })]);
    show();
    expect(await screen.findByText('Muscat, Oman')).toBeTruthy();
    expect(screen.getByText('Sep 2019 – Jun 2020')).toBeTruthy();
    expect(screen.queryByText(/Master's degree ·/)).toBeNull();
    expect(screen.queryByText('Software Engineering')).toBeNull();
    // the other entry's title says neither: both are shown
    expect(screen.getByText("Bachelor's · Computer Science")).toBeTruthy();
  });

  it('checks before sending: the required fields, an end before the start, a missing end, a GPA that is no number', async () => {
    const fetchMock = stub([buildProfile()]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first degree' }));
    const dialog = await screen.findByRole('dialog');
    save(dialog);
    expect((await within(dialog).findAllByText('Fill this in.')).length).toBe(2);
    type(dialog, /^Degree \*/, 'BSc');
    type(dialog, /^School or university/, 'SQU');
    type(dialog, /^From \(month\)/, '2020-09');
    save(dialog);
    // not "studied now" and no end: it would read as studied now
    expect(await within(dialog).findByText('Fill this in.')).toBeTruthy();
    type(dialog, /^To \(month\)/, '2019-06');
    type(dialog, /^GPA/, 'good');
    save(dialog);
    expect(await within(dialog).findByText('The end cannot be before the start.')).toBeTruthy();
    expect(within(dialog).getByText('This value is not valid.')).toBeTruthy();
    expect(inputOf(dialog, /^GPA/).getAttribute('aria-invalid')).toBe('true');
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it("edits with PUT and puts the server's 400 on the field it names", async () => {
    const fetchMock = stub([buildProfile({}, { userEducations: [study] })], {
      [`PUT ${BASE}/${ENTRY}`]: () => fieldError('location.cityId'),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit BSc Computer Science' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit education' });
    expect(inputOf(dialog, /^School or university/).value).toBe('Sultan Qaboos University');
    expect(within(dialog).getByRole('checkbox', { name: 'I study here now' })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() => expect(inputOf(dialog, /^City/).value).toBe('Salalah'));
    save(dialog);
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(inputOf(dialog, /^City/).getAttribute('aria-invalid')).toBe('true');
    expect(writesTo(fetchMock, BASE).map((w) => w.call)).toEqual([`PUT ${BASE}/${ENTRY}`]);
  });

  it('removes a degree only after a question', async () => {
    const fetchMock = stub(
      [buildProfile({}, { userEducations: [study] }), buildProfile({}, { userEducations: [] })],
      { [`DELETE ${BASE}/${ENTRY}`]: deleted },
    );
    show();
    await removesAfterQuestion(fetchMock, BASE, 'BSc Computer Science', /No education yet/);
  });
});

// ───────────── languages ─────────────

describe('the language section', { timeout: 20_000 }, () => {
  const BASE = `${PROFILE_REST}/languages`;
  const arabic: UserLanguage = {
    id: ENTRY,
    language: { id: 'ar', languageName: 'Arabic' },
    skillLevel: { id: FLUENT, levelTitle: 'Fluent' },
  };
  const show = () => renderSection((p) => <LanguageSection languages={p.userLanguages ?? []} />);

  it('adds a language picked by type-ahead, with its level, and shows both', async () => {
    const fetchMock = stub(
      [buildProfile({}, { userLanguages: [] }), buildProfile({}, { userLanguages: [arabic] })],
      { [`POST ${BASE}`]: () => jsonResponse({ id: ENTRY, percentageCompleted: 30 }, 201) },
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a language' });
    await pick(dialog, /^Language/, 'Arabic', 'ara');
    await pick(dialog, /^Level/, 'Fluent');
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([
      { call: `POST ${BASE}`, body: { language: { code: 'ar' }, level: { id: FLUENT } } },
    ]);
    expect(await screen.findByText('Arabic')).toBeTruthy();
    expect(screen.getByText('Fluent')).toBeTruthy();
  });

  it('opens the edit dialog with the list closed, the language chosen and the focus on it', async () => {
    stub([buildProfile({}, { userLanguages: [arabic] })]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Arabic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the language' });
    const input = inputOf(dialog, /^Language/);
    await waitFor(() => expect(input.value).toBe('Arabic'));
    fireEvent.focus(input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when the lists to choose from cannot be loaded', async () => {
    stub([buildProfile()], {
      'GET /elevate-be/rest/api/reference/job': () => jsonResponse({ error: 'internal', message: 'x' }, 500),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first language' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'The lists to choose from could not be loaded. Close this and try again.',
      ),
    ).toBeTruthy();
  });

  it('asks for a language and a level before sending', async () => {
    const fetchMock = stub([buildProfile()]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first language' }));
    const dialog = await screen.findByRole('dialog');
    save(dialog);
    expect((await within(dialog).findAllByText('Fill this in.')).length).toBe(2);
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it('says in words that the language is already there (409), and puts a 400 on its field', async () => {
    let answer = () => jsonResponse({ error: 'conflict', message: 'duplicate' }, 409);
    const fetchMock = stub([buildProfile()], { [`POST ${BASE}`]: () => answer() });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first language' }));
    const dialog = await screen.findByRole('dialog');
    await pick(dialog, /^Language/, 'French', 'fr');
    await pick(dialog, /^Level/, 'Basic');
    save(dialog);
    expect(
      await within(dialog).findByText('This language is already on your profile. Change its level instead.'),
    ).toBeTruthy();
    answer = () => fieldError('level.id');
    save(dialog);
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(inputOf(dialog, /^Level/).getAttribute('aria-invalid')).toBe('true');
    expect(writesTo(fetchMock, BASE).length).toBe(2);
  });

  it('removes a language only after a question', async () => {
    const fetchMock = stub(
      [buildProfile({}, { userLanguages: [arabic] }), buildProfile({}, { userLanguages: [] })],
      { [`DELETE ${BASE}/${ENTRY}`]: deleted },
    );
    show();
    await removesAfterQuestion(fetchMock, BASE, 'Arabic', /No languages yet/);
  });
});

// ───────────── certifications and awards ─────────────

describe('the certification section', { timeout: 20_000 }, () => {
  const BASE = `${PROFILE_REST}/certifications`;
  const cert: Certification = {
    id: ENTRY,
    certificationTitle: 'AWS Solutions Architect',
    certificationIssuedBy: 'Amazon',
    certificationIssuedDate: '2022-05-01',
  };
  const show = () =>
    renderSection((p) => <CertificationSection certifications={p.userCertifications ?? []} />);

  it('adds one with who issued it and the month, and shows "Amazon · May 2022"', async () => {
    const fetchMock = stub([buildProfile(), buildProfile({}, { userCertifications: [cert] })], {
      [`POST ${BASE}`]: () => jsonResponse({ id: ENTRY, percentageCompleted: 30 }, 201),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first certification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a certification' });
    type(dialog, /^Certification name/, 'AWS Solutions Architect');
    type(dialog, /^Issued by/, 'Amazon');
    type(dialog, /^Issued \(month\)/, '2022-05');
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([
      {
        call: `POST ${BASE}`,
        body: { certificationTitle: 'AWS Solutions Architect', issuedBy: 'Amazon', issuedDate: '2022-05-01' },
      },
    ]);
    expect(await screen.findByText('Amazon · May 2022')).toBeTruthy();
  });

  it('asks for the name before sending, and refuses one too long', async () => {
    const fetchMock = stub([buildProfile()]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first certification' }));
    const dialog = await screen.findByRole('dialog');
    save(dialog);
    expect(await within(dialog).findByText('Fill this in.')).toBeTruthy();
    type(dialog, /^Certification name/, 'x'.repeat(201));
    save(dialog);
    expect(await within(dialog).findByText('At most 200 characters.')).toBeTruthy();
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it("puts the server's 400 on the field it names", async () => {
    stub([buildProfile({}, { userCertifications: [cert] })], {
      [`PUT ${BASE}/${ENTRY}`]: () => fieldError('issuedBy'),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit AWS Solutions Architect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the certification' });
    expect(inputOf(dialog, /^Issued \(month\)/).value).toBe('2022-05');
    save(dialog);
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(inputOf(dialog, /^Issued by/).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes one only after a question', async () => {
    const fetchMock = stub([buildProfile({}, { userCertifications: [cert] }), buildProfile()], {
      [`DELETE ${BASE}/${ENTRY}`]: deleted,
    });
    show();
    await removesAfterQuestion(fetchMock, BASE, 'AWS Solutions Architect', /No certifications yet/);
  });
});

describe('the award section', { timeout: 20_000 }, () => {
  const BASE = `${PROFILE_REST}/awards`;
  const award: Award = {
    id: ENTRY,
    awardTitle: 'Employee of the year',
    awardsIssuedBy: 'Acme',
    awardsIssuedDate: null,
  };
  const show = () => renderSection((p) => <AwardSection awards={p.userAwards ?? []} />);

  it('adds one without a date and shows who gave it', async () => {
    const fetchMock = stub([buildProfile(), buildProfile({}, { userAwards: [award] })], {
      [`POST ${BASE}`]: () => jsonResponse({ id: ENTRY, percentageCompleted: 30 }, 201),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an award' });
    type(dialog, /^Award name/, 'Employee of the year');
    type(dialog, /^Given by/, 'Acme');
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([
      {
        call: `POST ${BASE}`,
        body: { awardTitle: 'Employee of the year', issuedBy: 'Acme', issuedDate: null },
      },
    ]);
    expect(await screen.findByText('Acme')).toBeTruthy();
  });

  it('asks for the name before sending', async () => {
    const fetchMock = stub([buildProfile()]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first award' }));
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^Given by/, 'Acme');
    save(dialog);
    expect(await within(dialog).findByText('Fill this in.')).toBeTruthy();
    expect(inputOf(dialog, /^Award name/).getAttribute('aria-invalid')).toBe('true');
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it("puts the server's 400 on the field it names", async () => {
    stub([buildProfile({}, { userAwards: [award] })], {
      [`PUT ${BASE}/${ENTRY}`]: () => fieldError('awardTitle'),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Employee of the year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the award' });
    save(dialog);
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(inputOf(dialog, /^Award name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes one only after a question', async () => {
    const fetchMock = stub([buildProfile({}, { userAwards: [award] }), buildProfile()], {
      [`DELETE ${BASE}/${ENTRY}`]: deleted,
    });
    show();
    await removesAfterQuestion(fetchMock, BASE, 'Employee of the year', /No awards yet/);
  });
});

// ───────────── trainings ─────────────

function TrainingHarness() {
  const query = useMyProfile();
  return query.data === undefined ? null : <TrainingSection trainings={query.data.trainings ?? []} />;
}

describe('the training section', { timeout: 20_000 }, () => {
  const BASE = `${PROFILE_REST}/trainings`;
  const course: Training = {
    id: ENTRY,
    trainingName: 'Leadership',
    instituteName: 'Oman Institute',
    trainingSubject: 'Management',
    trainingDescription: null,
    trainingDate: null,
    startDate: '2023-01-01',
    endDate: '2023-03-01',
  };
  const show = () => renderSection((p) => <TrainingSection trainings={p.trainings ?? []} />);

  it('adds a course with its months and shows "Jan 2023 – Mar 2023"', async () => {
    const fetchMock = stub([buildProfile(), buildProfile({}, { trainings: [course] })], {
      [`POST ${BASE}`]: () => jsonResponse({ id: ENTRY, percentageCompleted: 30 }, 201),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first training' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a training' });
    type(dialog, /^Training name/, 'Leadership');
    type(dialog, /^Institute/, 'Oman Institute');
    type(dialog, /^Subject/, 'Management');
    type(dialog, /^From \(month\)/, '2023-01');
    type(dialog, /^To \(month\)/, '2023-03');
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([
      {
        call: `POST ${BASE}`,
        body: {
          trainingName: 'Leadership',
          instituteName: 'Oman Institute',
          trainingSubject: 'Management',
          startDate: '2023-01-01',
          endDate: '2023-03-01',
          trainingDate: null,
        },
      },
    ]);
    expect(await screen.findByText('Jan 2023 – Mar 2023')).toBeTruthy();
    expect(screen.getByText('Oman Institute · Management')).toBeTruthy();
  });

  it('shows the description in its own direction yet starting on the page’s side', async () => {
    stub([buildProfile({}, { trainings: [{ ...course, trainingDescription: 'First aid\nCPR' }] })]);
    renderRoute(<TrainingHarness />, { path: '/profile', url: '/profile', locale: 'ar' });
    const text = await screen.findByText(/First aid/);
    // isolated in its own direction, inside a block that keeps the page's (no dir of its own)
    expect(text.tagName).toBe('BDI');
    expect(text.parentElement?.getAttribute('dir')).toBeNull();
  });

  it('names a course of one month once, and one with only its completion month by that', async () => {
    stub([
      buildProfile(
        {},
        {
          trainings: [
            { ...course, startDate: '2021-06-01', endDate: '2021-06-01' },
            {
              ...course,
              id: 'e2',
              trainingName: 'CPR',
              startDate: null,
              endDate: null,
              trainingDate: '2020-02-01',
            },
          ],
        },
      ),
    ]);
    show();
    expect(await screen.findByText('Jun 2021')).toBeTruthy();
    expect(screen.getByText('Completed Feb 2020')).toBeTruthy();
  });

  it('checks before sending: the name, and an end before the start', async () => {
    const fetchMock = stub([buildProfile()]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first training' }));
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^From \(month\)/, '2023-05');
    type(dialog, /^To \(month\)/, '2023-01');
    save(dialog);
    expect(await within(dialog).findByText('Fill this in.')).toBeTruthy();
    expect(within(dialog).getByText('The end cannot be before the start.')).toBeTruthy();
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it("puts the server's 400 on the field it names", async () => {
    stub([buildProfile({}, { trainings: [course] })], {
      [`PUT ${BASE}/${ENTRY}`]: () => fieldError('trainingSubject'),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Leadership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the training' });
    save(dialog);
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(inputOf(dialog, /^Subject/).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes one only after a question', async () => {
    const fetchMock = stub([buildProfile({}, { trainings: [course] }), buildProfile()], {
      [`DELETE ${BASE}/${ENTRY}`]: deleted,
    });
    show();
    await removesAfterQuestion(fetchMock, BASE, 'Leadership', /No training yet/);
  });
});

// ───────────── volunteer work ─────────────

describe('the volunteer work section', { timeout: 20_000 }, () => {
  const BASE = `${PROFILE_REST}/volunteer-works`;
  const work: VolunteerWork = {
    id: ENTRY,
    title: 'Mentor at Code Club',
    description: null,
    link: 'https://codeclub.example.org/',
    startDate: '2021-02-01',
    endDate: null,
    workCover: null,
    isPrivate: true,
    location: {
      country: { id: 'OM', countryName: 'Oman' },
      state: { id: DHOFAR, name: 'Dhofar' },
      city: null,
    },
  };
  const show = () => renderSection((p) => <VolunteerSection works={p.volunteerWorks ?? []} />);

  it('adds one with a place, an address without its scheme and "only me", and shows it', async () => {
    const fetchMock = stub([buildProfile(), buildProfile({}, { volunteerWorks: [work] })], {
      [`POST ${BASE}`]: () => jsonResponse({ id: ENTRY, percentageCompleted: 30 }, 201),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first volunteer work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add volunteer work' });
    type(dialog, /^Role and organisation/, 'Mentor at Code Club');
    type(dialog, /^From \(month\)/, '2021-02');
    await pick(dialog, /^Country/, 'Oman');
    await pick(dialog, /^State or region/, 'Dhofar');
    type(dialog, /^Link/, 'codeclub.example.org/');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Only I can see this/ }));
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([
      {
        call: `POST ${BASE}`,
        body: {
          title: 'Mentor at Code Club',
          link: 'https://codeclub.example.org/',
          startDate: '2021-02-01',
          endDate: null,
          isPrivate: true,
          location: { countryCode: 'OM', stateId: DHOFAR, cityId: null },
        },
      },
    ]);
    expect(await screen.findByText('Dhofar, Oman')).toBeTruthy();
    expect(screen.getByText('Only you')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'codeclub.example.org' }).getAttribute('href')).toBe(
      'https://codeclub.example.org/',
    );
  });

  it('changing the country clears the state chosen in the former one', async () => {
    stub([buildProfile()]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first volunteer work' }));
    const dialog = await screen.findByRole('dialog');
    await pick(dialog, /^Country/, 'Oman');
    await pick(dialog, /^State or region/, 'Dhofar');
    await pick(dialog, /^Country/, 'United Arab Emirates');
    expect(inputOf(dialog, /^State or region/).value).toBe('');
  });

  it('checks before sending: the title, and an address that is not one', async () => {
    const fetchMock = stub([buildProfile()]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first volunteer work' }));
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^Link/, 'not an address');
    save(dialog);
    expect(await within(dialog).findByText('Fill this in.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a web address, such as https://example.org.')).toBeTruthy();
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it("puts the server's 400 on the field it names", async () => {
    stub([buildProfile({}, { volunteerWorks: [work] })], {
      [`PUT ${BASE}/${ENTRY}`]: () => fieldError('link'),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Mentor at Code Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit volunteer work' });
    expect(within(dialog).getByRole('checkbox', { name: /Only I can see this/ })).toHaveProperty(
      'checked',
      true,
    );
    save(dialog);
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(inputOf(dialog, /^Link/).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes one only after a question', async () => {
    const fetchMock = stub([buildProfile({}, { volunteerWorks: [work] }), buildProfile()], {
      [`DELETE ${BASE}/${ENTRY}`]: deleted,
    });
    show();
    await removesAfterQuestion(fetchMock, BASE, 'Mentor at Code Club', /No volunteer work yet/);
  });
});
