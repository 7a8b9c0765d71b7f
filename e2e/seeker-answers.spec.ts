import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, DEMO_RECRUITER, signedInPage } from './support/accounts.js';
import { api, recruiterApi, subjectOf, untouchedJob } from './support/answers.js';
import { launchBrowser } from './support/browser.js';
import { chooseDay, typeTime } from './support/date-time.js';
import { DEMO_SEEKER } from './support/seeker.js';

const baseUrl = inject('baseUrl');

/** The bell of the top bar, named by how many notifications are unread. */
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

async function unreadOnBell(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(name);
  return match === null ? 0 : Number(match[1]);
}

/** Waits until the page's content (not its loaders) is shown. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('main .mantine-Loader-root') === null);
}

/**
 * Opens the feed from the bell and the newest notification whose title names the job: it is
 * marked read, and its link leads to its screen.
 */
async function openNotification(page: Page, words: RegExp): Promise<void> {
  await bell(page).click();
  await page.waitForURL((url) => url.pathname === '/notifications');
  await settled(page);
  await page.getByRole('main').getByRole('link', { name: words }).first().click();
}

describe('the job seeker answers an invitation, an interview and an offer, told by notifications', () => {
  let browser: Browser;
  let seekerContext: BrowserContext;
  let seeker: Page;
  let recruiter: Page;
  let job: { id: string; title: string };
  let seekerSubject = '';
  let applicationId = '';
  let interview: { id: string; startsAt: string };
  const screens: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    seeker = await signedInPage(browser, DEMO_SEEKER);
    seekerContext = seeker.context();
    await seeker.goto('/jobs');
    seekerSubject = await subjectOf(seeker);
    recruiter = await signedInPage(browser, DEMO_RECRUITER);
    await recruiter.goto('/hr');
    job = await untouchedJob(recruiter, seeker);
    // a clean bell: whatever earlier specs left unread is read
    await api(seeker, 'PUT', '/router/rest/api/v2/notifications/all/read');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is invited, sees it on the bell and in the feed, and accepting applies', async () => {
    await recruiterApi.invite(recruiter, job.id, seekerSubject, 'Your profile fits this role well.');
    await seeker.goto('/jobs');
    await settled(seeker);
    await expect.poll(() => unreadOnBell(seeker)).toBe(1);
    await openNotification(seeker, new RegExp(`invited you to apply for ${job.title}`));
    await seeker.waitForURL((url) => url.pathname === `/invitations/${job.id}`);
    screens.invitation = `/invitations/${job.id}`;
    const main = seeker.getByRole('main');
    // the list's card and the open invitation both quote it; the one on screen counts
    await main.getByText('Your profile fits this role well.').filter({ visible: true }).first().waitFor();
    // read on opening: the bell falls
    await expect.poll(() => unreadOnBell(seeker)).toBe(0);
    expect(await accessibilityViolations(seeker)).toEqual([]);

    await main.getByRole('button', { name: 'Accept and apply' }).click();
    await seeker.getByText('Invitation accepted: your application was sent.').waitFor();
    // the invitation became an application: it is in /applications
    await seeker.goto('/applications');
    await seeker
      .getByRole('main')
      .getByRole('link', { name: new RegExp(job.title) })
      .first()
      .waitFor();
    const mine = await api<{ items: { id: string; job: { id: string } }[] }>(
      seeker,
      'GET',
      '/api/job-seeker/my-application?limit=50',
    );
    applicationId = mine.items.find((a) => a.job.id === job.id)?.id ?? '';
    expect(applicationId).not.toBe('');
  });

  it('adds the interview to the calendar at the right instant, then asks for another time', async () => {
    await recruiterApi.shortlist(recruiter, job.id, seekerSubject);
    const start = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000);
    interview = await recruiterApi.schedule(recruiter, {
      applicationId,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 45 * 60_000).toISOString(),
      participant: await subjectOf(recruiter),
    });
    await seeker.goto('/jobs');
    await settled(seeker);
    // on the shortlist, and an interview: two unread
    await expect.poll(() => unreadOnBell(seeker)).toBe(2);
    await openNotification(seeker, new RegExp(`Interview scheduled for ${job.title}`));
    await seeker.waitForURL((url) => url.pathname === `/jobs/interview/${job.id}/${interview.id}`);
    screens.interview = `/jobs/interview/${job.id}/${interview.id}`;
    await settled(seeker);
    await expect.poll(() => unreadOnBell(seeker)).toBe(1);
    expect(await accessibilityViolations(seeker)).toEqual([]);

    const main = seeker.getByRole('main');
    const [download] = await Promise.all([
      seeker.waitForEvent('download'),
      main.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    const ics = await readFile((await download.path()) ?? '', 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.startDate.toJSDate().toISOString()).toBe(interview.startsAt);
    expect(event.uid).toContain(interview.id);

    await main.getByRole('button', { name: 'Ask for another time' }).click();
    const dialog = seeker.getByRole('dialog');
    // each proposed time is a day in the calendar and a time typed in its hour field
    const first = dialog.getByRole('group', { name: /^Proposed time 1/ });
    expect(await dialog.locator('input[type="datetime-local"], input[type="date"]').count()).toBe(0);
    // an hour already gone today is caught in the form, on the time, and nothing is sent
    const sent: string[] = [];
    seeker.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/assesment/reschedule')) sent.push(r.url());
    });
    // today at midnight: the calendar offers no day already gone, but today's earlier hours are
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const hours = first.getByRole('spinbutton', { name: 'Start time: hours' });
    await chooseDay(seeker, first.getByRole('button', { name: /^Date/ }), midnight, 'en-US', 'Next month');
    await typeTime(seeker, hours, midnight, { am: 'KeyA', pm: 'KeyP' });
    await dialog.getByRole('button', { name: 'Send the proposed times' }).click();
    await first.getByText('Choose a time in the future.').waitFor();
    expect(await hours.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    const later = new Date(start.getTime() + 86_400_000);
    await chooseDay(seeker, first.getByRole('button', { name: /^Date/ }), later, 'en-US', 'Next month');
    await typeTime(seeker, hours, later, { am: 'KeyA', pm: 'KeyP' });
    const request = seeker.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/assesment/reschedule'),
    );
    await dialog.getByRole('button', { name: 'Send the proposed times' }).click();
    const body = JSON.parse((await request).postData() ?? '{}') as { proposedTimes?: { startsAt: string }[] };
    expect(body.proposedTimes?.map((p) => p.startsAt)).toEqual([later.toISOString()]);
    await main.getByText('Another time asked for').first().waitFor();
    const stored = await api<{ status: string }>(
      seeker,
      'GET',
      `/api/job-seeker/assesment/detail?id=${interview.id}`,
    );
    expect(stored.status).toBe('reschedule_requested');
  });

  it('accepts the offer; reading the last notification empties the bell', async () => {
    await recruiterApi.sendOffer(recruiter, applicationId);
    await seeker.goto('/jobs');
    await settled(seeker);
    // the shortlist one is still unread, and now the offer
    await expect.poll(() => unreadOnBell(seeker)).toBe(2);
    await openNotification(seeker, new RegExp(job.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await seeker.waitForURL((url) => url.pathname === `/jobs/offer/${job.id}`);
    screens.offer = `/jobs/offer/${job.id}`;
    await settled(seeker);
    await expect.poll(() => unreadOnBell(seeker)).toBe(1);
    expect(await accessibilityViolations(seeker)).toEqual([]);
    const main = seeker.getByRole('main');
    await main.getByText('2,400').first().waitFor();
    await main.getByRole('button', { name: 'Accept the offer' }).click();
    await main.getByText('Accepted').first().waitFor();

    // the last unread one (the shortlist) read from the feed: the bell shows none
    await openNotification(seeker, new RegExp(`shortlist for ${job.title}`));
    await expect.poll(() => unreadOnBell(seeker)).toBe(0);
    await seeker.goto('/notifications');
    await settled(seeker);
    expect(await accessibilityViolations(seeker)).toEqual([]);
    await seeker.goto('/notifications/settings');
    await settled(seeker);
    expect(await accessibilityViolations(seeker)).toEqual([]);
    await seeker.goto('/invitations');
    await settled(seeker);
    expect(await accessibilityViolations(seeker)).toEqual([]);
  });

  it('shows the same screens in Arabic, mirrored, with nothing for axe to find', async () => {
    await seekerContext.addCookies([{ name: 'language', value: 'ar', url: baseUrl }]);
    const story = [screens.invitation, '/invitations', screens.interview, screens.offer];
    if (story.some((p) => p === undefined)) throw new Error('the screens of the story were not reached');
    for (const path of [...(story as string[]), '/notifications', '/notifications/settings']) {
      await seeker.goto(path);
      await settled(seeker);
      expect(
        await seeker.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(['ar', 'rtl']);
      // mirrored: the heading's words sit against the right edge of the page, the section menu on the right
      const edges = await seeker.evaluate(() => {
        const main = document.querySelector('main')?.getBoundingClientRect();
        const h1 = document.querySelector('main h1');
        const range = document.createRange();
        if (h1 !== null) range.selectNodeContents(h1);
        const text = range.getBoundingClientRect();
        return { toRight: (main?.right ?? 0) - text.right, toLeft: text.left - (main?.left ?? 0) };
      });
      expect(edges.toRight, path).toBeLessThan(edges.toLeft);
      const nav = await seeker.getByRole('navigation', { name: 'الأقسام' }).boundingBox();
      const main = await seeker.getByRole('main').boundingBox();
      expect((nav?.x ?? 0) > (main?.x ?? 0), path).toBe(true);
      expect(await accessibilityViolations(seeker), path).toEqual([]);
      // and on a phone nothing scrolls sideways
      await seeker.setViewportSize({ width: 320, height: 800 });
      await seeker.waitForFunction(() => window.innerWidth === 320);
      await settled(seeker);
      expect(
        await seeker.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `${path} at 320 px`,
      ).toBe(0);
      await seeker.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
