import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RECRUITER, signedInPage } from './support/accounts.js';
import { launchBrowser } from './support/browser.js';
import { settled } from './support/roles.js';

/**
 * Issue 25: the drafts waiting for a publisher have a screen. The demo recruiter may publish: the
 * dashboard says how many drafts wait, the section menu leads to them, a search finds one, and it
 * opens in the editor with its Publish button. Nothing is published here.
 */
describe('the publishing queue', () => {
  let browser: Browser;
  let page: Page;
  /** A draft of this spec's own: another spec may publish the demo world's drafts. */
  const title = `Queue check ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signedInPage(browser, DEMO_RECRUITER);
    const open = await page.request.get('/elevate-be/rest/api/jobs?limit=1');
    const categoryId = ((await open.json()) as { items: { category: { id: string } }[] }).items[0]?.category
      .id;
    const created = await page.request.post('/elevate-be/rest/api/hr/job', {
      data: {
        title,
        description: 'A draft the publishing queue browser test writes, long enough to be valid.',
        textLanguage: 'en',
        category: { id: categoryId },
        location: { countryCode: 'OM' },
        employmentType: 'full_time',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says on the dashboard how many drafts wait, and lists them from the menu', async () => {
    await page.goto('/hr');
    await settled(page);
    const summary = page.getByRole('region', { name: 'Drafts to publish' });
    await expect.poll(() => summary.textContent()).toMatch(/waits? for you to publish/);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'To publish' })
      .click();
    await page.waitForURL((url) => url.pathname === '/hr/publishing');
    // the screen loads late: the dashboard's heading stays until it has come
    await page.getByRole('heading', { level: 1, name: 'Drafts to publish' }).waitFor();
    await page.locator('[data-component="publishing-draft"]').first().waitFor();
  });

  it('finds its draft by a search kept in the address, and opens it in the editor to publish', async () => {
    await page.getByRole('textbox', { name: 'Search the drafts' }).fill(title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === title);
    await page.getByRole('link', { name: `Review and publish ${title}` }).click();
    await page.waitForURL((url) => /^\/hr\/jobs\/[^/]+\/edit$/.test(url.pathname));
    await settled(page);
    await page.getByRole('button', { name: 'Publish' }).first().waitFor();
  });

  it('says when a search matches nothing, and clears it', async () => {
    await page.goto('/hr/publishing?q=zzzqqq');
    await settled(page);
    expect(await page.getByRole('textbox', { name: 'Search the drafts' }).inputValue()).toBe('zzzqqq');
    await page.getByText('No draft matches this search').waitFor();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await page.waitForURL((url) => url.search === '');
  });
});
