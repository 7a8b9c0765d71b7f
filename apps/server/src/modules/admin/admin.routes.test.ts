import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUserPage, AuditPage } from '@talent/contracts';
import { failOnResponseMismatches, useTestApp } from '../../test/app.js';
import { buildOrganisation, buildUser } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
afterEach(failOnResponseMismatches);
const API = '/elevate-be/rest/api/admin';

async function adminSession() {
  const admin = await buildUser(ctx.database.db, { platformRoles: ['admin'] });
  return { ...admin, cookie: (await signIn(ctx.app, admin.email, admin.password)).cookie };
}
const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (cookie: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('the platform admin’s console', () => {
  it('finds users by name or address, shows their sessions, ends them and sends a reset link', async () => {
    const admin = await adminSession();
    const person = await buildUser(ctx.database.db, {
      fullName: 'Zahra Console Test',
      email: `zahra-${Date.now()}@console.test`,
    });
    const session = await signIn(ctx.app, person.email, person.password);
    const found = await get(admin.cookie, `${API}/users?q=${encodeURIComponent('console TEST')}`);
    expect(found.statusCode, found.body).toBe(200);
    const page = found.json<AdminUserPage>();
    expect(page.items.map((u) => u.id)).toEqual([person.id]);
    expect(page.items[0]).toMatchObject({
      roles: ['jobseeker'],
      openSessions: 1,
      locked: false,
      erased: false,
    });
    // a % typed is a %, not a wildcard
    expect((await get(admin.cookie, `${API}/users?q=%25%25`)).json<AdminUserPage>().items).toHaveLength(0);

    const detail = await get(admin.cookie, `${API}/users/${person.id}`);
    expect(detail.json()).toMatchObject({ id: person.id, sessions: [{ authMethod: 'password' }] });

    const ended = await post(admin.cookie, `${API}/users/${person.id}/sessions/end`);
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await get(session.cookie, '/uaa/me')).statusCode).toBe(401);

    const reset = await post(admin.cookie, `${API}/users/${person.id}/password-reset`);
    expect(reset.statusCode).toBe(202);
    await ctx.app.mailQueue.deliverDue();
    expect(ctx.mailbox.to(person.email).at(-1)?.text).toMatch(/\/sso\/reset-password#token=/);

    const audit = await get(admin.cookie, `${API}/audit?targetId=${person.id}`);
    const actions = audit.json<AuditPage>().items.map((e) => e.action);
    expect(actions).toEqual(['password.reset_sent_by_admin', 'session.ended_by_admin', 'sign_in']);
    const byAdmin = audit.json<AuditPage>().items[0];
    expect(byAdmin?.actor?.id).toBe(admin.id);
    expect(byAdmin?.ip).toBe('127.0.0.1');
    expect((await get(admin.cookie, `${API}/users/0f0f0f0f-0000-4000-8000-00000000beef`)).statusCode).toBe(
      404,
    );
  });

  it('shows organisations with members, plan and domains, and changes a plan', async () => {
    const admin = await adminSession();
    const organisationId = await buildOrganisation(ctx.database.db, { name: 'Console Harbour Works' });
    await buildUser(ctx.database.db, {
      fullName: 'Console Recruiter',
      memberships: [
        { organisationId, role: 'hr' },
        { organisationId, role: 'hr_admin' },
      ],
    });
    const list = await get(admin.cookie, `${API}/organisations?q=harbour%20works`);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: organisationId, members: 1, plan: 'standard', domains: [] }],
    });
    const detail = await get(admin.cookie, `${API}/organisations/${organisationId}`);
    expect(detail.json()).toMatchObject({
      memberList: [{ fullName: 'Console Recruiter', roles: ['hr', 'hr_admin'] }],
    });
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/organisations/${organisationId}/plan`,
      headers: { cookie: admin.cookie },
      payload: { plan: 'enterprise' },
    });
    expect(changed.json()).toMatchObject({ plan: 'enterprise' });
    const audit = await get(admin.cookie, `${API}/audit?action=organisation&targetId=${organisationId}`);
    expect(audit.json<AuditPage>().items[0]).toMatchObject({
      action: 'organisation.plan_changed',
      details: { from: 'standard', to: 'enterprise' },
    });
  });

  it('exports the filtered audit log as CSV, formulas defused', async () => {
    const admin = await adminSession();
    const sneaky = await buildUser(ctx.database.db, { fullName: '=HYPERLINK("http://evil.example")' });
    await signIn(ctx.app, sneaky.email, sneaky.password);
    const csv = await get(admin.cookie, `${API}/audit.csv?action=sign_in&actorId=${sneaky.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor_id,actor_name,actor_email,action,target_type,target_id,ip,user_agent,request_id,details',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(',sign_in,user,');
  });

  it('lists deletions waiting for their erasure, and exports', async () => {
    const admin = await adminSession();
    const leaving = await buildUser(ctx.database.db, { fullName: 'Leaving Soon' });
    const { cookie } = await signIn(ctx.app, leaving.email, leaving.password);
    await ctx.app.inject({ method: 'POST', url: '/elevate-be/rest/api/me/export', headers: { cookie } });
    await ctx.app.inject({
      method: 'DELETE',
      url: '/elevate-be/rest/api/me',
      headers: { cookie },
      payload: { password: leaving.password },
    });
    const res = await get(admin.cookie, `${API}/privacy-requests`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      deletions: { userId: string }[];
      exports: { userId: string; status: string }[];
    }>();
    expect(body.deletions.map((d) => d.userId)).toContain(leaving.id);
    expect(body.exports.find((e) => e.userId === leaving.id)?.status).toBe('ready');
  });

  it('is the platform admin’s alone', async () => {
    const organisationId = await buildOrganisation(ctx.database.db);
    const hrAdmin = await buildUser(ctx.database.db, { memberships: [{ organisationId, role: 'hr_admin' }] });
    const { cookie } = await signIn(ctx.app, hrAdmin.email, hrAdmin.password);
    expect((await get(cookie, `${API}/users`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${API}/audit` })).statusCode).toBe(401);
  });
});
