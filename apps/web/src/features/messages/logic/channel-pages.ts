import type { Channel, ChannelListResponse } from '@talent/contracts';

/**
 * The conversations' list is paged by offset (GET /channels?limit&offset), the latest activity first.
 * These keep the pages a list has loaded (TanStack Query's infinite data, without its types here) as
 * one list.
 */

/** The pages a list has loaded, in order, and the offset each was asked with. */
export interface ChannelPages {
  pages: ChannelListResponse[];
  pageParams: unknown[];
}

/**
 * The offset of the next page, or undefined when the list has them all: the rows asked for so far
 * (duplicates included: they are rows the server counted), until the newest page's total or an empty page.
 */
export function nextChannelOffset(
  lastPage: ChannelListResponse,
  allPages: readonly ChannelListResponse[],
): number | undefined {
  const asked = allPages.reduce((sum, page) => sum + page.items.length, 0);
  return lastPage.items.length === 0 || asked >= lastPage.total ? undefined : asked;
}

/**
 * The loaded pages as one list. A conversation whose activity moved it up while the pages were asked
 * for one after the other shows once, where it stands first; the total and the unread total are the
 * last page's (the newest answer: the pages are asked for in order).
 */
export function flattenChannelPages(data: ChannelPages): ChannelListResponse {
  const seen = new Set<string>();
  const items: Channel[] = [];
  for (const page of data.pages) {
    for (const channel of page.items) {
      if (seen.has(channel.id)) continue;
      seen.add(channel.id);
      items.push(channel);
    }
  }
  const last = data.pages.at(-1);
  return {
    items,
    // never fewer than shown (a page may be newer than the total it came with)
    total: Math.max(last?.total ?? 0, items.length),
    unreadTotal: last?.unreadTotal ?? 0,
  };
}

/** The same pages with each one changed by `change` (a read count, a total). */
export function mapChannelPages<T extends ChannelPages>(
  data: T | undefined,
  change: (page: ChannelListResponse) => ChannelListResponse,
): T | undefined {
  return data === undefined ? data : { ...data, pages: data.pages.map(change) };
}

/** The pages with a conversation none of them holds yet first, counted in each page's total. */
export function prependChannel<T extends ChannelPages>(data: T | undefined, channel: Channel): T | undefined {
  if (data === undefined || data.pages.some((p) => p.items.some((c) => c.id === channel.id))) return data;
  return {
    ...data,
    pages: data.pages.map((page, i) => ({
      ...page,
      items: i === 0 ? [channel, ...page.items] : page.items,
      total: page.total + 1,
    })),
  };
}

/** The conversation with this id in the loaded pages, if one holds it. */
export function findInChannelPages(data: ChannelPages | undefined, channelId: string): Channel | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.items.find((c) => c.id === channelId);
    if (found !== undefined) return found;
  }
  return undefined;
}
