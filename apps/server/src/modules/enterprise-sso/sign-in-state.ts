import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';

/** The browser keeps the sign-in in progress for ten minutes, on the OIDC paths only. */
export const STATE_COOKIE_PATH = '/sso/oidc';
export const STATE_SECONDS = 10 * 60;

const AUDIENCE = 'sso-oidc-state';

/** What the callback needs to finish what the start began. */
export interface SignInState {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The same-origin path to return to. */
  redirectPath: string;
  identityProviderId: string;
}

const payloadSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43).max(128),
  redirectPath: z.string().startsWith('/'),
  identityProviderId: z.uuid(),
});

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636: the S256 code challenge of a verifier. */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The state is encrypted (JWE, dir + A256GCM) rather than only signed: the cookie carries the PKCE
 * verifier, which nobody but this server needs to read, and it cannot be forged or altered.
 */
export async function sealState(key: Uint8Array, value: SignInState): Promise<string> {
  return new EncryptJWT({ ...value })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${STATE_SECONDS}s`)
    .encrypt(key);
}

/** The state if the cookie is ours, whole and not expired; otherwise undefined. */
export async function openState(key: Uint8Array, sealed: string): Promise<SignInState | undefined> {
  try {
    const { payload } = await jwtDecrypt(sealed, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      audience: AUDIENCE,
      requiredClaims: ['exp'],
    });
    const parsed = payloadSchema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A sign-in that came back for an existing account not yet linked to the provider: it waits in
 * this cookie (sealed like the state, on the same paths, never in a URL) until the person proves
 * the account is theirs with its password.
 */
export const LINK_COOKIE = 'sso_link';
const LINK_AUDIENCE = 'sso-oidc-link';

export interface PendingLink {
  identityProviderId: string;
  /** The provider's `sub` for this person. */
  subject: string;
  /** The existing account the e-mail address matched. */
  userId: string;
  email: string;
  redirectPath: string;
}

const pendingLinkSchema = z.object({
  identityProviderId: z.uuid(),
  subject: z.string().min(1).max(255),
  userId: z.uuid(),
  email: z.string().min(3).max(254),
  redirectPath: z.string().startsWith('/'),
});

export async function sealPendingLink(key: Uint8Array, value: PendingLink, seconds: number): Promise<string> {
  return new EncryptJWT({ ...value })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(LINK_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .encrypt(key);
}

/** The pending link if the cookie is ours, whole and not expired; otherwise undefined. */
export async function openPendingLink(
  key: Uint8Array,
  sealed: string | undefined,
): Promise<PendingLink | undefined> {
  if (sealed === undefined || sealed === '') return undefined;
  try {
    const { payload } = await jwtDecrypt(sealed, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      audience: LINK_AUDIENCE,
      requiredClaims: ['exp'],
    });
    const parsed = pendingLinkSchema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
