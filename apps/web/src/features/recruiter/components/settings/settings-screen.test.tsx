import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MeResponse } from '@talent/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { HrSettingsRoute } from '../../../../app/routes/hr-settings';
import { createI18n } from '../../../../lib/i18n';
import type { Locale } from '../../../../lib/locale';
import { setSessionHint } from '../../../../lib/session-hint';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../../test/factories';
import { checkProvider, parseDomains } from './sso-section';

const API = '/elevate-be/rest/api';
const ORG = '00000000-0000-4000-8000-0000000000a1';
const OTHER_ORG = '00000000-0000-4000-8000-0000000000a2';
const ADDRESS = '00000000-0000-4000-8000-0000000000e1';
const CITY = '00000000-0000-4000-8000-0000000000d1';
const JOB = '00000000-0000-4000-8000-0000000000b1';
const USER_A = '00000000-0000-4000-8000-0000000000c1';
const USER_B = '00000000-0000-4000-8000-0000000000c2';
const CONFIG = '00000000-0000-4000-8000-0000000000f1';
const PROVIDER = '00000000-0000-4000-8000-0000000000f9';
const NOW = '2026-11-20T08:00:00.000Z';
const text = (en: string, zh = en, ar = en) => ({ en, zh, ar });

const reference = {
  countries: [
    { code: 'OM', name: text('Oman', '阿曼', 'عمان') },
    { code: 'AE', name: text('United Arab Emirates') },
  ],
  cities: [{ id: CITY, countryCode: 'OM', name: text('Muscat', '马斯喀特', 'مسقط') }],
  currencies: [],
  languages: [],
  languageLevels: [],
  degreeLevels: [],
  careerLevels: [],
  contractTypes: [],
};

const headOffice = {
  id: ADDRESS,
  orgId: ORG,
  label: 'Head office',
  line1: 'Way 3021, building 7',
  line2: null,
  countryCode: 'OM',
  stateId: null,
  cityId: CITY,
  postalCode: '112',
  phone: '+968 2412 3456',
  isPrimary: true,
  createdAt: NOW,
  updatedAt: NOW,
};

const members = [
  {
    userId: USER_A,
    subject: 'u-a',
    fullName: 'Aisha Al-Balushi',
    email: 'aisha@falcon.test',
    roles: ['hr_admin'],
    joinedAt: NOW,
  },
  {
    userId: USER_B,
    subject: 'u-b',
    fullName: 'Omar Said',
    email: 'omar@falcon.test',
    roles: ['hr', 'publisher'],
    joinedAt: NOW,
  },
];

const platformRoles = {
  roles: [
    { role: 'hr', label: text('Recruiter', '招聘人员', 'مسؤول توظيف'), scope: 'organisation' },
    {
      role: 'hr_admin',
      label: text('Organisation admin', '组织管理员', 'مسؤول المؤسسة'),
      scope: 'organisation',
    },
    { role: 'publisher', label: text('Publisher', '发布人', 'ناشر'), scope: 'organisation' },
  ],
};

const jobRoles = {
  roles: [
    { role: 'hiring_manager', label: text('Hiring manager'), description: text('Decides who is hired.') },
    { role: 'recruiter', label: text('Job recruiter'), description: text('Runs the pipeline.') },
    { role: 'interviewer', label: text('Interviewer'), description: text('Takes part in interviews.') },
  ],
};

const jobCard = (id: string, title: string, orgId = ORG, status = 'published') => ({
  id,
  title,
  status,
  company: { id: orgId, name: 'Falcon Bay Technologies', logoUrl: null },
});

const DRAFT_JOB = '00000000-0000-4000-8000-0000000000b8';

const provider = {
  id: PROVIDER,
  organisationId: ORG,
  issuer: 'https://login.falcon.test/realms/falcon',
  clientId: 'talent-portal',
  emailDomains: ['falcon.test'],
  enabled: true,
  createdAt: NOW,
};

const pendingDomain = {
  domain: 'falcon.test',
  organisationId: ORG,
  verified: false,
  verifiedAt: null,
  verificationMethod: null,
  lastCheckedAt: null,
  verification: {
    token: 'tok-123',
    dnsRecordName: '_talent-verification.falcon.test',
    dnsRecordValue: 'talent-verification=tok-123',
    wellKnownUrl: 'https://falcon.test/.well-known/talent-verification.txt',
    wellKnownContent: 'talent-verification=tok-123',
  },
};

