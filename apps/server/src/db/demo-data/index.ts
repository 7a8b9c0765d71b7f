import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, Skills } from '../schema.js';
import { generateJobs } from './jobs.js';
import { generateOrganisations } from './organisations.js';
import { SeededRandom } from './random.js';
import { loadReference } from './reference.js';
import { allSkillNames } from './vocabulary.js';

/**
 * Believable demo data for a fresh install: organisations, skills and jobs in English, Arabic and
 * Chinese, pointing at the reference data of migration 0002. Everything is derived from the seed
 * and `now`, so the same options give the same rows, ids included.
 */

export interface SeedOptions {
  seed?: number;
  jobs?: number;
  organisations?: number;
  now?: Date;
}

const DEFAULT_SEED = 20261121;
const BATCH_SIZE = 500;

/** True when no organisation exists: the install is fresh. */
export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('organisations').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

function batches<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) result.push(rows.slice(i, i + BATCH_SIZE));
  return result;
}

/**
 * The ids of every vocabulary skill by lower-cased name: skills already in the database keep
 * theirs (the name is unique regardless of case), the others are inserted.
 */
async function ensureSkills(
  trx: Transaction<DB>,
  random: SeededRandom,
  now: Date,
): Promise<{ ids: Map<string, string>; inserted: number }> {
  const existing = await trx.selectFrom('skills').select(['id', 'name']).orderBy('id').execute();
  const ids = new Map(existing.map((s) => [s.name.toLowerCase(), s.id]));
  const missing: Insertable<Skills>[] = [];
  for (const name of allSkillNames()) {
    // an id is drawn for every skill, so that the ids do not depend on what was already there
    const id = random.uuid();
    if (ids.has(name.toLowerCase())) continue;
    ids.set(name.toLowerCase(), id);
    missing.push({ id, name, createdAt: now });
  }
  for (const batch of batches(missing)) await trx.insertInto('skills').values(batch).execute();
  return { ids, inserted: missing.length };
}

/** Fills an empty database with demo data in one transaction; answers the rows inserted per table. */
export async function seedDemoData(
  db: Kysely<DB>,
  options: SeedOptions = {},
): Promise<Record<string, number>> {
  const seed = options.seed ?? DEFAULT_SEED;
  const jobCount = options.jobs ?? 360;
  const organisationCount = options.organisations ?? 40;
  const now = options.now ?? new Date();
  const random = new SeededRandom(seed);

  return db.transaction().execute(async (trx) => {
    const reference = await loadReference(trx);
    const skills = await ensureSkills(trx, random, now);
    const organisations = generateOrganisations(random, reference, organisationCount, now);
    const { jobs, jobSkills, jobLanguages } = generateJobs(
      random,
      reference,
      organisations,
      skills.ids,
      jobCount,
      now,
    );

    for (const batch of batches(organisations.map((o) => o.row))) {
      await trx.insertInto('organisations').values(batch).execute();
    }
    for (const batch of batches(jobs)) await trx.insertInto('jobs').values(batch).execute();
    for (const batch of batches(jobSkills)) await trx.insertInto('jobSkills').values(batch).execute();
    for (const batch of batches(jobLanguages)) await trx.insertInto('jobLanguages').values(batch).execute();

    return {
      skills: skills.inserted,
      organisations: organisations.length,
      jobs: jobs.length,
      job_skills: jobSkills.length,
      job_languages: jobLanguages.length,
    };
  });
}
