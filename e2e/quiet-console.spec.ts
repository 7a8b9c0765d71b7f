import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.js';
import { DEMO_RECRUITER, signInThroughApi } from './support/accounts.js';
import { pipelineAddresses } from './support/pipeline.js';
import { signInAsSeeker } from './support/seeker.js';

const baseUrl = inject('baseUrl');

/**
 * What the browser's console would show a developer: errors, and every answer of 400 or more (a
 * failed request is logged by the browser itself, whatever the page does with it).
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

describe('a quiet console', () => {
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
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('an anonymous visit to /jobs logs no error and asks nobody who is signed in', async () => {
    const problems = watchConsole(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/uaa/me') asked.push(request.url());
    });
    await page.goto('/jobs');
    await page.getByRole('main').getByRole('article').first().waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('a signed-in seeker is still known after a reload, and the home leads with the search and what waits', async () => {
    await signInAsSeeker(page);
    const problems = watchConsole(page);
    await page.reload();
    const main = page.getByRole('main');
    const waiting = main.getByRole('region', { name: 'Waiting for your answer' });
    await waiting.waitFor();
    // the demo seeker has an invitation, an interview and an offer waiting (README)
    expect(await waiting.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
    const search = await top(main.getByRole('searchbox').first());
    const waitingTop = await top(waiting);
    const recommended = await top(main.getByRole('heading', { name: 'Recommended for you' }));
    expect(search).toBeLessThan(waitingTop);
    expect(waitingTop).toBeLessThan(recommended);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  it('a recruiter’s pipeline and a seeker’s profile load every photo: no request fails', async () => {
    await signInThroughApi(context, DEMO_RECRUITER);
    const addresses = await pipelineAddresses(page);
    const problems = watchConsole(page);
    const pictures: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/fm/download/preview/')) pictures.push(response.url());
    });
    for (const address of [addresses.sourcing, addresses.applicant]) {
      await page.goto(address);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    // the demo world's candidates have photos: the check saw some load
    expect(pictures.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);

    const seeker = await newContext(browser, baseUrl);
    try {
      const own = await seeker.newPage();
      await signInAsSeeker(own);
      const seen = watchConsole(own);
      await own.goto('/profile');
      await own.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await own.waitForLoadState('networkidle');
      expect(seen).toEqual([]);
    } finally {
      await seeker.close();
    }
  });
});
