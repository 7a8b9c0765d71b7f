import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RECRUITER, signedInPage } from './support/accounts.js';
import { launchBrowser } from './support/browser.js';
import { DEMO_SEEKER, jobHrefs } from './support/seeker.js';

/** Set to a folder to keep a picture of each component (docs/design-system.md). */
const screenshotDir = process.env.LAYOUT_SCREENSHOTS;

/** Waits until the page's content (not its loaders) is shown. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('main .mantine-Loader-root') === null);
}

/** The component is on the page, inside the window's width; its picture is kept when asked. */
async function shows(component: Locator, name: string, width: number): Promise<void> {
  await component.waitFor({ state: 'visible' });
  const box = await component.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  if (screenshotDir !== undefined) {
    await component.screenshot({ path: `${screenshotDir}/component-${name}-${width}.png` });
  }
}

/**
 * The design system's components as they appear in the product (docs/design-system.md shows these
 * pictures): each must be found on the page where the product uses it, at a phone's and a laptop's
 * width, without overflowing the window.
 */
/** One Chromium for the whole file; each `describe` has its own signed-in context. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([390, 1280])('the design system components at %i px', (width) => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(browser, DEMO_SEEKER);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('page header, filters bar and job card on the job list', async () => {
    await page.goto('/jobs?keyword=engineer');
    await settled(page);
    await shows(page.locator('main [data-component="page-header"]').first(), 'page-header', width);
    await shows(page.locator('main [data-component="filters-bar"]').first(), 'filters-bar', width);
    await shows(page.getByRole('main').getByRole('article').first(), 'job-card', width);
  });

  it('the list beside the job', async () => {
    await page.goto('/jobs/all');
    await settled(page);
    const first = (await jobHrefs(page))[0] ?? '';
    await page.goto(first.startsWith('/jobs/all/') ? first : '/jobs/all');
    await settled(page);
    await shows(
      page.locator('main [data-component="list-detail-split"]').first(),
      'list-detail-split',
      width,
    );
  });

  it('company header', async () => {
    await page.goto('/jobs');
    await settled(page);
    const company = page.getByRole('main').locator('a[href^="/jobs/companies/"]').first();
    await company.waitFor();
    await page.goto((await company.getAttribute('href')) ?? '');
    await shows(page.locator('main [data-component="company-header"]').first(), 'company-header', width);
  });

  it('empty state', async () => {
    await page.goto('/jobs?keyword=qqqzzzxxxnothing');
    await settled(page);
    await shows(page.locator('main [data-component="empty-state"]').first(), 'empty-state', width);
  });

  it('error state: a page that is not for this account says so, without "try again"', async () => {
    const other = await signedInPage(browser, DEMO_RECRUITER);
    try {
      await other.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await other.goto('/saved');
      const error = other.locator('main [data-component="error-state"]').first();
      await shows(error, 'error-state', width);
      expect(await error.getByRole('button').count()).toBe(0);
    } finally {
      await other.context().close();
    }
  });
});
