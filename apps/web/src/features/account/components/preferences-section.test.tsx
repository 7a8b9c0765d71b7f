import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { PreferencesSection } from './preferences-section';

const GET = 'GET /elevate-be/rest/api/me/preferences';
const PUT = 'PUT /elevate-be/rest/api/me/preferences';

// jsdom has no scrolling: Mantine's option list scrolls the chosen option into view
const scrollIntoView = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection() {
  return renderRoute(<PreferencesSection />, {
    path: '/account/notifications',
    url: '/account/notifications',
  });
}

describe('PreferencesSection', () => {
  it('shows the language and time zone kept, and saves a new zone', async () => {
    const fetchMock = stubFetchRoutes({
      [GET]: () => jsonResponse({ language: 'en-US', timeZone: null }),
      [PUT]: () => jsonResponse({ language: 'en-US', timeZone: 'Asia/Muscat' }),
    });
    renderSection();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect((zone as HTMLInputElement).value).toBe('Each interview’s own time zone');
    fireEvent.click(zone);
    fireEvent.change(zone, { target: { value: 'Muscat' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Asia/Muscat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your language and time zone are saved.',
    );
    const put = callsOf(fetchMock).find((c) => c.startsWith('PUT'));
    expect(put).toBeDefined();
    const body = fetchMock.mock.calls
      .map(([, init]) => (init as RequestInit | undefined)?.body)
      .find((b) => typeof b === 'string' && b.includes('timeZone'));
    expect(JSON.parse(String(body))).toEqual({ language: 'en-US', timeZone: 'Asia/Muscat' });
  });

  it('says in words when the save is refused', async () => {
    stubFetchRoutes({
      [GET]: () => jsonResponse({ language: 'en-US', timeZone: 'UTC' }),
      [PUT]: () => jsonResponse({ error: 'too_many_requests', message: 'Too many' }, 429),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).not.toBe(''));
    expect(alert.textContent).not.toMatch(/body\./);
  });
});
