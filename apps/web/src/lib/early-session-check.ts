/** Who is signed in (decisions.md, "One origin, one gateway"). */
export const ME_URL = '/uaa/me';

/**
 * The window property under which the built index.html's boot script (app/start-after-paint.ts)
 * leaves its request of ME_URL, sent before the app's files for a browser that had a session.
 */
export const EARLY_SESSION_CHECK = '__talentSessionCheck';

/**
 * The boot script's answer to ME_URL, once: the first session check takes it instead of asking
 * again; every later one asks. Undefined without it (the dev server, no session hint, taken).
 */
export function takeEarlySessionCheck(): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, Promise<Response> | undefined>;
  const early = holder[EARLY_SESSION_CHECK];
  if (early === undefined) return undefined;
  holder[EARLY_SESSION_CHECK] = undefined;
  return early;
}
