import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type SigningKey, TOKEN_ALGORITHM } from './signing-key.js';

export const ACCESS_TOKEN_SECONDS = 10 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const AUDIENCE = 'talent-sourcing';

export interface AccessClaims {
  /** users.id */
  uid: string;
  /** users.subject */
  sub: string;
  /** the refresh-token family: the session */
  sid: string;
}

export interface IdentityClaims {
  sub: string;
  name: string;
  email: string;
}

export async function signAccessToken(
  key: SigningKey,
  issuer: string,
  claims: AccessClaims,
): Promise<string> {
  return new SignJWT({ uid: claims.uid, sid: claims.sid, typ: 'access' })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key.privateKey);
}

/** An OpenID-style identity token: who signed in, for clients that show it; never used to authorise. */
export async function signIdToken(key: SigningKey, issuer: string, claims: IdentityClaims): Promise<string> {
  return new SignJWT({ name: claims.name, email: claims.email, typ: 'id' })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key.privateKey);
}

export type VerifyResult =
  { ok: true; claims: AccessClaims; expiresAt: number } | { ok: false; reason: 'expired' | 'invalid' };

/** Checks signature (ES256 only), issuer, audience, expiry and that it is an access token. */
export async function verifyAccessToken(
  key: SigningKey,
  issuer: string,
  token: string,
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: [TOKEN_ALGORITHM],
      issuer,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'uid', 'sid'],
    });
    if (payload.typ !== 'access' || typeof payload.uid !== 'string' || typeof payload.sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      claims: { uid: payload.uid, sid: payload.sid, sub: payload.sub ?? '' },
      // requiredClaims makes exp present; in milliseconds like Date.now()
      expiresAt: (payload.exp ?? 0) * 1000,
    };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** An opaque refresh token; only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
