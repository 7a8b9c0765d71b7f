import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Channel, ChannelListResponse } from '@talent/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, jsonResponse } from '../../../test/factories';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoute } from '../../../test/render';
import { CHANNEL_PAGE_SIZE, useChannels } from '../api/chat';
import { ChannelList } from './channel-list';

afterEach(() => vi.unstubAllGlobals());

function channel(n: number): Channel {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    subject: `Conversation ${n}`,
    jobId: null,
    jobTitle: null,
    organisationId: null,
    organisationName: null,
    applicationId: null,
    counterpartName: `Person ${n}`,
    members: [],
    lastMessage: null,
    lastActivityAt: '2026-11-02T08:00:00.000Z',
    unreadCount: n === 1 ? 2 : 0,
    canWrite: true,
    readOnlyReason: null,
  };
}

/** `total` conversations, answered by offset and limit; `failFrom`: a page from there fails. */
function stubChannels(total: number, failFrom?: number) {
  const all = Array.from({ length: total }, (_, i) => channel(i + 1));
  return stubFetchRoutes({
    'GET /uaa/me': () => jsonResponse(buildMe()),
    'GET /router/rest/api/channels': (url) => {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      if (failFrom !== undefined && offset >= failFrom) return jsonResponse({}, 500);
      const page: ChannelListResponse = { items: all.slice(offset, offset + limit), total, unreadTotal: 2 };
      return jsonResponse(page);
    },
  });
}

function Inbox() {
  const query = useChannels();
  return (
    <ChannelList query={query} side="candidate" selected={null} hrefOf={(c) => `/messages?channel=${c.id}`} />
  );
}

const render = () => renderRoute(<Inbox />, { path: '/messages', url: '/messages' });
const rows = () => screen.getAllByRole('link');

describe('the conversations list', () => {
  it('shows 20 at first, then 20 more with "Show more", the focus on the first it brought', async () => {
    const fetchMock = stubChannels(45);
    render();
    await screen.findByRole('link', { name: /Person 1(?!\d)/ });
    expect(rows()).toHaveLength(CHANNEL_PAGE_SIZE);
    expect(screen.getByRole('status').textContent).toBe('Conversations shown: 20 of 45');
    // the unread badge is kept
    expect(screen.getByText('2 unread')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more conversations' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(screen.getByRole('status').textContent).toBe('Conversations shown: 40 of 45');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: /Person 21(?!\d)/ })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show more conversations' }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    // all there: no more button, the focus on the first of the last page
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: /Person 41(?!\d)/ })),
    );
    expect(callsOf(fetchMock).filter((c) => c.includes('/channels'))).toEqual([
      'GET /router/rest/api/channels?limit=20&offset=0',
      'GET /router/rest/api/channels?limit=20&offset=20',
      'GET /router/rest/api/channels?limit=20&offset=40',
    ]);
  });

  it('has no "Show more" when one page holds them all', async () => {
    stubChannels(3);
    render();
    await screen.findByRole('link', { name: /Person 3(?!\d)/ });
    expect(screen.getByRole('status').textContent).toBe('Conversations shown: 3 of 3');
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();
  });

  it('says so when the next page fails, keeping the ones shown and the button', async () => {
    stubChannels(25, 20);
    render();
    await screen.findByRole('link', { name: /Person 1(?!\d)/ });
    const more = screen.getByRole('button', { name: 'Show more conversations' });
    fireEvent.click(more);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'More conversations could not be loaded. Try again.',
    );
    expect(rows()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Show more conversations' })).toBeTruthy();
  });
});
