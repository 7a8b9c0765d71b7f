import type { SessionSummary } from '@talent/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/navigation';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { AccountSecurityScreen } from './account-security-screen';

vi.mock('../../../lib/navigation', () => ({ assignLocation: vi.fn() }));

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let sequence = 0;
function buildSession(overrides: Partial<SessionSummary> = {}): SessionSummary {
  sequence += 1;
  const now = Date.now();
  return {
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    current: false,
    authMethod: 'password',
    userAgent: CHROME_WINDOWS,
    ip: '203.0.113.7',
    createdAt: new Date(now - 3 * 24 * 3600_000).toISOString(),
    lastUsedAt: new Date(now - 2 * 3600_000).toISOString(),
    expiresAt: new Date(now + 27 * 24 * 3600_000).toISOString(),
    ...overrides,
  };
}

function renderScreen(locale: 'en-US' | 'ar' | 'zh-CN' = 'en-US') {
  return renderRoute(<AccountSecurityScreen passwordSection={<p>the password form</p>} />, {
    path: '/account/security',
    url: '/account/security',
    locale,
  });
}

function card(name: RegExp | string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name });
  const item = heading.closest('li');
  if (item === null) throw new Error('no list item around the session');
  return item;
}

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccountSecurityScreen', () => {
  it('lists the sessions, this device first and marked, each with its place and times', async () => {
    const current = buildSession({ current: true, userAgent: SAFARI_IPHONE, ip: '2001:db8::1' });
    const other = buildSession({ authMethod: 'oidc', ip: null });
    stubFetchRoutes({ 'GET /uaa/sessions': () => jsonResponse({ items: [other, current] }) });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Account security' })).toBeTruthy();
    expect(screen.getByText('Loading your sessions…')).toBeTruthy();

    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Safari on iOS',
      'Chrome on Windows',
    ]);
    const mine = card('Safari on iOS');
    expect(within(mine).getByText('This device')).toBeTruthy();
    expect(within(mine).getByText('2001:db8::1')).toBeTruthy();
    expect(within(mine).getByText('Signed in with a password')).toBeTruthy();
    expect(within(mine).getByText('2 hours ago')).toBeTruthy();
    const theirs = card('Chrome on Windows');
    expect(within(theirs).queryByText('This device')).toBeNull();
    expect(within(theirs).getByText('Signed in through your organisation')).toBeTruthy();
    expect(within(theirs).getByText('Not known')).toBeTruthy();
    // each "End session" is described by its device
    const end = within(theirs).getByRole('button', { name: 'End session' });
    expect(document.getElementById(end.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Chrome on Windows',
    );
    expect(screen.getByText('the password form')).toBeTruthy();
  });

  it('ends another session after asking, then says so', async () => {
    const current = buildSession({ current: true });
    const other = buildSession({ userAgent: SAFARI_IPHONE });
    let items = [current, other];
    const fetchMock = stubFetchRoutes({
      'GET /uaa/sessions': () => jsonResponse({ items }),
      [`DELETE /uaa/sessions/${other.id}`]: () => {
        items = [current];
        return jsonResponse({ ok: true });
      },
    });
    renderScreen();
    await screen.findAllByRole('listitem');
    fireEvent.click(within(card('Safari on iOS')).getByRole('button', { name: 'End session' }));

    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    expect(within(dialog).getByText(/Safari on iOS will be signed out/)).toBeTruthy();
    // the safe choice has the focus
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'End session' }));

    await waitFor(() => expect(screen.getByText('The session on Safari on iOS has ended.')).toBeTruthy());
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Safari on iOS' })).toBeNull(),
    );
    expect(screen.getByText('You are signed in only on this device.')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain(`DELETE /uaa/sessions/${other.id}`);
  });

  it('does nothing when the question is cancelled', async () => {
    const other = buildSession();
    const fetchMock = stubFetchRoutes({
      'GET /uaa/sessions': () =>
        jsonResponse({ items: [buildSession({ current: true, userAgent: SAFARI_IPHONE }), other] }),
    });
    renderScreen();
    await screen.findAllByRole('listitem');
    fireEvent.click(within(card('Chrome on Windows')).getByRole('button', { name: 'End session' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetchMock).filter((c) => c.startsWith('DELETE'))).toEqual([]);
  });

  it('signs out everywhere else, one session at a time, keeping this one', async () => {
    const current = buildSession({ current: true });
    const others = [buildSession({ userAgent: SAFARI_IPHONE }), buildSession()];
    let items = [current, ...others];
    const ended: string[] = [];
    const routes: Parameters<typeof stubFetchRoutes>[0] = {
      'GET /uaa/sessions': () => jsonResponse({ items }),
    };
    for (const s of others) {
      routes[`DELETE /uaa/sessions/${s.id}`] = () => {
        ended.push(s.id);
        items = items.filter((i) => i.id !== s.id);
        // one may have ended on its own meanwhile
        return s === others[1]
          ? jsonResponse({ error: 'not_found', message: 'Session not found.' }, 404)
          : jsonResponse({ ok: true });
      };
    }
    stubFetchRoutes(routes);
    renderScreen();
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.getByText('You are now signed in only on this device.')).toBeTruthy());
    expect(ended.sort()).toEqual(others.map((s) => s.id).sort());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it("ending this device's session signs out here", async () => {
    const current = buildSession({ current: true });
    stubFetchRoutes({
      'GET /uaa/sessions': () => jsonResponse({ items: [current] }),
      [`DELETE /uaa/sessions/${current.id}`]: () => jsonResponse({ ok: true }),
    });
    renderScreen();
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ending its session signs you out here/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/sso/logout'));
  });

  it('keeps the question open and says so when a session could not be ended', async () => {
    const other = buildSession();
    stubFetchRoutes({
      'GET /uaa/sessions': () =>
        jsonResponse({ items: [buildSession({ current: true, userAgent: SAFARI_IPHONE }), other] }),
      [`DELETE /uaa/sessions/${other.id}`]: () => jsonResponse({ error: 'internal', message: 'x' }, 500),
    });
    renderScreen();
    await screen.findAllByRole('listitem');
    fireEvent.click(within(card('Chrome on Windows')).getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The session could not be ended. Check your connection and try again.',
    );
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    stubFetchRoutes({
      'GET /uaa/sessions': () =>
        fail ? jsonResponse({ error: 'internal', message: 'x' }, 500) : jsonResponse({ items: [] }),
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Your sessions could not be loaded' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No active sessions.')).toBeTruthy();
  });

  it('speaks Arabic, right to left, with the address kept left to right', async () => {
    stubFetchRoutes({
      'GET /uaa/sessions': () =>
        jsonResponse({ items: [buildSession({ current: true, ip: '198.51.100.23' })] }),
    });
    renderScreen('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'أمان الحساب' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Chrome على Windows' })).toBeTruthy();
    expect(screen.getByText('هذا الجهاز')).toBeTruthy();
    expect(screen.getByText('198.51.100.23').closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });
});
