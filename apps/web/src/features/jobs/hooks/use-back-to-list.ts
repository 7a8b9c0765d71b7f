import { useLocation } from 'react-router';

/** What a link from the list to a job carries, so the job's back link returns to the same search. */
export interface JobLinkState {
  listSearch: string;
}

export function jobLinkState(listSearch: string): JobLinkState {
  return { listSearch };
}

/** The list URL with the search the reader came from (kept in history state, so it survives a reload). */
export function useBackToListHref(): string {
  const { state } = useLocation();
  const search =
    typeof state === 'object' &&
    state !== null &&
    'listSearch' in state &&
    typeof state.listSearch === 'string' &&
    state.listSearch.startsWith('?')
      ? state.listSearch
      : '';
  return `/jobs${search}`;
}
