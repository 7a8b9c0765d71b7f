import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const KEY_NAME = 'sso-secret-key';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const FORMAT = 'v1';

/**
 * Encrypts the identity providers' client secrets (AES-256-GCM) and derives the key of the sign-in
 * state cookie, both from one data key.
 *
 * Where the data key lives is a trade-off. With `SSO_SECRET_KEY` set (32 random bytes, base64, kept
 * in the deployment's secret store) a copy of the database alone does not reveal any client secret.
 * Without it, a key is made once and kept in `server_keys`: every app server over the database
 * shares it and nothing needs configuring, but whoever can read the whole database can decrypt the
 * secrets; the encryption then only keeps them out of exports, logs and copies of single tables.
 * Each ciphertext names its key (a fingerprint), so a changed key is reported rather than misread.
 */
export interface SecretBox {
  /** Where the data key came from, for the start-up log. */
  source: 'environment' | 'database';
  encrypt(plain: string, context: string): string;
  decrypt(sealed: string, context: string): string;
  /** A key for another purpose, derived from the data key (HKDF-SHA-256). */
  deriveKey(purpose: string): Uint8Array;
}

export class SecretKeyError extends Error {}

function parseKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64') !== base64.trim()) {
    throw new SecretKeyError(
      'SSO_SECRET_KEY must be 32 random bytes in base64 (for example the output of `openssl rand -base64 32`).',
    );
  }
  return key;
}

async function loadStoredKey(db: Kysely<DB>): Promise<Buffer> {
  // two servers starting together race on the insert; the loser reads the winner's key
  await db
    .insertInto('serverKeys')
    .values({ name: KEY_NAME, value: JSON.stringify({ key: randomBytes(KEY_BYTES).toString('base64') }) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('serverKeys')
    .select('value')
    .where('name', '=', KEY_NAME)
    .executeTakeFirstOrThrow();
  const stored = row.value as { key?: unknown };
  if (typeof stored.key !== 'string') throw new SecretKeyError(`server_keys.${KEY_NAME} is not readable.`);
  return parseKey(stored.key);
}

export function createSecretBox(key: Buffer, source: SecretBox['source']): SecretBox {
  const fingerprint = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return {
    source,
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, fingerprint, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed, context) {
      const [format, keyId, iv, tag, body] = sealed.split('.');
      if (format !== FORMAT || iv === undefined || tag === undefined || body === undefined) {
        throw new SecretKeyError('The stored secret is not in a known format.');
      }
      if (keyId !== fingerprint) {
        throw new SecretKeyError(
          'The stored secret was encrypted with another key (was SSO_SECRET_KEY changed?).',
        );
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    deriveKey(purpose) {
      return new Uint8Array(hkdfSync('sha256', key, Buffer.alloc(0), purpose, KEY_BYTES));
    },
  };
}

/** The data key from `SSO_SECRET_KEY` when given, otherwise the one kept in the database. */
export async function loadSecretBox(db: Kysely<DB>, environmentKey: string | undefined): Promise<SecretBox> {
  if (environmentKey !== undefined && environmentKey.trim() !== '') {
    return createSecretBox(parseKey(environmentKey), 'environment');
  }
  return createSecretBox(await loadStoredKey(db), 'database');
}
