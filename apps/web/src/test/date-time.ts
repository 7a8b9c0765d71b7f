import { fireEvent, waitFor, within } from '@testing-library/react';

/** The pickers come in their own chunk: its first import in a test run takes a few seconds. */
const LOADED = { timeout: 15_000 };

/** The day's picker (a button named by its label) of `components/date-time`, once it has loaded. */
export async function dayPicker(scope: HTMLElement, label: RegExp): Promise<HTMLElement> {
  return within(scope).findByRole('button', { name: label }, LOADED);
}

/** The hour field of a time picker (named "<label>: hours" in English), once it has loaded. */
export async function hourField(scope: HTMLElement, label: string): Promise<HTMLElement> {
  return within(scope).findByRole('spinbutton', { name: `${label}: hours` }, LOADED);
}

/**
 * Chooses a day (`YYYY-MM-DD`) as a person would: opens the calendar, moves month by month to the
 * day's, and clicks it (days are named by the English long date).
 */
export async function chooseDay(scope: HTMLElement, label: RegExp, day: string): Promise<void> {
  fireEvent.click(await dayPicker(scope, label));
  const [y, m, d] = day.split('-').map(Number);
  const name = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1));
  const calendar = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-dates-dropdown]');
    if (found === null) throw new Error('the calendar did not open');
    return found;
  });
  for (let i = 0; i < 36; i += 1) {
    const button = within(calendar).queryByRole('button', { name });
    if (button !== null) {
      fireEvent.click(button);
      return;
    }
    const shown = within(calendar).getByRole('button', { name: 'Choose another month' }).textContent ?? '';
    const later = new Date(y ?? 0, (m ?? 1) - 1, 1) > new Date(`1 ${shown}`);
    fireEvent.click(within(calendar).getByRole('button', { name: later ? 'Next month' : 'Previous month' }));
  }
  throw new Error(`the calendar never showed ${name}`);
}

/** Types a time (`HH:mm`, 24-hour) into a time picker of the en-US clock (hours 1–12 and AM/PM). */
export async function enterTime(scope: HTMLElement, label: string, time: string): Promise<void> {
  const [h, m] = time.split(':').map(Number);
  const hours = h ?? 0;
  fireEvent.change(await hourField(scope, label), { target: { value: String(hours % 12 || 12) } });
  fireEvent.change(within(scope).getByRole('spinbutton', { name: `${label}: minutes` }), {
    target: { value: String(m ?? 0).padStart(2, '0') },
  });
  fireEvent.change(within(scope).getByRole('textbox', { name: `${label}: AM or PM` }), {
    target: { value: hours < 12 ? 'AM' : 'PM' },
  });
}

/** Empties a time picker, as Backspace in its hour field does. */
export async function clearTime(scope: HTMLElement, label: string): Promise<void> {
  const hours = await hourField(scope, label);
  fireEvent.keyDown(hours, { key: 'Backspace' });
}
