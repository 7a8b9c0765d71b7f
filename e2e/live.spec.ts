import type { Browser, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_RECRUITER, signedInPage } from './support/accounts.js';
import { api, recruiterApi, subjectOf, untouchedJob } from './support/answers.js';
import { launchBrowser, newContext } from './support/browser.js';
import { DEMO_SEEKER } from './support/seeker.js';

const baseUrl = inject('baseUrl');

/** The live channel's address (apps/server/src/modules/live/live.plugin.ts). */
const LIVE_PATH = '/router/rest/api/live';

/** What happens fast enough to count as live: well under the bell's 60 s polling. */
const LIVE_WITHIN_MS = 5_000;

interface LiveSocket {
  socket: WebSocket;
  frames: string[];
  closed: boolean;
}

/** Records the page's live WebSockets and the frames they receive (attach before loading the page). */
function watchLive(page: Page): LiveSocket[] {
  const sockets: LiveSocket[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== LIVE_PATH) return;
    const entry: LiveSocket = { socket, frames: [], closed: false };
    sockets.push(entry);
    socket.on('framereceived', (frame) => entry.frames.push(String(frame.payload)));
    socket.on('close', () => (entry.closed = true));
  });
  return sockets;
}

/**
 * Whether the page's latest live socket is open and greeted (the server's `hello` arrived). The
 * latest only: a socket of a document navigated away from is gone without a close event.
 */
const latestOpen = (sockets: LiveSocket[]) => {
  const last = sockets.at(-1);
  return last !== undefined && !last.closed && last.frames.some((f) => f.includes('"hello"'));
};

/** Waits until the page's live channel is open. */
async function liveOpen(sockets: LiveSocket[]): Promise<void> {
  await expect.poll(() => latestOpen(sockets), { timeout: 15_000 }).toBe(true);
}

/** Waits until the page's content (not its loaders) is shown. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('main .mantine-Loader-root') === null);
}

/** Marks the document, so that a reload (which would lose the mark) is seen. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
}

async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark === 1);
}

/** The bell's unread count, from its name ("Notifications, 3 unread"). */
async function unreadOnBell(page: Page): Promise<number> {
  const name =
    (await page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications/ })
      .getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(name);
  return match === null ? 0 : Number(match[1]);
}

/**
 * The unread count as the server has it now. The bell is compared with it rather than with a sum:
 * the server's timed work (expiries, reminders, every minute) may add notifications of its own
 * at any moment.
 */
async function serverUnread(page: Page): Promise<number> {
  return (await api<{ count: number }>(page, 'GET', '/router/rest/api/v2/notifications/count')).count;
}

/** "Waiting for your answer" on the seeker's home: each item as "kind: title", all of them. */
async function waitingFor(page: Page): Promise<string[]> {
  const region = page.getByRole('region', { name: 'Waiting for your answer' });
  if ((await region.count()) === 0) return [];
  const showAll = region.getByRole('button', { name: /^Show all/ });
  if ((await showAll.count()) > 0 && (await showAll.getAttribute('aria-expanded')) === 'false') {
    await showAll.click();
  }
  return region
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map(
        (li) => `${li.querySelector('p')?.textContent ?? ''}: ${li.querySelector('bdi')?.textContent ?? ''}`,
      ),
    );
}

/** The count on a stage's tab of the job's board. */
async function stageCount(page: Page, stage: RegExp): Promise<number> {
  const tab = page.getByRole('main').getByRole('tab', { name: stage });
  return Number((await tab.locator('.mantine-Badge-root').innerText()).trim());
}

