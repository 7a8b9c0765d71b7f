import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.js';

const baseUrl = inject('baseUrl');

async function jobCount(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /\d+ jobs?/ });
  await status.waitFor();
  const text = await status.innerText();
  return Number(/(\d[\d,]*) jobs?/.exec(text)?.[1]?.replaceAll(',', ''));
}

describe('job seekers browsing jobs', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
  });

  it('redirects / to /jobs and lists the seeded jobs', async () => {
    await page.goto('/');
    await page.waitForURL('**/jobs');
    await page.getByRole('heading', { level: 1, name: 'Find your next job' }).waitFor();
    const total = await jobCount(page);
    expect(total).toBeGreaterThan(100);
    // a page holds 100 jobs; 20 cards are drawn at once and the rest as the reader scrolls down
    const links = page.getByRole('article').getByRole('link');
    await expect.poll(() => links.count()).toBe(20);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return links.count();
      })
      .toBe(100);
    expect(await page.getByRole('button', { name: 'Show more jobs' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Result pages' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Jobs – Talent Sourcing');
  });

  it('narrows the list with a search and keeps it in the address', async () => {
    await page.goto('/jobs');
    const total = await jobCount(page);
    // search for a word of a job that is on the page, so the test follows whatever the seed made
    const firstTitle = await page.getByRole('article').getByRole('link').first().innerText();
    const word = firstTitle.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? firstTitle;

    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/keyword=/);
    await expect.poll(() => jobCount(page)).toBeLessThan(total);
    const narrowed = await jobCount(page);
    expect(narrowed).toBeGreaterThan(0);
    const titles = await page.getByRole('article').getByRole('link').allInnerTexts();
    expect(titles).toContain(firstTitle);

    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Search jobs' }).inputValue()).toBe(word);
    expect(await jobCount(page)).toBe(narrowed);
  });

  it('says so when nothing matches and clears the search', async () => {
    await page.goto('/jobs?keyword=zzqxjv');
    await page.getByRole('heading', { name: 'No jobs match your search' }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => jobCount(page)).toBeGreaterThan(100);
  });

  it('opens a job from the list and goes back to the search', async () => {
    await page.goto('/jobs');
    const link = page.getByRole('article').getByRole('link').nth(3);
    const title = await link.innerText();
    await link.click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}$/);
    // the detail screen loads lazily: wait for its heading, not for any h1
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(await page.title()).toBe(`${title} – Talent Sourcing`);

    const jobId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const api = await page.request.get(`/elevate-be/rest/api/job-seeker/job/${jobId}`);
    const job = (await api.json()) as { company: { name: string }; skills: { skillName: string }[] };
    const body = await page.locator('main').innerText();
    expect(body).toContain(job.company.name);
    for (const skill of job.skills) expect(body).toContain(skill.skillName);

    await page.getByRole('link', { name: 'Back to jobs' }).click();
    await page.waitForURL('**/jobs');
  });

  it('shows a not-found page for an unknown job', async () => {
    await page.goto('/jobs/7a1c1a52-1111-4a4a-9b9b-123456789abc');
    await page.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
  });

  it('switches to Arabic and mirrors the layout', async () => {
    await page.goto('/jobs');
    await jobCount(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('ar');
    // the product name sits at the right edge in right-to-left
    const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
    expect(brand).not.toBeNull();
    expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeGreaterThan(640);

    await page.reload();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // the app draws after the server's first paint: wait for its language menu, now in Arabic
    await page.getByRole('combobox', { name: 'اللغة' }).waitFor();
  });

  it('reads the old language cookie value zh as zh-CN', async () => {
    await context.addCookies([{ name: 'language', value: 'zh', url: baseUrl }]);
    await page.goto('/jobs');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
  });
});
