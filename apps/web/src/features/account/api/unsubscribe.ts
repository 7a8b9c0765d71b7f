import type { NotificationKind } from '@talent/contracts';
import { postForAnswer, type AuthFailure } from '../../auth/api/auth-failure';
import { isKnownKind } from '../../notifications/components/notification-kinds';

/**
 * The one-click unsubscribe (RFC 8058): the page's path, and the server's route for a POST. A GET
 * of it is the web page, which never acts on its own (mail scanners open links).
 */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

export type UnsubscribeResult =
  /** `kind`: the kind of mail now off; null for one this interface cannot name. */
  { ok: true; kind: NotificationKind | 'job_share' | null } | { ok: false; failure: AuthFailure };

/**
 * Turns off the one kind of mail the link's signed token names (`email.<kind>`). Public: the link
 * works without being signed in, so not through the API client (a refusal is the answer to show,
 * never a reason to go to the login page), and a 429's wait is kept. The body is empty JSON; a
 * mail client's own one-click post sends the form `List-Unsubscribe=One-Click` instead.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  const result = await postForAnswer(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, {});
  if (!result.ok) return result;
  const kind = (result.payload as { kind?: unknown } | undefined)?.kind;
  // `job_share`: an address with no account turned off the jobs shared with it
  return { ok: true, kind: kind === 'job_share' ? 'job_share' : isKnownKind(kind) ? kind : null };
}
