import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { callParams, renderAdminScreen, setUpAdminTests } from '../test-utils';
import { ADMIN_ID, buildAuditEntry, USER_ID } from './admin.fixtures';
import { AdminAuditScreen } from './audit-screen';
import { chooseDay, dayPicker } from '../../../test/date-time';

// the calendar is its own chunk: transformed once here, not inside a test's time limit
beforeAll(async () => {
  await import('../../../components/date-time/day-time-pickers');
}, 60_000);

const AUDIT = 'GET /elevate-be/rest/api/admin/audit';

const renderAudit = (url: string, total = 1) =>
  renderAdminScreen(<AdminAuditScreen />, url, {
    [AUDIT]: () => jsonResponse({ items: [buildAuditEntry()], total }),
  });

const auditCalls = (fetchMock: ReturnType<typeof stubFetchRoutes>) => callParams(fetchMock, AUDIT);

/** The first instant of a day and the last one, in the reader's time zone (as the screen sends them). */
const dayStart = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();
const dayEnd = (y: number, m: number, d: number) =>
  new Date(new Date(y, m - 1, d + 1).getTime() - 1).toISOString();

setUpAdminTests();

describe('AdminAuditScreen', () => {
  it('reads the filters from the address into the form and the request, and the CSV link carries them', async () => {
    const fetchMock = renderAudit(
      `/admin/audit?action=sign_in&actor=${ADMIN_ID}&target=${USER_ID}&from=2025-03-01&to=2025-03-02&page=2`,
      60,
    );
    await screen.findByText('60 entries');
    const call = auditCalls(fetchMock)[0];
    expect(call?.get('action')).toBe('sign_in');
    expect(call?.get('actorId')).toBe(ADMIN_ID);
    expect(call?.get('targetId')).toBe(USER_ID);
    expect(call?.get('from')).toBe(dayStart(2025, 3, 1));
    expect(call?.get('to')).toBe(dayEnd(2025, 3, 2));
    expect(call?.get('limit')).toBe('25');
    expect(call?.get('offset')).toBe('25');

    expect((screen.getByLabelText(/^Action/) as HTMLInputElement).value).toBe('sign_in');
    expect((screen.getByLabelText(/^Actor ID/) as HTMLInputElement).value).toBe(ADMIN_ID);
    expect((screen.getByLabelText(/^Target/) as HTMLInputElement).value).toBe(USER_ID);
    expect((await dayPicker(document.body, /^From/)).textContent).toBe('Sat, March 1, 2025');

    const csv = new URL(
      screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(csv.pathname).toBe('/elevate-be/rest/api/admin/audit.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      action: 'sign_in',
      actorId: ADMIN_ID,
      targetId: USER_ID,
      from: dayStart(2025, 3, 1),
      to: dayEnd(2025, 3, 2),
    });
  });

  it('puts the applied filters into the address, back on page 1, and asks for them', async () => {
    const fetchMock = renderAudit('/admin/audit?page=2', 40);
    await screen.findByText('40 entries');
    fireEvent.change(screen.getByLabelText(/^Action/), { target: { value: 'admin.user' } });
    fireEvent.change(screen.getByLabelText(/^Target/), { target: { value: USER_ID } });
    await chooseDay(document.body, /^From/, '2026-11-05');
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe(
        `?action=admin.user&target=${USER_ID}&from=2026-11-05`,
      ),
    );
    await vi.waitFor(() => expect(auditCalls(fetchMock).at(-1)?.get('action')).toBe('admin.user'));
    const last = auditCalls(fetchMock).at(-1);
    expect(last?.get('targetId')).toBe(USER_ID);
    expect(last?.get('from')).toBe(dayStart(2026, 11, 5));
    expect(last?.get('offset')).toBe('0');
    const csv = screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '';
    expect(new URL(csv, 'http://localhost').searchParams.get('action')).toBe('admin.user');
  });

  it('refuses an action or an actor id the server would not take, without asking', async () => {
    const fetchMock = renderAudit('/admin/audit');
    await screen.findByText('1 entry');
    fireEvent.change(screen.getByLabelText(/^Action/), { target: { value: 'Sign-In' } });
    fireEvent.change(screen.getByLabelText(/^Actor ID/), { target: { value: 'omar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('Use lower-case letters, dots and underscores only')).toBeTruthy();
    expect(screen.getByText('A user ID looks like 0a1b2c3d-…')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('');
    expect(auditCalls(fetchMock)).toHaveLength(1);
  });

  it('lists the entries and opens one to show its details', async () => {
    renderAudit('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(within(table).getByText('Omar Admin')).toBeTruthy();
    expect(within(table).getByText('omar@example.com')).toBeTruthy();
    expect(within(table).getByText('admin.user.lock')).toBeTruthy();
    expect(within(table).getByText('198.51.100.4')).toBeTruthy();
    expect(within(table).getByText('Firefox on macOS')).toBeTruthy();
    const toggle = within(table).getByRole('button', { name: /^Show details of admin.user.lock/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const opened = within(table).getByRole('button', { name: /^Hide details of admin.user.lock/ });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(opened.getAttribute('aria-controls') ?? '');
    expect(JSON.parse(details?.querySelector('pre')?.textContent ?? '')).toEqual({
      reason: 'spam',
      requestId: 'req-1',
    });
  });

  it('shows a dash for an entry without an actor', async () => {
    stubFetchRoutes({
      [AUDIT]: () => jsonResponse({ items: [buildAuditEntry({ actor: null, ip: null })], total: 1 }),
    });
    renderRoute(<AdminAuditScreen />, { path: '/admin/audit', url: '/admin/audit' });
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(within(table).getAllByText('—')).toHaveLength(2);
  });
});
