import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/session-hint';
import { buildMe, jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { JobsRoute } from './jobs';

const WAITING = 'Waiting for your answer';

/** The signed-in seeker with an offer waiting; every other list the page asks for is empty. */
function stubSeeker() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/uaa/me') return jsonResponse(buildMe());
    if (url.pathname === '/elevate-be/rest/api/job-seeker/check') {
      return jsonResponse({
        locked: false,
        total: 1,
        items: [
          {
            kind: 'offer',
            id: '00000000-0000-4000-8000-000000000002',
            jobId: '00000000-0000-4000-8000-0000000000a1',
            title: 'Data Analyst',
            companyName: 'Oasis Health',
            at: '2026-11-20T10:00:00.000Z',
          },
        ],
      });
    }
    return jsonResponse({ items: [], total: 0, limit: 100, offset: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  setSessionHint();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobsRoute', () => {
  it('gives a job seeker arriving at /jobs what waits for an answer under the search', async () => {
    stubSeeker();
    renderRoute(<JobsRoute />, { path: '/jobs', url: '/jobs' });
    const waiting = await screen.findByRole('region', { name: WAITING });
    const search = screen.getByRole('search');
    // the search leads: it comes first in the page
    expect(search.compareDocumentPosition(waiting) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts the results right under the search once the address holds a search', async () => {
    const fetchMock = stubSeeker();
    renderRoute(<JobsRoute />, { path: '/jobs', url: '/jobs?keyword=nurse' });
    await screen.findByRole('search');
    // the seeker is known and the check has answered: the home would be shown by now
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
        expect.stringContaining('/api/job-seeker/check'),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: WAITING })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recommended for you' })).toBeNull();
  });
});
