import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_RECRUITER, signInThroughApi } from './support/accounts.js';
import { chooseDay, typeTime } from './support/date-time.js';
import { DEMO_SEEKER } from './support/seeker.js';
import { api } from './support/answers.js';
import { launchBrowser } from './support/browser.js';
import { repoRoot } from './support/server.js';

const baseUrl = inject('baseUrl');

/** A string of the app's locale files by its key (`recruiter.interviews.previousWeek`). */
function strings(locale: string): (key: string) => string {
  const all = JSON.parse(
    readFileSync(path.join(repoRoot, `apps/web/src/locales/${locale}.json`), 'utf8'),
  ) as Record<string, unknown>;
  return (key) => {
    const found = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], all);
    if (typeof found !== 'string') throw new Error(`no string ${key} in ${locale}`);
    return found;
  };
}
const ar = strings('ar');
const en = strings('en-US');

/**
 * A recruiter's browser in a language and a time zone. The interface's language, Arabic, names no
 * region: the week is the region's of the time zone (Muscat: Oman, whose week starts on Saturday).
 */
async function recruiterPage(
  browser: Browser,
  language: 'ar' | 'en-US',
  timezoneId: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    timezoneId,
    viewport: { width: 1280, height: 900 },
  });
  await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
  await signInThroughApi(context, DEMO_RECRUITER);
  return { context, page: await context.newPage() };
}

