import { consentTexts } from '@talent/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import type { MyProfile } from './api';
import { initialsOf, ProfileScreen } from './profile-screen';
import { buildProfile as buildEmptyProfile, stubProfile } from './test-support';

const PATCH = 'PATCH /elevate-be/rest/api/job-seeker/profile';

const buildProfile = (overrides: Partial<MyProfile['userProfile']> = {}, rest: Partial<MyProfile> = {}) =>
  buildEmptyProfile(
    { title: 'Data analyst', aboutMe: 'I turn numbers into decisions.', isSearchable: false, ...overrides },
    { percentageCompleted: 35, ...rest },
  );

function renderProfile(locale: 'en-US' | 'ar' = 'en-US') {
  renderRoute(<ProfileScreen />, { path: '/profile', url: '/profile', locale });
}

const bodiesOf = (fetchMock: ReturnType<typeof stubFetchRoutes>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('sara al haddad')).toBe('SH');
    expect(initialsOf('  Omar ')).toBe('O');
    expect(initialsOf('')).toBe('');
  });
});

describe('ProfileScreen', () => {
  it('draws placeholders shaped like the profile while it loads, not a spinner, then the profile', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubProfile([], {
      'POST /profile/x/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderProfile();
    const skeleton = await screen.findByTestId('content-skeleton');
    expect(skeleton.getAttribute('role')).toBe('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(within(skeleton).getByText('Loading your profile…')).toBeTruthy();
    expect(skeleton.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(5);
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
    answer(jsonResponse({ data: { profile: buildProfile() } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Haddad' })).toBeTruthy();
    expect(screen.queryByTestId('content-skeleton')).toBeNull();
  });

  it('shows the header: initials without a photo, name, title and the completion', async () => {
    stubProfile([buildProfile()]);
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Haddad' })).toBeTruthy();
    expect(screen.getByText('SH')).toBeTruthy();
    expect(screen.getByText('Data analyst')).toBeTruthy();
    expect(screen.getByTestId('profile-percent').textContent).toBe('35%');
    expect(screen.getByRole('progressbar', { name: 'Profile completed' }).getAttribute('aria-valuenow')).toBe(
      '35',
    );
    expect(screen.getByText('I turn numbers into decisions.')).toBeTruthy();
  });

  it('shows the photo from the file manager when there is one', async () => {
    stubProfile([buildProfile({}, { photo: { id: 'f1', aPIURL: '/fm/download/preview/f1' } })]);
    renderProfile();
    const photo = await screen.findByRole('img', { name: 'Your photo' });
    expect(photo.getAttribute('src')).toBe('/fm/download/preview/f1');
  });

  it('invites an About text when there is none, and says when there is no headline', async () => {
    stubProfile([buildProfile({ title: null, aboutMe: null })]);
    renderProfile();
    expect(await screen.findByText(/Nothing here yet/)).toBeTruthy();
    expect(screen.getByText('No headline yet')).toBeTruthy();
  });

  it('shows an error with "Try again" when the profile cannot be read', async () => {
    stubFetchRoutes({ 'POST /profile/x/': () => jsonResponse({ data: null, errors: [{ message: 'x' }] }) });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Your profile could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('turns "searchable by recruiters" on with a PATCH and shows the new completion', async () => {
    const fetchMock = stubProfile(
      [buildProfile(), buildProfile({ isSearchable: true }, { percentageCompleted: 40 })],
      {
        [PATCH]: () => jsonResponse({ percentageCompleted: 40 }),
      },
    );
    renderProfile();
    const toggle = await screen.findByRole('switch', { name: /^Searchable by recruiters/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    // the description is the very words recorded with each switch
    const description = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(consentTexts.searchable['en-US']);
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId('profile-percent').textContent).toBe('40%'));
    expect(bodiesOf(fetchMock)).toEqual([{ isSearchable: true }]);
    await waitFor(() => expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true));
    // the profile is read again after the write
    expect(callsOf(fetchMock).filter((c) => c === 'POST /profile/x/').length).toBeGreaterThanOrEqual(2);
  });

  it('describes "searchable by recruiters" with the consent’s words in the page’s language', async () => {
    stubProfile([buildProfile()]);
    renderProfile('ar');
    const toggle = await screen.findByRole('switch', { name: /^قابل للبحث من قِبل مسؤولي التوظيف/ });
    const description = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(consentTexts.searchable.ar);
  });

  it('edits About in a dialog and sends the title and the text (empty clears with null)', async () => {
    const fetchMock = stubProfile(
      [buildProfile(), buildProfile({ title: null, aboutMe: 'New words' }, { percentageCompleted: 25 })],
      { [PATCH]: () => jsonResponse({ percentageCompleted: 25 }) },
    );
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit About' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit About' });
    fireEvent.change(within(dialog).getByLabelText(/Headline/), { target: { value: '  ' } });
    fireEvent.change(within(dialog).getByLabelText('About me'), { target: { value: 'New words' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(fetchMock)).toEqual([{ title: null, aboutMe: 'New words' }]);
    expect(await screen.findByText('New words')).toBeTruthy();
    expect(screen.getByTestId('profile-percent').textContent).toBe('25%');
  });

  it('checks the fields before sending: a headline over 200 characters is refused on the field', async () => {
    const fetchMock = stubProfile([buildProfile()]);
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit About' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Headline/), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 200 characters.')).toBeTruthy();
    expect(bodiesOf(fetchMock)).toEqual([]);
  });

  it("shows the server's 400 field errors on the fields and keeps the dialog open", async () => {
    stubProfile([buildProfile()], {
      [PATCH]: () =>
        jsonResponse(
          {
            error: 'validation',
            message: 'Invalid body',
            fields: [{ field: 'body.aboutMe', message: 'bad' }],
          },
          400,
        ),
    });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit About' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(within(dialog).getByLabelText('About me').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says so when a change cannot be saved for another reason', async () => {
    stubProfile([buildProfile()], { [PATCH]: () => jsonResponse({ error: 'x', message: 'down' }, 500) });
    renderProfile();
    fireEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('could not be saved');
  });

  it('speaks Arabic', async () => {
    stubProfile([buildProfile({ aboutMe: null })]);
    renderProfile('ar');
    expect(await screen.findByRole('switch', { name: /^قابل للبحث من قِبل مسؤولي التوظيف/ })).toBeTruthy();
    expect(screen.getByTestId('profile-percent').textContent).toBe('35٪');
  });
});
