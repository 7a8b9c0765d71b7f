import { describe, expect, it } from 'vitest';
import type { MemberListResponse } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { routeKit } from '../../test/pipeline-world.js';

const ctx = useTestApp();
const { person, call, organisation } = routeKit(ctx);

describe('GET /api/hr/members', () => {
  it("lists the organisation's members once each, with every role they hold, by name", async () => {
    const o = await organisation();
    const both = await person({
      fullName: 'Aaron Both',
      memberships: [
        { organisationId: o.orgId, role: 'publisher' },
        { organisationId: o.orgId, role: 'hr' },
      ],
    });
    const res = await call(o.admin, 'GET', `/hr/members?orgId=${o.orgId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { members } = res.json<MemberListResponse>();
    const ids = members.map((m) => m.userId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([o.admin.id, o.recruiter.id, o.publisher.id, o.member.id, both.id].sort());
    const aaron = members.find((m) => m.userId === both.id);
    expect(aaron).toMatchObject({
      fullName: 'Aaron Both',
      subject: both.subject,
      roles: ['hr', 'publisher'],
    });
    expect(members.find((m) => m.userId === o.member.id)?.roles).toEqual(['member']);
    // the other organisation's people are not there
    expect(ids).not.toContain(o.outsider.id);
  });

  it('leaves deleted accounts out', async () => {
    const o = await organisation();
    await o.db.updateTable('users').set({ deletedAt: new Date() }).where('id', '=', o.member.id).execute();
    const { members } = (
      await call(o.admin, 'GET', `/hr/members?orgId=${o.orgId}`)
    ).json<MemberListResponse>();
    expect(members.map((m) => m.userId)).not.toContain(o.member.id);
  });

  it('refuses the wrong role (403), another organisation (404), anonymous callers and bad input', async () => {
    const o = await organisation();
    for (const who of [o.recruiter, o.publisher, o.member, o.seeker]) {
      expect((await call(who, 'GET', `/hr/members?orgId=${o.orgId}`)).statusCode).toBe(403);
    }
    const other = await call(o.outsider, 'GET', `/hr/members?orgId=${o.orgId}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(o.admin.id);
    expect((await call(null, 'GET', `/hr/members?orgId=${o.orgId}`)).statusCode).toBe(401);
    expect((await call(o.admin, 'GET', '/hr/members?orgId=nope')).statusCode).toBe(400);
    expect((await call(o.admin, 'GET', '/hr/members')).statusCode).toBe(400);
  });
});
