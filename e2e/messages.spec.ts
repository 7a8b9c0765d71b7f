import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, DEMO_RECRUITER, signedInPage } from './support/accounts.js';
import { api, subjectOf } from './support/answers.js';
import { launchBrowser } from './support/browser.js';
import { DEMO_SEEKER } from './support/seeker.js';

/**
 * Issue 23's conversations, in two browsers at once: the demo recruiter writes to the demo job seeker
 * from the candidate panel, the seeker answers from the chat popup, each message arriving on the
 * other side without a reload (through the live channel) while the unread counts move; then axe and
 * the widths on the new screens, in English and Arabic.
 */

/** How long a message may take to reach the other side through the live channel. */
const ARRIVAL_MS = 15_000;

const run = Date.now().toString(36);
const fromRecruiter = `Hello from the recruiter ${run}: the brief is at https://example.com/brief-${run}.`;
const fromSeeker = `Thanks, I read it ${run}.`;
const secondFromSeeker = `One more question ${run}?`;

/** The unread total a name says ("Messages, 3 unread" on the launcher, "Messages 3 unread messages" in the menu). */
async function unreadIn(locator: ReturnType<Page['getByRole']>): Promise<number> {
  const name = (await locator.getAttribute('aria-label')) ?? (await locator.innerText());
  const match = /(\d+)\s*unread/i.exec(name);
  return match === null ? 0 : Number(match[1]);
}

/** The job seeker's launcher in the top bar. */
const launcher = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });
/** "Messages" in the recruiter's section menu (its count is in its name). */
const recruiterMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Messages/ });

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Waits until the page's loaders are gone. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);
}

interface Listed {
  items: { id: string; status: string; job: { id: string; title: string } }[];
}

