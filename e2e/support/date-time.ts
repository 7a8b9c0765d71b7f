import type { Locator, Page } from 'playwright-core';

/** A day as the calendar's buttons name it in a language ("Tuesday, December 8, 2026"). */
export function dayName(day: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(day);
}

/**
 * Chooses a day in a day picker of `components/date-time` as a person would: opens its calendar from
 * its button, moves on month by month (the button named `nextMonth`) to the day's, and clicks it.
 */
export async function chooseDay(
  page: Page,
  dayButton: Locator,
  day: Date,
  locale: string,
  nextMonth: string,
): Promise<void> {
  await dayButton.click();
  const calendar = page.locator('[data-dates-dropdown]');
  const target = calendar.getByRole('button', { name: dayName(day, locale), exact: true });
  for (let i = 0; i < 40; i += 1) {
    await calendar.getByRole('button', { name: nextMonth }).waitFor();
    if ((await target.count()) > 0) {
      await target.first().click();
      await calendar.waitFor({ state: 'hidden' });
      return;
    }
    await calendar.getByRole('button', { name: nextMonth }).click();
  }
  throw new Error(`the calendar never showed ${dayName(day, locale)}`);
}

/**
 * Types a time into a time picker's hour field from the keyboard, on a 12-hour clock: hours and
 * minutes as four digits, then the first letter of the morning's or the afternoon's word.
 */
export async function typeTime(page: Page, hours: Locator, at: Date, periodKey: { am: string; pm: string }) {
  await hours.click();
  const pad = (n: number) => String(n).padStart(2, '0');
  await page.keyboard.type(`${pad(at.getHours() % 12 || 12)}${pad(at.getMinutes())}`);
  await page.keyboard.press(at.getHours() < 12 ? periodKey.am : periodKey.pm);
}
