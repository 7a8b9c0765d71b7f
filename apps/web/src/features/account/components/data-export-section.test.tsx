import type { DataExport } from '@talent/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { assignLocation } from '../../../lib/navigation';
import { DataExportSection } from './data-export-section';

vi.mock('../../../lib/navigation', () => ({ assignLocation: vi.fn() }));

const STATE = 'GET /elevate-be/rest/api/me/export';
const REQUEST = 'POST /elevate-be/rest/api/me/export';
const ID = '00000000-0000-4000-8000-00000000e001';

function buildExport(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: ID,
    status: 'ready',
    requestedAt: '2026-03-01T09:00:00.000Z',
    readyAt: '2026-03-01T09:00:02.000Z',
    expiresAt: '2026-03-03T09:00:02.000Z',
    sizeBytes: 2_516_582,
    downloadUrl: `/elevate-be/rest/api/me/export/${ID}/download`,
    ...overrides,
  };
}

const PENDING = buildExport({
  status: 'pending',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
});

function renderSection(locale: 'en-US' | 'ar' = 'en-US') {
  return renderRoute(<DataExportSection pollMs={20} />, {
    path: '/account/security',
    url: '/account/security',
    locale,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(assignLocation).mockClear();
});

describe('DataExportSection', () => {
  it('says what the copy holds and offers to prepare it when there is none', async () => {
    stubFetchRoutes({ [STATE]: () => jsonResponse({ latest: null }) });
    renderSection();
    expect(screen.getByRole('heading', { name: 'Download your data' })).toBeTruthy();
    expect(screen.getByText(/applications with their history, invitations, interviews, offers/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Prepare my data' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a ready copy as a download link with its size and until when it works', async () => {
    stubFetchRoutes({ [STATE]: () => jsonResponse({ latest: buildExport() }) });
    renderSection();
    const link = await screen.findByRole('link', { name: 'Download (2.4 MB)' });
    expect(link.getAttribute('href')).toBe(`/elevate-be/rest/api/me/export/${ID}/download`);
    expect(screen.getByText(/^Available until .+\.$/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your data is ready to download.');
    expect(screen.getByRole('button', { name: 'Prepare a new copy' })).toBeTruthy();
  });

  it('renews an expired session through the API client before it goes to the download', async () => {
    let reads = 0;
    const fetchMock = stubFetchRoutes({
      [STATE]: () => {
        reads += 1;
        // the page's first read works; by the click the access token has expired
        if (reads === 2)
          return jsonResponse({ error: 'unauthorized', message: 'The access token has expired.' }, 401);
        return jsonResponse({ latest: buildExport() });
      },
      'POST /uaa/oauth/token': () => jsonResponse({ token_type: 'bearer', expires_in: 900 }),
    });
    renderSection();
    const link = await screen.findByRole('link', { name: 'Download (2.4 MB)' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    // the browser does not follow the link on its own
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith(`/elevate-be/rest/api/me/export/${ID}/download`),
    );
    expect(callsOf(fetchMock)).toEqual([STATE, STATE, 'POST /uaa/oauth/token', STATE]);
    expect(assignLocation).toHaveBeenCalledTimes(1);
  });

  it('goes to the download after a check when the session is fresh, and says so when the check fails', async () => {
    let reads = 0;
    stubFetchRoutes({
      [STATE]: () => {
        reads += 1;
        if (reads === 3) return Promise.reject(new TypeError('Failed to fetch'));
        return jsonResponse({ latest: buildExport() });
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('link', { name: 'Download (2.4 MB)' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('link', { name: 'Download (2.4 MB)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(assignLocation).toHaveBeenCalledTimes(1);
  });

  it('asks for a copy, waits while it is being made, reading the state again, then offers it', async () => {
    let reads = 0;
    const fetchMock = stubFetchRoutes({
      [STATE]: () => {
        reads += 1;
        // none at first; then still being made once; then ready
        if (reads === 1) return jsonResponse({ latest: null });
        return jsonResponse({ latest: reads === 2 ? PENDING : buildExport() });
      },
      [REQUEST]: () => jsonResponse(PENDING, 202),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));

    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^We are preparing your data\./));
    // the button it came from is gone: the state's sentence has the focus
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByRole('button', { name: 'Prepare my data' })).toBeNull();

    expect(await screen.findByRole('link', { name: 'Download (2.4 MB)' })).toBeTruthy();
    expect(status.textContent).toBe('Your data is ready to download.');
    expect(callsOf(fetchMock).slice(0, 4)).toEqual([STATE, REQUEST, STATE, STATE]);
    // once ready, the state is read no more
    const calls = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('says in words that today’s copies are used up', async () => {
    stubFetchRoutes({
      [STATE]: () => jsonResponse({ latest: buildExport({ status: 'expired', downloadUrl: null }) }),
      [REQUEST]: () =>
        new Response(
          JSON.stringify({
            error: 'export_limit',
            message: 'You asked for several exports today. Please try again tomorrow.',
          }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '3600' } },
        ),
    });
    renderSection();
    expect(
      await screen.findByText(
        'The download of your last copy has expired. Prepare a new one to download it.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prepare a new copy' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You asked for several copies of your data today. Please try again tomorrow.',
    );
  });

  it('offers to try again after a copy could not be made, in the reader’s language', async () => {
    stubFetchRoutes({
      [STATE]: () => jsonResponse({ latest: buildExport({ status: 'failed', downloadUrl: null }) }),
    });
    renderSection('ar');
    expect(await screen.findByText('تعذّر تجهيز بياناتك. يُرجى المحاولة مرة أخرى.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
  });
});
