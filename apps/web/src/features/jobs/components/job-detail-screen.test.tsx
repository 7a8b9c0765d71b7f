import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJobDetail, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { JobDetailScreen } from './job-detail-screen';

function stubJob(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobDetailScreen', () => {
  it('shows the job with its title as the page heading', async () => {
    const job = buildJobDetail({
      title: 'Backend Engineer',
      languages: [
        { code: 'en', name: { en: 'English', zh: '英语', ar: 'الإنجليزية' } },
        { code: 'ar', name: { en: 'Arabic', zh: '阿拉伯语', ar: 'العربية' } },
      ],
      skills: [{ id: '00000000-0000-4000-8000-0000000000aa', skillName: 'PostgreSQL' }],
      description: 'First paragraph.\nSame paragraph.\n\nSecond paragraph.',
    });
    const fetchMock = stubJob(() => jsonResponse(job));

    renderRoute(<JobDetailScreen />, { path: '/jobs/:jobId', url: `/jobs/${job.id}` });

    expect(screen.getByText('Loading job…')).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    expect(heading.querySelector('[dir="auto"]')?.getAttribute('lang')).toBe('en');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/elevate-be/rest/api/job-seeker/job/${job.id}`);
    expect(screen.getByText('English and Arabic')).toBeTruthy();
    expect(screen.getByText('2 years')).toBeTruthy();
    expect(within(screen.getByRole('list')).getByText('PostgreSQL')).toBeTruthy();
    expect(screen.getByText(/First paragraph\.\s+Same paragraph\./)).toBeTruthy();
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    expect(screen.queryByText('Applications are closed for this job.')).toBeNull();
    await vi.waitFor(() => expect(document.title).toBe('Backend Engineer – Talent Sourcing'));
  });

  it("puts the key facts under the title, before the actions, and links the company's page", async () => {
    const job = buildJobDetail({ endDate: '2999-01-31' });
    stubJob(() => jsonResponse(job));
    renderRoute(<JobDetailScreen renderActions={() => <section aria-label="Why this job" />} />, {
      path: '/jobs/:jobId',
      url: `/jobs/${job.id}`,
    });

    const company = await screen.findByRole('link', { name: job.company.name });
    expect(company.getAttribute('href')).toBe(`/jobs/companies/${job.company.id}`);
    const fit = screen.getByRole('region', { name: 'Why this job' });
    for (const label of [
      'Salary',
      'Location',
      'Work model',
      'Employment type',
      'Applications close',
      'Posted',
    ]) {
      const fact = screen.getByText(label, { selector: 'dt' });
      // the fact comes before "Why this job" in the page
      expect(fact.compareDocumentPosition(fit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(
      screen.getByText('Category', { selector: 'dt' }).compareDocumentPosition(fit) &
        Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });

  it.each([
    [{ remote: false, workModel: 'on_site', remoteCountries: [] }, 'en-US', 'On site'],
    [{ remote: false, workModel: 'hybrid', remoteCountries: [] }, 'en-US', 'Hybrid'],
    [
      { remote: true, workModel: 'remote', remoteCountries: [] },
      'en-US',
      'Remote — open to candidates anywhere',
    ],
    [
      { remote: true, workModel: 'remote', remoteCountries: ['QA'] },
      'en-US',
      'Remote — open to candidates in Qatar',
    ],
    [
      { remote: true, workModel: 'remote', remoteCountries: ['QA', 'OM'] },
      'en-US',
      'Remote — open to candidates in Qatar and Oman',
    ],
    [{ remote: true, workModel: 'remote', remoteCountries: ['QA'] }, 'zh-CN', '远程 — 面向卡塔尔的候选人'],
    [{ remote: true, workModel: 'remote', remoteCountries: ['QA'] }, 'ar', 'عن بُعد — متاحة للمرشحين في قطر'],
  ] as const)('says the work model in words: %o in %s', async (model, locale, words) => {
    const base = buildJobDetail();
    const job = {
      ...base,
      location: { ...base.location, ...model, remoteCountries: [...model.remoteCountries] },
    };
    stubJob(() => jsonResponse(job));
    renderRoute(<JobDetailScreen />, { path: '/jobs/:jobId', url: `/jobs/${job.id}`, locale });
    await screen.findByRole('heading', { level: 1 });
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    expect(screen.getByText(words, { normalizer: plain })).toBeTruthy();
  });

  it('says applications are closed once the end date has passed', async () => {
    stubJob(() => jsonResponse(buildJobDetail({ endDate: '2020-01-31' })));
    renderRoute(<JobDetailScreen />, { path: '/jobs/:jobId', url: '/jobs/x' });
    expect(await screen.findByText('Applications are closed for this job.')).toBeTruthy();
  });

  it('says when the salary, place or type last changed, in the reader’s language', async () => {
    const materialChange = { changedAt: '2026-12-02T09:00:00.000Z', fields: ['salary' as const] };
    stubJob(() => jsonResponse(buildJobDetail({ materialChange })));
    const { unmount } = renderRoute(<JobDetailScreen />, { path: '/jobs/:jobId', url: '/jobs/x' });
    expect(await screen.findByText('Updated on Dec 2, 2026: salary changed')).toBeTruthy();
    unmount();
    stubJob(() =>
      jsonResponse(buildJobDetail({ materialChange: { ...materialChange, fields: ['salary', 'location'] } })),
    );
    renderRoute(<JobDetailScreen />, { path: '/jobs/:jobId', url: '/jobs/x', locale: 'ar' });
    expect(await screen.findByText(/^حُدّثت في .+: تغيّر الراتب ومكان العمل$/)).toBeTruthy();
  });

  it('says applications are closed for a closed job', async () => {
    stubJob(() => jsonResponse(buildJobDetail({ status: 'closed' })));
    renderRoute(<JobDetailScreen />, { path: '/jobs/:jobId', url: '/jobs/x' });
    expect(await screen.findByText('Applications are closed for this job.')).toBeTruthy();
  });

  it('shows a not-found page for a 404', async () => {
    stubJob(() => jsonResponse({ error: 'not_found', message: 'No such job' }, 404));
    renderRoute(<JobDetailScreen />, {
      path: '/jobs/:jobId',
      url: '/jobs/00000000-0000-4000-8000-000000000000',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('shows an error with a retry button for a server failure', async () => {
    stubJob(() => jsonResponse({ error: 'internal', message: 'boom' }, 500));
    renderRoute(<JobDetailScreen />, { path: '/jobs/:jobId', url: '/jobs/x' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The job could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
