import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_RECRUITER, signInThroughApi } from './support/accounts.js';
import { launchBrowser, newContext } from './support/browser.js';
import { api } from './support/answers.js';
import { nextMinute, seekerApi } from './support/hire.js';
import { signInAsSeeker } from './support/seeker.js';

const baseUrl = inject('baseUrl');

/**
 * The demo job seeker (seeker@demo.test): a software developer in Muscat with 6 years, a master's
 * degree, English, and these skills among hers, so that the job below fits her well (as it fits
 * other developers of the demo data) and she can be signed in as to answer.
 */
const CANDIDATE = 'Layla Al Harthy';
const SKILLS = ['React', 'JavaScript', 'PostgreSQL', 'Git', 'Java'];

/** A word no other job holds, so that the public search finds this run's job alone. */
const tag = `fb${Date.now().toString(36)}`;
const title = `Full-Stack React Developer ${tag}`;

/** Waits until the main content (not its loaders) is shown. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('main .mantine-Loader-root') === null);
}

/** Chooses an option of a Mantine Select or Autocomplete by typing part of it. */
async function pick(page: Page, field: string, typed: string, option: string | RegExp): Promise<void> {
  const box = page.getByRole('main').getByRole('combobox', { name: field, exact: true });
  await box.fill(typed);
  await page
    .getByRole('listbox', { name: field })
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
}

/**
 * Waits for the toast a dialog's action ends with; the dialog's own alert (a refusal, a field left
 * wrong) fails the test at once with its words.
 */
async function done(page: Page, dialog: Locator, toast: string): Promise<void> {
  const alert = dialog.getByRole('alert');
  await page.getByText(toast).or(alert).first().waitFor();
  if (await alert.isVisible()) throw new Error(`the dialog answered: ${await alert.innerText()}`);
}

/**
 * The schedule dialog's day (its calendar: the chosen day's month opens, tomorrow's, so today may be
 * a month back) and start time (hour and minute typed, then AM or PM, as an en-US clock has them).
 */
async function chooseStart(page: Page, dialog: Locator, at: { day: string; time: string }): Promise<void> {
  await dialog.getByRole('button', { name: /^Date/ }).click();
  const calendar = page.locator('[data-dates-dropdown]');
  const [y = 0, m = 1, d = 1] = at.day.split('-').map(Number);
  const name = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(y, m - 1, d));
  const day = calendar.getByRole('button', { name, exact: true });
  await calendar.getByRole('button', { name: 'Previous month' }).waitFor();
  if (!(await day.isVisible())) await calendar.getByRole('button', { name: 'Previous month' }).click();
  await day.click();
  const [h = 0, min = 0] = at.time.split(':').map(Number);
  await dialog.getByRole('spinbutton', { name: 'Start time: hours' }).click();
  await page.keyboard.type(`${String(h % 12 || 12).padStart(2, '0')}${String(min).padStart(2, '0')}`);
  await page.keyboard.press(h < 12 ? 'KeyA' : 'KeyP');
}

