import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/accounts.js';
import { launchBrowser, newContext } from './support/browser.js';
import { jobHrefs, signInAsSeeker } from './support/seeker.js';

const baseUrl = inject('baseUrl');

/** Waits until the page's content (not its loaders) is shown. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('main .mantine-Loader-root') === null);
}

describe.each(['en-US', 'ar'])('accessibility of the job seeker screens in %s', (language) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let jobHref = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
    await signInAsSeeker(page);
    jobHref = (await jobHrefs(page))[0] ?? '';
    await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it.each(['/jobs', 'job', '/saved', '/applications'])('%s has no WCAG violations', async (path) => {
    await page.goto(path === 'job' ? jobHref : path);
    await settled(page);
    if (path === '/jobs') await page.getByRole('main').getByRole('article').first().waitFor();
    if (path === 'job') await page.getByRole('main').getByRole('region').nth(1).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
