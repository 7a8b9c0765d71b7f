import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@talent/contracts';
import { useDemoWorld } from '../../test/demo-world.js';
import { signIn } from '../../test/session.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './index.js';

/** Every demo account of the README signs in through the real token endpoint and is who it says. */
describe('the demo accounts through the API', () => {
  const demo = useDemoWorld();

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.role] as const))('%s signs in as %s', async (email, role) => {
    const session = await signIn(demo.app, email, DEMO_PASSWORD);
    const me = await demo.app.inject({ method: 'GET', url: '/uaa/me', headers: { cookie: session.cookie } });
    expect(me.statusCode).toBe(200);
    const body = me.json<MeResponse>();
    expect(body.email).toBe(email);
    expect(body.roles).toContain(role);
    expect(body.locked).toBe(email === 'locked@demo.test');
  });

  it("hides the showcase company's jobs from the second organisation's admin", async () => {
    const recruiter = await signIn(demo.app, 'recruiter@demo.test', DEMO_PASSWORD);
    const other = await signIn(demo.app, 'otheradmin@demo.test', DEMO_PASSWORD);
    const list = async (cookie: string) =>
      (
        await demo.app.inject({ method: 'GET', url: '/elevate-be/rest/api/hr/job', headers: { cookie } })
      ).json<{
        items: { id: string }[];
      }>();
    const showcaseJob = (await list(recruiter.cookie)).items[0]?.id ?? '';
    const theirs = (await list(other.cookie)).items.map((j) => j.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs).not.toContain(showcaseJob);
    const read = await demo.app.inject({
      method: 'GET',
      url: `/elevate-be/rest/api/hr/job/${showcaseJob}`,
      headers: { cookie: other.cookie },
    });
    expect(read.statusCode).toBe(404);
  });

  it("shows the recruiter their organisation's jobs and the seeker what waits for an answer", async () => {
    const recruiter = await signIn(demo.app, 'recruiter@demo.test', DEMO_PASSWORD);
    const jobs = await demo.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/hr/job',
      headers: { cookie: recruiter.cookie },
    });
    expect(jobs.json<{ total: number }>().total).toBeGreaterThan(0);

    const seeker = await signIn(demo.app, 'seeker@demo.test', DEMO_PASSWORD);
    const check = await demo.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/job-seeker/check?limit=100&offset=0',
      headers: { cookie: seeker.cookie },
    });
    const kinds = check.json<{ locked: boolean; items: { kind: string }[] }>().items.map((i) => i.kind);
    expect(kinds).toEqual(expect.arrayContaining(['invitation', 'offer', 'assessment']));

    const fresh = await signIn(demo.app, 'fresh@demo.test', DEMO_PASSWORD);
    const freshCheck = await demo.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/job-seeker/check?limit=100&offset=0',
      headers: { cookie: fresh.cookie },
    });
    expect(freshCheck.json<{ items: { kind: string }[] }>().items.map((i) => i.kind)).toContain(
      'freshout_offer',
    );
  });
});
