/** What posting a one-time token answers: success, or a refusal with its code. */
type TokenResult = { ok: true } | { ok: false; failure: { code: string } };

/**
 * Posts each one-time token of a mail's link once per page load, even if asked twice (React's
 * StrictMode runs effects twice in development; a second post would find the token used). A
 * refusal the same token will always get (`final`) is kept; any other (the network, a rate limit,
 * the server) lets the next call try again.
 */
export function oncePerToken<R extends TokenResult>(
  post: (token: string) => Promise<R>,
  final: ReadonlySet<string>,
): (token: string) => Promise<R> {
  const pending = new Map<string, Promise<R>>();
  return (token) => {
    let result = pending.get(token);
    if (result === undefined) {
      result = post(token);
      pending.set(token, result);
      void result.then((r) => {
        if (!r.ok && !final.has(r.failure.code)) pending.delete(token);
      });
    }
    return result;
  };
}
