import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { JobListResponse } from '@talent/contracts';
import { useTestApp } from '../../test/app.js';
import { buildJob, buildOrganisation, ensureSkill } from '../../test/factories.js';

const ctx = useTestApp();

/** jobs.skill_ids (migration 0005) is what the skill filter reads; triggers keep it equal to job_skills. */
describe('jobs.skill_ids', () => {
  async function skillIdsOf(jobId: string): Promise<string[]> {
    const row = await ctx.database.db
      .selectFrom('jobs')
      .select('skillIds')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    return row.skillIds;
  }

  async function findBySkill(companyId: string, skill: string): Promise<string[]> {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/jobs',
      query: { companyId, skills: skill },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<JobListResponse>().items.map((job) => job.id);
  }

  it('follows inserts, updates and deletes of job_skills, sorted, in one statement or many', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    const jobId = await buildJob(db, { organisationId: companyId, skills: ['Welding', 'Rigging'] });
    const welding = await ensureSkill(db, 'Welding');
    const rigging = await ensureSkill(db, 'Rigging');
    const scaffolding = await ensureSkill(db, 'Scaffolding');

    expect(await skillIdsOf(jobId)).toEqual([welding, rigging].sort());
    expect(await findBySkill(companyId, 'welding')).toEqual([jobId]);

    await db
      .updateTable('jobSkills')
      .set({ skillId: scaffolding })
      .where('jobId', '=', jobId)
      .where('skillId', '=', rigging)
      .execute();
    expect(await skillIdsOf(jobId)).toEqual([welding, scaffolding].sort());
    expect(await findBySkill(companyId, 'Rigging')).toEqual([]);
    expect(await findBySkill(companyId, 'Scaffolding')).toEqual([jobId]);

    await db.deleteFrom('jobSkills').where('jobId', '=', jobId).execute();
    expect(await skillIdsOf(jobId)).toEqual([]);
    expect(await findBySkill(companyId, 'Welding')).toEqual([]);

    // several jobs in one statement
    const other = await buildJob(db, { organisationId: companyId });
    await db
      .insertInto('jobSkills')
      .values([
        { jobId, skillId: rigging },
        { jobId: other, skillId: rigging },
        { jobId: other, skillId: welding },
      ])
      .execute();
    expect(await skillIdsOf(jobId)).toEqual([rigging]);
    expect(await skillIdsOf(other)).toEqual([welding, rigging].sort());
    expect((await findBySkill(companyId, 'Rigging')).sort()).toEqual([jobId, other].sort());
  });

  it('needs every skill asked for, and finds nothing for a skill that does not exist', async () => {
    const db = ctx.database.db;
    const companyId = await buildOrganisation(db);
    const both = await buildJob(db, { organisationId: companyId, skills: ['Welding', 'Rigging'] });
    await buildJob(db, { organisationId: companyId, skills: ['Welding'] });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/elevate-be/rest/api/jobs',
      query: { companyId, skills: ['welding', 'RIGGING'] },
    });
    expect(res.json<JobListResponse>().items.map((job) => job.id)).toEqual([both]);
    expect(await findBySkill(companyId, 'No Such Skill')).toEqual([]);
  });

  it('is what the migration computed for jobs that had skills before it', async () => {
    // every job's array equals its job_skills rows (the demo data of other tests, if any, included)
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from jobs j
      where j.skill_ids is distinct from coalesce(
        (select array_agg(js.skill_id order by js.skill_id) from job_skills js where js.job_id = j.id), '{}')
    `.execute(ctx.database.db);
    expect(rows[0]?.n).toBe(0);
  });
});
