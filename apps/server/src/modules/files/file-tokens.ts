import type { FileTokenAction } from '@talent/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type SigningKey, TOKEN_ALGORITHM } from '../auth/signing-key.js';

/**
 * File tokens: short-lived JWTs signed with the server's token key (ES256, the key every app server
 * shares through the database), with their own audience so that no other token is ever taken for
 * one. A token allows one action on one file (`fid`) or on every file of its owner (`uid`).
 */

export const FILE_TOKEN_AUDIENCE = 'talent-sourcing/files';

export interface FileTokenClaims {
  action: FileTokenAction;
  /** users.id of the account it was made for. */
  userId: string;
  /** The one file it is for, or null: every file of `userId`. */
  fileId: string | null;
  /** The organisation the caller acted for, or null. */
  organisationId: string | null;
}

export async function signFileToken(
  key: SigningKey,
  issuer: string,
  claims: FileTokenClaims,
  seconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + seconds) * 1000);
  const token = await new SignJWT({
    typ: 'file',
    act: claims.action,
    uid: claims.userId,
    ...(claims.fileId !== null ? { fid: claims.fileId } : {}),
    ...(claims.organisationId !== null ? { org: claims.organisationId } : {}),
  })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid })
    .setIssuer(issuer)
    .setAudience(FILE_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key.privateKey);
  return { token, expiresAt };
}

export type FileTokenCheck =
  { ok: true; claims: FileTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ACTIONS = new Set<string>(['UPLOAD', 'DOWNLOAD', 'DELETE']);

/** Checks the signature (ES256 only), issuer, audience, expiry and the claims' shape. */
export async function verifyFileToken(
  key: SigningKey,
  issuer: string,
  token: string,
): Promise<FileTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: [TOKEN_ALGORITHM],
      issuer,
      audience: FILE_TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'uid', 'act'],
    });
    const { typ, act, uid, fid, org } = payload;
    if (
      typ !== 'file' ||
      typeof act !== 'string' ||
      !ACTIONS.has(act) ||
      typeof uid !== 'string' ||
      (fid !== undefined && typeof fid !== 'string') ||
      (org !== undefined && typeof org !== 'string')
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      claims: {
        action: act as FileTokenAction,
        userId: uid,
        fileId: fid ?? null,
        organisationId: org ?? null,
      },
    };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
