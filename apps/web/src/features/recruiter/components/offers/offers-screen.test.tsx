import type { HrOffer, HrOfferPage } from '@talent/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../../../lib/session-hint';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../../test/factories';
import { renderRoute } from '../../../../test/render';
import { buildHrJobCard, buildHrJobList } from '../jobs-list.fixtures';
import { OffersScreen } from './offers-screen';

const ORG = '00000000-0000-4000-8000-00000000aaaa';
const JOB = '00000000-0000-4000-8000-0000000000b1';
const LIST = 'GET /elevate-be/rest/api/hr/offer/list';
const JOBS = 'GET /elevate-be/rest/api/hr/my-job/search';
const RESEND = 'POST /elevate-be/rest/api/hr/offer/resend';
const HIRE = 'POST /elevate-be/rest/api/hr/offer/hire';

/** A name as the screens isolate it inside a sentence (so it keeps its direction in Arabic). */
const iso = (name: string) => `\u2068${name}\u2069`;

let seq = 0;
function buildOffer(overrides: Partial<HrOffer> = {}): HrOffer {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  return {
    id,
    applicationId: id.replace('4000', '4001'),
    job: { id: JOB, title: 'ICU Nurse', organisationId: ORG, organisationName: 'Falcon Bay' },
    status: 'sent',
    salary: 12000,
    currency: 'SAR',
    period: 'month',
    startDate: '2026-12-01',
    expiresAt: '2026-11-30T12:00:00.000Z',
    message: null,
    sendCount: 1,
    lastSentAt: '2026-11-20T09:00:00.000Z',
    respondedAt: null,
    rejectReason: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    history: [],
    candidate: { subject: 'demo|seeker-1', fullName: 'Layla Haddad' },
    sends: [],
    ...overrides,
  };
}

const page = (items: HrOffer[], total = items.length, offset = 0): HrOfferPage => ({
  items,
  total,
  limit: 50,
  offset,
});

function renderOffers(url: string, routes: Record<string, RouteHandler>) {
  const fetchMock = stubFetchRoutes({
    'GET /uaa/me': () =>
      jsonResponse(
        buildMe({
          roles: ['hr'],
          primaryRole: 'hr',
          organisations: [{ id: ORG, name: 'Falcon Bay', roles: ['hr'] }],
        }),
      ),
    [JOBS]: () => jsonResponse(buildHrJobList([buildHrJobCard({ id: JOB, title: 'ICU Nurse' })])),
    ...routes,
  });
  renderRoute(<OffersScreen />, { path: '/hr/offers', url });
  return fetchMock;
}

const listCalls = (fetchMock: ReturnType<typeof stubFetchRoutes>) =>
  callsOf(fetchMock)
    .filter((c) => c.startsWith(LIST))
    .map((c) => new URL(c.slice(4), 'http://localhost'));

beforeEach(() => setSessionHint());
afterEach(() => vi.unstubAllGlobals());

