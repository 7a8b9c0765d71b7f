import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HrJobDetail } from '@talent/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../../test/fetch-routes';
import { jsonResponse } from '../../../../test/factories';
import { renderRoute } from '../../../../test/render';
import { dayPicker } from '../../../../test/date-time';
import { currencyOptions, GULF_CURRENCIES } from './currencies';
import { OfferDialog } from './offer-dialog';

// the calendar is its own chunk: transformed once here, not inside a test's time limit
beforeAll(async () => {
  await import('../../../../components/date-time/day-time-pickers');
}, 60_000);

// jsdom has no scrolling: Mantine's option list scrolls the chosen option into view
const scrollIntoView = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const API = '/elevate-be/rest/api';
const SEND = `POST ${API}/hr/offer/send`;
const JOB_ID = '00000000-0000-4000-8000-000000000001';
const APP_ID = '00000000-0000-4000-8000-0000000000ac';

/** Only what the dialog reads of a job: its id and salary. */
const jobWith = (salary: HrJobDetail['salary']) => ({ id: JOB_ID, salary }) as HrJobDetail;

function renderDialog(job: HrJobDetail) {
  renderRoute(<OfferDialog opened onClose={() => undefined} job={job} applicationId={APP_ID} name="Amal" />, {
    path: '/hr/jobs/:id',
    url: `/hr/jobs/${JOB_ID}`,
  });
}

function sentBody(fetchMock: ReturnType<typeof stubFetchRoutes>): unknown {
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return post === undefined ? undefined : JSON.parse(String(post[1]?.body));
}

describe('currencyOptions', () => {
  it("lists the Gulf's currencies first, then every other ISO 4217 code, each named in the language", () => {
    const options = currencyOptions('en-US');
    expect(options.slice(0, 6).map((o) => o.value)).toEqual([...GULF_CURRENCIES]);
    expect(options[0]?.label).toBe('OMR — Omani Rial');
    expect(options.map((o) => o.value)).toContain('EUR');
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(currencyOptions('ar')[1]?.label).toMatch(/^AED — .*درهم/);
  });
});

describe('OfferDialog currency', () => {
  it("chooses the job's currency by default and sends its code", async () => {
    const fetchMock = stubFetchRoutes({ [SEND]: () => jsonResponse({}, 201) });
    renderDialog(jobWith({ min: 900, max: 1200, currency: 'SAR', period: 'month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer to Amal' });
    const currency = within(dialog).getByRole('combobox', { name: 'Currency' }) as HTMLInputElement;
    expect(currency.value).toBe('SAR — Saudi Riyal');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(sentBody(fetchMock)).toBeDefined());
    expect(sentBody(fetchMock)).toMatchObject({ applicationId: APP_ID, salary: 1200, currency: 'SAR' });
  });

  it('searches the currencies by name, the Gulf first, and sends the code chosen', async () => {
    const fetchMock = stubFetchRoutes({ [SEND]: () => jsonResponse({}, 201) });
    renderDialog(jobWith(null));
    const dialog = await screen.findByRole('dialog', { name: 'Offer to Amal' });
    const currency = within(dialog).getByRole('combobox', { name: 'Currency' }) as HTMLInputElement;
    expect(currency.value).toBe('');
    fireEvent.change(within(dialog).getByLabelText(/^Salary/), { target: { value: '800' } });
    // none chosen: said on the field, and nothing sent
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('Choose a currency.')).toBeTruthy();
    expect(currency.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(currency));
    expect(callsOf(fetchMock)).toEqual([]);
    fireEvent.click(currency);
    const options = await screen.findAllByRole('option');
    expect(options.slice(0, 6).map((o) => o.textContent?.slice(0, 3))).toEqual([...GULF_CURRENCIES]);
    fireEvent.change(currency, { target: { value: 'dirham' } });
    fireEvent.click(await screen.findByRole('option', { name: 'AED — United Arab Emirates Dirham' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(sentBody(fetchMock)).toBeDefined());
    expect(sentBody(fetchMock)).toMatchObject({ salary: 800, currency: 'AED' });
  });

  it("puts the server's field on its field in words, never as its path", async () => {
    stubFetchRoutes({
      [SEND]: () =>
        jsonResponse(
          {
            error: 'bad_request',
            message: 'The offer must be open for an answer.',
            fields: [{ field: 'body.expiresAt', message: 'must be in the future' }],
            requestId: 'r1',
          },
          400,
        ),
    });
    renderDialog(jobWith({ min: 900, max: 1200, currency: 'OMR', period: 'month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer to Amal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(dialog).findByText('The date to answer by has passed. Choose today or a later day.'),
    ).toBeTruthy();
    const expires = await dayPicker(dialog, /^Answer by/);
    expect(expires.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(expires));
    expect(document.body.textContent).not.toMatch(/body\.|expiresAt/);
  });
});