describe('a recruiter takes a new job from an empty form to a hire', () => {
  let browser: Browser;
  let recruiterContext: BrowserContext;
  let page: Page;
  let seekerContext: BrowserContext;
  let seeker: Page;
  let jobId = '';
  let applicationId = '';
  let interviewStart = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    recruiterContext = await newContext(browser, baseUrl);
    // through the token service: the login page has its own spec (auth.spec.ts)
    await signInThroughApi(recruiterContext, DEMO_RECRUITER);
    page = await recruiterContext.newPage();
  });
  afterAll(async () => {
    await seekerContext?.close();
    await recruiterContext?.close();
    await browser?.close();
  });

  /** The open candidate's panel beside the pipeline's list. */
  const panel = () => page.getByRole('main').getByRole('article').filter({ hasText: CANDIDATE });
  const action = (name: string) =>
    panel().getByRole('group', { name: 'Actions' }).getByRole('button', { name, exact: true });
  /** Opens a stage of the job's pipeline with the candidate's panel, by the address a link gives. */
  async function openCandidate(stage: string): Promise<void> {
    await page.goto(`/hr/jobs/${jobId}?stage=${stage}`);
    await settled(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(CANDIDATE) })
      .click();
    await panel().getByRole('group', { name: 'Actions' }).waitFor();
  }

  it('creates the job from an empty form and publishes it', async () => {
    await page.goto('/hr/jobs/new');
    await settled(page);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Job title' }).fill(title);
    await pick(page, 'Category', 'Information', 'Information Technology');
    await main
      .getByRole('combobox', { name: 'Sub-category' })
      .selectOption({ label: 'Software Development' });
    await main.getByRole('combobox', { name: 'Contract type' }).selectOption({ label: 'Permanent' });
    await main.getByRole('textbox', { name: 'Openings' }).fill('2');
    await main
      .getByRole('textbox', { name: 'Description' })
      .fill(
        'Build the web products of Falcon Bay with React on the front and Java with PostgreSQL ' +
          'behind it.\n\nYou review code, ship weekly and mentor two junior developers.',
      );
    await main.getByRole('textbox', { name: 'Minimum experience (years)' }).fill('3');
    await main.getByRole('combobox', { name: 'Career level' }).selectOption({ label: 'Mid level' });
    await main.getByRole('combobox', { name: 'Minimum degree' }).selectOption({ label: "Bachelor's degree" });
    const chosenSkills = main.getByRole('list', { name: 'Skills' }).getByRole('listitem');
    for (const [i, skill] of SKILLS.entries()) {
      // the type-ahead asks the reference data as one types
      await pick(page, 'Add a skill', skill.slice(0, 4), skill);
      await expect.poll(() => chosenSkills.count()).toBe(i + 1);
    }
    await pick(page, 'Add a language', 'Engl', 'English');
    await main.getByRole('list', { name: 'Languages' }).getByRole('listitem').first().waitFor();
    await main.getByRole('checkbox', { name: 'Show a salary range' }).check();
    await main.getByRole('textbox', { name: 'Minimum salary' }).fill('1500');
    await main.getByRole('textbox', { name: 'Maximum salary' }).fill('2200');
    await pick(page, 'Currency', 'OMR', /^OMR/);
    await main.getByRole('combobox', { name: 'Per' }).selectOption('month');
    await pick(page, 'Country', 'Oman', 'Oman');
    await pick(page, 'City', 'Musc', 'Muscat');

    // the preview shows the job as seekers will see it
    await main.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: title }).waitFor();
    // the draft saves itself, and the address moves to its edit page
    await page.waitForURL(/\/hr\/jobs\/[0-9a-f-]{36}\/edit$/);
    jobId = /\/hr\/jobs\/([0-9a-f-]{36})\/edit$/.exec(page.url())?.[1] ?? '';
    expect(jobId).not.toBe('');

    await main.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish this job?' });
    await confirm.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('The job is published.').waitFor();
    await main.getByText('Published', { exact: true }).waitFor();
  });

  it('an anonymous visitor finds the job through the public search and opens it', async () => {
    const visitor = await newContext(browser, baseUrl);
    try {
      const anonymous = await visitor.newPage();
      await anonymous.goto('/jobs');
      await anonymous.getByRole('searchbox', { name: 'Search jobs' }).fill(tag);
      await anonymous.getByRole('button', { name: 'Search', exact: true }).click();
      await anonymous.waitForURL(new RegExp(`keyword=${tag}`));
      const found = anonymous.getByRole('main').getByRole('article');
      await expect.poll(() => found.count()).toBe(1);
      await found.getByRole('link', { name: title }).click();
      await anonymous.waitForURL(new RegExp(`/jobs/${jobId}`));
      await anonymous.getByRole('main').getByRole('heading', { level: 1, name: title }).waitFor();
      await anonymous.getByRole('main').getByText('Falcon Bay Technologies').first().waitFor();
    } finally {
      await visitor.close();
    }
  });

  it('filters the sourcing pool to a fit of 60% or more and invites the candidate', async () => {
    await page.goto(`/hr/jobs/${jobId}?stage=sourcing`);
    await settled(page);
    const main = page.getByRole('main');
    const lowest = main.getByRole('slider', { name: 'Lowest fit' });
    const filtered = page.waitForResponse(
      (res) => res.url().includes('/sourcing-pool?') && res.url().includes('minFitPercent=60'),
    );
    await lowest.focus();
    // the slider moves by 5: twelve steps from 0
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => lowest.getAttribute('aria-valuenow')).toBe('60');
    await page.waitForURL(/minFit=60/);
    await main.getByText('Fit from 60% to 100%').waitFor();
    const list = main.getByRole('list').filter({ has: page.getByRole('link', { name: /% fit/ }) });
    await filtered;
    // the list before stays while the filtered one loads, marked busy
    await page.waitForFunction(() => document.querySelector('main ul[aria-busy="true"]') === null);
    const fits = await list
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => Number(/(\d+)% fit/.exec(l.textContent ?? '')?.[1] ?? -1)));
    expect(fits.length).toBeGreaterThan(0);
    for (const fit of fits) expect(fit).toBeGreaterThanOrEqual(60);

    await list.getByRole('link', { name: new RegExp(CANDIDATE) }).click();
    await action('Invite to apply').click();
    const dialog = page.getByRole('dialog', { name: `Invite ${CANDIDATE}` });
    await dialog
      .getByRole('textbox', { name: 'Message (optional)' })
      .fill('Your React and Java work fits this role well. We would like you to apply.');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await done(page, dialog, `${CANDIDATE} was invited.`);
    await panel().getByText('An invitation is waiting for an answer.').waitFor();
  });

  it('the candidate accepts the invitation through the job seeker API', async () => {
    seekerContext = await newContext(browser, baseUrl);
    seeker = await seekerContext.newPage();
    await signInAsSeeker(seeker);
    applicationId = await seekerApi.acceptInvitation(seeker, jobId);
  });

  it('shortlists the candidate and schedules an interview, which the candidate accepts', async () => {
    await openCandidate('applicants');
    await action('Shortlist').click();
    await page.getByText(`${CANDIDATE} is on the shortlist.`).waitFor();

    await action('Schedule an interview').click();
    const dialog = page.getByRole('dialog', { name: `Schedule an interview with ${CANDIDATE}` });
    await dialog
      .getByRole('combobox', { name: 'Duration', exact: true })
      .selectOption({ label: '30 minutes' });
    await dialog
      .getByRole('textbox', { name: 'Meeting link', exact: true })
      .fill('https://meet.example.com/falcon-bay');
    await dialog
      .getByRole('textbox', { name: 'Note for the candidate' })
      .fill('A talk about your React work.');
    // the earliest start the server takes, the next whole minute, so that feedback opens soon
    const start = await nextMinute(page, 10_000);
    await chooseStart(page, dialog, start);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await done(page, dialog, `Interview with ${CANDIDATE} scheduled`);
    // the dialog takes whole minutes: rather than wait for the next one (up to 70 s), the interview is
    // moved to start in a few seconds through the recruiter's re-schedule, which takes any instant
    const listed = await api<{ items: { id: string; startsAt: string }[] }>(
      page,
      'GET',
      `/api/hr/assesment/list?jobId=${jobId}`,
    );
    const scheduled = listed.items.find((a) => Date.parse(a.startsAt) === start.at);
    expect(scheduled).toBeDefined();
    interviewStart = Date.now() + 5_000;
    await api(page, 'POST', '/api/hr/assesment/re-schedule', {
      id: scheduled?.id,
      startsAt: new Date(interviewStart).toISOString(),
      endsAt: new Date(interviewStart + 30 * 60_000).toISOString(),
      timeZone: 'UTC',
    });

    await seekerApi.acceptInterview(seeker, applicationId);
  });

  it('gives feedback on the interview once it has started', async () => {
    // the form opens once the interview has started: a few seconds after its scheduling
    await page.waitForFunction((at) => Date.now() >= at, interviewStart, { timeout: 30_000, polling: 250 });
    await page.goto('/hr/interviews');
    await settled(page);
    // this week's calendar: the interview's card, named by the candidate
    const card = page.getByRole('main').getByRole('article', { name: CANDIDATE }).filter({ hasText: title });
    await card.getByText('Accepted', { exact: true }).waitFor();
    await card.getByRole('button', { name: CANDIDATE }).click();
    const details = page.getByRole('dialog', { name: CANDIDATE });
    await details.getByRole('button', { name: 'Give feedback' }).click();
    const feedback = page.getByRole('dialog', { name: `Feedback on ${CANDIDATE}` });
    await feedback.getByRole('combobox', { name: 'Rating', exact: true }).selectOption('5');
    await feedback.getByRole('combobox', { name: 'Recommendation', exact: true }).selectOption('strong_yes');
    await feedback
      .getByRole('textbox', { name: 'Notes', exact: true })
      .fill('Clear about trade-offs in React state; solid SQL. Hire.');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await done(page, feedback, 'Feedback sent');
    await card.getByText('Completed', { exact: true }).waitFor();
  });

  it('sends an offer, the candidate accepts it, and the recruiter hires them', async () => {
    await openCandidate('interviews');
    await action('Send an offer').click();
    const offer = page.getByRole('dialog', { name: `Offer to ${CANDIDATE}` });
    await offer.getByRole('spinbutton', { name: 'Salary', exact: true }).fill('2000');
    await offer.getByRole('textbox', { name: 'Message (optional)' }).fill('We would be glad to have you.');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await done(page, offer, `The offer to ${CANDIDATE} was sent.`);

    await seekerApi.acceptOffer(seeker, jobId);

    await openCandidate('offers');
    await action('Hire').click();
    const hire = page.getByRole('dialog', { name: `Hire ${CANDIDATE}?` });
    await hire.getByRole('button', { name: 'Hire', exact: true }).click();
    await done(page, hire, `${CANDIDATE} is hired.`);

    await page.goto('/hr');
    await settled(page);
    const hires = page.getByRole('main').getByRole('region', { name: 'Recent hires' });
    const hired = hires.getByRole('listitem').filter({ hasText: title });
    await hired.getByRole('link', { name: CANDIDATE }).waitFor();
    await hired.getByRole('link', { name: title }).waitFor();
  });
});