/** The day (`YYYY-MM-DD`, in the page's zone) of the demo recruiter's next interview. */
async function nextInterviewDay(page: Page): Promise<string> {
  const listed = await api<{ items: { startsAt: string }[] }>(
    page,
    'GET',
    `/api/hr/assesment/list?from=${encodeURIComponent(new Date().toISOString())}&limit=1`,
  );
  const first = listed.items[0];
  if (first === undefined) throw new Error('the demo recruiter has no interview to come');
  return page.evaluate((at) => {
    const d = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, first.startsAt);
}

/**
 * Which way a control's chevron points as the reader sees it, whatever draws it (a left or right
 * icon, a down chevron turned by CSS, a mirror): points along its outline, on the screen (through
 * the CTM, which has the CSS transforms), and the side the points at mid-height lean to; a chevron's
 * tip is at mid-height, its two arms reach the top and the bottom on the other side.
 */
async function pointing(control: Locator): Promise<'left' | 'right'> {
  return control.evaluate((el) => {
    const shapes = Array.from(el.querySelectorAll<SVGGeometryElement>('svg path, svg polyline'));
    const points: { x: number; y: number }[] = [];
    for (const shape of shapes) {
      const ctm = shape.getScreenCTM();
      const length = shape.getTotalLength();
      if (ctm === null || length === 0) continue;
      for (let i = 0; i <= 200; i += 1) {
        const p = shape.getPointAtLength((length * i) / 200);
        points.push(new DOMPoint(p.x, p.y).matrixTransform(ctm));
      }
    }
    if (points.length === 0) throw new Error('no chevron in the control');
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
    const centre = (Math.min(...xs) + Math.max(...xs)) / 2;
    const middle = points.filter((p) => Math.abs(p.y - (top + bottom) / 2) < (bottom - top) * 0.15);
    const lean = middle.reduce((sum, p) => sum + p.x, 0) / middle.length;
    return lean > centre ? 'right' : 'left';
  });
}

/** The weekday (in English) of a `YYYY-MM-DD` day. */
const weekday = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00Z`));

const weekOf = (page: Page) => new URL(page.url()).searchParams.get('week') ?? '';

describe('the calendar and the interview times follow the reader’s language and region', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('in Arabic in Muscat: the chevrons point the way the days run and the week starts on Saturday', async () => {
    const { context, page } = await recruiterPage(browser, 'ar', 'Asia/Muscat');
    contexts.push(context);
    await page.goto('/hr/interviews');
    const day = await nextInterviewDay(page);
    await page.goto(`/hr/interviews?week=${day}`);
    const main = page.getByRole('main');
    const nav = main.getByRole('navigation', { name: ar('recruiter.interviews.weekNav') });
    const previous = nav.getByRole('link', { name: ar('recruiter.interviews.previousWeek') });
    const next = nav.getByRole('link', { name: ar('recruiter.interviews.nextWeek') });
    await previous.waitFor();

    // right to left: "previous" on the start side (the right), pointing right; "next" pointing left
    expect(await pointing(previous)).toBe('right');
    expect(await pointing(next)).toBe('left');
    const [p, n] = [await previous.boundingBox(), await next.boundingBox()];
    expect(p?.x).toBeGreaterThan(n?.x ?? Infinity);

    // the week of the address is Oman's: from Saturday, its first column a Saturday
    const week = main.getByRole('list', { name: ar('recruiter.interviews.viewWeek') });
    await week.waitFor();
    const saturday = new Intl.DateTimeFormat('ar', { weekday: 'long' }).format(new Date(2026, 10, 28));
    expect(await week.getByRole('heading', { level: 2 }).first().innerText()).toContain(saturday);
    const href = new URL((await previous.getAttribute('href')) ?? '', baseUrl).searchParams.get('week');
    expect(weekday(href ?? '')).toBe('Saturday');

    // "previous" goes back in time, by a week
    const label = nav.getByText(new RegExp(ar('recruiter.interviews.weekOf').replace('{{range}}', '.+')));
    const shown = await label.innerText();
    await previous.click();
    await page.waitForURL((url) => url.searchParams.get('week') === href);
    await expect.poll(() => label.innerText()).not.toBe(shown);
    expect(Date.parse(weekOf(page)) < Date.parse(day) - 6 * 86_400_000).toBe(true);
  });

  it('in English in New York: the week starts on Sunday', async () => {
    const { context, page } = await recruiterPage(browser, 'en-US', 'America/New_York');
    contexts.push(context);
    await page.goto('/hr/interviews');
    const day = await nextInterviewDay(page);
    await page.goto(`/hr/interviews?week=${day}`);
    const previous = page.getByRole('link', { name: en('recruiter.interviews.previousWeek') });
    await previous.waitFor();
    expect(await pointing(previous)).toBe('left');
    const href = new URL((await previous.getAttribute('href')) ?? '', baseUrl).searchParams.get('week');
    expect(weekday(href ?? '')).toBe('Sunday');
    const week = page.getByRole('main').getByRole('list', { name: en('recruiter.interviews.viewWeek') });
    expect(await week.getByRole('heading', { level: 2 }).first().innerText()).toMatch(/^Sunday/);
  });

  it('in Arabic: the interview’s time is chosen in a calendar and hour fields, not native inputs', async () => {
    const { context, page } = await recruiterPage(browser, 'ar', 'Asia/Muscat');
    contexts.push(context);
    await page.goto('/hr/interviews');
    const day = await nextInterviewDay(page);
    await page.goto(`/hr/interviews?week=${day}`);
    const t = (key: string) => ar(`recruiter.interviews.${key}`);
    const main = page.getByRole('main');
    const card = main.getByRole('article').first();
    await card.waitFor();
    await card.getByRole('button').first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('scheduleAnother') })
      .click();
    const dialog = page.getByRole('dialog', { name: new RegExp(t('scheduleTitle').replace('{{name}}', '')) });
    const dayButton = dialog.getByRole('button', { name: new RegExp(`^${t('fieldDate')}`) });
    await dayButton.waitFor();
    // no browser-drawn mm/dd/yyyy anywhere in the dialog
    expect(
      await dialog.locator('input[type="date"], input[type="datetime-local"], input[type="time"]').count(),
    ).toBe(0);

    // the calendar: Arabic month names, the week from Saturday, its chevrons mirrored
    await dayButton.click();
    const calendar = page.locator('[data-dates-dropdown]');
    const dates = (key: string) => ar(`common.dateTime.${key}`);
    const previousMonth = calendar.getByRole('button', { name: dates('previousMonth') });
    const nextMonth = calendar.getByRole('button', { name: dates('nextMonth') });
    await previousMonth.waitFor();
    expect(await pointing(previousMonth)).toBe('right');
    expect(await pointing(nextMonth)).toBe('left');
    const narrowSaturday = new Intl.DateTimeFormat('ar', { weekday: 'narrow' }).format(
      new Date(2026, 10, 28),
    );
    expect((await calendar.locator('thead th').first().innerText()).trim()).toBe(narrowSaturday);
    const monthLabel = calendar.getByRole('button', { name: dates('chooseMonth') });
    const before = await monthLabel.innerText();
    await nextMonth.click();
    await expect.poll(() => monthLabel.innerText()).not.toBe(before);
    await previousMonth.click();
    await expect.poll(() => monthLabel.innerText()).toBe(before);
    await nextMonth.click();

    // the 15th of next month, 3:30 in the afternoon (Arabic's 12-hour clock), typed from the keyboard
    const chosen = await page.evaluate(() => {
      const now = new Date();
      const d = new Date(now.getFullYear(), now.getMonth() + 1, 15);
      return {
        key: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-15`,
        label: new Intl.DateTimeFormat('ar', {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }).format(d),
        day: new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'long' }).format(d),
      };
    });
    await calendar.getByRole('button', { name: chosen.label, exact: true }).click();
    await expect.poll(() => calendar.isVisible()).toBe(false);
    const hours = dialog.getByRole('spinbutton', {
      name: dates('hours').replace('{{field}}', t('fieldTime')),
    });
    await hours.click();
    await page.keyboard.type('0330');
    await page.keyboard.press('KeyP');
    await expect(dialog.locator('.mantine-TimePicker-root input[type="hidden"]').inputValue()).resolves.toBe(
      '15:30',
    );

    expect(await dayButton.innerText()).toContain(chosen.day);

    // what is sent: 15:30 in Muscat (UTC+4) on the day chosen (the demo application may refuse it:
    // the request is what the fields meant)
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/hr/assesment/schedule') && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: t('scheduleSubmit'), exact: true }).click();
    const body = JSON.parse((await sent).postData() ?? '{}') as { startsAt?: string; timeZone?: string };
    expect(body).toMatchObject({ startsAt: `${chosen.key}T11:30:00.000Z`, timeZone: 'Asia/Muscat' });
  });
  it('in Arabic in Muscat: the seeker proposes other times in the calendar, from Saturday, a past one caught', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'en-US',
      timezoneId: 'Asia/Muscat',
      viewport: { width: 390, height: 844 },
    });
    contexts.push(context);
    await context.addCookies([{ name: 'language', value: 'ar', url: baseUrl }]);
    await signInThroughApi(context, DEMO_SEEKER);
    const page = await context.newPage();
    await page.goto('/readyz');
    const check = await api<{ items: { kind: string; id: string; jobId: string | null }[] }>(
      page,
      'GET',
      '/api/job-seeker/check',
    );
    const interview = check.items.find((i) => i.kind === 'assessment' && i.jobId !== null);
    if (interview === undefined) throw new Error('the demo seeker has no interview waiting');
    await page.goto(`/jobs/interview/${interview.jobId}/${interview.id}`);
    const t = (key: string) => ar(`answers.reschedule.${key}`);
    const dates = (key: string) => ar(`common.dateTime.${key}`);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/assesment/reschedule')) sent.push(r.url());
    });
    await page
      .getByRole('main')
      .getByRole('button', { name: ar('answers.interview.askAnotherTime') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('title') });
    const first = dialog.getByRole('group', { name: new RegExp(`^${t('slot').replace('{{number}}', '1')}`) });
    const dayButton = first.getByRole('button', { name: new RegExp(`^${t('slotDay')}`) });
    await dayButton.waitFor();
    expect(await dialog.locator('input[type="date"], input[type="datetime-local"]').count()).toBe(0);

    // the calendar: the week from Saturday (Oman's), its chevrons mirrored
    await dayButton.click();
    const calendar = page.locator('[data-dates-dropdown]');
    const previousMonth = calendar.getByRole('button', { name: dates('previousMonth') });
    await previousMonth.waitFor();
    expect(await pointing(previousMonth)).toBe('right');
    const narrowSaturday = new Intl.DateTimeFormat('ar', { weekday: 'narrow' }).format(
      new Date(2026, 10, 28),
    );
    expect((await calendar.locator('thead th').first().innerText()).trim()).toBe(narrowSaturday);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });

    // today at midnight in Muscat: caught in the form, on the time, in words; nothing sent
    const today = await page.evaluate(() => {
      const now = new Date();
      return [now.getFullYear(), now.getMonth(), now.getDate()] as const;
    });
    const midnight = new Date(today[0], today[1], today[2]);
    const hours = first.getByRole('spinbutton', {
      name: dates('hours').replace('{{field}}', t('slotTime')),
    });
    await chooseDay(page, dayButton, midnight, 'ar', dates('nextMonth'));
    await typeTime(page, hours, midnight, { am: 'KeyA', pm: 'KeyP' });
    await dialog.getByRole('button', { name: t('submit') }).click();
    await first.getByText(t('errorPast')).waitFor();
    expect(await hours.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });
});
