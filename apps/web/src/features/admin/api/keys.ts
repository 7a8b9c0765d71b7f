/** The console's cache keys: every one starts with `admin`, so a change can refresh them together. */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  userLists: ['admin', 'users', 'list'] as const,
  userList: (query: object) => ['admin', 'users', 'list', query] as const,
  user: (userId: string) => ['admin', 'users', 'detail', userId] as const,
  organisations: ['admin', 'organisations'] as const,
  organisationLists: ['admin', 'organisations', 'list'] as const,
  organisationList: (query: object) => ['admin', 'organisations', 'list', query] as const,
  organisation: (organisationId: string) => ['admin', 'organisations', 'detail', organisationId] as const,
  privacy: ['admin', 'privacy'] as const,
  audit: (query: object) => ['admin', 'audit', query] as const,
};

/** Rows a page of the console's lists holds (the server's default `limit`). */
export const ADMIN_PAGE_SIZE = 25;

/** The page number in the address (`?page=`), 1 when absent or not a page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, 4000) : 1;
}

/** The `limit` and `offset` of a page. */
export const pageWindow = (page: number) => ({
  limit: ADMIN_PAGE_SIZE,
  offset: (page - 1) * ADMIN_PAGE_SIZE,
});