describe('the job seeker and the recruiter write to each other', () => {
  let browser: Browser;
  let seeker: Page;
  let recruiter: Page;
  let job = { id: '', title: '' };
  let seekerSubject = '';
  let seekerName = '';
  let channelId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    seeker = await signedInPage(browser, DEMO_SEEKER);
    recruiter = await signedInPage(browser, DEMO_RECRUITER);
    await seeker.goto('/jobs');
    await recruiter.goto('/hr');
    seekerSubject = await subjectOf(seeker);
    seekerName = (await api<{ fullName: string }>(seeker, 'GET', '/uaa/me')).fullName;
    // one of the seeker's applications to a job of the recruiter's organisation, still open
    const jobs = await api<{ items: { id: string }[] }>(recruiter, 'GET', '/api/hr/my/job?limit=50');
    const ours = new Set(jobs.items.map((j) => j.id));
    const mine = await api<Listed>(seeker, 'GET', '/api/job-seeker/my-application?limit=50');
    const application = mine.items.find((a) => ours.has(a.job.id) && a.status !== 'withdrawn');
    if (application === undefined) throw new Error('the demo seeker has no application to the recruiter');
    job = application.job;
    // the conversation about it, read to its end by the seeker: the counts below start from there
    const seekerId = (await api<{ id: string }>(seeker, 'GET', '/uaa/me')).id;
    channelId = (
      await api<{ id: string }>(recruiter, 'POST', '/router/rest/api/channels', { jobId: job.id, seekerId })
    ).id;
    const history = await api<{ items: { id: string }[] }>(
      seeker,
      'GET',
      `/router/rest/api/channels/${channelId}/messages?limit=1`,
    );
    const newest = history.items.at(-1);
    if (newest !== undefined)
      await api(seeker, 'POST', `/router/rest/api/channels/${channelId}/read`, { messageId: newest.id });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the recruiter writes from the candidate panel; it reaches the seeker without a reload', async () => {
    await seeker.goto('/applications');
    await settled(seeker);
    const before = await unreadIn(launcher(seeker));

    await recruiter.goto(
      `/hr/jobs/${job.id}?stage=applicants&candidate=${encodeURIComponent(seekerSubject)}`,
    );
    await recruiter.getByRole('button', { name: 'Message', exact: true }).click();
    const dock = recruiter.getByRole('dialog', { name: seekerName });
    const field = dock.getByRole('textbox', { name: 'Your message' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill(fromRecruiter);
    await field.press('Enter');
    await dock.getByText(fromRecruiter, { exact: true }).waitFor();
    await expect.poll(() => field.inputValue()).toBe('');
    // the link is a link, and a safe one
    const link = dock.getByRole('link', { name: `https://example.com/brief-${run}` });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await link.getAttribute('target')).toBe('_blank');
    // the panel closes with Escape, the focus back on the button that opened it
    await field.press('Escape');
    await dock.waitFor({ state: 'detached' });
    await expect
      .poll(() => recruiter.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Message');

    // the seeker's page was not reloaded: the launcher's count rises by itself
    await expect.poll(() => unreadIn(launcher(seeker)), { timeout: ARRIVAL_MS }).toBe(before + 1);
  });

  it('the seeker reads it in the popup (the count falls) and answers; it reaches the recruiter', async () => {
    const recruiterBefore = await unreadIn(recruiterMenu(recruiter));
    const unread = await unreadIn(launcher(seeker));
    await launcher(seeker).click();
    const popup = seeker.getByRole('dialog', { name: 'Messages' });
    await popup.getByRole('button', { name: new RegExp(`Hello from the recruiter ${run}`) }).click();
    const conversation = seeker.getByRole('dialog', { name: /./ }).filter({ hasText: fromRecruiter });
    await conversation.getByText(fromRecruiter, { exact: true }).waitFor();
    await expect.poll(() => unreadIn(launcher(seeker)), { timeout: ARRIVAL_MS }).toBe(unread - 1);

    const field = conversation.getByRole('textbox', { name: 'Your message' });
    await field.fill(fromSeeker);
    // Shift+Enter starts a new line, Enter sends
    await field.press('Shift+Enter');
    expect(await field.inputValue()).toBe(`${fromSeeker}\n`);
    await field.press('Enter');
    await conversation.getByText(fromSeeker, { exact: true }).waitFor();

    // the recruiter's menu counts it, without a reload
    await expect
      .poll(() => unreadIn(recruiterMenu(recruiter)), { timeout: ARRIVAL_MS })
      .toBe(recruiterBefore + 1);
    // opening the conversation reads it: the count falls back
    await recruiter.goto(`/hr/messages?channel=${channelId}`);
    await settled(recruiter);
    const main = recruiter.getByRole('main').locator('[data-component="conversation"]');
    await main.getByText(fromSeeker, { exact: true }).waitFor();
    await expect
      .poll(() => unreadIn(recruiterMenu(recruiter)), { timeout: ARRIVAL_MS })
      .toBe(recruiterBefore);

    // an open conversation follows by itself: the seeker writes again, the recruiter sees it arrive
    // and reads it (the next test's "Seen" needs that read to have reached the server)
    const readByRecruiter = recruiter.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/channels\/[^/]+\/read$/.test(response.url()),
      { timeout: ARRIVAL_MS * 2 },
    );
    await field.fill(secondFromSeeker);
    await field.press('Enter');
    await main.getByText(secondFromSeeker, { exact: true }).waitFor({ timeout: ARRIVAL_MS });
    expect((await readByRecruiter).ok()).toBe(true);
    // and it is said to screen readers, in a polite live region
    await expect
      .poll(() =>
        recruiter.evaluate(() =>
          Array.from(document.querySelectorAll('[aria-live="polite"]'))
            .map((el) => el.textContent ?? '')
            .join('|'),
        ),
      )
      .toContain(secondFromSeeker);

    // Escape closes the popup
    await field.press('Escape');
    await conversation.waitFor({ state: 'detached' });
  });

  it('the seeker sees "Seen" under their message once the recruiter has read it', async () => {
    await seeker.goto(`/messages?channel=${channelId}`);
    await settled(seeker);
    const main = seeker.getByRole('main').locator('[data-component="conversation"]');
    await main.getByText(secondFromSeeker, { exact: true }).waitFor();
    await main.getByText('Seen').waitFor({ timeout: ARRIVAL_MS });
  });

  it('has nothing axe finds on the new screens, in English and Arabic', async () => {
    for (const language of ['en-US', 'ar']) {
      const s = await signedInPage(browser, DEMO_SEEKER, language);
      const r = await signedInPage(browser, DEMO_RECRUITER, language);
      try {
        for (const [page, path] of [
          [s, '/messages'],
          [s, `/messages?channel=${channelId}`],
          [r, '/hr/messages'],
          [r, `/hr/messages?channel=${channelId}`],
        ] as const) {
          await page.goto(path);
          await settled(page);
          expect(await accessibilityViolations(page), `${language} ${path}`).toEqual([]);
        }
        // the popup over a page, and the recruiter's panel beside the candidate
        await s.goto('/applications');
        await settled(s);
        await s.getByRole('banner').locator('[data-chat-launcher]').click();
        await s.locator('[data-component="chat-popup"]').waitFor();
        await settled(s);
        expect(await accessibilityViolations(s), `${language} popup`).toEqual([]);
        await r.goto(`/hr/jobs/${job.id}?stage=applicants&candidate=${encodeURIComponent(seekerSubject)}`);
        await r
          .locator('[data-component="chat-dock"]')
          .or(r.getByRole('main').getByRole('article'))
          .first()
          .waitFor();
        const open = r
          .getByRole('main')
          .getByRole('button', { name: language === 'ar' ? 'مراسلة' : 'Message', exact: true });
        await open.click();
        await r.locator('[data-component="chat-dock"]').getByRole('textbox').waitFor();
        await settled(r);
        expect(await accessibilityViolations(r), `${language} panel`).toEqual([]);
      } finally {
        await s.context().close();
        await r.context().close();
      }
    }
  });

  it('never scrolls sideways from 320 to 1280 px', async () => {
    const s = await signedInPage(browser, DEMO_SEEKER, 'ar');
    const r = await signedInPage(browser, DEMO_RECRUITER);
    try {
      for (const width of [320, 390, 1280]) {
        for (const [page, path] of [
          [s, '/messages'],
          [s, `/messages?channel=${channelId}`],
          [r, '/hr/messages'],
          [r, `/hr/messages?channel=${channelId}`],
        ] as const) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(path);
          await settled(page);
          expect(await overflow(page), `${path} at ${width} px`).toBe(0);
        }
        await r.goto(`/hr/jobs/${job.id}?stage=applicants&candidate=${encodeURIComponent(seekerSubject)}`);
        await r.getByRole('main').getByRole('button', { name: 'Message', exact: true }).click();
        await r.locator('[data-component="chat-dock"]').getByRole('textbox').waitFor();
        expect(await overflow(r), `the panel at ${width} px`).toBe(0);
      }
    } finally {
      await s.context().close();
      await r.context().close();
    }
  });
});
