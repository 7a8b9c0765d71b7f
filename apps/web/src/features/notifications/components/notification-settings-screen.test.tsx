import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { useUiStore } from '../../../lib/ui-store';
import { SEEKER_SETTINGS_API } from '../api/settings';
import { SEEKER_KINDS } from './notification-kinds';
import { NotificationSettingsScreen } from './notification-settings-screen';

const SETTINGS = '/elevate-be/rest/api/job-seeker/my-notification-setting';

/** Every setting on, as for a new account, recruiters' kinds included. */
const settings = Object.fromEntries(
  ['in_app', 'email'].flatMap((channel) =>
    ['offer_sent', 'hired', 'new_applicant', 'offer_answered'].map((kind) => [`${channel}.${kind}`, true]),
  ),
);

const render = () =>
  renderRoute(
    <NotificationSettingsScreen api={SEEKER_SETTINGS_API} kinds={SEEKER_KINDS} backTo="/notifications" />,
    {
      path: '/notifications/settings',
      url: '/notifications/settings',
    },
  );

afterEach(() => vi.unstubAllGlobals());

describe('NotificationSettingsScreen', () => {
  it('offers the seeker’s kinds only, and a flip sends exactly that one pair', async () => {
    const put = vi.fn((_url: URL, init: RequestInit | undefined) =>
      jsonResponse({ settings: { ...settings, ...(JSON.parse(String(init?.body)) as object) } }),
    );
    stubFetchRoutes({ [`GET ${SETTINGS}`]: () => jsonResponse({ settings }), [`PUT ${SETTINGS}`]: put });
    render();
    const email = await screen.findByRole('switch', { name: 'Offer sent, by e-mail' });
    expect(screen.getByRole('switch', { name: 'Hired, in the app' })).toBeTruthy();
    // recruiters' kinds are not the seeker's business; kinds the server does not send are not offered
    expect(screen.queryByText('New applicant')).toBeNull();
    expect(screen.getAllByRole('switch')).toHaveLength(4);

    fireEvent.click(email);
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect((email as HTMLInputElement).checked).toBe(false);
    expect(JSON.parse(String(put.mock.calls[0]?.[1]?.body))).toEqual({ 'email.offer_sent': false });
    expect((screen.getByRole('switch', { name: 'Offer sent, in the app' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('offers the kinds of issue 23 to the seeker, each with its label', async () => {
    const newKinds = Object.fromEntries(
      ['in_app', 'email'].flatMap((channel) =>
        ['message_received', 'invitation_expired', 'offer_expired', 'assessment_reminder'].map((kind) => [
          `${channel}.${kind}`,
          true,
        ]),
      ),
    );
    stubFetchRoutes({ [`GET ${SETTINGS}`]: () => jsonResponse({ settings: { ...settings, ...newKinds } }) });
    render();
    for (const label of ['New message', 'Invitation expired', 'Offer expired', 'Interview reminder']) {
      expect(await screen.findByRole('switch', { name: `${label}, in the app` })).toBeTruthy();
      expect(screen.getByRole('switch', { name: `${label}, by e-mail` })).toBeTruthy();
    }
    expect(screen.queryByText('New applicant')).toBeNull();
    expect(screen.getAllByRole('switch')).toHaveLength(12);
  });

  it('puts the switch back and says so when the server refuses', async () => {
    let refuse = () => {};
    const put = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          refuse = () => resolve(jsonResponse({ error: 'internal', message: 'x' }, 500));
        }),
    );
    stubFetchRoutes({ [`GET ${SETTINGS}`]: () => jsonResponse({ settings }), [`PUT ${SETTINGS}`]: put });
    render();
    const inApp = (await screen.findByRole('switch', { name: 'Hired, in the app' })) as HTMLInputElement;
    fireEvent.click(inApp);
    // the switch moves at once, before the server answers
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(inApp.checked).toBe(false);
    refuse();
    await vi.waitFor(() => expect(inApp.checked).toBe(true));
    expect(useUiStore.getState().toasts.map((t) => t.text)).toContain(
      '“Hired, in the app” could not be changed. Try again.',
    );
  });
});
