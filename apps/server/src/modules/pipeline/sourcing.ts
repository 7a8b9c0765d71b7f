import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { SourcingPoolQuery } from '@talent/contracts';
import {
  computeFit,
  countsToward,
  FIT_VERSION,
  type FitJob,
  type FitResult,
  yearsOfExperience,
} from '@talent/domain';
import type { DB } from '../../db/schema.js';
import { toFitCandidate } from '../recommendations/fit-candidate.js';
import type { CandidateProfileRow, FitJobRow } from '../recommendations/recommendations.repository.js';
import { fitsFor, toFitJob } from './fit-inputs.js';

/**
 * The sourcing pool at scale (docs/decisions.md, "The sourcing pool at scale"). The fit is
 * computeFit's, in TypeScript, so no index can order by it as such; instead each job whose pool is
 * opened keeps the percent of every profile in `job_candidate_fits`, ordered by an index, and each
 * request first brings those scores up to date:
 *
 * - a job whose requirements changed (or that was never opened) is scored whole, once;
 * - profiles whose `fit_changed_at` (kept by triggers, migration 0010) is newer than their score
 *   are scored again, found through that column's index;
 * - scores that change by themselves (years counted from a job still held) carry the day they
 *   next may change, and are scored again from that day.
 *
 * The page's fit parts are computed afresh by computeFit for the candidates shown.
 */

/** Profiles scored and written per round trip. */
export const SOURCING_SCORE_BATCH = 5000;

/**
 * How far back of the last scan profile changes are read again: a change is stamped with its
 * transaction's start, so one committed later than a scan that began after it is still found, as
 * long as its transaction ran shorter than this.
 */
export const SOURCING_RESCAN_LAG_MS = 10 * 60_000;

/** A job's scores unused this long are dropped (at the next whole scan of any job). */
export const SOURCING_CACHE_IDLE_DAYS = 14;

/** How far ahead a score that grows with time is next looked at, at most. */
const CHANGE_HORIZON_DAYS = 40;

/**
 * Raised when what the server hands computeFit changes, so that every kept score is computed
 * again; computeFit's own scoring table is versioned by FIT_VERSION, which the key also holds.
 */
export const FIT_CACHE_VERSION = 1;

const DAY_MS = 86_400_000;

export interface Scored {
  userId: string;
  fit: FitResult;
}

/** The day of a date, `YYYY-MM-DD`, in UTC as computeFit counts days. */
const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** What the scores of a job were computed for: its requirements as computeFit reads them. */
export function jobKey(job: FitJob): string {
  return createHash('sha256')
    .update(JSON.stringify({ version: FIT_CACHE_VERSION, fit: FIT_VERSION, job }))
    .digest('base64url');
}

/**
 * The first day after `today` on which this candidate's fit to the job may differ, or null when it
 * never changes by itself: only years counted from the jobs held (none stated), short of what the
 * job asks, with a job still running, grow.
 */
export function fitChangesOn(row: CandidateProfileRow, job: FitJob, today: Date): string | null {
  const asked = job.minExperienceYears ?? 0;
  if (row.yearsOfExperience !== null || !(asked > 0)) return null;
  const periods = row.experiences.map((e) => ({ from: e.dateFrom, to: e.dateTo }));
  const todayDay = dayOf(today);
  if (!periods.some((p) => p.to === null || p.to === '' || p.to.slice(0, 10) > todayDay)) return null;
  const now = yearsOfExperience(periods, today);
  if (now >= asked) return null;
  const at = (days: number) => new Date(today.getTime() + days * DAY_MS);
  if (yearsOfExperience(periods, at(CHANGE_HORIZON_DAYS)) === now) return dayOf(at(CHANGE_HORIZON_DAYS));
  // the years never fall as days pass: the first day they rise, by halving
  let low = 0;
  let high = CHANGE_HORIZON_DAYS;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (yearsOfExperience(periods, at(mid)) > now) high = mid;
    else low = mid;
  }
  return dayOf(at(high));
}

interface ScanRow {
  jobKey: string;
  scannedThrough: string;
  scoredOn: string;
}

async function findScan(db: Kysely<DB>, jobId: string): Promise<ScanRow | undefined> {
  const result = await sql<ScanRow>`
    select job_key, scanned_through::text as scanned_through, scored_on::text as scored_on
    from job_fit_scans where job_id = ${jobId}
  `.execute(db);
  return result.rows[0];
}

async function databaseNow(db: Kysely<DB>): Promise<string> {
  const result = await sql<{ now: string }>`select clock_timestamp()::text as now`.execute(db);
  const now = result.rows[0]?.now;
  if (now === undefined) throw new Error('the database gave no time');
  return now;
}

/**
 * The skill rows that can earn credit toward the job's skills (any spelling of them, and the skills
 * the taxonomy says imply them or are related to them): computeFit reads no others.
 */
