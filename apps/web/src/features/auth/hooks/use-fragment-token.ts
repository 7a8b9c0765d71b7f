import { useEffect, useState } from 'react';

/**
 * The token of a mail's link, `#token=…`: in the fragment, so it never reaches a server log. Null
 * when there is none, or when it does not look like one.
 */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token !== null && /^[\w-]{20,200}$/.test(token) ? token : null;
}

/** Takes the fragment out of the address bar, so the token stays in neither the history nor a shared screenshot. */
export function clearFragment(): void {
  if (window.location.hash === '') return;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
}

/**
 * The token of the link this page was opened with: read once, before the address is cleaned, then
 * taken out of the address bar.
 */
export function useFragmentToken(): string | null {
  const [token] = useState(() => tokenFromFragment(window.location.hash));
  useEffect(() => {
    clearFragment();
  }, []);
  return token;
}
