import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage } from './support/accounts.js';
import { api } from './support/answers.js';
import { launchBrowser } from './support/browser.js';
import { repoRoot } from './support/server.js';
import { DEMO_SEEKER } from './support/seeker.js';

/** A phone's window: the job's key facts must be on its first screen. */
const PHONE = { width: 390, height: 844 };

interface ListedJob {
  id: string;
  title: string;
  company: { id: string; name: string };
  salary: { min: number; max: number; currency: string } | null;
  endDate: string | null;
}

/** The interface's words in a language, read from its locale file (the page's own text). */
function words(language: string) {
  const file = path.join(repoRoot, 'apps/web/src/locales', `${language}.json`);
  const all = JSON.parse(readFileSync(file, 'utf8')) as {
    jobs: { detail: Record<string, string>; fit: Record<string, string> };
  };
  return { detail: all.jobs.detail, fit: all.jobs.fit };
}

/** The value (`dd`) of the job's fact labelled `label` (its `dt`) in the job's article. */
function fact(page: Page, label: string) {
  return page
    .getByRole('main')
    .getByRole('article')
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');
}

/** A published job with a salary range (two different amounts) and a closing date ahead. */
async function jobWithRange(page: Page, currency?: string): Promise<ListedJob> {
  const list = await api<{ items: ListedJob[] }>(page, 'GET', '/api/jobs?limit=100');
  const today = new Date().toISOString().slice(0, 10);
  const job = list.items.find(
    (j) =>
      j.salary !== null &&
      j.salary.min !== j.salary.max &&
      (currency === undefined || j.salary.currency === currency) &&
      // neither amount's digits inside the other's, so each is found on its own in the text
      !String(j.salary.max).includes(String(j.salary.min)) &&
      j.endDate !== null &&
      j.endDate > today,
  );
  if (job === undefined)
    throw new Error(
      `no listed job has a salary range${currency === undefined ? '' : ` in ${currency}`} and a closing date ahead`,
    );
  return job;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['en-US', 'ar'])('a job page on a phone in %s', (language) => {
  let page: Page;
  let job: ListedJob;
  const text = words(language);

  beforeAll(async () => {
    page = await signedInPage(browser, DEMO_SEEKER, language);
    await page.setViewportSize(PHONE);
    await page.goto('/readyz');
    job = await jobWithRange(page);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  async function openJob(shown = job): Promise<void> {
    await page.goto(`/jobs/${shown.id}`);
    await page.getByRole('heading', { level: 1, name: shown.title, exact: true }).waitFor();
    // the seeker's "Why this job" is there too, so that the facts are measured against it
    await page.getByRole('region', { name: text.fit.heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  }

  it('shows the salary, place, type and closing date on the first screen, above "Why this job"', async () => {
    await openJob();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const fit = await page.getByRole('region', { name: text.fit.heading }).boundingBox();
    expect(fit).not.toBeNull();
    for (const key of ['salary', 'location', 'employmentType', 'closes'] as const) {
      const value = fact(page, text.detail[key] ?? key);
      const box = await value.boundingBox();
      expect(box, key).not.toBeNull();
      if (box === null || fit === null) return;
      expect(box.height, key).toBeGreaterThan(0);
      expect(box.y + box.height, `${key} ends within the first ${PHONE.height} px`).toBeLessThanOrEqual(
        PHONE.height,
      );
      expect(box.y + box.height, `${key} above "Why this job"`).toBeLessThanOrEqual(fit.y);
    }
  });

  it("names the company with a link to the company's page", async () => {
    await openJob();
    const link = page
      .getByRole('main')
      .getByRole('article')
      .getByRole('link', { name: job.company.name, exact: true });
    expect(await link.count()).toBe(1);
    await link.click();
    await page.waitForURL((url) => url.pathname === `/jobs/companies/${job.company.id}`);
    await page.getByRole('heading', { level: 1, name: job.company.name }).waitFor();
  });

  it('shows the salary range lowest first', async () => {
    await openJob();
    const salary = fact(page, text.detail.salary ?? 'salary');
    const { min, max } = job.salary ?? { min: 0, max: 0 };
    // where each amount's digits sit on the screen: read as a person reads the numbers, lowest first
    const placed = await salary.evaluate(
      (dd, { min, max, locale }) => {
        const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
        const content = dd.textContent ?? '';
        const rect = (value: number) => {
          const digits = number.format(value);
          const at = content.indexOf(digits);
          if (at < 0) return null;
          // the text node holding the amount (the range is one string in one node)
          const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
          let offset = 0;
          for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
            const length = node.textContent?.length ?? 0;
            if (at >= offset && at + digits.length <= offset + length) {
              const range = document.createRange();
              range.setStart(node, at - offset);
              range.setEnd(node, at - offset + digits.length);
              const box = range.getBoundingClientRect();
              return { at, left: box.left, right: box.right };
            }
            offset += length;
          }
          return null;
        };
        return { low: rect(min), high: rect(max), content };
      },
      { min, max, locale: language },
    );
    expect(placed.low, placed.content).not.toBeNull();
    expect(placed.high, placed.content).not.toBeNull();
    if (placed.low === null || placed.high === null) return;
    // in the text, the lowest amount comes first
    expect(placed.low.at).toBeLessThan(placed.high.at);
    // on the screen, the two amounts are one left-to-right run, "165,000–216,000", in English and
    // in Arabic alike (numbers read left to right in both): not "216,000–165,000"
    expect(placed.low.right, placed.content).toBeLessThanOrEqual(placed.high.left);
  });

  // en-US writes "$165,000 – $216,000": the Arabic "US$" is the one the bidi algorithm turned round
  it.runIf(language === 'ar')('writes the US dollar as "US$", not "$US"', async () => {
    const dollars = await jobWithRange(page, 'USD');
    await openJob(dollars);
    const salary = fact(page, text.detail.salary ?? 'salary');
    const placed = await salary.evaluate((dd) => {
      const node = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT).nextNode();
      const content = node?.textContent ?? '';
      const at = content.indexOf('US$');
      if (node === null || at < 0) return { content, us: null, dollar: null };
      const box = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        const rect = range.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      };
      return { content, us: box(at, at + 2), dollar: box(at + 2, at + 3) };
    });
    expect(placed.us, placed.content).not.toBeNull();
    expect(placed.dollar?.left ?? 0, placed.content).toBeGreaterThanOrEqual((placed.us?.right ?? 0) - 0.5);
  });
});
