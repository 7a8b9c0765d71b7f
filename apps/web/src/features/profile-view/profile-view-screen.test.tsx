import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProfileViewResponse } from '@talent/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { placeText, ProfileViewScreen } from './profile-view-screen';
import { checkRecommendation } from './recommend-dialog';

const SUBJECT = 'seeker-sub-1';
const VIEW = `GET /elevate-be/rest/api/profile/${SUBJECT}`;
const ENDORSE = `POST /elevate-be/rest/api/profile/${SUBJECT}/endorsements`;
const RECOMMEND = `POST /elevate-be/rest/api/profile/${SUBJECT}/recommendations`;
const SQL = '6f1c1e8a-4a2b-4c1d-9e3f-000000000001';
const EXCEL = '6f1c1e8a-4a2b-4c1d-9e3f-000000000002';
const uuid = (n: number) => `0b7d2a3c-1111-4222-8333-${String(n).padStart(12, '0')}`;

function buildView(overrides: Partial<ProfileViewResponse> = {}): ProfileViewResponse {
  return {
    subject: SUBJECT,
    fullName: 'Sara Haddad',
    title: 'Data analyst',
    about: 'I turn numbers into decisions.',
    photoUrl: null,
    backgroundUrl: null,
    place: { countryCode: 'OM', countryName: 'Oman', stateName: null, cityName: 'Muscat' },
    yearsOfExperience: 6,
    careerLevel: null,
    own: false,
    canRecommend: true,
    contact: null,
    experiences: [
      {
        id: uuid(1),
        jobTitle: 'Senior analyst',
        companyName: 'Omantel',
        companyLogoUrl: null,
        description: 'Dashboards for the board.',
        dateFrom: '2021-03-01',
        dateTo: null,
        isCurrent: true,
        industry: null,
        employmentType: { id: 'full_time', name: 'Full-time' },
        place: null,
      },
    ],
    educations: [],
    skills: [
      { id: uuid(2), skill: { id: SQL, name: 'SQL' }, level: 4, endorsementCount: 3, endorsedByMe: false },
      { id: uuid(3), skill: { id: EXCEL, name: 'Excel' }, level: 3, endorsementCount: 1, endorsedByMe: true },
    ],
    languages: [],
    certifications: [],
    awards: [],
    trainings: [],
    projects: [],
    volunteerWorks: [],
    interests: [],
    onlineProfiles: [],
    recommendations: [
      {
        id: uuid(4),
        description: 'Sara found the leak in our churn numbers.',
        recommender: { fullName: 'Omar Said', title: 'Head of data', photoUrl: null },
      },
    ],
    ...overrides,
  };
}

function stubView(view: ProfileViewResponse | Response, routes: Record<string, RouteHandler> = {}) {
  return stubFetchRoutes({
    [VIEW]: () => (view instanceof Response ? view : jsonResponse(view)),
    ...routes,
  });
}

function renderView(locale: 'en-US' | 'ar' = 'en-US') {
  renderRoute(<ProfileViewScreen subject={SUBJECT} />, {
    path: '/profile/:subject',
    url: `/profile/${SUBJECT}`,
    locale,
  });
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetchRoutes>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkRecommendation', () => {
  it('uses the contract: 20 to 3000 characters, no control characters', () => {
    expect(checkRecommendation('Too short.')).toBe('tooShort');
    expect(checkRecommendation('   ')).toBe('tooShort');
    expect(checkRecommendation('x'.repeat(3001))).toBe('tooLong');
    expect(checkRecommendation('A careful engineer\u0007 who ships.')).toBe('controlCharacters');
    expect(checkRecommendation('A careful engineer who ships on time.')).toBeNull();
  });
});

describe('placeText', () => {
  it('says a city named as its state once', () => {
    expect(
      placeText({ countryCode: 'OM', countryName: 'Oman', stateName: 'Muscat', cityName: 'Muscat' }),
    ).toBe('Muscat, Oman');
    expect(placeText({ countryCode: 'OM', countryName: 'Oman', stateName: null, cityName: null })).toBe(
      'Oman',
    );
    expect(placeText(null)).toBeNull();
  });
});