describe('OffersScreen', () => {
  it('lists each offer with its candidate, job, terms, deadline, status and sends', async () => {
    renderOffers('/hr/offers', {
      [LIST]: () =>
        jsonResponse(
          page([
            buildOffer({ sendCount: 2 }),
            buildOffer({ status: 'expired', candidate: { subject: 'demo|s2', fullName: 'Omar Aziz' } }),
          ]),
        ),
    });
    const layla = (await screen.findByRole('link', { name: 'Layla Haddad' })).closest('li') as HTMLElement;
    expect(screen.getByText('2 offers')).toBeTruthy();
    expect(within(layla).getByText('ICU Nurse')).toBeTruthy();
    expect(within(layla).getByText('Waiting for an answer')).toBeTruthy();
    expect(within(layla).getByText(/SAR\s?12,000 a month/)).toBeTruthy();
    expect(within(layla).getByText('Dec 1, 2026')).toBeTruthy();
    expect(within(layla).getByText('Answer by')).toBeTruthy();
    expect(within(layla).getByText('Answer by').nextElementSibling?.textContent).toBe('Nov 30, 2026');
    expect(within(layla).getByText(/^2 times, last on Nov 20, 2026$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Layla Haddad' }).getAttribute('href')).toBe(
      `/hr/candidates/demo%7Cseeker-1?jobId=${JOB}`,
    );
    expect(within(layla).getByRole('link', { name: 'Job’s offers' }).getAttribute('href')).toBe(
      `/hr/jobs/${JOB}?stage=offers`,
    );
    expect(within(layla).queryByRole('button', { name: 'Hire' })).toBeNull();
    const omar = screen.getByRole('link', { name: 'Omar Aziz' }).closest('li') as HTMLElement;
    expect(within(omar).getByText('Expired on')).toBeTruthy();
    expect(within(omar).getByRole('button', { name: 'Resend' })).toBeTruthy();
  });

  it('says when an answered offer was answered, instead of its deadline', async () => {
    renderOffers('/hr/offers', {
      [LIST]: () =>
        jsonResponse(page([buildOffer({ status: 'rejected', respondedAt: '2026-11-22T10:00:00.000Z' })])),
    });
    const row = (await screen.findByRole('link', { name: 'Layla Haddad' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Declined')).toBeTruthy();
    expect(within(row).getByText('Answered on').nextElementSibling?.textContent).toBe('Nov 22, 2026');
    expect(within(row).queryByText('Answer by')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('shows a loader while the offers load', async () => {
    renderOffers('/hr/offers', { [LIST]: () => new Promise<Response>(() => undefined) });
    expect(await screen.findByText('Loading offers…')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    renderOffers('/hr/offers', {
      [LIST]: () =>
        fail ? jsonResponse({ error: 'internal', message: 'x' }, 500) : jsonResponse(page([buildOffer()])),
    });
    expect(await screen.findByRole('heading', { name: 'The offers could not be loaded' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Layla Haddad' })).toBeTruthy();
  });

  it('says when there is no offer yet', async () => {
    renderOffers('/hr/offers', { [LIST]: () => jsonResponse(page([])) });
    expect(await screen.findByRole('heading', { name: 'No offers yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to jobs' }).getAttribute('href')).toBe('/hr/jobs');
  });

  it('reads the status, job and page from the address and sends them', async () => {
    const fetchMock = renderOffers(`/hr/offers?status=accepted&jobId=${JOB}&page=2`, {
      [LIST]: () => jsonResponse(page([buildOffer({ status: 'accepted' })], 60, 50)),
    });
    await screen.findByText('60 offers');
    const call = listCalls(fetchMock)[0];
    expect(call?.searchParams.get('status')).toBe('accepted');
    expect(call?.searchParams.get('jobId')).toBe(JOB);
    expect(call?.searchParams.get('limit')).toBe('50');
    expect(call?.searchParams.get('offset')).toBe('50');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('accepted');
    expect(screen.getByRole('navigation', { name: 'Offer pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts a chosen status and job into the address, back on page 1, and clears them', async () => {
    const fetchMock = renderOffers('/hr/offers?page=2', {
      [LIST]: (url) => jsonResponse(url.searchParams.has('jobId') ? page([]) : page([buildOffer()], 60, 50)),
    });
    await screen.findByText('60 offers');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'sent' } });
    await vi.waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('status')).toBe('sent'));
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('offset')).toBe('0');
    await screen.findByRole('option', { name: 'ICU Nurse' });
    fireEvent.change(screen.getByLabelText('Job'), { target: { value: JOB } });
    expect(await screen.findByRole('heading', { name: 'No offers match these filters' })).toBeTruthy();
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('status')).toBe('sent');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.has('jobId')).toBe(false));
    expect(listCalls(fetchMock).at(-1)?.searchParams.has('status')).toBe(false);
  });

  it('resends an offer only after a confirmation saying the deadline is renewed', async () => {
    const offer = buildOffer();
    const resend = vi.fn((_url: URL, init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({ offerId: offer.id });
      return jsonResponse({ ...offer, sendCount: 2, expiresAt: '2026-12-07T12:00:00.000Z' });
    });
    const fetchMock = renderOffers('/hr/offers', {
      [LIST]: () => jsonResponse(page([offer])),
      [RESEND]: resend,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog', { name: `Resend the offer to ${iso('Layla Haddad')}?` });
    expect(within(dialog).getByText(/can answer it until/)).toBeTruthy();
    expect(resend).not.toHaveBeenCalled();
    const before = listCalls(fetchMock).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend offer' }));
    await vi.waitFor(() => expect(resend).toHaveBeenCalledTimes(1));
    // the list is loaded again with the renewed deadline
    await vi.waitFor(() => expect(listCalls(fetchMock).length).toBeGreaterThan(before));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hires the candidate of an accepted offer after confirming, and shows a refusal', async () => {
    const offer = buildOffer({ status: 'accepted' });
    let refuse = true;
    const hire = vi.fn((_url: URL, init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({ offerId: offer.id });
      return refuse
        ? jsonResponse({ error: 'conflict', message: 'The job is already filled.' }, 409)
        : jsonResponse(
            {
              id: '00000000-0000-4000-8000-00000000fff1',
              job: { id: JOB, title: 'ICU Nurse' },
              candidate: offer.candidate,
              applicationId: offer.applicationId,
              offerId: offer.id,
              hiredAt: '2026-11-24T00:00:00.000Z',
              hiredBy: null,
              startDate: offer.startDate,
            },
            201,
          );
    });
    renderOffers('/hr/offers', { [LIST]: () => jsonResponse(page([offer])), [HIRE]: hire });
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Hire' }));
    const dialog = await screen.findByRole('dialog', { name: `Hire ${iso('Layla Haddad')}?` });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hire' }));
    expect(await within(dialog).findByText('The job is already filled.')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hire' }));
    await vi.waitFor(() => expect(hire).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
