import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrganisation, buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { signIn } from '../../test/session.js';
import { safeRedirectPath } from './enterprise-sso.service.js';
import { createSecretBox, loadSecretBox, SecretKeyError } from './secret-box.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe('the client secret box', () => {
  it('encrypts with AES-256-GCM bound to a context, and names a changed key', () => {
    const box = createSecretBox(randomBytes(32), 'environment');
    const sealed = box.encrypt('s3cret', 'identity_providers:1');
    expect(sealed).toMatch(/^v1\.[\w-]{8}\./);
    expect(box.encrypt('s3cret', 'identity_providers:1')).not.toBe(sealed);
    expect(box.decrypt(sealed, 'identity_providers:1')).toBe('s3cret');
    expect(() => box.decrypt(sealed, 'identity_providers:2')).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.decrypt(tampered, 'identity_providers:1')).toThrow();
    const other = createSecretBox(randomBytes(32), 'environment');
    expect(() => other.decrypt(sealed, 'identity_providers:1')).toThrow(/another key/);
  });

  it('takes SSO_SECRET_KEY when set and refuses one that is not 32 bytes of base64', async () => {
    const key = randomBytes(32).toString('base64');
    const box = await loadSecretBox(database.db, key);
    expect(box.source).toBe('environment');
    expect(
      createSecretBox(Buffer.from(key, 'base64'), 'environment').decrypt(box.encrypt('x', 'c'), 'c'),
    ).toBe('x');
    await expect(loadSecretBox(database.db, randomBytes(16).toString('base64'))).rejects.toThrow(
      SecretKeyError,
    );
    await expect(loadSecretBox(database.db, 'not base64 at all!')).rejects.toThrow(SecretKeyError);
  });

  it('otherwise makes one key, keeps it in server_keys and reuses it', async () => {
    const first = await loadSecretBox(database.db, undefined);
    const second = await loadSecretBox(database.db, '');
    expect(first.source).toBe('database');
    expect(second.decrypt(first.encrypt('shared', 'c'), 'c')).toBe('shared');
    const rows = await database.db
      .selectFrom('serverKeys')
      .select('name')
      .where('name', '=', 'sso-secret-key')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is what the app encrypts client secrets with when SSO_SECRET_KEY is set', async () => {
    const key = randomBytes(32).toString('base64');
    const app = await buildTestApp({ SSO_SECRET_KEY: key }, { database });
    try {
      const organisationId = await buildOrganisation(database.db);
      const admin = await buildUser(database.db, { memberships: [{ organisationId, role: 'hr_admin' }] });
      const session = await signIn(app, admin.email, TEST_PASSWORD);
      const res = await app.inject({
        method: 'POST',
        url: '/elevate-be/rest/api/hr/identity-provider',
        headers: { cookie: session.cookie },
        payload: {
          organisationId,
          issuer: 'https://idp.example.com',
          clientId: 'c',
          clientSecret: 'from the environment key',
          emailDomains: [`env-${randomBytes(4).toString('hex')}.test`],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = (res.json() as { id: string }).id;
      const row = await database.db
        .selectFrom('identityProviders')
        .select('clientSecretEncrypted')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const box = createSecretBox(Buffer.from(key, 'base64'), 'environment');
      expect(box.decrypt(row.clientSecretEncrypted, `identity_providers:${id}`)).toBe(
        'from the environment key',
      );
    } finally {
      await app.close();
    }
  });

  it('stops the app from starting with a malformed SSO_SECRET_KEY', () => {
    expect(() => loadConfig({ SSO_SECRET_KEY: 'too-short' })).toThrow(
      /SSO_SECRET_KEY: must be 32 random bytes in base64 .*\(got \(hidden\)\)/,
    );
  });
});

describe('the return path after sign-in', () => {
  const base = 'https://jobs.example.com';
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/jobs/1?tab=apply#top', '/jobs/1?tab=apply#top'],
    ['jobs', '/jobs'],
    [`${base}/hr/jobs`, '/hr/jobs'],
    ['https://evil.example/jobs', '/'],
    ['//evil.example/jobs', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirectPath(base, value)).toBe(expected);
  });
});
