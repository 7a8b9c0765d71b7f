import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { consentTexts, PRIVACY_NOTICE_VERSION, SEARCHABLE_CONSENT_VERSION } from '@talent/contracts';
import { hashPasswordWithSalt } from '../../lib/password.js';
import type { DB, Skills } from '../schema.js';
import type { DemoContext } from './context.js';
import { DemoFiles } from './files.js';
import { generateJobs } from './jobs.js';
import { loadModelReference } from './model-reference.js';
import { generateOrganisations } from './organisations.js';
import { People } from './people.js';
import { SeededRandom } from './random.js';
import { loadReference } from './reference.js';
import { DemoRows, INSERT_ORDER, batches, sqlName } from './rows.js';
import { DEMO_EMAILS, SHOWCASE_NAME } from './showcase.js';
import { allSkillNames } from './vocabulary.js';
import { buildWorld } from './world.js';

/**
 * Believable demo data for a fresh install: a labour market of organisations, jobs and job seekers
 * in English, Arabic and Chinese, with the recruitment pipeline in every state, pointing at the
 * reference data of migrations 0002 and 0003. Everything is derived from the seed and `now`, so
 * the same options give the same rows, ids and password hashes included.
 */

export interface SeedOptions {
  seed?: number;
  /** Jobs of the market's organisations (the showcase organisation's jobs come on top). */
  jobs?: number;
  /** Organisations of the market (the showcase organisation comes on top). */
  organisations?: number;
  /** Generated job seekers (the demo accounts come on top). */
  seekers?: number;
  now?: Date;
}

/** The password of every demo user, published in the README and on the login page of a demo. */
export const DEMO_PASSWORD = 'Demo@12345';

/** The accounts to sign in with on a fresh install, all with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly { email: string; role: string; description: string }[] = [
  {
    email: DEMO_EMAILS.seeker,
    role: 'jobseeker',
    description:
      'Job seeker with a complete profile, applications in several states, a pending invitation, an upcoming interview and an offer waiting for an answer',
  },
  {
    email: DEMO_EMAILS.fresh,
    role: 'jobseeker',
    description: 'Fresh graduate with a freshout request and a graduate offer waiting for an answer',
  },
  {
    email: DEMO_EMAILS.recruiter,
    role: 'hr',
    description: `Recruiter at ${SHOWCASE_NAME} who may also publish, with candidates at every stage of the pipeline`,
  },
  {
    email: DEMO_EMAILS.hrAdmin,
    role: 'hr_admin',
    description: `Organisation admin of ${SHOWCASE_NAME}: members, addresses and per-job roles`,
  },
  {
    email: DEMO_EMAILS.otherAdmin,
    role: 'hr_admin',
    description:
      'Organisation admin of another company: none of the first organisation’s jobs or candidates are visible to them',
  },
  {
    email: DEMO_EMAILS.interviewer,
    role: 'member',
    description: `Member of ${SHOWCASE_NAME} with no role yet: the admin gives per-job roles (an interviewer sees that job's interviews)`,
  },
  {
    email: DEMO_EMAILS.locked,
    role: 'jobseeker',
    description: 'Job seeker whose account the platform admin locked',
  },
  {
    email: DEMO_EMAILS.admin,
    role: 'admin',
    description: 'Platform operator: locks accounts, manages categories, skills and languages',
  },
];

const DEFAULT_SEED = 20261121;
const DEFAULT_SEEKERS = 120;

/** True when no organisation exists: the install is fresh. */
export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('organisations').select('id').limit(1).executeTakeFirst();
  return row === undefined;
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
  const seekerCount = options.seekers ?? DEFAULT_SEEKERS;
  const now = options.now ?? new Date();
  const random = new SeededRandom(seed);

  return db.transaction().execute(async (trx) => {
    const [reference, model] = await Promise.all([loadReference(trx), loadModelReference(trx)]);
    const skills = await ensureSkills(trx, random, now);
    const organisations = generateOrganisations(random, reference, organisationCount, now);
    const marketJobs = generateJobs(random, reference, organisations, skills.ids, jobCount, now);

    // everything below draws after the market above, so its organisations and jobs stay as they were
    const salt = Buffer.from(random.uuid().replace(/-/g, ''), 'hex');
    // one hash for every demo user: scrypt is slow on purpose, and they share the demo password
    const passwordHash = await hashPasswordWithSalt(DEMO_PASSWORD, salt);
    const rows = new DemoRows();
    const ctx: DemoContext = {
      random,
      now,
      rows,
      reference,
      model,
      people: new People(random, rows, passwordHash, now),
      files: new DemoFiles(random, rows),
      skillIds: skills.ids,
    };
    buildWorld(ctx, organisations, marketJobs, seekerCount);

    const counts: Record<string, number> = { skills: skills.inserted };
    for (const table of INSERT_ORDER) {
      await rows.insert(trx, table);
      counts[sqlName(table)] = rows.count(table);
    }
    // the demo people accepted the privacy notice when they joined, and the searchable ones chose
    // to be found, in the words of those consents (issue 24)
    const consents = await sql`
      insert into consents (user_id, kind, granted, version, language, text, created_at)
      select u.id, 'privacy_notice', true, ${PRIVACY_NOTICE_VERSION}, u.preferred_language,
             (${JSON.stringify(consentTexts.privacy_notice)}::jsonb) ->> u.preferred_language, u.created_at
      from users u
      union all
      select u.id, 'searchable', true, ${SEARCHABLE_CONSENT_VERSION}, u.preferred_language,
             (${JSON.stringify(consentTexts.searchable)}::jsonb) ->> u.preferred_language, u.created_at
      from users u join profiles p on p.user_id = u.id where p.is_searchable
    `.execute(trx);
    counts.consents = Number(consents.numAffectedRows ?? 0n);
    return counts;
  });
}
