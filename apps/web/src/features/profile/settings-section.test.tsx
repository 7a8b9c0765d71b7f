import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { useMyProfile, type MyProfile } from './api';
import { SettingsSection } from './settings-section';
import { buildProfile, PROFILE_REST, stubProfile, writesTo } from './test-support';

const BASE = `${PROFILE_REST}/settings`;
const OPEN = '11111111-1111-4111-8111-111111111111';
const VISIBILITY = '22222222-2222-4222-8222-222222222222';
const THEME = '33333333-3333-4333-8333-333333333333';
const ROW = '44444444-4444-4444-8444-444444444444';

type UserSetting = NonNullable<MyProfile['userSettings']>[number];
const visibility: UserSetting = {
  id: ROW,
  settingValue: 'recruiters',
  setting: { id: VISIBILITY, settingKey: 'profile.visibility' },
};

function Harness() {
  const query = useMyProfile();
  return query.data === undefined ? null : <SettingsSection settings={query.data.userSettings ?? []} />;
}

function stub(profiles: MyProfile[], routes: Record<string, RouteHandler> = {}) {
  return stubProfile(profiles, {
    'GET /elevate-be/rest/api/reference/profile': () =>
      jsonResponse({
        states: [],
        specializations: [],
        industries: [],
        interests: [],
        employmentTypes: [],
        sectionKeys: [],
        settingKeys: [
          { id: THEME, key: 'ui.theme' },
          { id: VISIBILITY, key: 'profile.visibility' },
          { id: OPEN, key: 'profile.open_to_work' },
          { id: '55555555-5555-4555-8555-555555555555', key: 'some.future_key' },
        ],
      }),
    ...routes,
  });
}

const profileWith = (userSettings: UserSetting[]) => buildProfile({}, { userSettings });
const renderSection = (locale: 'en-US' | 'ar' = 'en-US') =>
  renderRoute(<Harness />, { path: '/profile', url: '/profile', locale });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the settings', { timeout: 15_000 }, () => {
  it('shows each key as a control in words, says they are private, and leaves out keys it does not know', async () => {
    stub([profileWith([visibility])]);
    renderSection();
    expect(await screen.findByText(/Private: only you see your settings/)).toBeTruthy();
    const open = await screen.findByRole('switch', { name: /^Open to work/ });
    expect((open as HTMLInputElement).checked).toBe(false);
    const who = screen.getByRole('combobox', { name: /Who I want to see my profile/ }) as HTMLSelectElement;
    expect(who.value).toBe('recruiters');
    expect(who.selectedOptions[0]?.textContent).toBe('Recruiters only');
    expect((screen.getByRole('combobox', { name: /Colours/ }) as HTMLSelectElement).value).toBe('system');
    expect(screen.queryByText(/some\.future_key/)).toBeNull();
    // in the mapping's order (open to work first), not the list's
    const controls = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')];
    const names = controls.map((c) => c.labels?.[0]?.textContent ?? '');
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^Open to work/);
    expect(names[1]).toMatch(/^Who I want to see my profile/);
    expect(names[2]).toMatch(/^Colours/);
  });

  it('adds a setting with POST when the account has none, and changes one it has with PUT', async () => {
    const fetchMock = stub([profileWith([visibility])], {
      [`POST ${BASE}`]: () => jsonResponse({ id: 'e1', percentageCompleted: 20 }, 201),
      [`PUT ${BASE}/${ROW}`]: () => jsonResponse({ id: ROW, percentageCompleted: 20 }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('switch', { name: /^Open to work/ }));
    await waitFor(() => expect(writesTo(fetchMock, BASE)).toHaveLength(1));
    fireEvent.change(screen.getByRole('combobox', { name: /Who I want to see my profile/ }), {
      target: { value: 'private' },
    });
    await waitFor(() =>
      expect(writesTo(fetchMock, BASE)).toEqual([
        { call: `POST ${BASE}`, body: { setting: { id: OPEN }, settingValue: 'true' } },
        { call: `PUT ${BASE}/${ROW}`, body: { setting: { id: VISIBILITY }, settingValue: 'private' } },
      ]),
    );
  });

  it('says so when the server refuses a change (400), and shows the saved value again', async () => {
    stub([profileWith([visibility])], {
      [`PUT ${BASE}/${ROW}`]: () =>
        jsonResponse(
          { error: 'validation', message: 'bad', fields: [{ field: 'body.settingValue', message: 'bad' }] },
          400,
        ),
    });
    renderSection();
    const who = (await screen.findByRole('combobox', {
      name: /Who I want to see my profile/,
    })) as HTMLSelectElement;
    fireEvent.change(who, { target: { value: 'public' } });
    expect(
      await screen.findByText('“Who I want to see my profile” could not be saved. Try again.'),
    ).toBeTruthy();
    expect(who.value).toBe('recruiters');
  });

  it('speaks Arabic', async () => {
    stub([profileWith([])]);
    renderSection('ar');
    expect(await screen.findByRole('switch', { name: /^متاح للعمل/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الإعدادات' })).toBeTruthy();
  });
});
