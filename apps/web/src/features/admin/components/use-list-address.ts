import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readPage } from '../api/keys';

/** A searchable list's state in the address: the search, the page and how to change them. */
export interface ListAddress {
  q: string;
  page: number;
  setQuery: (q: string) => void;
  setPage: (page: number) => void;
}

/** A searchable list's state in the address: `?q=` and `?page=`. */
export function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = readPage(params);
  const setQuery = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if ((prev.get('q')?.trim() ?? '') === next) return prev;
          if (next === '') out.delete('q');
          else out.set('q', next);
          out.delete('page');
          return out;
        },
        // typing does not leave one history entry per pause
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        if (next > 1) out.set('page', String(next));
        else out.delete('page');
        return out;
      }),
    [setParams],
  );
  return { q, page, setQuery, setPage };
}
