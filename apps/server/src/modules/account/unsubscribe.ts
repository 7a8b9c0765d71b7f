import { jwtVerify, SignJWT } from 'jose';
import { isNotificationSettingName, type NotificationSettingName } from '@talent/contracts';
import { type SigningKey, TOKEN_ALGORITHM } from '../auth/signing-key.js';

/**
 * One-click unsubscribe (RFC 8058): every mail that is not about the account's security carries
 * `List-Unsubscribe: <https://…/unsubscribe?token=…>` and `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click`. The token is a JWT signed with the server's key (ES256), naming
 * the account and the one e-mail setting (`email.<kind>`) it turns off, for this purpose only
 * (its own audience). It never expires: a link in an old mail must still work. It grants nothing
 * but switching that one kind of mail off, so it may sit in a URL (docs/decisions.md).
 */
export const UNSUBSCRIBE_AUDIENCE = 'talent-sourcing/unsubscribe';

/** The page and the one-click endpoint share this path (GET: the web page; POST: the switch). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** An account's kind of mail, or, for an address with no account, the jobs shared with it. */
export type UnsubscribeClaims =
  { userId: string; setting: NotificationSettingName } | { address: string; setting: 'mail.job_share' };

export async function signUnsubscribeToken(
  key: SigningKey,
  issuer: string,
  claims: UnsubscribeClaims,
): Promise<string> {
  const jwt = new SignJWT(
    'address' in claims ? { set: claims.setting, adr: claims.address } : { set: claims.setting },
  )
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid })
    .setIssuer(issuer)
    .setAudience(UNSUBSCRIBE_AUDIENCE)
    .setIssuedAt();
  if ('userId' in claims) jwt.setSubject(claims.userId);
  return jwt.sign(key.privateKey);
}

/** The link a mail's List-Unsubscribe header and its footer carry. */
export async function unsubscribeUrl(
  key: SigningKey,
  publicUrl: string,
  claims: UnsubscribeClaims,
): Promise<string> {
  const token = await signUnsubscribeToken(key, publicUrl, claims);
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** What a token names, or undefined for anything that is not one of ours, for this purpose. */
export async function verifyUnsubscribeToken(
  key: SigningKey,
  issuer: string,
  token: string,
): Promise<UnsubscribeClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      issuer,
      audience: UNSUBSCRIBE_AUDIENCE,
      algorithms: [TOKEN_ALGORITHM],
    });
    const setting = payload.set;
    if (setting === 'mail.job_share' && typeof payload.adr === 'string')
      return { address: payload.adr, setting };
    if (typeof payload.sub !== 'string' || typeof setting !== 'string') return undefined;
    if (!isNotificationSettingName(setting) || !setting.startsWith('email.')) return undefined;
    return { userId: payload.sub, setting };
  } catch {
    return undefined;
  }
}

/** The headers of RFC 2369 and RFC 8058 for a mail with this unsubscribe link. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
