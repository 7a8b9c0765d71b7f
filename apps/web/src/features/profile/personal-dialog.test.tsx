import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { buildExtras, MUSCAT, PATCH_PROFILE, patchesOf, stubProfileAndExtras } from './files-test-support';
import { validatePersonal, type PersonalValues } from './personal-dialog';
import { ProfileHeader } from './profile-header';
import { buildProfile } from './test-support';

const MUSCAT_STATE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SENIOR = '66666666-6666-4666-8666-666666666666';
const name = (en: string, ar = en) => ({ en, zh: en, ar });
const REFERENCE = {
  countries: [
    { code: 'OM', name: name('Oman', 'عُمان') },
    { code: 'SA', name: name('Saudi Arabia', 'السعودية') },
  ],
  cities: [
    { id: MUSCAT.id, countryCode: 'OM', name: name('Muscat', 'مسقط') },
    { id: '77777777-7777-4777-8777-777777777777', countryCode: 'SA', name: name('Riyadh', 'الرياض') },
  ],
  currencies: [],
  languages: [],
  languageLevels: [],
  degreeLevels: [],
  careerLevels: [{ id: SENIOR, name: name('Senior') }],
  contractTypes: [],
};

const EMPTY: PersonalValues = {
  email: '',
  phoneMobile: '',
  phoneHome: '',
  nationality: '',
  dateOfBirth: '',
  gender: '',
  residentCardNo: '',
  careerLevel: '',
  place: null,
  yearsOfExperience: '',
};

const profile = buildProfile({
  email: 'sara@example.com',
  phoneMobile: '+968 9123 4567',
  nationality: 'OM',
  gender: 'female',
  dateOfBirth: '1994-05-17',
  careerLevel: { id: SENIOR, name: 'Senior' },
});
const extras = buildExtras({
  yearsOfExperience: 7,
  location: { country: { id: 'OM', countryName: 'Oman' }, state: null, city: MUSCAT },
});

async function openDialog(patch: () => Response = () => jsonResponse({ percentageCompleted: 50 })) {
  const fetchMock = stubProfileAndExtras([profile], extras, {
    [PATCH_PROFILE]: patch,
    'GET /elevate-be/rest/api/reference/job': () => jsonResponse(REFERENCE),
    'GET /elevate-be/rest/api/reference/profile': () =>
      jsonResponse({
        states: [{ id: MUSCAT_STATE, countryCode: 'OM', name: name('Muscat', 'مسقط') }],
        specializations: [],
        industries: [],
        interests: [],
        employmentTypes: [],
        sectionKeys: [],
        settingKeys: [],
      }),
  });
  const withExtras = { ...profile, userProfile: { ...profile.userProfile, ...extras.userProfile } };
  renderRoute(<ProfileHeader profile={withExtras} />, { path: '/profile', url: '/profile' });
  await screen.findByTestId('profile-place');
  fireEvent.click(screen.getByRole('button', { name: 'Edit personal details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Personal details' });
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  return { fetchMock, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('validatePersonal', () => {
  it('sends empty fields as null and the place as a country and a city', () => {
    expect(
      validatePersonal({
        ...EMPTY,
        place: { countryCode: 'OM', stateId: null, cityId: MUSCAT.id },
        yearsOfExperience: '3',
      }),
    ).toEqual({
      patch: {
        email: null,
        phoneMobile: null,
        phoneHome: null,
        nationality: null,
        dateOfBirth: null,
        gender: null,
        residentCardNo: null,
        careerLevel: null,
        location: { countryCode: 'OM', stateId: null, cityId: MUSCAT.id },
        yearsOfExperience: 3,
      },
      errors: {},
    });
  });

  it('words what is wrong with each field', () => {
    const { patch, errors } = validatePersonal({
      ...EMPTY,
      email: 'not-an-address',
      phoneMobile: 'call me',
      dateOfBirth: new Date().toISOString().slice(0, 10),
      yearsOfExperience: '2.5',
      residentCardNo: 'x'.repeat(41),
    });
    expect(patch).toBeNull();
    expect(errors).toEqual({
      email: { key: 'profile.personal.emailInvalid' },
      phoneMobile: { key: 'profile.personal.phoneInvalid' },
      dateOfBirth: { key: 'profile.personal.birthRange' },
      yearsOfExperience: { key: 'profile.personal.yearsRange' },
      residentCardNo: { key: 'profile.errors.tooLong', values: { max: 40 } },
    });
  });
});

// a dialog of eleven fields and the place pickers renders slowly on a busy machine
describe('PersonalDialog', { timeout: 15_000 }, () => {
  it('starts from the saved details and sends them with the change', async () => {
    const { fetchMock, dialog } = await openDialog();
    const mobile = within(dialog).getByLabelText('Mobile phone') as HTMLInputElement;
    expect(mobile.value).toBe('+968 9123 4567');
    expect((within(dialog).getByLabelText('Years of experience') as HTMLInputElement).value).toBe('7');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('City', { selector: 'input' }) as HTMLInputElement).value).toBe(
        'Muscat',
      ),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Home phone'), { target: { value: '+968 2456 7890' } });
    fireEvent.change(within(dialog).getByLabelText('Years of experience'), { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patchesOf(fetchMock)).toEqual([
      {
        email: 'sara@example.com',
        phoneMobile: '+968 9123 4567',
        phoneHome: '+968 2456 7890',
        nationality: 'OM',
        dateOfBirth: '1994-05-17',
        gender: 'female',
        residentCardNo: null,
        careerLevel: { id: SENIOR },
        location: { countryCode: 'OM', stateId: null, cityId: MUSCAT.id },
        yearsOfExperience: 8,
      },
    ]);
  });

  it('checks the fields before sending', async () => {
    const { fetchMock, dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Mobile phone'), { target: { value: 'call me' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use digits, spaces and + ( ) -, at least 6 digits.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Mobile phone').getAttribute('aria-invalid')).toBe('true');
    expect(patchesOf(fetchMock)).toEqual([]);
  });

  it("puts the server's 400 on the field it names", async () => {
    const { dialog } = await openDialog(() =>
      jsonResponse(
        {
          error: 'bad_request',
          message: 'Some fields are not valid.',
          fields: [{ field: 'body.location.cityId', message: 'must be in the country' }],
        },
        400,
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(within(dialog).getByLabelText('City', { selector: 'input' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
