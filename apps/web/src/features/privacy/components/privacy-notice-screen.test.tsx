import { PRIVACY_NOTICE_VERSION } from '@talent/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionHint, setSessionHint } from '../../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import type { Locale } from '../../../lib/locale';
import { PrivacyNoticeScreen } from './privacy-notice-screen';

function renderNotice(locale: Locale = 'en-US') {
  return renderRoute(<PrivacyNoticeScreen />, { path: '/privacy', url: '/privacy', locale });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionHint();
});

describe('PrivacyNoticeScreen', () => {
  it('is readable without signing in: its sections, the retention periods, the rights and the version', () => {
    const fetchMock = stubFetchRoutes({});
    renderNotice();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeTruthy();
    expect(screen.getByText('Version of Dec 1, 2026')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Who we are',
      'What we collect',
      'Why we use it',
      'Who sees what',
      'How long we keep it',
      'Your rights and how to use them',
      'Changes to this notice',
    ]);
    expect(screen.getByText(/medical information and your national ID card number/)).toBeTruthy();
    expect(screen.getByText(/24 months by default/)).toBeTruthy();
    expect(screen.getByText(/Royal Decree 6\/2022/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Account security → Download your data' }).getAttribute('href'),
    ).toBe('/account/security');
    // an anonymous visitor is asked nothing
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('reads in Chinese and Arabic', () => {
    stubFetchRoutes({});
    const { unmount } = renderNotice('zh-CN');
    expect(screen.getByRole('heading', { level: 1, name: '隐私声明' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '您的权利及行使方式' })).toBeTruthy();
    unmount();
    renderNotice('ar');
    expect(screen.getByRole('heading', { level: 1, name: 'إشعار الخصوصية' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'أمان الحساب ← حذف حسابك' })).toBeTruthy();
  });

  it('lets a signed-in person who has not accepted it accept it at the end', async () => {
    setSessionHint();
    stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(buildMe({ roles: ['hr'], primaryRole: 'hr' })),
      'GET /elevate-be/rest/api/me/consents': () =>
        jsonResponse({
          privacyNotice: { currentVersion: PRIVACY_NOTICE_VERSION, acceptedVersion: null, acceptedAt: null },
          history: [],
        }),
      'POST /elevate-be/rest/api/me/consents/privacy-notice': () =>
        jsonResponse({
          privacyNotice: {
            currentVersion: PRIVACY_NOTICE_VERSION,
            acceptedVersion: PRIVACY_NOTICE_VERSION,
            acceptedAt: '2026-12-02T08:00:00.000Z',
          },
          history: [],
        }),
    });
    renderNotice();
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Privacy notice' })).toBeTruthy());
    // the notice itself is on the page: no link to it
    expect(screen.queryByRole('link', { name: 'Read it' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('Thank you: you accepted the privacy notice.');
    expect(document.activeElement).toBe(done);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
