import { describe, expect, it } from 'vitest';
import type { ResponseTime } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildJob } from '../../test/factories.js';
import { routeKit } from '../../test/pipeline-world.js';

const ctx = useTestApp();
const { person, call, ok, application } = routeKit(ctx);

const DAY = 24 * 3600 * 1000;

/** Moves the application's date (and its first history row) `days` days back. */
async function appliedDaysAgo(db: typeof ctx.database.db, applicationId: string, days: number) {
  const at = new Date(Date.now() - days * DAY);
  await db.updateTable('applications').set({ appliedAt: at }).where('id', '=', applicationId).execute();
  await db
    .updateTable('applicationStatusHistory')
    .set({ changedAt: at })
    .where('applicationId', '=', applicationId)
    .where('fromStatus', 'is', null)
    .execute();
}

describe('GET /api/hr/stats/response-time', () => {
  it('gives the median days to the first answer per job, leaving out withdrawals', async () => {
    const w = await application();
    const path = '/hr/stats/response-time';

    // one application, not answered yet: waiting
    let stats = await ok<ResponseTime>(call(w.recruiter, 'GET', path));
    expect(stats.days).toBe(90);
    expect(stats.overall).toEqual({ medianDays: null, answered: 0, waiting: 1 });
    expect(stats.jobs).toEqual([
      expect.objectContaining({
        jobId: w.jobId,
        medianDays: null,
        answered: 0,
        waiting: 1,
        status: 'published',
      }),
    ]);

    // answered three days after applying
    await appliedDaysAgo(w.db, w.applicationId, 3);
    await ok(call(w.recruiter, 'POST', `/hr/job-applicant/${w.applicationId}/move`, { to: 'shortlisted' }));
    // a second applicant answered after one day
    const second = (
      await ok<{ id: string }>(call(w.otherSeeker, 'POST', `/job-seeker/job/${w.jobId}/apply`, {}), 201)
    ).id;
    await appliedDaysAgo(w.db, second, 1);
    await ok(
      call(w.admin, 'POST', `/hr/job-applicant/${second}/move`, { to: 'rejected', reason: 'Not now' }),
    );
    // a third who withdrew before any answer: neither answered nor waiting
    const third = await person();
    const withdrawn = (
      await ok<{ id: string }>(call(third, 'POST', `/job-seeker/job/${w.jobId}/apply`, {}), 201)
    ).id;
    await ok(call(third, 'POST', `/job-seeker/my-application/${withdrawn}/withdraw`, {}));

    stats = await ok<ResponseTime>(call(w.admin, 'GET', path));
    expect(stats.overall.answered).toBe(2);
    expect(stats.overall.waiting).toBe(0);
    expect(stats.overall.medianDays).toBeCloseTo(2, 1);
    expect(stats.jobs).toHaveLength(1);
    expect(stats.jobs[0]?.medianDays).toBeCloseTo(2, 1);

    // the window: applications older than it are left out
    await appliedDaysAgo(w.db, w.applicationId, 40);
    stats = await ok<ResponseTime>(call(w.recruiter, 'GET', `${path}?days=30`));
    expect(stats.days).toBe(30);
    expect(stats.overall.answered).toBe(1);
    expect(stats.overall.medianDays).toBeCloseTo(1, 1);
  });

  it('never shows another organisation’s jobs', async () => {
    const w = await application();
    await buildJob(w.db, { organisationId: w.otherOrgId });
    const stats = await ok<ResponseTime>(call(w.outsider, 'GET', '/hr/stats/response-time'));
    expect(stats.jobs.map((j) => j.jobId)).not.toContain(w.jobId);
    expect(stats.overall).toEqual({ medianDays: null, answered: 0, waiting: 0 });
  });

  it('is for recruiters only', async () => {
    const w = await application();
    for (const who of [w.seeker, w.publisher, w.member]) {
      expect((await call(who, 'GET', '/hr/stats/response-time')).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/hr/stats/response-time')).statusCode).toBe(401);
    expect((await call(w.recruiter, 'GET', '/hr/stats/response-time?days=0')).statusCode).toBe(400);
  });
});
