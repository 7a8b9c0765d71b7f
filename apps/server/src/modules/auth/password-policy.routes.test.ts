import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
const PASSPHRASE = 'correct horse battery staple river';

function signUp(body: { fullName: string; email: string; password: string }) {
  return ctx.app.inject({ method: 'POST', url: '/sso/rest/signup', payload: body });
}

describe('the password rule at sign-up (POST /sso/rest/signup)', () => {
  it('refuses Password123!, a breached password that meets every composition rule', async () => {
    const email = `weak-${randomUUID().slice(0, 8)}@example.test`;
    const res = await signUp({ fullName: 'Nadia Rahman', email, password: 'Password123!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'weak_password' });
    expect(ctx.mailbox.to(email)).toEqual([]);
  });

  it("refuses a password built on the person's name or e-mail address", async () => {
    const email = `omar.farouk-${randomUUID().slice(0, 4)}@example.test`;
    const byName = await signUp({ fullName: 'Omar Farouk', email, password: 'farouk quiet lanterns drift' });
    expect(byName.statusCode).toBe(400);
    expect(byName.json()).toMatchObject({ error: 'weak_password' });
    const byEmail = await signUp({ fullName: 'O F', email, password: `${email} violet harbour` });
    expect(byEmail.statusCode).toBe(400);
  });

  it('accepts a long passphrase of plain lower-case words', async () => {
    const email = `phrase-${randomUUID().slice(0, 8)}@example.test`;
    const res = await signUp({ fullName: 'Layla Chen', email, password: PASSPHRASE });
    expect(res.statusCode, res.body).toBe(202);
  });
});

describe('the password rule at password change (PUT /sso/rest/update-password)', () => {
  it('refuses Password123! and keeps the old password', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.email, TEST_PASSWORD);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/sso/rest/update-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Password123!' },
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'weak_password' });
    await signIn(ctx.app, user.email, TEST_PASSWORD);
  });

  it('accepts a long passphrase, which then signs in', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.email, TEST_PASSWORD);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/sso/rest/update-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: PASSPHRASE },
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    await signIn(ctx.app, user.email, PASSPHRASE);
  });
});