async function jobSkillIds(db: Kysely<DB>, job: FitJob): Promise<string[]> {
  if (job.skills.length === 0) return [];
  const counts = countsToward(job.skills.map((s) => s.name));
  const skills = await sql<{ id: string; name: string }>`select id, name from skills`.execute(db);
  return skills.rows.filter((s) => counts(s.name)).map((s) => s.id);
}

interface FitInputs {
  userId: string;
  /** `fit_changed_at` as the database writes it, so that it goes back unchanged. */
  stamp: string;
  eligible: boolean;
  profile: CandidateProfileRow;
}

/**
 * What computeFit reads of these profiles, in flat reads by user (the job's skills only: a skill the
 * job does not ask for changes nothing), shaped as the seeker's side reads a profile
 * (findCandidateProfiles), so that toFitCandidate reads both the same way. The tests hold the scores
 * from these equal to the scores from findCandidateProfiles.
 */
/** Whose inputs to read: these users, or every user in an id range (a whole scan's batch, read by index ranges). */
type Who = { ids: readonly string[] } | { from: string; to: string };

async function readFitInputs(db: Kysely<DB>, who: Who, skillIds: readonly string[]): Promise<FitInputs[]> {
  const is = (column: string) =>
    'ids' in who
      ? sql`${sql.ref(column)} = any(${who.ids}::uuid[])`
      : sql`${sql.ref(column)} between ${who.from} and ${who.to}`;
  const [heads, skills, languages, educations, experiences, aspirations] = await Promise.all([
    sql<{
      userId: string;
      stamp: string;
      eligible: boolean;
      yearsOfExperience: number | null;
      cityId: string | null;
      countryCode: string | null;
    }>`
      select p.user_id, p.fit_changed_at::text as stamp,
        (p.is_searchable and u.deleted_at is null
          and exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = 'jobseeker')) as eligible,
        p.years_of_experience, p.city_id, coalesce(p.country_code, ci.country_code) as country_code
      from profiles p join users u on u.id = p.user_id left join cities ci on ci.id = p.city_id
      where ${is('p.user_id')}
    `.execute(db),
    skillIds.length === 0
      ? Promise.resolve({ rows: [] as { userId: string; skillId: string; name: string; level: number }[] })
      : sql<{ userId: string; skillId: string; name: string; level: number }>`
          select us.user_id, us.skill_id, s.name, us.level from user_skills us join skills s on s.id = us.skill_id
          where ${is('us.user_id')} and us.skill_id = any(${skillIds}::uuid[])
        `.execute(db),
    sql<{ userId: string; code: string; rank: number }>`
      select ul.user_id, ul.language_code as code, ll.rank from user_languages ul
      join language_levels ll on ll.id = ul.level_id where ${is('ul.user_id')}
    `.execute(db),
    sql<{ userId: string; rank: number | null }>`
      select ed.user_id, max(dl.rank) as rank from educations ed join degree_levels dl on dl.id = ed.degree_level_id
      where ${is('ed.user_id')} group by ed.user_id
    `.execute(db),
    sql<{ userId: string; dateFrom: string; dateTo: string | null }>`
      select user_id, date_from::text as date_from, date_to::text as date_to from experiences where ${is('user_id')}
    `.execute(db),
    sql<{ userId: string; countryCode: string | null; cityId: string | null }>`
      select ca.user_id, coalesce(ca.preferred_country, pc.country_code) as country_code, ca.preferred_city_id as city_id
      from career_aspirations ca left join cities pc on pc.id = ca.preferred_city_id where ${is('ca.user_id')}
    `.execute(db),
  ]);
  const byUser = new Map<string, FitInputs>();
  for (const h of heads.rows) {
    byUser.set(h.userId, {
      userId: h.userId,
      stamp: h.stamp,
      eligible: h.eligible,
      profile: {
        userId: h.userId,
        yearsOfExperience: h.yearsOfExperience,
        cityId: h.cityId,
        countryCode: h.countryCode,
        skills: [],
        languages: [],
        educationRank: null,
        experiences: [],
        preferredLocations: [],
      },
    });
  }
  const of = (userId: string) => byUser.get(userId)?.profile;
  for (const { userId, ...skill } of skills.rows) of(userId)?.skills.push(skill);
  for (const { userId, ...language } of languages.rows) of(userId)?.languages.push(language);
  for (const { userId, rank } of educations.rows) {
    const profile = of(userId);
    if (profile !== undefined) profile.educationRank = rank;
  }
  for (const { userId, ...period } of experiences.rows) of(userId)?.experiences.push(period);
  for (const { userId, ...place } of aspirations.rows) of(userId)?.preferredLocations.push(place);
  return [...byUser.values()];
}

