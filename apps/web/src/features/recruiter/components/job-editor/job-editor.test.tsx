import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type {
  CategoryWithSubs,
  HrJobChange,
  HrJobDetail,
  JobReferenceData,
  MeResponse,
} from '@talent/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { HrJobEditorRoute } from '../../../../app/routes/hr-job-editor';
import { createI18n } from '../../../../lib/i18n';
import type { Locale } from '../../../../lib/locale';
import { setSessionHint } from '../../../../lib/session-hint';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../../test/factories';

const API = '/elevate-be/rest/api';
const ORG = '00000000-0000-4000-8000-0000000000a1';
const JOB = '00000000-0000-4000-8000-0000000000b1';
const CATEGORY = '00000000-0000-4000-8000-0000000000c1';
const CITY = '00000000-0000-4000-8000-0000000000d1';

const categories: CategoryWithSubs[] = [
  {
    id: CATEGORY,
    parentId: null,
    name: { en: 'Engineering', zh: '工程', ar: 'الهندسة' },
    jobCount: 0,
    subCategories: [],
  },
];

const reference: JobReferenceData = {
  countries: [
    { code: 'OM', name: { en: 'Oman', zh: '阿曼', ar: 'عمان' } },
    { code: 'QA', name: { en: 'Qatar', zh: '卡塔尔', ar: 'قطر' } },
  ],
  cities: [{ id: CITY, countryCode: 'OM', name: { en: 'Muscat', zh: '马斯喀特', ar: 'مسقط' } }],
  currencies: [{ code: 'OMR', name: { en: 'Omani rial', zh: '阿曼里亚尔', ar: 'ريال عماني' } }],
  languages: [{ code: 'en', name: { en: 'English', zh: '英语', ar: 'الإنجليزية' } }],
  languageLevels: [],
  degreeLevels: [],
  careerLevels: [],
  contractTypes: [],
};

function recruiter(roles: ('hr' | 'hr_admin' | 'publisher')[] = ['hr_admin']): MeResponse {
  return buildMe({
    roles,
    primaryRole: roles[0] ?? 'hr',
    organisations: [{ id: ORG, name: 'Falcon Bay Technologies', roles }],
  });
}

