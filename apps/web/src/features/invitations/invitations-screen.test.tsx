import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { InvitationsScreen } from './invitations-screen';
import { buildInvitation, invitationPage } from './test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = 'GET /elevate-be/rest/api/job-seeker/my-invitation';
const noFit = () => jsonResponse({ error: 'notfound', message: 'x' }, 404);

const accepted = buildInvitation({
  title: 'Charge Nurse',
  status: 'accepted',
  respondedAt: '2026-03-02T10:00:00.000Z',
  message: null,
});
const pending = buildInvitation({ title: 'ICU Nurse' });
const expired = buildInvitation({ title: 'Ward Manager', status: 'expired' });

function stubList(items = [accepted, pending, expired], total = items.length) {
  return stubFetchRoutes({
    [LIST]: (url) => {
      const offset = Number(url.searchParams.get('offset'));
      return jsonResponse(invitationPage(items.slice(offset, offset + 2), total, offset));
    },
    [`GET /elevate-be/rest/api/job-seeker/job/${pending.job.id}/fit`]: () =>
      jsonResponse({ jobId: pending.job.id, fit: { percent: 72, parts: [] }, facts: {} }),
    [`GET /elevate-be/rest/api/job-seeker/job/${accepted.job.id}/fit`]: noFit,
    [`GET /elevate-be/rest/api/job-seeker/job/${expired.job.id}/fit`]: noFit,
  });
}

const titles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('InvitationsScreen', () => {
  it('lists those waiting first, with the company, dates, message and fit, more a page at a time', async () => {
    const fetchMock = stubList();
    renderRoute(<InvitationsScreen />, { path: '/invitations', url: '/invitations' });
    // the first page (2 of 3): the pending one first although the server sent it second
    await screen.findByRole('heading', { name: 'ICU Nurse' });
    expect(titles()).toEqual(['ICU Nurse', 'Charge Nurse']);
    const card = screen.getAllByRole('article')[0];
    if (card === undefined) throw new Error('no card');
    expect(card.textContent).toContain('Oasis Health · Dubai, United Arab Emirates');
    expect(card.textContent).toContain('Received 2 days ago · Answer by');
    expect(card.textContent).toContain('Your ICU experience stood out.');
    expect(within(card).getByRole('link', { name: 'ICU Nurse' }).getAttribute('href')).toBe(
      `/invitations/${pending.job.id}`,
    );
    expect(await within(card).findByText('72% fit')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more invitations' }));
    await screen.findByRole('heading', { name: 'Ward Manager' });
    expect(titles()).toEqual(['ICU Nurse', 'Charge Nurse', 'Ward Manager']);
    expect(screen.queryByRole('button', { name: 'Show more invitations' })).toBeNull();
    expect(callsOf(fetchMock).filter((c) => c.startsWith(LIST))).toEqual([
      `${LIST}?limit=20&offset=0`,
      `${LIST}?limit=20&offset=2`,
    ]);
  });

  it('keeps the status filter in the address, and says so when no invitation has it', async () => {
    stubList([accepted, pending]);
    renderRoute(<InvitationsScreen />, { path: '/invitations', url: '/invitations?status=accepted' });
    await screen.findByRole('heading', { name: 'Charge Nurse' });
    expect(titles()).toEqual(['Charge Nurse']);
    const filter = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(filter).getByRole('button', { name: 'Accepted' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // the card's link keeps the filter for the way back
    expect(screen.getByRole('link', { name: 'Charge Nurse' }).getAttribute('href')).toBe(
      `/invitations/${accepted.job.id}?status=accepted`,
    );

    fireEvent.click(within(filter).getByRole('button', { name: 'Expired' }));
    expect(await screen.findByRole('heading', { name: 'No invitations with this status.' })).toBeTruthy();
    expect(titles()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Show all invitations' }));
    await vi.waitFor(() => expect(titles()).toEqual(['ICU Nurse', 'Charge Nurse']));
    expect(within(filter).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says what invitations are and how to get them when there are none', async () => {
    stubList([]);
    renderRoute(<InvitationsScreen />, { path: '/invitations', url: '/invitations', locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'لا توجد دعوات بعد' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'أكمل ملفك الشخصي' }).getAttribute('href')).toBe('/profile');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    stubFetchRoutes({
      [LIST]: () =>
        fail ? jsonResponse({ error: 'x', message: 'x' }, 503) : jsonResponse(invitationPage([])),
    });
    renderRoute(<InvitationsScreen />, { path: '/invitations', url: '/invitations' });
    expect(await screen.findByRole('heading', { name: 'Your invitations could not be loaded' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No invitations yet' })).toBeTruthy();
  });
});
