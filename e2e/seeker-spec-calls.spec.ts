import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/accounts.js';
import { launchBrowser, newContext } from './support/browser.js';
import { chooseDay } from './support/date-time.js';
import { signInAsSeeker } from './support/seeker.js';

const baseUrl = inject('baseUrl');

/** Waits until the page's content (not its loaders) is shown. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('main .mantine-Loader-root') === null);
}

/** The names of the recent searches the menu offers (none when the seeker has none: no button). */
async function recentSearchNames(page: Page): Promise<string[]> {
  const button = page.getByRole('main').getByRole('button', { name: 'Recent searches' });
  if ((await button.count()) === 0) return [];
  await button.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const names = await menu.locator('a[role="menuitem"]').allInnerTexts();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return names;
}

/**
 * The job seeker's calls that had no screen (issue 25): removing a recent search, the companies
 * applied to, what is new among offers and interviews, and asking for a graduate offer. Each step
 * uses data of its own or only reads the demo seeker's, so the other specs on the shared server see
 * the same world.
 */
describe('the job seeker reaches every call of the spec from a screen', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
    await signInAsSeeker(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('removes a recent search, which stays gone after a reload', async () => {
    // a search of this spec's own, so no other spec's recent search is touched
    const word = `zephyr${Date.now().toString(36)}`;
    await page.goto('/jobs');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/keyword=/);
    await expect.poll(() => recentSearchNames(page)).toContain(word);

    await page.getByRole('main').getByRole('button', { name: 'Recent searches' }).click();
    const menu = page.getByRole('menu');
    const remove = menu.getByRole('menuitem', { name: `Remove recent search: ${word}` });
    // by keyboard, as any item of the menu
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.getByText(`“${word}” removed from your recent searches.`).waitFor();
    if ((await menu.count()) > 0) {
      expect(await menu.getByRole('menuitem', { name: word, exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');
    }

    await page.reload();
    await settled(page);
    expect(await recentSearchNames(page)).not.toContain(word);
  });

  it('sees what is new among offers and interviews, each leading to its answer screen', async () => {
    await page.goto('/applications');
    await settled(page);
    const panel = page.getByRole('region', { name: 'What’s new: offers and interviews' });
    await panel.waitFor();
    const links = panel.getByRole('link');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/jobs\/(interview\/[^/]+\/[^/]+|offer\/[^/]+)$/);

    await links.first().click();
    await page.waitForURL((url) => url.pathname === hrefs[0]);
    await settled(page);
  });

  it('sees the companies applied to, each a link to its page', async () => {
    await page.goto('/applications');
    await settled(page);
    const companies = page.getByRole('region', { name: 'Companies you applied to' });
    await companies.waitFor();
    const first = companies.getByRole('link').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toMatch(/^\/jobs\/companies\/[0-9a-f-]{36}$/);
    await companies
      .getByText(/\d+ applications?/)
      .first()
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const name = await first.innerText();
    await first.click();
    await page.waitForURL(/\/jobs\/companies\//);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('asks for a graduate offer (or sees that it was asked), and the request stays', async () => {
    await page.goto('/applications');
    await settled(page);
    const card = page.getByRole('region', { name: 'Graduate offers' });
    await card.waitFor();
    const ask = card.getByRole('button', { name: 'Ask for a graduate offer' });
    const asked = card.getByText('Request sent', { exact: true });
    await ask.or(asked).first().waitFor();

    if (await ask.isVisible()) {
      await ask.click();
      const dialog = page.getByRole('dialog', { name: 'Ask for a graduate offer' });
      await dialog.waitFor();
      // nothing sent without a university: the field says why, and has the focus
      await dialog.getByRole('button', { name: 'Send the request' }).click();
      const university = dialog.getByRole('textbox', { name: 'University or college' });
      await dialog.getByText('Enter the name of your university (at least 2 characters).').waitFor();
      expect(await university.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await university.getAttribute('aria-invalid')).toBe('true');

      await university.fill('Sultan Qaboos University');
      // the day is chosen in the calendar: the 15th of next month
      const now = new Date();
      await chooseDay(
        page,
        dialog.getByRole('button', { name: /^Graduation date/ }),
        new Date(now.getFullYear(), now.getMonth() + 1, 15),
        'en-US',
        'Next month',
      );
      await dialog
        .getByRole('textbox', { name: 'Message to employers' })
        .fill('Civil engineering, ready to start.');
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Send the request' }).click();
      await page.getByText('Your request for a graduate offer was sent.').waitFor();
      await dialog.waitFor({ state: 'detached' });
    }
    await asked.waitFor();
    await card.getByRole('button', { name: 'Ask for a graduate offer' }).waitFor({ state: 'detached' });

    await page.reload();
    await settled(page);
    await page
      .getByRole('region', { name: 'Graduate offers' })
      .getByText('Request sent', { exact: true })
      .waitFor();
  });
});
