import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RECRUITER, signedInPage } from './support/accounts.js';
import { api } from './support/answers.js';
import { launchBrowser } from './support/browser.js';
import { DEMO_SEEKER } from './support/seeker.js';

/**
 * Issue 25, defect 9: /profile, /hr and a candidate's page draw their frame and placeholders shaped
 * like the content while their data is held back, never a whole-page spinner, and the content when
 * it comes.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Holds the answers of the requests `held` matches until `release` is called. */
async function holdAnswers(page: Page, held: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

async function expectPlaceholdersThenContent(page: Page, address: string, held: RegExp, heading: RegExp) {
  const release = await holdAnswers(page, held);
  await page.goto(address);
  const main = page.getByRole('main');
  await main.getByTestId('content-skeleton').first().waitFor();
  expect(await main.locator('.mantine-Loader-root').count()).toBe(0);
  release();
  await main.getByRole('heading', { level: 1, name: heading }).waitFor();
  await main.getByTestId('content-skeleton').first().waitFor({ state: 'detached' });
  expect(await main.locator('.mantine-Loader-root').count()).toBe(0);
}

describe('slow screens (issue 25)', () => {
  it('/profile: the header and cards as placeholders, then the profile', async () => {
    const page = await signedInPage(browser, DEMO_SEEKER);
    await expectPlaceholdersThenContent(page, '/profile', /\/profile\/x\/$/, /.+/);
    await page.context().close();
  });

  it('/hr: the heading and every card at once, rows as placeholders, then the figures', async () => {
    const page = await signedInPage(browser, DEMO_RECRUITER);
    await expectPlaceholdersThenContent(page, '/hr', /\/api\/hr\/my-job\/search/, /Falcon Bay/);
    await expect
      .poll(() => page.getByRole('region', { name: 'Open jobs' }).getByRole('link').count())
      .toBeGreaterThan(1);
    await page.context().close();
  });

  it("a candidate's page: the panel as placeholders, then the candidate", async () => {
    const page = await signedInPage(browser, DEMO_RECRUITER);
    await page.goto('/favicon.svg');
    const mine = await api<{ items: { id: string; status: string; stageCounts: { applied: number } }[] }>(
      page,
      'GET',
      '/api/hr/my-job/search?limit=50',
    );
    const job = mine.items.find((j) => j.status === 'published' && j.stageCounts.applied > 0);
    if (job === undefined) throw new Error('the demo recruiter has no published job with applicants');
    const pool = await api<{
      items: { candidate: { subject: string; fullName: string; anonymised?: boolean } }[];
    }>(page, 'GET', `/api/hr/wf/job/${job.id}/applicant-pool?status=applied`);
    const candidate = pool.items.find((i) => i.candidate.anonymised !== true)?.candidate;
    if (candidate === undefined) throw new Error('no applicant of the job is named');
    await expectPlaceholdersThenContent(
      page,
      `/hr/candidates/${encodeURIComponent(candidate.subject)}?jobId=${job.id}`,
      /\/api\/hr\/candidate\//,
      new RegExp(candidate.fullName),
    );
    await page.context().close();
  });
});