describe('the live channel', () => {
  let browser: Browser;
  let seeker: Page;
  let recruiter: Page;
  let seekerSockets: LiveSocket[];
  let recruiterSockets: LiveSocket[];
  let seekerSubject = '';
  /** The job of the story: the seeker is invited, applies, and is asked to an interview. */
  let job: { id: string; title: string };
  let applicationId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    seeker = await signedInPage(browser, DEMO_SEEKER);
    seekerSockets = watchLive(seeker);
    await seeker.goto('/jobs');
    seekerSubject = await subjectOf(seeker);
    recruiter = await signedInPage(browser, DEMO_RECRUITER);
    recruiterSockets = watchLive(recruiter);
    await recruiter.goto('/hr');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is not opened, nor its code loaded, for an anonymous visitor', async () => {
    const context = await newContext(browser, baseUrl);
    try {
      const page = await context.newPage();
      const sockets = watchLive(page);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto('/jobs');
      await settled(page);
      await page.waitForLoadState('networkidle');
      expect(sockets).toEqual([]);
      expect(scripts.filter((s) => s.includes('live-client'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('tells the seeker\'s open page of an invitation: the bell and "waiting for your answer" change without a reload', async () => {
    await settled(seeker);
    await liveOpen(seekerSockets);
    job = await untouchedJob(recruiter, seeker);
    const unread = await unreadOnBell(seeker);
    const invitation = `Invitation to apply: ${job.title}`;
    expect(await waitingFor(seeker)).not.toContain(invitation);
    await markDocument(seeker);

    const sent = Date.now();
    await recruiterApi.invite(recruiter, job.id, seekerSubject, 'Live: your profile fits this role.');
    await expect
      .poll(() => unreadOnBell(seeker), { timeout: LIVE_WITHIN_MS })
      .toBeGreaterThanOrEqual(unread + 1);
    await expect.poll(() => waitingFor(seeker), { timeout: LIVE_WITHIN_MS }).toContain(invitation);
    expect(Date.now() - sent).toBeLessThan(LIVE_WITHIN_MS);
    expect(await stillSameDocument(seeker)).toBe(true);
    // one channel per tab all along
    expect(seekerSockets).toHaveLength(1);
  });

  it("tells the recruiter's open board of a new application: the stage count changes without a reload", async () => {
    await recruiter.goto(`/hr/jobs/${job.id}?stage=applicants`);
    await settled(recruiter);
    await liveOpen(recruiterSockets);
    const applicants = await stageCount(recruiter, /^Applicants/);
    await markDocument(recruiter);

    // applying answers the invitation: the candidate moves from the invitations to the applicants
    const application = await api<{ id: string }>(seeker, 'POST', `/api/job-seeker/job/${job.id}/apply`, {});
    applicationId = application.id;
    await expect
      .poll(() => stageCount(recruiter, /^Applicants/), { timeout: LIVE_WITHIN_MS })
      .toBe(applicants + 1);
    expect(await stillSameDocument(recruiter)).toBe(true);
    // the board's list shows the new applicant too
    await recruiter
      .getByRole('main')
      .getByText('Layla Al Harthy')
      .first()
      .waitFor({ timeout: LIVE_WITHIN_MS });
  });

  it('reconnects after the network was cut and catches up with what changed meanwhile', async () => {
    await seeker.goto('/jobs');
    await settled(seeker);
    await liveOpen(seekerSockets);
    const unread = await unreadOnBell(seeker);
    // an interview's item is titled by the interview ("Interview – <job>")
    const interviewsWaiting = async () =>
      (await waitingFor(seeker)).filter((item) => item.startsWith('Interview: ') && item.endsWith(job.title))
        .length;
    const before = seekerSockets.length;
    await markDocument(seeker);

    await seeker.context().setOffline(true);
    // the tab drops its channel when the browser says the network is gone
    await expect.poll(() => latestOpen(seekerSockets)).toBe(false);
    // meanwhile the recruiter shortlists the seeker and asks them to an interview
    await recruiterApi.shortlist(recruiter, job.id, seekerSubject);
    const start = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000);
    await recruiterApi.schedule(recruiter, {
      applicationId,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 45 * 60_000).toISOString(),
      participant: await subjectOf(recruiter),
    });
    // nothing reaches the tab while it is offline
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await interviewsWaiting()).toBe(0);
    expect(await unreadOnBell(seeker)).toBe(unread);

    await seeker.context().setOffline(false);
    await liveOpen(seekerSockets);
    expect(seekerSockets.length).toBe(before + 1);
    // the interview waits, once
    await expect.poll(interviewsWaiting, { timeout: LIVE_WITHIN_MS }).toBe(1);
    // the shortlist and the interview at least, and the bell says what the server says: none lost,
    // none counted twice (the count is fetched, never added to)
    await expect
      .poll(() => unreadOnBell(seeker), { timeout: LIVE_WITHIN_MS })
      .toBeGreaterThanOrEqual(unread + 2);
    await expect
      .poll(async () => (await unreadOnBell(seeker)) === (await serverUnread(seeker)), {
        timeout: LIVE_WITHIN_MS,
      })
      .toBe(true);
    expect(await stillSameDocument(seeker)).toBe(true);
  });
});
