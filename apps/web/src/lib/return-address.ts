/**
 * The return address after sign-in, when it is safe to follow: a path on this site (one leading '/',
 * not '//' or '/\', which browsers read as another host; no scheme; no control characters, which
 * browsers drop before parsing). The login service's own pages are not a destination: returning to
 * /sso/logout would sign the user out again. Anything else gives null, and the caller uses the
 * role landing instead.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'https://return.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === '/sso' || url.pathname.startsWith('/sso/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
