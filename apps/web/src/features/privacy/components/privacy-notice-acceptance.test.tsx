import { consentTexts, PRIVACY_NOTICE_VERSION, type ConsentState, type MeResponse } from '@talent/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionHint, setSessionHint } from '../../../lib/session-hint';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import type { Locale } from '../../../lib/locale';
import { PrivacyNoticeAcceptance } from './privacy-notice-acceptance';

const ME = 'GET /uaa/me';
const CHECK = 'GET /elevate-be/rest/api/job-seeker/check';
const STATE = 'GET /elevate-be/rest/api/me/consents';
const ACCEPT = 'POST /elevate-be/rest/api/me/consents/privacy-notice';
const NEWER = '2027-03-01';

function consentState(acceptedVersion: string | null, currentVersion = PRIVACY_NOTICE_VERSION): ConsentState {
  return {
    privacyNotice: {
      currentVersion,
      acceptedVersion,
      acceptedAt: acceptedVersion === null ? null : '2026-12-02T08:00:00.000Z',
    },
    history: [],
  };
}

function stub(routes: Record<string, RouteHandler>, me: MeResponse | null = buildMe()) {
  return stubFetchRoutes({
    [ME]: () => (me === null ? jsonResponse({ error: 'unauthorized', message: 'x' }, 401) : jsonResponse(me)),
    [CHECK]: () => jsonResponse({ locked: false, total: 0, items: [] }),
    ...routes,
  });
}

function renderBanner(locale: Locale = 'en-US') {
  return renderRoute(
    <>
      <PrivacyNoticeAcceptance />
      <main id="main-content" tabIndex={-1}>
        The page
      </main>
    </>,
    { path: '/jobs', url: '/jobs', locale },
  );
}

const banner = (name = 'Privacy notice') => screen.findByRole('region', { name });

beforeEach(() => {
  setSessionHint();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionHint();
});

describe('PrivacyNoticeAcceptance (the banner)', () => {
  it('asks a person who never accepted it, with the words accepting records, and accepts the current version', async () => {
    let state = consentState(null);
    const fetchMock = stub({
      [STATE]: () => jsonResponse(state),
      [ACCEPT]: () => {
        state = consentState(PRIVACY_NOTICE_VERSION);
        return jsonResponse(state);
      },
    });
    renderBanner();
    const region = await banner();
    expect(region.textContent).toContain('We have a privacy notice you have not accepted yet.');
    expect(region.textContent).toContain(consentTexts.privacy_notice['en-US']);
    expect(screen.getByRole('link', { name: 'Read it' }).getAttribute('href')).toBe('/privacy');

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Privacy notice' })).toBeNull());
    const accept = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(accept?.[1]?.body))).toEqual({ version: PRIVACY_NOTICE_VERSION });
    // the button that had the focus is gone: the page's main part has it
    expect(document.activeElement?.id).toBe('main-content');
    // read once: the answer of the acceptance is the new state
    expect(callsOf(fetchMock).filter((c) => c === STATE)).toHaveLength(1);
  });

  it('says that the notice was updated when an older version was accepted, in the reader’s language', async () => {
    stub({ [STATE]: () => jsonResponse(consentState(PRIVACY_NOTICE_VERSION, NEWER)) });
    renderBanner('ar');
    const region = await banner('إشعار الخصوصية');
    expect(region.textContent).toContain('حدّثنا إشعار الخصوصية، ولم تقبل الإصدار الجديد بعد.');
    expect(region.textContent).toContain(consentTexts.privacy_notice.ar);
    expect(screen.getByRole('button', { name: 'قبول' })).toBeTruthy();
  });

  it('stays away once the current version is accepted', async () => {
    const fetchMock = stub({ [STATE]: () => jsonResponse(consentState(PRIVACY_NOTICE_VERSION)) });
    renderBanner();
    await waitFor(() => expect(callsOf(fetchMock)).toContain(STATE));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks nothing of an anonymous visitor', async () => {
    clearSessionHint();
    const fetchMock = stub({});
    renderBanner();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('reads the state again and says so when a newer notice came meanwhile (409)', async () => {
    let reads = 0;
    const fetchMock = stub({
      [STATE]: () => {
        reads += 1;
        return jsonResponse(reads === 1 ? consentState(null) : consentState(null, NEWER));
      },
      [ACCEPT]: () =>
        jsonResponse({ error: 'stale_version', message: 'A newer privacy notice is in force.' }, 409),
    });
    renderBanner();
    await banner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The privacy notice changed while this page was open. Read the current version, then accept it.',
    );
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c === STATE)).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'Privacy notice' })).toBeTruthy();
    // the next acceptance is of the version now in force
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2),
    );
    const second = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')[1];
    expect(JSON.parse(String(second?.[1]?.body))).toEqual({ version: NEWER });
  });
});