describe('ProfileViewScreen', () => {
  it("shows another person's profile: header, experience, skills with counts and approved recommendations", async () => {
    stubView(buildView());
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Haddad' })).toBeTruthy();
    expect(screen.getByText('Data analyst')).toBeTruthy();
    expect(screen.getByText(/Muscat, Oman/)).toBeTruthy();
    expect(screen.getByText(/6 years of experience/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Senior analyst' })).toBeTruthy();
    expect(screen.getByText(/– Present/)).toBeTruthy();
    // the company and the kind of job are isolated apart: an Arabic kind beside a Latin company keeps its order
    expect(screen.getByText('Omantel').tagName).toBe('BDI');
    expect(screen.getByText('Full-time').tagName).toBe('BDI');
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(within(skills).getByText('3 endorsements')).toBeTruthy();
    expect(within(skills).getByText('1 endorsement')).toBeTruthy();
    const recommendations = screen.getByRole('region', { name: 'Recommendations' });
    expect(within(recommendations).getByText('Sara found the leak in our churn numbers.')).toBeTruthy();
    expect(within(recommendations).getByText('Omar Said')).toBeTruthy();
    // a visitor: no owner's banner, but the actions
    expect(screen.queryByText('This is how others see your profile')).toBeNull();
    expect(screen.getByRole('button', { name: 'Write a recommendation' })).toBeTruthy();
    // empty sections are left out
    expect(screen.queryByRole('region', { name: 'Education' })).toBeNull();
  });

  it('says the profile is not available on a 404, in the same words whether private or unknown', async () => {
    stubView(jsonResponse({ error: 'not_found', message: 'Profile not found.' }, 404));
    renderView();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This profile is not available' }),
    ).toBeTruthy();
    expect(screen.getByText('The profile is private or does not exist.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers "Try again" when the server fails', async () => {
    stubView(jsonResponse({ error: 'internal', message: 'x' }, 500));
    renderView();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The profile could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the owner a banner with a way back, and no endorse or recommend actions', async () => {
    stubView(
      buildView({
        own: true,
        canRecommend: false,
        contact: { email: 'sara@example.om', phone: '+968 9000 0000' },
      }),
    );
    renderView();
    expect(await screen.findByText('This is how others see your profile')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to editing your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'sara@example.om' }).getAttribute('href')).toBe(
      'mailto:sara@example.om',
    );
    expect(screen.queryByRole('button', { name: /^Endorse/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write a recommendation' })).toBeNull();
  });

  it('endorses a skill with a POST of its id; the button then says it was sent', async () => {
    const fetchMock = stubView(buildView(), {
      [ENDORSE]: () =>
        jsonResponse(
          { id: uuid(9), status: 'pending', createdAt: '2026-11-24T10:00:00.000Z', respondedAt: null },
          201,
        ),
    });
    renderView();
    // the skill endorsed before shows so, without a button
    expect(await screen.findByText('You endorsed this')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Endorse Excel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Endorse SQL' }));
    expect(await screen.findByText('Endorsement sent: shown once approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Endorse SQL' })).toBeNull();
    expect(bodyOf(fetchMock, 'POST')).toEqual([{ skill: { id: SQL } }]);
  });

  it('says so when the profile takes no endorsements from the visitor (404)', async () => {
    stubView(buildView(), { [ENDORSE]: () => jsonResponse({ error: 'not_found', message: 'x' }, 404) });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Endorse SQL' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /does not take recommendations or endorsements/,
    );
    expect(screen.getByRole('button', { name: 'Endorse SQL' })).toBeTruthy();
  });

  it('checks a recommendation with the contract before sending, then sends it and says it waits for approval', async () => {
    const fetchMock = stubView(buildView(), {
      [RECOMMEND]: () =>
        jsonResponse(
          { id: uuid(9), status: 'pending', createdAt: '2026-11-24T10:00:00.000Z', respondedAt: null },
          201,
        ),
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Write a recommendation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommend Sara Haddad' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    const text = within(dialog).getByRole('textbox', { name: /Your recommendation/ });
    fireEvent.change(text, { target: { value: 'Very good.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send recommendation' }));
    expect(await within(dialog).findByText('Write at least 20 characters.')).toBeTruthy();
    expect(callsOf(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);

    fireEvent.change(text, { target: { value: '  Sara found the leak in our churn numbers.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send recommendation' }));
    expect(
      await screen.findByText(
        /Your recommendation was sent\. It is shown on the profile once Sara Haddad approves it\./,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, 'POST')).toEqual([{ description: 'Sara found the leak in our churn numbers.' }]);
  });

  it("puts the server's 409 in words: the earlier recommendation still waits", async () => {
    stubView(buildView(), {
      [RECOMMEND]: () =>
        jsonResponse({ error: 'conflict', message: 'Your recommendation is still waiting.' }, 409),
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Write a recommendation' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your recommendation/ }), {
      target: { value: 'Sara found the leak in our churn numbers.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send recommendation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/still waiting for their answer/);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('reads right to left in Arabic with Arabic words', async () => {
    stubView(buildView());
    renderView('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Haddad' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اكتب توصية' })).toBeTruthy();
    expect(screen.getByText('3 تأييدات')).toBeTruthy();
    expect(screen.getByText(/Muscat، Oman/)).toBeTruthy();
  });

  it('offers no endorsement or recommendation on a profile recruiters cannot find (an applicant)', async () => {
    stubView(buildView({ canRecommend: false }));
    renderView();
    await screen.findByRole('heading', { level: 1, name: 'Sara Haddad' });
    expect(screen.queryByRole('button', { name: /Endorse/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write a recommendation' })).toBeNull();
  });
});
