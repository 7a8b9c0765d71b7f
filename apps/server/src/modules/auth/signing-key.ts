import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export const TOKEN_ALGORITHM = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/**
 * The token signing key pair, made once and kept in the database: every app server over the same
 * database signs and verifies with it, and a restart does not sign everybody out. Two servers
 * starting together race on the insert; the loser reads the winner's key.
 */
export async function loadSigningKey(db: Kysely<DB>): Promise<SigningKey> {
  const existing = await db
    .selectFrom('serverKeys')
    .select('value')
    .where('name', '=', 'token-signing')
    .executeTakeFirst();
  let stored = existing?.value as StoredKey | undefined;
  if (stored === undefined) {
    const pair = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
    const candidate: StoredKey = {
      kid: crypto.randomUUID(),
      privateJwk: await exportJWK(pair.privateKey),
      publicJwk: await exportJWK(pair.publicKey),
    };
    await db
      .insertInto('serverKeys')
      .values({ name: 'token-signing', value: JSON.stringify(candidate) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('serverKeys')
      .select('value')
      .where('name', '=', 'token-signing')
      .executeTakeFirstOrThrow();
    stored = row.value as unknown as StoredKey;
  }
  const privateKey = (await importJWK(
    { ...stored.privateJwk, alg: TOKEN_ALGORITHM },
    TOKEN_ALGORITHM,
  )) as CryptoKey;
  const publicKey = (await importJWK(
    { ...stored.publicJwk, alg: TOKEN_ALGORITHM },
    TOKEN_ALGORITHM,
  )) as CryptoKey;
  return {
    kid: stored.kid,
    privateKey,
    publicKey,
    publicJwk: { ...stored.publicJwk, kid: stored.kid, alg: TOKEN_ALGORITHM, use: 'sig' },
  };
}
