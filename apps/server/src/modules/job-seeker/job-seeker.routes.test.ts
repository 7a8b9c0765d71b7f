import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildJob, buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();

describe('GET /api/job-seeker/check', () => {
  it("names an interview by its assessment's id, which its screen /jobs/interview/{jobId}/{id} needs", async () => {
    const db = ctx.database.db;
    const seeker = await buildUser(db);
    const jobId = await buildJob(db, { title: 'Data Analyst' });
    const application = await db
      .insertInto('applications')
      .values({ jobId, seekerId: seeker.id, status: 'interviewing' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assessment = await db
      .insertInto('assessments')
      .values({
        applicationId: application.id,
        title: 'Technical interview',
        kind: 'interview',
        mode: 'phone',
        durationMinutes: 45,
        startsAt: new Date(Date.now() + 3 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const s = await signIn(ctx.app, seeker.email, TEST_PASSWORD);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/job-seeker/check?limit=100&offset=0',
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      items: [{ kind: 'assessment', id: assessment.id, jobId, title: 'Technical interview' }],
    });
  });
});
