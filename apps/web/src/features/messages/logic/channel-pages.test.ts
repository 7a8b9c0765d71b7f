import type { Channel, ChannelListResponse } from '@talent/contracts';
import { describe, expect, it } from 'vitest';
import {
  findInChannelPages,
  flattenChannelPages,
  mapChannelPages,
  nextChannelOffset,
  prependChannel,
} from './channel-pages';

function channel(id: string, unreadCount = 0): Channel {
  return {
    id,
    subject: id,
    jobId: null,
    jobTitle: null,
    organisationId: null,
    organisationName: null,
    applicationId: null,
    counterpartName: id,
    members: [],
    lastMessage: null,
    lastActivityAt: '2026-11-02T08:00:00.000Z',
    unreadCount,
    canWrite: true,
    readOnlyReason: null,
  };
}

function page(ids: string[], total: number, unreadTotal = 0): ChannelListResponse {
  return { items: ids.map((id) => channel(id)), total, unreadTotal };
}

describe('nextChannelOffset', () => {
  it('asks from the rows loaded so far while the total says more remain', () => {
    const first = page(['a', 'b'], 5);
    expect(nextChannelOffset(first, [first])).toBe(2);
    const second = page(['c', 'd'], 5);
    expect(nextChannelOffset(second, [first, second])).toBe(4);
  });

  it('stops at the total', () => {
    const first = page(['a', 'b'], 4);
    const second = page(['c', 'd'], 4);
    expect(nextChannelOffset(second, [first, second])).toBeUndefined();
    const only = page(['a'], 1);
    expect(nextChannelOffset(only, [only])).toBeUndefined();
  });

  it('stops at an empty page, whatever the total says', () => {
    const first = page(['a', 'b'], 5);
    const empty = page([], 5);
    expect(nextChannelOffset(empty, [first, empty])).toBeUndefined();
    expect(nextChannelOffset(page([], 0), [page([], 0)])).toBeUndefined();
  });

  it('counts a row seen twice: it took a place on the server', () => {
    const first = page(['a', 'b'], 5);
    const second = page(['b', 'c'], 5);
    expect(nextChannelOffset(second, [first, second])).toBe(4);
  });
});

describe('flattenChannelPages', () => {
  it('joins the pages in order, with the last page’s totals', () => {
    const list = flattenChannelPages({
      pages: [page(['a', 'b'], 5, 3), page(['c', 'd'], 6, 4)],
      pageParams: [0, 2],
    });
    expect(list.items.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(list.total).toBe(6);
    expect(list.unreadTotal).toBe(4);
  });

  it('shows a conversation found on two pages once, where it stands first', () => {
    const list = flattenChannelPages({
      pages: [page(['a', 'b'], 4), page(['b', 'c'], 4)],
      pageParams: [0, 2],
    });
    expect(list.items.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('never says fewer in all than it shows', () => {
    const list = flattenChannelPages({ pages: [page(['a', 'b', 'c'], 2)], pageParams: [0] });
    expect(list.total).toBe(3);
  });

  it('is empty with no pages', () => {
    expect(flattenChannelPages({ pages: [], pageParams: [] })).toEqual({
      items: [],
      total: 0,
      unreadTotal: 0,
    });
  });
});

describe('mapChannelPages', () => {
  it('changes every page and keeps the offsets', () => {
    const data = { pages: [page(['a'], 2, 1), page(['b'], 2, 1)], pageParams: [0, 1] };
    const changed = mapChannelPages(data, (p) => ({ ...p, unreadTotal: 0 }));
    expect(changed?.pages.map((p) => p.unreadTotal)).toEqual([0, 0]);
    expect(changed?.pageParams).toEqual([0, 1]);
    expect(mapChannelPages(undefined, (p) => p)).toBeUndefined();
  });
});

describe('prependChannel', () => {
  it('puts a new conversation first and counts it in every page', () => {
    const data = { pages: [page(['a'], 3), page(['b'], 3)], pageParams: [0, 1] };
    const pages = prependChannel(data, channel('n'))?.pages ?? [];
    expect(pages.map((p) => p.items.map((c) => c.id))).toEqual([['n', 'a'], ['b']]);
    expect(pages.map((p) => p.total)).toEqual([4, 4]);
    // the next page is asked from after the rows loaded, the new one included
    expect(nextChannelOffset(pages[1] ?? page([], 0), pages)).toBe(3);
  });

  it('leaves the pages alone when one of them holds it already', () => {
    const data = { pages: [page(['a'], 2), page(['b'], 2)], pageParams: [0, 1] };
    expect(prependChannel(data, channel('b'))).toBe(data);
    expect(prependChannel(undefined, channel('b'))).toBeUndefined();
  });
});

describe('findInChannelPages', () => {
  it('finds a conversation on any loaded page', () => {
    const data = { pages: [page(['a'], 2), page(['b'], 2)], pageParams: [0, 1] };
    expect(findInChannelPages(data, 'b')?.id).toBe('b');
    expect(findInChannelPages(data, 'z')).toBeUndefined();
    expect(findInChannelPages(undefined, 'a')).toBeUndefined();
  });
});
