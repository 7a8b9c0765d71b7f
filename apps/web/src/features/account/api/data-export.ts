import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { DataExport, DataExportState } from '@talent/contracts';
import { apiGet, apiUrl, isSessionRefreshed } from '../../../lib/api-client';
import type { AccountResult } from './account-failure';
import { sendAccountChange } from './signed-in-call';

export const DATA_EXPORT_URL = apiUrl('/api/me/export');

export const dataExportKeys = { latest: ['account', 'export'] as const };

/** How often the state is read again while the background queue makes the export. */
export const EXPORT_POLL_MS = 3000;

/**
 * My latest export of everything held about me (or none), read again every few seconds while it is
 * being made: the background queue builds a large one within a minute or two.
 */
export function useDataExport(pollMs: number = EXPORT_POLL_MS) {
  return useQuery({
    queryKey: dataExportKeys.latest,
    queryFn: ({ signal }) => apiGet<DataExportState>('/api/me/export', { signal }),
    refetchInterval: (query) => (query.state.data?.latest?.status === 'pending' ? pollMs : false),
  });
}

/**
 * Asks for a new export: ready at once for most accounts, else `pending` until the queue made it.
 * Refusals: one being made already (`export_pending`), several today (`export_limit`).
 */
export function requestDataExport(): Promise<AccountResult<DataExport>> {
  return sendAccountChange<DataExport>('POST', DATA_EXPORT_URL, undefined);
}

/** The answer of a request is the latest export from now on. */
export function exportRequested(queryClient: QueryClient, latest: DataExport): void {
  queryClient.setQueryData<DataExportState>(dataExportKeys.latest, { latest });
}

/**
 * The address to download the latest export from, read just before the download: the call goes
 * through the API client, so an expired access token is renewed first (and the state read once
 * more), and the plain GET of the download then carries a fresh cookie instead of opening a 401
 * page. Null when there is nothing to download any more; throws when the state cannot be read
 * (a failed refresh has already sent the browser to the login page).
 */
export async function freshDownloadUrl(): Promise<string | null> {
  const read = () => apiGet<DataExportState>('/api/me/export');
  let state: DataExportState;
  try {
    state = await read();
  } catch (error) {
    if (!isSessionRefreshed(error)) throw error;
    state = await read();
  }
  return state.latest?.status === 'ready' ? (state.latest.downloadUrl ?? null) : null;
}
