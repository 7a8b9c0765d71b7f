import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.js';
import { jobHrefs, signInAsSeeker } from './support/seeker.js';

const baseUrl = inject('baseUrl');

/**
 * On a job's page: saves it and applies. Answers the job's title once applied, or null when the job
 * cannot be applied to (already applied, closed, or refused with the server's message).
 */
async function saveAndApply(page: Page, href: string): Promise<string | null> {
  await page.goto(href);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  await page.getByRole('region', { name: 'Why this job' }).waitFor();
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  const status = page.getByText('Your application:');
  await apply.or(status).first().waitFor();
  if (!(await apply.isVisible()) || !(await apply.isEnabled())) return null;

  const save = page.getByRole('button', { name: 'Save', exact: true });
  if (await save.isVisible()) {
    await save.click();
    await page.getByRole('button', { name: 'Saved', exact: true, pressed: true }).waitFor();
  }

  await apply.click();
  // applying opens a short sheet first: nothing is sent until it is confirmed
  await page.getByRole('dialog').getByRole('button', { name: 'Send application' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'You cannot apply yet' });
  await status.or(refused).first().waitFor();
  if (await refused.isVisible()) {
    // a refusal tells the seeker why, in the server's words
    expect((await refused.innerText()).length).toBeGreaterThan('You cannot apply yet'.length);
    return null;
  }
  await page.getByRole('status').getByText('Your application was sent.').waitFor();
  return title;
}

describe('a job seeker from search to application', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('signs in, searches, sees the fit, saves, applies and follows the application', async () => {
    await signInAsSeeker(page);

    // the section menu marks where the seeker is
    const sections = page.getByRole('navigation', { name: 'Sections' });
    expect(await sections.getByRole('link', { name: 'Jobs', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );

    // search for a word of a listed job; the search is kept as a recent search
    const firstTitle = await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('link')
      .first()
      .innerText();
    const word = firstTitle.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? firstTitle;
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/keyword=/);
    await page.getByRole('button', { name: 'Recent searches' }).click();
    await page.getByRole('menuitem', { name: word }).first().waitFor();
    await page.keyboard.press('Escape');

    // the searched jobs first, then the rest of the list, until one takes the application
    const candidates = await jobHrefs(page);
    await page.goto('/jobs');
    for (const href of await jobHrefs(page)) if (!candidates.includes(href)) candidates.push(href);
    let applied: string | null = null;
    for (const href of candidates.slice(0, 30)) {
      applied = await saveAndApply(page, href);
      if (applied !== null) break;
    }
    expect(applied).not.toBeNull();
    const title = applied ?? '';

    // the Getting Started checklist follows real progress
    await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Getting Started' }).click();
    const checklist = page.getByRole('region', { name: 'Getting Started' });
    const applyStep = checklist.getByRole('listitem').filter({ hasText: 'Apply to a job' });
    await applyStep.getByText('Done', { exact: true }).waitFor();
    await checklist.getByRole('button', { name: 'Close Getting Started' }).click();
    await checklist.waitFor({ state: 'detached' });

    // the application, with its timeline
    await page.getByRole('main').getByRole('link', { name: 'View application' }).click();
    await page.waitForURL(/\/applications\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Application: Applied').waitFor();
    expect(await sections.getByRole('link', { name: 'Applications' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await page.getByRole('link', { name: 'Back to my applications' }).click();
    await page.waitForURL((url) => url.pathname === '/applications');
    await page.getByRole('main').getByRole('link', { name: title }).first().waitFor();

    // the saved job is in /saved
    await sections.getByRole('link', { name: 'Saved jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/saved');
    await page.getByRole('main').getByRole('link', { name: title }).first().waitFor();

    // Arabic: right to left, and the section menu moves to the right of the page
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.getByRole('heading', { level: 1, name: 'الوظائف المحفوظة' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const nav = await page.getByRole('navigation', { name: 'الأقسام' }).boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(nav).not.toBeNull();
    expect(main).not.toBeNull();
    expect(nav?.x ?? 0).toBeGreaterThan(main?.x ?? 0);
  });

  it('shows a job beside the list of all jobs', async () => {
    await context.addCookies([{ name: 'language', value: 'en-US', url: baseUrl }]);
    await page.goto('/jobs/all');
    await page.getByRole('heading', { level: 1, name: 'All jobs' }).waitFor();
    const first = page.getByRole('main').getByRole('article').getByRole('link').first();
    const title = await first.innerText();
    await first.click();
    await page.waitForURL(/\/jobs\/all\/[0-9a-f-]{36}$/);
    // the list stays, and the job opens beside it with its own heading under the page's
    await page.getByRole('heading', { level: 2, name: title, exact: true }).last().waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'All jobs' }).isVisible()).toBe(true);
    expect(await page.locator('main a[aria-current="page"]').innerText()).toBe(title);
    await page.getByRole('region', { name: 'Why this job' }).waitFor();
  });
});
