import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RECRUITER, signedInPage } from './support/accounts.js';
import { api } from './support/answers.js';
import { launchBrowser } from './support/browser.js';
import { DEMO_SEEKER } from './support/seeker.js';

/**
 * Issue 25: the demo recruiter edits a published job's salary in the editor, is told first whom it
 * tells, and sees the edit in the job's changes; the applicant (the demo job seeker) finds the
 * notification in her list.
 */

/** What this spec reads of the recruiter's job (`GET /api/hr/job/{id}`). */
interface HrJobDetail {
  id: string;
  status: string;
  salary: { min: number; max: number; currency: string; period: string } | null;
}

/** A word no other job holds, so that this run's job is told apart. */
const tag = `je${Date.now().toString(36)}`;

/** Waits until the main content (not its loaders) is shown. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('main .mantine-Loader-root') === null);
}

describe('a recruiter edits a published job', () => {
  let browser: Browser;
  let recruiter: Page;
  let seeker: Page;
  let job: HrJobDetail;

  beforeAll(async () => {
    browser = await launchBrowser();
    recruiter = await signedInPage(browser, DEMO_RECRUITER);
    seeker = await signedInPage(browser, DEMO_SEEKER);
    await recruiter.goto('/readyz');
    await seeker.goto('/readyz');
    // a job of this run's own: a copy of a published one, with no rule the seeker could fail, which
    // the seeker applies to (another spec may have had her apply to every demo job)
    // any published job serves as the model: the copy is new, so the seeker has not touched it
    const published = await api<{ items: { id: string }[] }>(
      recruiter,
      'GET',
      '/api/hr/my/job?status=published&limit=1',
    );
    const model = published.items[0];
    if (model === undefined) throw new Error('the demo recruiter has no published job');
    const detail = await api<HrJobDetail>(recruiter, 'GET', `/api/hr/job/${model.id}`);
    const draft = await api<HrJobDetail>(recruiter, 'POST', '/api/hr/job', {
      ...detail,
      title: `Platform Engineer ${tag}`,
      salary: { min: 1000, max: 1500, currency: 'OMR', period: 'month' },
      endDate: null,
      eligibility: { nationalsOnly: false, requiresWorkPermit: false, requiresResidentCard: false },
    });
    job = (await api<{ job: HrJobDetail }>(recruiter, 'POST', `/api/hr/my/job/${draft.id}/publish`)).job;
    await api(seeker, 'POST', `/api/job-seeker/job/${job.id}/apply`, {});
  });
  afterAll(async () => {
    await recruiter?.context().close();
    await seeker?.context().close();
    await browser?.close();
  });

  it('changes the salary after saying the applicants are told, and shows the change in its history', async () => {
    await recruiter.goto(`/hr/jobs/${job.id}/edit`);
    await settled(recruiter);
    const main = recruiter.getByRole('main');
    await main.getByText('No changes since the job was published.').waitFor();
    const max = main.getByRole('textbox', { name: 'Maximum salary' });
    expect(await max.isEditable()).toBe(true);
    await max.fill('1800');
    await main.getByRole('button', { name: 'Save changes' }).click();

    const dialog = recruiter.getByRole('dialog', { name: 'Save the changes to this published job?' });
    await dialog.getByText(/^The salary changes: the applicants still in the running .* are told/).waitFor();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await recruiter.getByText('Changes saved. The applicants still in the running were told.').waitFor();

    const history = main.getByRole('region', { name: 'Changes' });
    await history.getByText('1 applicant told').waitFor();
    const entry = history.getByRole('listitem').filter({ hasText: 'Salary' }).first();
    expect(await entry.innerText()).toMatch(/1,500.*→.*1,800/s);

    // the edit is on the job itself, as the public page shows it
    const saved = await api<HrJobDetail>(recruiter, 'GET', `/api/hr/job/${job.id}`);
    expect(saved.salary).toMatchObject({ min: 1000, max: 1800 });
    expect(saved.status).toBe('published');

    // after a reload the history is still there
    await recruiter.reload();
    await settled(recruiter);
    await main.getByRole('region', { name: 'Changes' }).getByText('1 applicant told').waitFor();
  });

  it('tells the applicant in her notifications', async () => {
    await seeker.goto('/notifications');
    await settled(seeker);
    await seeker
      .getByRole('main')
      .getByText(`Platform Engineer ${tag}, a job you applied to, has changed: salary`)
      .waitFor();
  });
});
