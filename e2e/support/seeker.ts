import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signInThroughLoginPage } from './accounts.js';

/** The demo job seeker: a complete profile, saved jobs and applications (README). */
export const DEMO_SEEKER = 'seeker@demo.test';

/** Signs the demo job seeker in through the real login page and waits for the job list. */
export async function signInAsSeeker(page: Page): Promise<void> {
  await signInThroughLoginPage(page, DEMO_SEEKER, DEMO_PASSWORD, encodeURIComponent('/jobs'));
  await page.waitForURL((url) => url.pathname === '/jobs');
  await page.getByRole('banner').getByRole('button', { name: 'Help' }).waitFor();
}

/** The addresses of the job links on the list shown. */
export async function jobHrefs(page: Page): Promise<string[]> {
  const links = page.getByRole('main').getByRole('article').getByRole('link');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  return hrefs.filter((h) => h !== '');
}
