import { consentTexts, type ConsentState } from '@talent/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import type { Locale } from '../../../lib/locale';
import { ConsentsCard } from './consents-card';

const STATE = 'GET /elevate-be/rest/api/me/consents';
const USER = '00000000-0000-4000-8000-00000000c001';

const STATE_WITH_HISTORY: ConsentState = {
  privacyNotice: {
    currentVersion: '2026-12-01',
    acceptedVersion: '2026-12-01',
    acceptedAt: '2026-12-02T08:00:00.000Z',
  },
  history: [
    {
      kind: 'searchable',
      granted: false,
      version: '2026-12-01',
      language: 'en-US',
      text: consentTexts.searchable['en-US'],
      at: '2026-12-05T10:00:00.000Z',
    },
    {
      kind: 'searchable',
      granted: true,
      version: '2026-12-01',
      language: 'ar',
      text: consentTexts.searchable.ar,
      at: '2026-12-03T10:00:00.000Z',
    },
    {
      kind: 'privacy_notice',
      granted: true,
      version: '2026-12-01',
      language: 'en-US',
      text: consentTexts.privacy_notice['en-US'],
      at: '2026-12-02T08:00:00.000Z',
    },
  ],
};

function renderCard(locale: Locale = 'en-US') {
  return renderRoute(<ConsentsCard userId={USER} />, {
    path: '/account/security',
    url: '/account/security',
    locale,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConsentsCard', () => {
  it('shows the notice accepted and every choice, newest first, with the exact words behind a disclosure', async () => {
    stubFetchRoutes({ [STATE]: () => jsonResponse(STATE_WITH_HISTORY) });
    renderCard();
    const card = screen.getByRole('region', { name: 'Your consents' });
    expect(
      await within(card).findByText(/^You accepted the privacy notice, version 2026-12-01, on .+\.$/),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Read the privacy notice' }).getAttribute('href')).toBe(
      '/privacy',
    );

    const items = within(within(card).getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Searchable by recruiters: withdrawn',
      'Searchable by recruiters: given',
      'Privacy notice: given',
    ]);
    expect(items[0]?.textContent).toMatch(/· version 2026-12-01/);

    // the words, in the language they were shown in, closed until asked for
    const second = items[1] as HTMLElement;
    const details = second.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    const summary = within(second).getByText('The words shown (العربية)');
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    const words = within(second).getByText(consentTexts.searchable.ar);
    expect(words.getAttribute('lang')).toBe('ar');
    expect(words.getAttribute('dir')).toBe('rtl');
  });

  it('says when the current notice is not accepted yet and when nothing is recorded, in the reader’s language', async () => {
    stubFetchRoutes({
      [STATE]: () =>
        jsonResponse({
          privacyNotice: { currentVersion: '2026-12-01', acceptedVersion: null, acceptedAt: null },
          history: [],
        }),
    });
    renderCard('zh-CN');
    expect(await screen.findByText('您尚未接受当前的隐私声明。')).toBeTruthy();
    expect(screen.getByText('暂无同意记录。')).toBeTruthy();
  });

  it('offers to try again when the consents cannot be read', async () => {
    let fail = true;
    stubFetchRoutes({
      [STATE]: () =>
        fail ? jsonResponse({ error: 'internal', message: 'x' }, 500) : jsonResponse(STATE_WITH_HISTORY),
    });
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your consents.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Privacy notice: given')).toBeTruthy();
  });
});