function buildHrJob(overrides: Partial<HrJobDetail> = {}): HrJobDetail {
  return {
    id: JOB,
    status: 'draft',
    company: { id: ORG, name: 'Falcon Bay Technologies', logoUrl: null },
    createdBy: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    publishedAt: null,
    closedAt: null,
    withdrawnAt: null,
    stageCounts: {
      invited: 0,
      applied: 0,
      shortlisted: 0,
      interviewing: 0,
      offered: 0,
      hired: 0,
      rejected: 0,
    },
    title: 'Site engineer',
    description: 'Lead the site team on a new harbour building in Muscat, from ground works to handover.',
    textLanguage: 'en',
    category: categories[0] ?? { id: CATEGORY, name: { en: '', zh: '', ar: '' } },
    subCategory: null,
    location: {
      countryCode: 'OM',
      country: { en: 'Oman', zh: '阿曼', ar: 'عمان' },
      stateId: null,
      cityId: CITY,
      city: { en: 'Muscat', zh: '马斯喀特', ar: 'مسقط' },
      remote: false,
      workModel: 'on_site',
      remoteCountries: [],
    },
    employmentType: 'full_time',
    salary: null,
    skills: [],
    languages: [],
    minExperienceYears: 2,
    vacancies: 1,
    endDate: null,
    degreeLevelId: null,
    careerLevelId: null,
    contractTypeId: null,
    eligibility: { nationalsOnly: false, requiresWorkPermit: false, requiresResidentCard: false },
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

function renderEditor(url: string, locale: Locale = 'en-US') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const editor = (
    <>
      <HrJobEditorRoute />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/hr/jobs/new', element: editor },
      { path: '/hr/jobs/:jobId/edit', element: editor },
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

function stubApi(routes: Record<string, RouteHandler>, me: MeResponse = recruiter()) {
  return stubFetchRoutes({
    'GET /uaa/me': () => jsonResponse(me),
    [`GET ${API}/category`]: () => jsonResponse({ items: categories }),
    [`GET ${API}/reference/job`]: () => jsonResponse(reference),
    [`GET ${API}/hr/job/${JOB}/changes`]: () => jsonResponse({ items: [] }),
    ...routes,
  });
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

async function pick(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

// a whole form renders in each test: give a busy machine time
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  setSessionHint();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the job editor', { timeout: 30_000 }, () => {
  it('checks each field with the contract as it is left, in the interface language', async () => {
    stubApi({});
    renderEditor('/hr/jobs/new', 'ar');
    const title = await screen.findByRole('textbox', { name: 'المسمى الوظيفي' });
    fireEvent.change(title, { target: { value: 'ab' } });
    fireEvent.focusOut(title);
    expect(await screen.findByText('اكتب 3 أحرف على الأقل.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(title, { target: { value: 'Site engineer' } });
    await waitFor(() => expect(screen.queryByText('اكتب 3 أحرف على الأقل.')).toBeNull());

    const description = screen.getByRole('textbox', { name: 'الوصف' });
    fireEvent.focusOut(description);
    expect(await screen.findByText('هذا الحقل مطلوب.')).toBeTruthy();
  });

  it('says the salary maximum must not be below the minimum', async () => {
    stubApi({});
    renderEditor('/hr/jobs/new');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show a salary range' }));
    const min = screen.getByRole('textbox', { name: 'Minimum salary' });
    const max = screen.getByRole('textbox', { name: 'Maximum salary' });
    fireEvent.change(min, { target: { value: '900' } });
    fireEvent.change(max, { target: { value: '500' } });
    fireEvent.focusOut(max);
    expect(await screen.findByText('The maximum must not be below the minimum.')).toBeTruthy();
  });

  it('creates the draft with its first autosave and moves to its edit address, keeping the form', async () => {
    const fetchMock = stubApi({
      [`POST ${API}/hr/job`]: (_url, init) =>
        jsonResponse(buildHrJob({ title: String(bodyOf(init).title) }), 201),
    });
    renderEditor('/hr/jobs/new');
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    fireEvent.change(title, { target: { value: 'Harbour site engineer' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Lead the site team on a new harbour building in Muscat.' },
    });
    await pick('Category', 'Engineering');
    expect(screen.getByText('The draft is saved once every required field (*) is filled in.')).toBeTruthy();
    await pick('Country', 'Oman');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/hr/jobs/${JOB}/edit`), {
      timeout: 4000,
    });
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0]?.[1])).toMatchObject({
      organisationId: ORG,
      title: 'Harbour site engineer',
      category: { id: CATEGORY },
      location: { countryCode: 'OM', cityId: null },
      employmentType: 'full_time',
    });
    expect(await screen.findByText(/^Draft saved at/)).toBeTruthy();
    // the same form: nothing was loaded again, what was typed is there
    expect(callsOf(fetchMock)).not.toContain(`GET ${API}/hr/job/${JOB}`);
    expect((screen.getByRole('textbox', { name: 'Job title' }) as HTMLInputElement).value).toBe(
      'Harbour site engineer',
    );
  });

  it('writes the work model, and for a remote job the countries it is open to', async () => {
    const fetchMock = stubApi({
      [`POST ${API}/hr/job`]: (_url, init) =>
        jsonResponse(buildHrJob({ title: String(bodyOf(init).title) }), 201),
    });
    renderEditor('/hr/jobs/new');
    const workModel = await screen.findByRole('combobox', { name: 'Work model' });
    expect((workModel as HTMLSelectElement).value).toBe('on_site');
    await pick('Country', 'Qatar');
    // the countries are asked only of a remote job
    expect(screen.queryByText('Open to candidates in')).toBeNull();
    fireEvent.change(workModel, { target: { value: 'remote' } });
    expect(await screen.findByText('Leave empty to accept candidates anywhere.')).toBeTruthy();
    fireEvent.click(screen.getAllByLabelText('Open to candidates in')[0] as HTMLElement);
    // the country's own list holds a Qatar too: the one of the list just opened comes last
    const qatar = await screen.findAllByRole('option', { name: 'Qatar' });
    fireEvent.click(qatar.at(-1) as HTMLElement);

    fireEvent.change(screen.getByRole('textbox', { name: 'Job title' }), {
      target: { value: 'Remote analyst' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Analyse the numbers of a Qatari retailer, from anywhere in Qatar.' },
    });
    await pick('Category', 'Engineering');
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true), {
      timeout: 4000,
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1]).location).toMatchObject({
      countryCode: 'QA',
      workModel: 'remote',
      remoteCountries: ['QA'],
    });
  });

  it("puts the server's 400 field errors on the fields", async () => {
    stubApi({
      [`GET ${API}/hr/job/${JOB}`]: () => jsonResponse(buildHrJob()),
      [`PUT ${API}/hr/job/${JOB}`]: () =>
        jsonResponse(
          {
            error: 'bad_request',
            message: 'Some fields are not valid.',
            fields: [{ field: 'body.location.cityId', message: 'is not a city of the country' }],
          },
          400,
        ),
    });
    renderEditor(`/hr/jobs/${JOB}/edit`);
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    fireEvent.change(title, { target: { value: 'Senior site engineer' } });
    expect(
      await screen.findByText('Not saved: check the marked fields.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This is not in the list any more; choose another.')).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Senior site engineer');
  });

  it('keeps the changes when a save fails and saves them on "Save again"', async () => {
    let fail = true;
    const fetchMock = stubApi({
      [`GET ${API}/hr/job/${JOB}`]: () => jsonResponse(buildHrJob()),
      [`PUT ${API}/hr/job/${JOB}`]: (_url, init) =>
        fail
          ? jsonResponse({ error: 'internal', message: 'boom' }, 500)
          : jsonResponse(buildHrJob(bodyOf(init))),
    });
    renderEditor(`/hr/jobs/${JOB}/edit`);
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    fireEvent.change(title, { target: { value: 'Senior site engineer' } });
    expect(
      await screen.findByText('Could not save. Your changes are still here.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Senior site engineer');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save again' }));
    expect(await screen.findByText(/^Draft saved at/)).toBeTruthy();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(bodyOf(puts[1]?.[1]).title).toBe('Senior site engineer');
  });

  it('asks before leaving with changes that are not saved', async () => {
    stubApi({
      [`GET ${API}/hr/job/${JOB}`]: () =>
        jsonResponse(buildHrJob({ status: 'published', publishedAt: '2026-11-21T08:00:00.000Z' })),
    });
    renderEditor(`/hr/jobs/${JOB}/edit`);
    const description = await screen.findByRole('textbox', { name: 'Description' });
    fireEvent.change(description, {
      target: { value: 'Lead the site team on a new harbour building in Muscat, now with two cranes.' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Back to jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe(`/hr/jobs/${JOB}/edit`);

    fireEvent.click(screen.getByRole('link', { name: 'Back to jobs' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/hr/jobs'));
  });

  it('edits a published job wholly, saved on demand after saying whom it tells, and shows its changes', async () => {
    const published = { status: 'published' as const, publishedAt: '2026-11-21T08:00:00.000Z' };
    const salary = { min: 900, max: 1400, currency: 'OMR', period: 'month' as const };
    let changes: HrJobChange[] = [];
    const fetchMock = stubApi({
      [`GET ${API}/hr/job/${JOB}`]: () =>
        jsonResponse(
          buildHrJob({
            ...published,
            salary,
            stageCounts: { ...buildHrJob().stageCounts, applied: 2, hired: 1 },
          }),
        ),
      [`PUT ${API}/hr/job/${JOB}`]: (_url, init) => {
        const sent = bodyOf(init) as Partial<HrJobDetail>;
        changes = [
          {
            id: '00000000-0000-4000-8000-0000000000e1',
            changedAt: '2026-11-25T09:30:00.000Z',
            changedBy: { id: '00000000-0000-4000-8000-0000000000e2', fullName: 'Rana Haddad' },
            fields: ['title', 'salary'],
            before: { title: 'Site engineer', salary },
            after: { title: sent.title ?? '', salary: sent.salary ?? null },
            material: true,
            notified: 2,
          },
        ];
        return jsonResponse(buildHrJob({ ...sent, ...published }));
      },
      [`GET ${API}/hr/job/${JOB}/changes`]: () => jsonResponse({ items: changes }),
    });
    renderEditor(`/hr/jobs/${JOB}/edit`);
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    expect(title.hasAttribute('disabled')).toBe(false);
    expect(await screen.findByText('No changes since the job was published.')).toBeTruthy();

    // a typo: no one is told
    fireEvent.change(title, { target: { value: 'Site engineer (civil)' } });
    // no autosave for a published job
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(callsOf(fetchMock).filter((c) => c.startsWith('PUT'))).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save the changes to this published job?' });
    expect(within(dialog).getByText(/Applicants are not told of them/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // a new salary: the applicants still in the running are told
    fireEvent.change(screen.getByRole('textbox', { name: 'Maximum salary' }), { target: { value: '1600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    dialog = await screen.findByRole('dialog', { name: 'Save the changes to this published job?' });
    expect(
      within(dialog).getByText(
        'The salary changes: the applicants still in the running (applied, shortlisted, interviewing or offered) are told, in the app and by e-mail if their settings allow.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({ title: 'Site engineer (civil)', salary: { max: 1600 } });

    const history = await screen.findByRole('region', { name: 'Changes' });
    expect(await within(history).findByText('2 applicants told')).toBeTruthy();
    expect(within(history).getByText(/by Rana Haddad/)).toBeTruthy();
    expect(within(history).getByText('Salary')).toBeTruthy();
    expect(within(history).getByText(/1,400/)).toBeTruthy();
    expect(within(history).getByText(/1,600/)).toBeTruthy();
  });

  it('publishes a draft after a confirmation, for an admin', async () => {
    const fetchMock = stubApi({
      [`GET ${API}/hr/job/${JOB}`]: () => jsonResponse(buildHrJob()),
      [`POST ${API}/hr/my/job/${JOB}/publish`]: () =>
        jsonResponse({
          job: buildHrJob({ status: 'published', publishedAt: '2026-11-24T08:00:00.000Z' }),
          history: {
            fromStatus: 'draft',
            toStatus: 'published',
            changedBy: ORG,
            changedAt: '2026-11-24T08:00:00.000Z',
          },
        }),
    });
    renderEditor(`/hr/jobs/${JOB}/edit`);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this job?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain(`POST ${API}/hr/my/job/${JOB}/publish`);
    // a published job is still edited, on demand: the history section comes with it
    expect(screen.getByRole('textbox', { name: 'Job title' }).hasAttribute('disabled')).toBe(false);
    expect(await screen.findByRole('region', { name: 'Changes' })).toBeTruthy();
  });

  it('tells a recruiter who may not publish that the draft waits for the publisher', async () => {
    stubApi({ [`GET ${API}/hr/job/${JOB}`]: () => jsonResponse(buildHrJob()) }, recruiter(['hr']));
    renderEditor(`/hr/jobs/${JOB}/edit`);
    expect(
      await screen.findByText(
        "Your organisation's admin or publisher publishes drafts: this one waits in their queue.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('lets a publisher read and publish a draft, not change it', async () => {
    stubApi({ [`GET ${API}/hr/job/${JOB}`]: () => jsonResponse(buildHrJob()) }, recruiter(['publisher']));
    renderEditor(`/hr/jobs/${JOB}/edit`);
    expect(
      await screen.findByText(
        "Only your organisation's recruiters can write or change jobs; your role lets you read them.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Job title' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Description' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('keeps a closed job read-only', async () => {
    stubApi({
      [`GET ${API}/hr/job/${JOB}`]: () =>
        jsonResponse(buildHrJob({ status: 'closed', publishedAt: '2026-11-21T08:00:00.000Z' })),
    });
    renderEditor(`/hr/jobs/${JOB}/edit`);
    expect(await screen.findByText('This job is closed and can no longer be changed.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Description' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('shows the preview as the seeker will see it', async () => {
    stubApi({ [`GET ${API}/hr/job/${JOB}`]: () => jsonResponse(buildHrJob()) });
    renderEditor(`/hr/jobs/${JOB}/edit`);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    // it scrolls on its own beside the form, so the keyboard reaches it
    expect(preview.getAttribute('tabindex')).toBe('0');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Site engineer' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Job title' }), { target: { value: 'Crane lead' } });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Crane lead' })).toBeTruthy();
    expect(within(preview).getByText('Muscat, Oman')).toBeTruthy();
  });

  it('adds a skill from the type-ahead with its level, and empties the box for the next one', async () => {
    const SKILL = '00000000-0000-4000-8000-0000000000e1';
    const fetchMock = stubApi({
      [`GET ${API}/hr/job/${JOB}`]: () => jsonResponse(buildHrJob()),
      [`GET ${API}/reference/skill`]: () => jsonResponse({ items: [{ id: SKILL, name: 'AutoCAD' }] }),
      [`PUT ${API}/hr/job/${JOB}`]: (_url, init) => jsonResponse(buildHrJob(bodyOf(init))),
    });
    renderEditor(`/hr/jobs/${JOB}/edit`);
    const box = await screen.findByRole('combobox', { name: 'Add a skill' });
    fireEvent.change(box, { target: { value: 'auto' } });
    fireEvent.click(await screen.findByRole('option', { name: 'AutoCAD' }));
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
    fireEvent.change(screen.getByRole('combobox', { name: 'Minimum level of AutoCAD' }), {
      target: { value: '3' },
    });
    expect(callsOf(fetchMock)).toContain(`GET ${API}/reference/skill?q=auto`);
    await waitFor(
      () => {
        const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
        expect(bodyOf(put?.[1]).skills).toEqual([{ id: SKILL, minLevel: 3 }]);
      },
      { timeout: 4000 },
    );
  });

  it('says when the job does not exist', async () => {
    stubApi({
      [`GET ${API}/hr/job/${JOB}`]: () => jsonResponse({ error: 'not_found', message: 'Job not found' }, 404),
    });
    renderEditor(`/hr/jobs/${JOB}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy();
  });
});