/** Scores these users against the job and writes the scores; a user with no profile any more loses theirs. */
async function scoreUsers(
  db: Kysely<DB>,
  job: { id: string; fit: FitJob; skillIds: readonly string[] },
  who: Who,
  today: Date,
) {
  if ('ids' in who && who.ids.length === 0) return;
  const inputs = await readFitInputs(db, who, job.skillIds);
  const found = new Set(inputs.map((i) => i.userId));
  const gone = 'ids' in who ? who.ids.filter((id) => !found.has(id)) : [];
  if (gone.length > 0) {
    await sql`delete from job_candidate_fits where job_id = ${job.id} and user_id = any(${gone}::uuid[])`.execute(
      db,
    );
  }
  if (inputs.length === 0) return;
  const percents = inputs.map((i) => computeFit(job.fit, toFitCandidate(i.profile, today)).percent);
  const changes = inputs.map((i) => fitChangesOn(i.profile, job.fit, today));
  await sql`
    insert into job_candidate_fits (job_id, user_id, percent, eligible, profile_stamp, changes_on)
    select ${job.id}, t.user_id, t.percent, t.eligible, t.stamp, t.changes_on
    from unnest(${inputs.map((i) => i.userId)}::uuid[], ${percents}::int2[], ${inputs.map((i) => i.eligible)}::bool[],
      ${inputs.map((i) => i.stamp)}::timestamptz[], ${changes}::date[])
      as t (user_id, percent, eligible, stamp, changes_on)
    on conflict (job_id, user_id) do update set
      percent = excluded.percent, eligible = excluded.eligible,
      profile_stamp = excluded.profile_stamp, changes_on = excluded.changes_on
  `.execute(db);
}

