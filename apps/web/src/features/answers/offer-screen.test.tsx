import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../lib/ui-store';
import { callsOf, stubFetchRoutes } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { OfferScreen } from './offer-screen';

const JOB = '00000000-0000-4000-8000-0000000000b1';
const OTHER_JOB = '00000000-0000-4000-8000-0000000000b2';
const APP = '00000000-0000-4000-8000-0000000000c1';
const OFFER = '00000000-0000-4000-8000-0000000000d1';
const GRAD = '00000000-0000-4000-8000-0000000000e1';
const OFFERS = 'GET /elevate-be/rest/api/offers';
const FRESHOUT = 'GET /elevate-be/rest/api/job-seeker/freshout';
const ANSWER = 'PUT /elevate-be/rest/api/job-seeker/offer/acceptOrReject';
const GRAD_REJECT = 'PUT /elevate-be/rest/api/job-seeker/freshout/offer-reject';
const NOW = new Date('2030-03-10T09:00:00Z');

function offer(status = 'sent', jobId = JOB) {
  return {
    id: OFFER,
    applicationId: APP,
    job: { id: jobId, title: 'Data Analyst', organisationId: jobId, organisationName: 'Gulf Data' },
    status,
    salary: 1200,
    currency: 'USD',
    period: 'month',
    startDate: '2030-04-01',
    expiresAt: '2030-03-12T12:00:00Z',
    message: 'Welcome aboard.',
    sendCount: 1,
    lastSentAt: '2030-03-09T09:00:00Z',
    respondedAt: null,
    rejectReason: null,
    createdAt: '2030-03-09T09:00:00Z',
    history: [],
  };
}

function graduate(status = 'sent') {
  return {
    id: GRAD,
    requestId: GRAD,
    organisation: { id: GRAD, name: 'Muscat Bank' },
    jobId: JOB,
    title: 'Graduate analyst programme',
    message: null,
    salary: null,
    currency: null,
    status,
    rejectReason: status === 'rejected' ? 'I am continuing my studies' : null,
    sentAt: '2030-03-08T09:00:00Z',
    respondedAt: status === 'sent' ? null : '2030-03-10T09:00:00Z',
  };
}

const page = (items: unknown[]) => jsonResponse({ items, total: items.length, limit: 50, offset: 0 });
const bodyOf = (fetchMock: ReturnType<typeof stubFetchRoutes>, route: string) => {
  const [method, path] = route.split(' ');
  const call = fetchMock.mock.calls.find(
    ([input, init]) => init?.method === method && new URL(String(input), 'http://x').pathname === path,
  );
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};

function show(now = NOW) {
  renderRoute(<OfferScreen now={now} />, { path: '/jobs/offer/:jobId', url: `/jobs/offer/${JOB}` });
}

beforeEach(() => useUiStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('OfferScreen', () => {
  it('shows the salary, the start, the countdown and the message, and accepts', async () => {
    let status = 'sent';
    const fetchMock = stubFetchRoutes({
      [OFFERS]: () => page([offer(status), { ...offer('sent', OTHER_JOB), id: APP }]),
      [FRESHOUT]: () => jsonResponse({ requests: [], offers: [] }),
      [ANSWER]: () => {
        status = 'accepted';
        return jsonResponse(offer(status));
      },
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Job offer' })).toBeTruthy();
    expect(screen.getByText('$1,200 a month')).toBeTruthy();
    expect(screen.getByText('Apr 1, 2030')).toBeTruthy();
    expect(screen.getByText('Expires in 2 days, 3 hours')).toBeTruthy();
    expect(screen.getByText('Welcome aboard.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the application' }).getAttribute('href')).toBe(
      `/applications/${APP}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Accept the offer' }));
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(bodyOf(fetchMock, ANSWER)).toEqual({ offerId: OFFER, accept: true });
    expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['Offer accepted']);
    expect(screen.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
  });

  it('declines with a reason', async () => {
    let status = 'sent';
    const fetchMock = stubFetchRoutes({
      [OFFERS]: () => page([offer(status)]),
      [FRESHOUT]: () => jsonResponse({ requests: [], offers: [] }),
      [ANSWER]: () => {
        status = 'rejected';
        return jsonResponse(offer(status));
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Relocating.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the offer' }));
    expect(await screen.findByText('Declined')).toBeTruthy();
    expect(bodyOf(fetchMock, ANSWER)).toEqual({ offerId: OFFER, accept: false, reason: 'Relocating.' });
    expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['Offer declined']);
  });

  it('does not offer to accept once the deadline has passed on the clock', async () => {
    stubFetchRoutes({
      [OFFERS]: () => page([offer()]),
      [FRESHOUT]: () => jsonResponse({ requests: [], offers: [] }),
    });
    show(new Date('2030-03-12T12:00:00Z'));
    expect(await screen.findAllByText('Expired')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
  });

  it('shows the graduate offer that waits in its own words and declines it with a required reason', async () => {
    let status = 'sent';
    const fetchMock = stubFetchRoutes({
      [OFFERS]: () => page([offer('expired')]),
      [FRESHOUT]: () => jsonResponse({ requests: [], offers: [graduate(status)] }),
      [GRAD_REJECT]: () => {
        status = 'rejected';
        return jsonResponse(graduate(status));
      },
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Graduate programme offer' })).toBeTruthy();
    expect(screen.getByText('Muscat Bank')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline the programme place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this programme place?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the programme place' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.startsWith('PUT'))).toBe(false);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the programme place' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'I am continuing my studies' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the programme place' }));
    expect(await screen.findByText('Declined')).toBeTruthy();
    expect(bodyOf(fetchMock, GRAD_REJECT)).toEqual({ offerID: GRAD, reason: 'I am continuing my studies' });
  });

  it('says so and shows it as it is now when it was answered meanwhile (409)', async () => {
    let status = 'sent';
    stubFetchRoutes({
      [OFFERS]: () => page([offer(status)]),
      [FRESHOUT]: () => jsonResponse({ requests: [], offers: [] }),
      [ANSWER]: () => {
        status = 'expired';
        return jsonResponse({ error: 'conflict', message: 'This offer has expired.' }, 409);
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the offer' }));
    expect(await screen.findByText('This offer changed')).toBeTruthy();
    expect(await screen.findByText('Expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('has a way back to the applications when there is no offer for the job', async () => {
    stubFetchRoutes({
      [OFFERS]: () => page([offer('sent', OTHER_JOB)]),
      [FRESHOUT]: () => jsonResponse({ requests: [], offers: [] }),
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'No offer for this job' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my applications' }).getAttribute('href')).toBe(
      '/applications',
    );
  });
});
