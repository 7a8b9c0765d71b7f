import { fireEvent, screen } from '@testing-library/react';
import type { MeResponse } from '@talent/contracts';
import { notificationKinds } from '@talent/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectToLogin } from '../../lib/login-redirect';
import { clearSessionHint, setSessionHint } from '../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { AccountNotificationsRoute } from './account-notifications';

vi.mock('../../lib/login-redirect', () => ({ redirectToLogin: vi.fn(() => true), loginUrl: vi.fn() }));

const SETTINGS = '/elevate-be/rest/api/me/notification-settings';

/** Every setting on, as for a new account: the server sends every name. */
const settings = Object.fromEntries(
  ['in_app', 'email'].flatMap((channel) => notificationKinds.map((kind) => [`${channel}.${kind}`, true])),
);

function openAs(me: MeResponse | null) {
  if (me !== null) setSessionHint();
  const put = vi.fn((_url: URL, init: RequestInit | undefined) =>
    jsonResponse({ settings: { ...settings, ...(JSON.parse(String(init?.body)) as object) } }),
  );
  const fetchMock = stubFetchRoutes({
    'GET /uaa/me': () =>
      me === null ? jsonResponse({ error: 'unauthorized', message: 'x' }, 401) : jsonResponse(me),
    [`GET ${SETTINGS}`]: () => jsonResponse({ settings }),
    [`PUT ${SETTINGS}`]: put,
  });
  renderRoute(<AccountNotificationsRoute />, {
    path: '/account/notifications',
    url: '/account/notifications',
  });
  return { put, fetchMock };
}

/** The kinds' names, as the list shows them in order. */
const kindNames = () =>
  screen.getAllByRole('switch', { name: /, in the app$/ }).map((s) => s.getAttribute('aria-label'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(redirectToLogin).mockClear();
  clearSessionHint();
});

describe('AccountNotificationsRoute', () => {
  it("lists a recruiter's kinds, and a flip sends the one pair to the account's route", async () => {
    const { put, fetchMock } = openAs(buildMe({ fullName: 'Rami Saleh', roles: ['hr'], primaryRole: 'hr' }));
    const email = await screen.findByRole('switch', { name: 'New applicant, by e-mail' });
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeTruthy();
    expect(kindNames()).toEqual(
      [
        'New applicant',
        'Application status changed',
        'Invitation answered',
        'Invitation expired',
        'Interview answered',
        'Interview reminder',
        'Interview feedback',
        'Offer answered',
        'Offer expired',
        'New message',
      ].map((kind) => `${kind}, in the app`),
    );
    // the candidate's kinds are not the recruiter's business
    expect(screen.queryByText('Offer sent')).toBeNull();
    expect(screen.queryByText('Hired')).toBeNull();
    expect(screen.queryByText('New jobs matching a saved search')).toBeNull();
    // back to the recruiter's own feed
    expect(screen.getByRole('link', { name: 'Back to notifications' }).getAttribute('href')).toBe(
      '/hr/notifications',
    );

    fireEvent.click(email);
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(put.mock.calls[0]?.[1]?.body))).toEqual({ 'email.new_applicant': false });
    expect((email as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByRole('switch', { name: 'New applicant, in the app' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(callsOf(fetchMock).filter((call) => call.includes('notification-setting'))).toEqual([
      `GET ${SETTINGS}`,
      `PUT ${SETTINGS}`,
    ]);
  });

  it('lists the same kinds to an organisation’s interviewer (a plain member)', async () => {
    openAs(buildMe({ roles: ['member'], primaryRole: 'member' }));
    expect(await screen.findByRole('switch', { name: 'Interview feedback, by e-mail' })).toBeTruthy();
    expect(kindNames()).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Back to notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it("lists a job seeker's kinds, through the same route", async () => {
    const { put } = openAs(buildMe());
    const offer = await screen.findByRole('switch', { name: 'Offer sent, by e-mail' });
    expect(screen.queryByText('New applicant')).toBeNull();
    expect(screen.queryByText('Interview feedback')).toBeNull();
    expect(kindNames()).toHaveLength(16);
    fireEvent.click(offer);
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(put.mock.calls[0]?.[1]?.body))).toEqual({ 'email.offer_sent': false });
  });

  it('asks an anonymous visitor to sign in first', async () => {
    const { fetchMock } = openAs(null);
    await vi.waitFor(() => expect(redirectToLogin).toHaveBeenCalled());
    expect(callsOf(fetchMock).some((call) => call.includes(SETTINGS))).toBe(false);
  });
});
