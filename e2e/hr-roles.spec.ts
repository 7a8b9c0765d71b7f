import { randomUUID } from 'node:crypto';
import type { APIResponse, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.js';
import {
  API,
  choose,
  DEMO_HR_ADMIN,
  DEMO_INTERVIEWER,
  DEMO_INTERVIEWER_NAME,
  type InterviewSlot,
  jobWithShortlistedApplicant,
  settled,
  signInTo,
} from './support/roles.js';

const baseUrl = inject('baseUrl');

/**
 * Issue 12's second browser test: the organisation's admin adds an address and gives a colleague
 * (a plain member with no role) the interviewer role on one job; once she takes part in an interview
 * of that job, she sees that job's interviews and nothing else of the recruiter workspace, and the
 * server refuses her the rest. The steps build on each other, in order.
 */
describe('the organisation admin gives a colleague the interviewer role on a job', () => {
  let browser: Browser;
  let admin: Page;
  let slot: InterviewSlot | undefined;
  /** The interview scheduled with the colleague as a participant. */
  let interviewId: string | undefined;
  const addressLabel = `Sohar branch ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await (await newContext(browser, baseUrl)).newPage();
    await signInTo(admin, DEMO_HR_ADMIN, '/hr/settings');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds an address through the settings form and sees it in the list', async () => {
    await admin.goto('/hr/settings');
    await settled(admin);
    const main = admin.getByRole('main');
    await main.getByRole('tab', { name: 'Addresses', selected: true }).waitFor();
    await main.getByRole('button', { name: 'Add an address' }).click();

    const dialog = admin.getByRole('dialog', { name: 'New address' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(addressLabel);
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Building 12, Way 201');
    await choose(admin, dialog.getByRole('combobox', { name: 'Country' }), 'Oman');
    await choose(admin, dialog.getByRole('combobox', { name: 'City' }), 'Sohar');
    await dialog.getByRole('textbox', { name: 'Postal code' }).fill('311');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+968 2684 0000');
    await dialog.getByRole('button', { name: 'Save the address' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = (page: Page) =>
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: addressLabel, exact: true }) });
    await card(admin).waitFor();
    expect(await card(admin).innerText()).toContain('Sohar, 311, Oman');
    // the server keeps it: it is still there after a reload
    await admin.reload();
    await card(admin).waitFor();
    expect(await card(admin).count()).toBe(1);
  });

  it('gives Maryam Al Harthy the interviewer role on a job and sees it listed', async () => {
    slot = await jobWithShortlistedApplicant(admin);
    await admin.goto('/hr/settings');
    await settled(admin);
    const main = admin.getByRole('main');
    await main.getByRole('tab', { name: 'Job roles' }).click();
    // the tab may open on a job of its own choosing: the one wanted is chosen unless it is that one
    await choose(admin, main.getByRole('combobox', { name: 'Job' }), slot.jobTitle);
    await main.getByRole('heading', { name: `Team of “${slot.jobTitle}”` }).waitFor();

    const form = main.getByRole('region', { name: 'Give a role' });
    await choose(admin, form.getByRole('combobox', { name: 'Colleague' }), DEMO_INTERVIEWER_NAME);
    await choose(admin, form.getByRole('combobox', { name: 'Role' }), 'Interviewer');
    await form.getByRole('button', { name: 'Give the role' }).click();

    const interviewers = main.getByRole('region', { name: 'Interviewer', exact: true });
    await interviewers.getByRole('listitem').filter({ hasText: DEMO_INTERVIEWER_NAME }).waitFor();
    await interviewers
      .getByRole('button', { name: `Remove ${DEMO_INTERVIEWER_NAME} as Interviewer` })
      .waitFor();
  });

  it('schedules an interview on that job with her as a participant', async () => {
    if (slot === undefined) throw new Error('no job was chosen: the role step failed');
    await admin.goto(`/hr/jobs/${slot.jobId}?stage=shortlist`);
    await settled(admin);
    const main = admin.getByRole('main');
    await main.getByRole('link').filter({ hasText: slot.fullName }).first().click();
    await admin.waitForURL((url) => url.searchParams.get('candidate') === slot?.subject);
    await main.getByRole('button', { name: 'Schedule an interview' }).click();

    const dialog = admin.getByRole('dialog', { name: `Schedule an interview with ${slot.fullName}` });
    const participant = dialog.getByRole('checkbox', { name: `${DEMO_INTERVIEWER_NAME} — Interviewer` });
    await participant.check();
    expect(await participant.isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Sohar branch, room 2');
    const scheduled = admin.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith('/hr/assesment/schedule'),
    );
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    const answer = await scheduled;
    expect(answer.status()).toBe(201);
    const body = (await answer.json()) as { id: string; job: { id: string } };
    expect(body.job.id).toBe(slot.jobId);
    interviewId = body.id;
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByText(`Interview with ${slot.fullName} scheduled`).waitFor();
  });

  describe('signed in as the interviewer', () => {
    let page: Page;

    beforeAll(async () => {
      // a browser of her own: nothing of the admin's session
      page = await (await newContext(browser, baseUrl)).newPage();
      await signInTo(page, DEMO_INTERVIEWER, '/hr/interviews');
    });

    it("sees that job's interviews and only them", async () => {
      if (slot === undefined || interviewId === undefined) throw new Error('no interview was scheduled');
      await page.goto('/hr/interviews?view=list');
      await settled(page);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'My interviews' }).waitFor();
      const cards = main.getByRole('list', { name: 'List' }).getByRole('article');
      await cards.filter({ hasText: slot.fullName }).first().waitFor();
      const texts = await cards.allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain(slot.jobTitle);

      // the list as the server answers it to her: that job's interviews, the one scheduled among them
      const res = await page.request.get(`${API}/hr/assesment/list?limit=50`);
      expect(res.status()).toBe(200);
      const list = (await res.json()) as { items: { id: string; job: { id: string } }[]; total: number };
      expect(list.items.map((i) => i.id)).toContain(interviewId);
      expect(list.items.every((i) => i.job.id === slot?.jobId)).toBe(true);
      expect(list.total).toBe(texts.length);
    });

    it('is offered no other section of the workspace, and its addresses take her to her interviews', async () => {
      await page.goto('/hr/interviews');
      await settled(page);
      const nav = page.getByRole('navigation', { name: 'Sections' });
      expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Interviews']);

      const jobId = slot?.jobId ?? '';
      for (const path of [
        '/hr',
        '/hr/jobs',
        `/hr/jobs/${jobId}`,
        '/hr/offers',
        '/hr/collections',
        '/hr/settings',
      ]) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/hr/interviews');
        await settled(page);
        expect(await page.getByRole('main').getByRole('heading', { level: 1 }).innerText()).toBe(
          'My interviews',
        );
      }
    });

    it('is refused the hidden actions by the server', async () => {
      if (slot === undefined) throw new Error('no job was chosen: the role step failed');
      const refusal = async (res: APIResponse) => ({
        status: res.status(),
        error: ((await res.json()) as { error?: string }).error,
      });
      const forbidden = { status: 403, error: 'forbidden' };
      for (const path of [
        '/hr/my-job/search',
        '/hr/offer/list',
        '/hr/talent-collection',
        `/hr/wf/job/${slot.jobId}/shortlist`,
        `/hr/configure/list/${slot.jobId}`,
      ]) {
        expect({ path, ...(await refusal(await page.request.get(`${API}${path}`))) }).toEqual({
          path,
          ...forbidden,
        });
      }
      // scheduling on her own job, in a form the server would take from a recruiter (and from this
      // site: the refusal is her role's, not the cross-site guard's)
      const me = (await (await page.request.get('/uaa/me')).json()) as { subject: string };
      const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 86_400_000);
      const schedule = await page.request.post(`${API}/hr/assesment/schedule`, {
        headers: { origin: baseUrl },
        data: {
          applicationId: slot.applicationId,
          kind: 'interview',
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
          timeZone: 'Asia/Muscat',
          participants: [me.subject],
        },
      });
      expect(await refusal(schedule), await schedule.text()).toEqual(forbidden);
    });
  });
});
