import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';

/** The browser keeps the sign-in in progress for ten minutes, on the OIDC paths only. */
export const STATE_COOKIE = 'sso_oidc';
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