/** Scores every profile against the job, replacing what was kept; one scan at a time per job. */
async function scanWhole(
  db: Kysely<DB>,
  job: { id: string; fit: FitJob; skillIds: readonly string[] },
  key: string,
  today: Date,
) {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`job-fit:${job.id}`}, 0))`.execute(trx);
    // another request may have scanned it while this one waited
    if ((await findScan(trx, job.id))?.jobKey === key) return;
    const started = await databaseNow(trx);
    await sql`
      delete from job_fit_scans
      where used_at < now() - make_interval(days => ${SOURCING_CACHE_IDLE_DAYS}) and job_id <> ${job.id}
    `.execute(trx);
    await sql`delete from job_candidate_fits where job_id = ${job.id}`.execute(trx);
    await sql`
      insert into job_fit_scans (job_id, job_key, scanned_through, scored_on, used_at)
      values (${job.id}, ${key}, ${started}::timestamptz, ${dayOf(today)}::date, now())
      on conflict (job_id) do update set job_key = excluded.job_key,
        scanned_through = excluded.scanned_through, scored_on = excluded.scored_on, used_at = excluded.used_at
    `.execute(trx);
    let after: string | null = null;
    for (;;) {
      const batch: { userId: string }[] = (
        await sql<{ userId: string }>`
          select user_id from profiles
          ${after === null ? sql`` : sql`where user_id > ${after}`}
          order by user_id limit ${SOURCING_SCORE_BATCH}
        `.execute(trx)
      ).rows;
      const [first, last] = [batch[0]?.userId, batch.at(-1)?.userId];
      if (first === undefined || last === undefined) break;
      await scoreUsers(trx, job, { from: first, to: last }, today);
      if (batch.length < SOURCING_SCORE_BATCH) break;
      after = last;
    }
    await sql`
      update job_fit_scans set counts = array(
        select coalesce(c.n, 0)::int from generate_series(0, 100) as g (p)
        left join (
          select percent, count(*) as n from job_candidate_fits where job_id = ${job.id} and eligible group by percent
        ) c on c.percent = g.p
        order by g.p)
      where job_id = ${job.id}
    `.execute(trx);
  });
}

/** Brings the job's kept scores up to date: the whole job when its requirements changed, else what changed. */
export async function refreshJobFits(
  db: Kysely<DB>,
  job: FitJobRow,
  today: Date = new Date(),
): Promise<void> {
  const fitJob = toFitJob(job);
  const key = jobKey(fitJob);
  const scan = await findScan(db, job.id);
  // the skill rows are read only when something is to be scored, not on every request
  const scoring = async () => ({ id: job.id, fit: fitJob, skillIds: await jobSkillIds(db, fitJob) });
  if (scan === undefined || scan.jobKey !== key) {
    await scanWhole(db, await scoring(), key, today);
    return;
  }
  const started = await databaseNow(db);
  const todayDay = dayOf(today);
  const [changed, grown] = await Promise.all([
    sql<{ userId: string }>`
      select p.user_id from profiles p
      left join job_candidate_fits f on f.job_id = ${job.id} and f.user_id = p.user_id
      where p.fit_changed_at > ${scan.scannedThrough}::timestamptz - make_interval(secs => ${SOURCING_RESCAN_LAG_MS / 1000})
        and (f.user_id is null or f.profile_stamp <> p.fit_changed_at)
    `.execute(db),
    scan.scoredOn < todayDay
      ? sql<{ userId: string }>`
          select user_id from job_candidate_fits where job_id = ${job.id} and changes_on <= ${todayDay}::date
        `.execute(db)
      : Promise.resolve({ rows: [] as { userId: string }[] }),
  ]);
  const stale = [...new Set([...changed.rows, ...grown.rows].map((r) => r.userId))];
  if (stale.length === 0) {
    await sql`
      update job_fit_scans set scanned_through = greatest(scanned_through, ${started}::timestamptz),
        scored_on = greatest(scored_on, ${todayDay}::date), used_at = now()
      where job_id = ${job.id} and job_key = ${key}
    `.execute(db);
    return;
  }
  const scored = await scoring();
  await db.transaction().execute(async (trx) => {
    // one re-score of a job at a time, so that each change moves the counts once
    const locked = await sql<{ jobKey: string }>`
      select job_key from job_fit_scans where job_id = ${job.id} for update
    `.execute(trx);
    if (locked.rows[0]?.jobKey !== key) return; // scanned whole meanwhile
    const delta = new Array<number>(101).fill(0);
    const tally = async (sign: 1 | -1) => {
      const rows = await sql<{ percent: number }>`
        select percent from job_candidate_fits
        where job_id = ${job.id} and eligible and user_id = any(${stale}::uuid[])
      `.execute(trx);
      for (const r of rows.rows) delta[Number(r.percent)] = (delta[Number(r.percent)] ?? 0) + sign;
    };
    await tally(-1);
    for (let i = 0; i < stale.length; i += SOURCING_SCORE_BATCH) {
      await scoreUsers(trx, scored, { ids: stale.slice(i, i + SOURCING_SCORE_BATCH) }, today);
    }
    await tally(1);
    await sql`
      update job_fit_scans set
        counts = array(select t.c + t.d from unnest(counts, ${delta}::int[]) with ordinality as t (c, d, i) order by t.i),
        scanned_through = greatest(scanned_through, ${started}::timestamptz),
        scored_on = greatest(scored_on, ${todayDay}::date), used_at = now()
      where job_id = ${job.id}
    `.execute(trx);
  });
}

/** In this job's pipeline already: an application, or an invitation that can still be answered. */
const notInPipeline = (jobId: string) => sql`
  not exists (select 1 from applications a where a.job_id = ${jobId} and a.seeker_id = f.user_id)
  and not exists (
    select 1 from invitations i
    where i.job_id = ${jobId} and i.seeker_id = f.user_id and i.status = 'pending' and i.expires_at > now()
  )`;

/**
 * One page of the job's sourcing pool, best fit first (then user id, so pages never shuffle), and
 * how many are in the fit range: searchable job seekers not yet in the job's pipeline.
 */
export async function rankSourcing(
  db: Kysely<DB>,
  job: FitJobRow,
  query: SourcingPoolQuery,
): Promise<{ page: Scored[]; total: number }> {
  await refreshJobFits(db, job);
  const scored = sql`f.job_id = ${job.id} and f.eligible and f.percent between ${query.minFitPercent} and ${query.maxFitPercent}`;
  const inRange = sql`${scored} and ${notInPipeline(job.id)}`;
  const members = sql`
    select a.seeker_id from applications a where a.job_id = ${job.id}
    union
    select i.seeker_id from invitations i
    where i.job_id = ${job.id} and i.status = 'pending' and i.expires_at > now()`;
  const [page, counted] = await Promise.all([
    sql<{ userId: string }>`
      select f.user_id from job_candidate_fits f where ${inRange}
      order by f.percent desc, f.user_id limit ${query.limit} offset ${query.offset}
    `.execute(db),
    // those in range (the job's counts per percent), less the job's own candidates in range
    sql<{ total: number }>`
      select ((select coalesce(sum(t.n), 0) from job_fit_scans s, unnest(s.counts) with ordinality as t (n, i)
          where s.job_id = ${job.id} and t.i - 1 between ${query.minFitPercent} and ${query.maxFitPercent})
        - (select count(*) from job_candidate_fits f where ${scored} and f.user_id in (${members})))::int as total
    `.execute(db),
  ]);
  const ids = page.rows.map((r) => r.userId);
  const fits = await fitsFor(db, job, ids);
  return {
    page: ids.flatMap((userId) => {
      const fit = fits.get(userId);
      return fit === undefined ? [] : [{ userId, fit }];
    }),
    total: Number(counted.rows[0]?.total ?? 0),
  };
}