function admin(roles: ('hr' | 'hr_admin' | 'publisher')[] = ['hr_admin']): MeResponse {
  return buildMe({
    roles,
    primaryRole: roles[0] ?? 'hr',
    organisations: [{ id: ORG, name: 'Falcon Bay Technologies', roles }],
  });
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderSettings(url = '/hr/settings', locale: Locale = 'en-US') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      {
        path: '/hr/settings',
        element: (
          <>
            <HrSettingsRoute />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <AppProviders i18n={createI18n(locale)} queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function stubApi(routes: Record<string, RouteHandler>, me: MeResponse = admin()) {
  return stubFetchRoutes({
    'GET /uaa/me': () => jsonResponse(me),
    [`GET ${API}/reference/job`]: () => jsonResponse(reference),
    [`GET ${API}/roles`]: () => jsonResponse(platformRoles),
    ...routes,
  });
}

const RETENTION = `GET ${API}/hr/organisation/${ORG}/retention`;
const SAVE_RETENTION = `PUT ${API}/hr/organisation/${ORG}/retention`;
const retention = (retentionMonths: number | null) => ({
  organisationId: ORG,
  retentionMonths,
  defaultMonths: 24,
});

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const location = () => screen.getByTestId('location').textContent;

async function pick(label: string | RegExp, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  setSessionHint();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the organisation settings', { timeout: 30_000 }, () => {
  it("tells a recruiter who is not an administrator that the settings are the administrators', and asks nothing but the retention", async () => {
    const fetchMock = stubApi({ [RETENTION]: () => jsonResponse(retention(null)) }, admin(['hr']));
    renderSettings();
    expect(await screen.findByText(/Only your organisation's administrators/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    await screen.findByRole('heading', { name: 'Candidate data retention' });
    expect(callsOf(fetchMock).filter((c) => c.includes('/hr/'))).toEqual([RETENTION]);
  });

  it('keeps the section in the address and opens it from there', async () => {
    stubApi({
      [`GET ${API}/hr/address/list`]: () => jsonResponse({ addresses: [] }),
      [`GET ${API}/hr/members`]: () => jsonResponse({ members }),
    });
    renderSettings('/hr/settings?tab=members');
    expect(await screen.findByText('Omar Said')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Members' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Addresses' }));
    expect(await screen.findByText('No addresses yet')).toBeTruthy();
    expect(location()).toBe('/hr/settings');
    fireEvent.click(screen.getByRole('tab', { name: 'Enterprise sign-in' }));
    await waitFor(() => expect(location()).toBe('/hr/settings?tab=sso'));
  });

  describe('addresses', () => {
    it('lists the addresses with their city and country names in the interface language', async () => {
      stubApi({ [`GET ${API}/hr/address/list`]: () => jsonResponse({ addresses: [headOffice] }) });
      renderSettings('/hr/settings', 'ar');
      expect(await screen.findByRole('heading', { name: 'Head office' })).toBeTruthy();
      expect(screen.getByText('رئيسي')).toBeTruthy();
      expect(await screen.findByText('مسقط، 112، عمان')).toBeTruthy();
    });

    it('shows a failed load with a way to try again', async () => {
      let fail = true;
      stubApi({
        [`GET ${API}/hr/address/list`]: () =>
          fail
            ? jsonResponse({ error: 'internal', message: 'x' }, 500)
            : jsonResponse({ addresses: [headOffice] }),
      });
      renderSettings();
      expect(await screen.findByText('The addresses could not be loaded')).toBeTruthy();
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Head office' })).toBeTruthy();
    });

    it('adds an address: checks the fields first, then posts them with the chosen country and city', async () => {
      const fetchMock = stubApi({
        [`GET ${API}/hr/address/list`]: () => jsonResponse({ addresses: [] }),
        [`POST ${API}/hr/address/upsert`]: (_url, init) =>
          jsonResponse({ ...headOffice, ...bodyOf(init), id: ADDRESS }, 201),
      });
      renderSettings();
      fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
      const dialog = await screen.findByRole('dialog', { name: 'New address' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone' }), {
        target: { value: 'call me' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
      expect(within(dialog).getAllByText('Fill this in.')).toHaveLength(3);
      expect(within(dialog).getByText(/Write a phone number/)).toBeTruthy();
      expect(callsOf(fetchMock).some((c) => c.startsWith('POST'))).toBe(false);

      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
        target: { value: 'Head office' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Address( \*)?$/ }), {
        target: { value: 'Way 3021, building 7' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone' }), {
        target: { value: '+968 2412 3456' },
      });
      await pick(/^Country/, 'Oman');
      await pick('City', 'Muscat');
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /Primary address/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(bodyOf(post?.[1])).toEqual({
        orgId: ORG,
        label: 'Head office',
        line1: 'Way 3021, building 7',
        countryCode: 'OM',
        cityId: CITY,
        phone: '+968 2412 3456',
        isPrimary: true,
      });
    });

    it('edits an address as a whole under its id, and says so when the server refuses a field', async () => {
      let refuse = true;
      const fetchMock = stubApi({
        [`GET ${API}/hr/address/list`]: () => jsonResponse({ addresses: [headOffice] }),
        [`POST ${API}/hr/address/upsert`]: (_url, init) =>
          refuse
            ? jsonResponse(
                {
                  error: 'validation',
                  message: 'body.postalCode: too long',
                  fields: [{ field: 'body.postalCode', message: 'too long' }],
                },
                400,
              )
            : jsonResponse({ ...headOffice, ...bodyOf(init) }),
      });
      renderSettings();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit the address “Head office”' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change “Head office”' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
        target: { value: 'Main office' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
      expect(await within(dialog).findByRole('alert')).toBeTruthy();
      expect(within(dialog).getByText(/The server did not accept this value/)).toBeTruthy();
      refuse = false;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
      expect(bodyOf(posts.at(-1)?.[1])).toMatchObject({
        id: ADDRESS,
        label: 'Main office',
        line1: 'Way 3021, building 7',
        countryCode: 'OM',
        cityId: CITY,
        postalCode: '112',
        isPrimary: true,
      });
    });
  });

  describe('per-job roles', () => {
    // a combobox opened with a value scrolls to its option, which jsdom cannot
    const scroll = Element.prototype.scrollIntoView;
    beforeAll(() => {
      Element.prototype.scrollIntoView = () => undefined;
    });
    afterAll(() => {
      Element.prototype.scrollIntoView = scroll;
    });

    function roleRoutes(configs: unknown[]) {
      return {
        [`GET ${API}/hr/my-job/search`]: () =>
          jsonResponse({
            items: [
              jobCard('00000000-0000-4000-8000-0000000000b9', 'Elsewhere', OTHER_ORG),
              jobCard(DRAFT_JOB, 'Draft welder', ORG, 'draft'),
              jobCard(JOB, 'Site engineer'),
            ],
            total: 3,
            limit: 100,
            offset: 0,
          }),
        [`GET ${API}/hr/configure/roles`]: () => jsonResponse(jobRoles),
        [`GET ${API}/hr/configure/list/${JOB}`]: () => jsonResponse({ configs }),
        [`GET ${API}/hr/configure/list/${DRAFT_JOB}`]: () => jsonResponse({ configs: [] }),
        [`GET ${API}/hr/members`]: () => jsonResponse({ members }),
      };
    }

    it("opens on the newest open job, offers the organisation's jobs only, and keeps the chosen one in the address", async () => {
      stubApi(roleRoutes([]));
      renderSettings('/hr/settings?tab=roles');
      // no job in the address: the newest open job of the organisation, never a blank tab
      expect(await screen.findByRole('heading', { name: 'Team of “Site engineer”' })).toBeTruthy();
      expect((screen.getByRole('combobox', { name: 'Job' }) as HTMLInputElement).value).toBe('Site engineer');
      expect(await screen.findByText('Nobody holds a role on this job yet.')).toBeTruthy();
      fireEvent.click(screen.getByRole('combobox', { name: 'Job' }));
      expect(await screen.findByRole('option', { name: 'Draft welder' })).toBeTruthy();
      expect(screen.queryByRole('option', { name: 'Elsewhere' })).toBeNull();
      fireEvent.click(screen.getByRole('option', { name: 'Draft welder' }));
      await waitFor(() => expect(location()).toBe(`/hr/settings?tab=roles&job=${DRAFT_JOB}`));
      expect(await screen.findByRole('heading', { name: 'Team of “Draft welder”' })).toBeTruthy();
    });

    it('says when the organisation has no job yet', async () => {
      stubApi({
        ...roleRoutes([]),
        [`GET ${API}/hr/my-job/search`]: () => jsonResponse({ items: [], total: 0, limit: 100, offset: 0 }),
      });
      renderSettings('/hr/settings?tab=roles');
      expect(await screen.findByText('No jobs yet')).toBeTruthy();
    });

    it('gives a colleague a role on the job', async () => {
      const fetchMock = stubApi({
        ...roleRoutes([]),
        [`POST ${API}/hr/configure/update`]: (_url, init) =>
          jsonResponse(
            {
              id: CONFIG,
              jobId: JOB,
              userId: USER_B,
              subject: 'u-b',
              fullName: 'Omar Said',
              role: bodyOf(init).role,
              createdAt: NOW,
            },
            201,
          ),
      });
      renderSettings(`/hr/settings?tab=roles&job=${JOB}`);
      const give = await screen.findByRole('button', { name: 'Give the role' });
      fireEvent.click(give);
      expect(await screen.findByText('Choose a colleague.')).toBeTruthy();
      expect(screen.getByText('Choose a role.')).toBeTruthy();
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: /^Colleague/ }).hasAttribute('disabled')).toBe(false),
      );
      await pick(/^Colleague/, 'Omar Said');
      await pick(/^Role/, 'Interviewer');
      fireEvent.click(give);
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
      );
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(bodyOf(post?.[1])).toEqual({ jobId: JOB, userId: USER_B, role: 'interviewer' });
    });

    it('takes a role away only once confirmed', async () => {
      const config = {
        id: CONFIG,
        jobId: JOB,
        userId: USER_B,
        subject: 'u-b',
        fullName: 'Omar Said',
        role: 'interviewer',
        createdAt: NOW,
      };
      let configs: unknown[] = [config];
      const fetchMock = stubApi({
        ...roleRoutes([]),
        [`GET ${API}/hr/configure/list/${JOB}`]: () => jsonResponse({ configs }),
        [`DELETE ${API}/hr/configure/delete/${CONFIG}`]: () => {
          configs = [];
          return new Response(null, { status: 204 });
        },
      });
      renderSettings(`/hr/settings?tab=roles&job=${JOB}`);
      expect(await screen.findByRole('heading', { name: 'Interviewer' })).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: 'Remove Omar Said as Interviewer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove this role?' });
      expect(
        within(dialog).getByText(/Omar Said will no longer be Interviewer on “Site engineer”/),
      ).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(callsOf(fetchMock).some((c) => c.startsWith('DELETE'))).toBe(false);

      fireEvent.click(screen.getByRole('button', { name: 'Remove Omar Said as Interviewer' }));
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: 'Remove this role?' })).getByRole('button', {
          name: 'Remove the role',
        }),
      );
      expect(await screen.findByText('Nobody holds a role on this job yet.')).toBeTruthy();
      expect(callsOf(fetchMock)).toContain(`DELETE ${API}/hr/configure/delete/${CONFIG}`);
    });
  });

  describe('members', () => {
    it('lists each member with their roles named in the interface language', async () => {
      stubApi({ [`GET ${API}/hr/members`]: () => jsonResponse({ members }) });
      renderSettings('/hr/settings?tab=members', 'zh-CN');
      expect(await screen.findByText('Omar Said')).toBeTruthy();
      expect(await screen.findByText('招聘人员')).toBeTruthy();
      expect(screen.getByText('发布人')).toBeTruthy();
      expect(screen.getByText('组织管理员')).toBeTruthy();
    });

    it('shows a failed load', async () => {
      stubApi({ [`GET ${API}/hr/members`]: () => jsonResponse({ error: 'internal', message: 'x' }, 500) });
      renderSettings('/hr/settings?tab=members');
      expect(await screen.findByText('The members could not be loaded')).toBeTruthy();
    });
  });

  describe('enterprise sign-in', () => {
    it('registers a provider after checking the issuer and domains, and never shows the secret back', async () => {
      let providers: unknown[] = [];
      let domains: unknown[] = [];
      const fetchMock = stubApi({
        [`GET ${API}/hr/identity-provider`]: () => jsonResponse({ items: providers }),
        [`GET ${API}/hr/identity-provider/domain`]: () => jsonResponse({ items: domains }),
        [`POST ${API}/hr/identity-provider`]: () => {
          providers = [provider];
          domains = [pendingDomain];
          return jsonResponse(provider, 201);
        },
      });
      renderSettings('/hr/settings?tab=sso');
      expect(await screen.findByText('No identity provider yet')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Register a provider' }));
      const dialog = await screen.findByRole('dialog', { name: 'Register an identity provider' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Issuer/ }), {
        target: { value: 'http://login.falcon.test' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^E-mail domains/ }), {
        target: { value: 'gmail.com' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
      expect(within(dialog).getByText(/Write an https address/)).toBeTruthy();
      expect(within(dialog).getByText(/A public mail service/)).toBeTruthy();
      expect(callsOf(fetchMock).some((c) => c.startsWith('POST'))).toBe(false);

      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Issuer/ }), {
        target: { value: provider.issuer },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Client ID/ }), {
        target: { value: 'talent-portal' },
      });
      fireEvent.change(within(dialog).getByLabelText(/^Client secret/), {
        target: { value: 's3cret-value' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^E-mail domains/ }), {
        target: { value: 'Falcon.test, falcon.test' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(bodyOf(post?.[1])).toEqual({
        organisationId: ORG,
        issuer: provider.issuer,
        clientId: 'talent-portal',
        clientSecret: 's3cret-value',
        emailDomains: ['falcon.test'],
      });
      expect(await screen.findByText(provider.issuer)).toBeTruthy();
      expect(screen.getByText('Stored encrypted, never shown')).toBeTruthy();
      expect(document.body.textContent).not.toContain('s3cret-value');
      // the new domain waits for verification, with what to publish
      expect(await screen.findByText('Not verified yet')).toBeTruthy();
      expect(screen.getByText('_talent-verification.falcon.test')).toBeTruthy();
    });

    it('says what went wrong when the domain is taken', async () => {
      stubApi({
        [`GET ${API}/hr/identity-provider`]: () => jsonResponse({ items: [] }),
        [`GET ${API}/hr/identity-provider/domain`]: () => jsonResponse({ items: [] }),
        [`POST ${API}/hr/identity-provider`]: () =>
          jsonResponse({ error: 'domain_taken', message: 'Another identity provider…' }, 409),
      });
      renderSettings('/hr/settings?tab=sso');
      fireEvent.click(await screen.findByRole('button', { name: 'Register a provider' }));
      const dialog = await screen.findByRole('dialog', { name: 'Register an identity provider' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Issuer/ }), {
        target: { value: provider.issuer },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Client ID/ }), {
        target: { value: 'c' },
      });
      fireEvent.change(within(dialog).getByLabelText(/^Client secret/), { target: { value: 's' } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^E-mail domains/ }), {
        target: { value: 'falcon.test' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
      expect(await within(dialog).findByText(/Another identity provider already signs in/)).toBeTruthy();
      // the secret does not stay in the form after a failure
      expect((within(dialog).getByLabelText(/^Client secret/) as HTMLInputElement).value).toBe('');
    });

    it('checks a domain now, and says when it was checked too recently', async () => {
      let answer = () => jsonResponse({ ...pendingDomain, lastCheckedAt: NOW });
      stubApi({
        [`GET ${API}/hr/identity-provider`]: () => jsonResponse({ items: [provider] }),
        [`GET ${API}/hr/identity-provider/domain`]: () => jsonResponse({ items: [pendingDomain] }),
        [`POST ${API}/hr/identity-provider/domain/verify`]: () => answer(),
      });
      renderSettings('/hr/settings?tab=sso');
      const check = await screen.findByRole('button', { name: 'Check falcon.test now' });
      fireEvent.click(check);
      expect(await screen.findByText(/Neither the record nor the file was found yet/)).toBeTruthy();
      answer = () => jsonResponse({ error: 'too_many_requests', message: 'wait' }, 429);
      fireEvent.click(check);
      expect(await screen.findByText(/This domain was checked a moment ago/)).toBeTruthy();
    });

    it('removes a provider only once confirmed', async () => {
      let providers: unknown[] = [provider];
      const fetchMock = stubApi({
        [`GET ${API}/hr/identity-provider`]: () => jsonResponse({ items: providers }),
        [`GET ${API}/hr/identity-provider/domain`]: () =>
          jsonResponse({
            items: [{ ...pendingDomain, verified: true, verifiedAt: NOW, verificationMethod: 'dns_txt' }],
          }),
        [`DELETE ${API}/hr/identity-provider/${PROVIDER}`]: () => {
          providers = [];
          return new Response(null, { status: 204 });
        },
      });
      renderSettings('/hr/settings?tab=sso');
      expect(await screen.findByText('Verified')).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove this identity provider?' });
      expect(
        within(dialog).getByText(/Nobody will sign in through https:\/\/login.falcon.test/),
      ).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the provider' }));
      expect(await screen.findByText('No identity provider yet')).toBeTruthy();
      expect(callsOf(fetchMock)).toContain(`DELETE ${API}/hr/identity-provider/${PROVIDER}`);
    });

    it('checks the form like the contract does', () => {
      expect(parseDomains(' Acme.com, acme.om;acme.com ')).toEqual(['acme.com', 'acme.om']);
      const ok = {
        issuer: 'https://id.acme.com',
        clientId: 'c',
        clientSecret: 's',
        emailDomains: 'acme.com',
      };
      expect(checkProvider(ok)).toEqual({});
      expect(checkProvider({ ...ok, issuer: 'https://id.acme.com/?x=1' }).issuer).toBeDefined();
      expect(checkProvider({ ...ok, emailDomains: 'localhost' }).emailDomains).toBe(
        'recruiter.settings.ssoDomainInvalid',
      );
      expect(checkProvider({ ...ok, clientSecret: '' }).clientSecret).toBe('recruiter.settings.ssoRequired');
    });
  });

  describe('candidate data retention', () => {
    it('lets an administrator keep candidates for a number of months, then go back to the default', async () => {
      const fetchMock = stubApi({
        [RETENTION]: () => jsonResponse(retention(null)),
        [SAVE_RETENTION]: (_url, init) =>
          jsonResponse(retention((bodyOf(init).retentionMonths as number | null) ?? null)),
      });
      renderSettings('/hr/settings?tab=retention');
      const useDefault = await screen.findByRole('checkbox', { name: 'Use the service default (24 months)' });
      expect((useDefault as HTMLInputElement).checked).toBe(true);
      const months = screen.getByRole('textbox', { name: /^Months to keep/ });
      expect((months as HTMLInputElement).disabled).toBe(true);

      fireEvent.click(useDefault);
      expect((months as HTMLInputElement).disabled).toBe(false);
      // out of range: said on the field, nothing sent
      fireEvent.change(months, { target: { value: '200' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Enter a whole number of months from 1 to 120.')).toBeTruthy();
      expect(callsOf(fetchMock)).not.toContain(SAVE_RETENTION);

      fireEvent.change(months, { target: { value: '6' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.getByText('The retention setting is saved.')).toBeTruthy());
      const saves = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
      expect(bodyOf(saves()[0]?.[1])).toEqual({ retentionMonths: 6 });

      fireEvent.click(screen.getByRole('checkbox', { name: 'Use the service default (24 months)' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saves()).toHaveLength(2));
      expect(bodyOf(saves()[1]?.[1])).toEqual({ retentionMonths: null });
      expect(await screen.findByText('The retention setting is saved.')).toBeTruthy();
    });

    it('says so when the setting could not be saved', async () => {
      stubApi({
        [RETENTION]: () => jsonResponse(retention(12)),
        [SAVE_RETENTION]: () => jsonResponse({ error: 'internal', message: 'x' }, 500),
      });
      renderSettings('/hr/settings?tab=retention');
      const months = await screen.findByRole('textbox', { name: /^Months to keep/ });
      expect((months as HTMLInputElement).value).toBe('12');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The retention setting could not be saved. Try again.',
      );
    });

    it('shows a recruiter who is not an administrator the setting without a way to change it', async () => {
      stubApi({ [RETENTION]: () => jsonResponse(retention(18)) }, admin(['hr']));
      renderSettings('/hr/settings', 'zh-CN');
      expect(
        await screen.findByText('被拒绝和已撤回申请的候选人信息按贵组织的设定保留 18 个月，之后将被匿名化。'),
      ).toBeTruthy();
      expect(screen.getByText('只有贵组织的管理员可以更改此设置。')).toBeTruthy();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    });
  });
});
