import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { ApplicationStatus } from '@talent/contracts';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

// ───────────── candidates ─────────────

/**
 * What a recruiter sees of these users, with `shared`: whether the candidate applied to one of the
 * organisation's jobs (directly, or by accepting its invitation), which alone reveals the contact
 * details (issue 11, "Privacy").
 */
export async function findCandidateCards(
  db: Db,
  organisationIds: readonly string[],
  userIds: readonly string[],
) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .leftJoin('countries as co', 'co.code', 'p.countryCode')
    .leftJoin('cities as ci', 'ci.id', 'p.cityId')
    .select([
      'u.id',
      'u.subject',
      'u.fullName',
      'u.email as accountEmail',
      'u.erasedAt',
      'p.fullName as profileName',
      'p.title',
      'p.photoFileId',
      'p.countryCode',
      // the reader's language picks the name (web: pickLocalized), as on a job's place
      'co.nameEn as countryEn',
      'co.nameZh as countryZh',
      'co.nameAr as countryAr',
      'ci.nameEn as cityEn',
      'ci.nameZh as cityZh',
      'ci.nameAr as cityAr',
      'p.yearsOfExperience',
      'p.email',
      'p.phoneMobile',
      'p.phoneHome',
      sql<boolean>`exists (
        select 1 from applications a join jobs j on j.id = a.job_id
        where a.seeker_id = u.id and j.organisation_id = any(${organisationIds}::uuid[])
      )`.as('shared'),
    ])
    .where('u.id', 'in', [...new Set(userIds)])
    .execute();
}
export type CandidateCardRow = Awaited<ReturnType<typeof findCandidateCards>>[number];

/** A job seeker named by subject (a deleted account is nobody). */
export async function findSeekerBySubject(db: Db, subject: string) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.subject', 'u.fullName'])
    .where('u.subject', '=', subject)
    .where('u.deletedAt', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('userRoles as r')
          .select(sql`1`.as('one'))
          .whereRef('r.userId', '=', 'u.id')
          .where('r.role', '=', 'jobseeker'),
      ),
    )
    .executeTakeFirst();
}

// ───────────── the pools ─────────────

export interface PoolRow {
  seekerId: string;
  applicationId: string | null;
  status: ApplicationStatus | null;
  appliedAt: Date | null;
  updatedAt: Date | null;
  invitationId: string | null;
  invitationStatus: 'pending' | 'accepted' | 'rejected' | 'expired' | null;
  invitedAt: Date | null;
  expiresAt: Date | null;
  respondedAt: Date | null;
  shortlistedAt: Date | null;
  /** The organisation's retention anonymised this application: the candidate is nobody here. */
  anonymisedAt: Date | null;
}

export type PoolKind = 'applicants' | 'invitations' | 'shortlist';

/** A page of a pool, and what keeps part of it: the application's status (applicants), the latest invitation's shown status (invitations), those still at the shortlist stage (shortlist). */
export interface PoolQuery {
  limit: number;
  offset: number;
  status?: ApplicationStatus | InvitationStatusShown | undefined;
  current?: boolean | undefined;
}
type InvitationStatusShown = 'pending' | 'accepted' | 'rejected' | 'expired';

/** The statuses as shown: a pending invitation past its deadline reads as expired, no job needed. */
const invitationStatusSql = sql`case when i.status = 'pending' and i.expires_at <= now() then 'expired' else i.status end`;

/**
 * One page of a pool of the job, one row per candidate with the application, the latest invitation
 * and the shortlist entry, newest first: applicants by when they applied, invitations by when they
 * were sent, the shortlist by when it was added to.
 */
export async function findPoolPage(
  db: Db,
  job: { id: string; organisationId: string },
  kind: PoolKind,
  page: PoolQuery,
): Promise<{ rows: PoolRow[]; total: number }> {
  const jobId = job.id;
  // the applicants in one status only (`?status=`): the job's stage counts count them the same way
  const inStatus =
    kind !== 'applicants' || page.status === undefined ? sql`` : sql` and status = ${page.status}`;
  // the invited whose latest invitation shows one status (`pending`: waiting, not past its deadline)
  const invitedAs =
    kind !== 'invitations' || page.status === undefined
      ? sql``
      : sql` having (array_agg(case when status = 'pending' and expires_at <= now() then 'expired' else status end
            order by created_at desc, id))[1] = ${page.status}`;
  // the shortlist's candidates still at that stage: no application, or a shortlisted one
  const stillShortlisted =
    kind !== 'shortlist' || page.current !== true
      ? sql``
      : sql` and not exists (select 1 from applications a where a.job_id = s.job_id
            and a.seeker_id = s.seeker_id and a.status <> 'shortlisted')`;
  // a candidate kept on the shortlist from the sourcing pool drops out of it on hiding their profile,
  // unless they applied to or were invited by the organisation (issue 11, "Privacy")
  const members =
    kind === 'applicants'
      ? sql`select seeker_id, applied_at as at from applications where job_id = ${jobId}${inStatus}`
      : kind === 'invitations'
        ? sql`select seeker_id, max(created_at) as at from invitations where job_id = ${jobId} group by seeker_id${invitedAs}`
        : sql`select s.seeker_id, s.added_at as at from shortlists s
            join users u on u.id = s.seeker_id join profiles p on p.user_id = s.seeker_id
            where s.job_id = ${jobId} and u.deleted_at is null${stillShortlisted} and (
              p.is_searchable
              or exists (select 1 from applications a join jobs j on j.id = a.job_id
                         where a.seeker_id = s.seeker_id and j.organisation_id = ${job.organisationId})
              or exists (select 1 from invitations i join jobs j on j.id = i.job_id
                         where i.seeker_id = s.seeker_id and j.organisation_id = ${job.organisationId}))`;
  const [rows, count] = await Promise.all([
    sql<PoolRow>`
      with m as (${members})
      select m.seeker_id, a.id as application_id, a.status, a.applied_at, a.updated_at, a.anonymised_at,
        i.id as invitation_id, ${invitationStatusSql} as invitation_status, i.created_at as invited_at,
        i.expires_at, i.responded_at, s.added_at as shortlisted_at
      from m
      left join applications a on a.job_id = ${jobId} and a.seeker_id = m.seeker_id
      left join shortlists s on s.job_id = ${jobId} and s.seeker_id = m.seeker_id
      left join lateral (
        select id, status, created_at, expires_at, responded_at from invitations
        where job_id = ${jobId} and seeker_id = m.seeker_id
        order by created_at desc, id limit 1
      ) i on true
      order by m.at desc, m.seeker_id
      limit ${page.limit} offset ${page.offset}
    `.execute(db),
    sql<{ total: number }>`with m as (${members}) select count(*)::int as total from m`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
}

// ───────────── shortlists ─────────────

export async function insertShortlist(
  db: Db,
  row: { jobId: string; seekerId: string; addedBy: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('shortlists')
    .values(row)
    .onConflict((oc) => oc.columns(['jobId', 'seekerId']).doNothing())
    .returning('jobId')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteShortlist(db: Db, jobId: string, seekerId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('shortlists')
    .where('jobId', '=', jobId)
    .where('seekerId', '=', seekerId)
    .returning('jobId')
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function isShortlisted(db: Db, jobId: string, seekerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('shortlists')
    .select('jobId')
    .where('jobId', '=', jobId)
    .where('seekerId', '=', seekerId)
    .executeTakeFirst();
  return row !== undefined;
}

// ───────────── applications, as the recruiter moves them ─────────────

const HR_APPLICATION_COLUMNS = [
  'a.id',
  'a.jobId',
  'a.seekerId',
  'a.status',
  'a.source',
  'a.invitationId',
  'a.coverLetter',
  'a.appliedAt',
  'a.updatedAt',
  'j.title as jobTitle',
  'j.organisationId',
] as const;

export async function findApplicationForHr(db: Db, applicationId: string, lock = false) {
  return db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.jobId')
    .select(HR_APPLICATION_COLUMNS)
    .where('a.id', '=', applicationId)
    .$if(lock, (q) => q.forUpdate('a'))
    .executeTakeFirst();
}
export type HrApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationForHr>>>;

export async function findJobApplicationOf(db: Db, jobId: string, seekerId: string, lock = false) {
  return db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.jobId')
    .select(HR_APPLICATION_COLUMNS)
    .where('a.jobId', '=', jobId)
    .where('a.seekerId', '=', seekerId)
    .$if(lock, (q) => q.forUpdate('a'))
    .executeTakeFirst();
}

// ───────────── invitations ─────────────

const INVITATION_COLUMNS = [
  'i.id',
  'i.jobId',
  'i.seekerId',
  'i.invitedBy',
  'i.message',
  'i.status',
  'i.createdAt',
  'i.expiresAt',
  'i.respondedAt',
] as const;

/** The invitation with its job's title and organisation, locked until the transaction ends when `lock` is set. */
export async function findInvitation(db: Db, invitationId: string, lock: boolean) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('jobs as j', 'j.id', 'i.jobId')
    .select([
      ...INVITATION_COLUMNS,
      'j.title as jobTitle',
      'j.organisationId',
      sql<boolean>`i.expires_at <= now()`.as('pastDeadline'),
    ])
    .where('i.id', '=', invitationId)
    .$if(lock, (q) => q.forUpdate('i'))
    .executeTakeFirst();
}

/** The job's pending invitations of the seeker (at most one: invitations_pending_key), locked. */
export async function lockPendingInvitation(db: Db, jobId: string, seekerId: string) {
  return db
    .selectFrom('invitations as i')
    .select([...INVITATION_COLUMNS, sql<boolean>`i.expires_at <= now()`.as('pastDeadline')])
    .where('i.jobId', '=', jobId)
    .where('i.seekerId', '=', seekerId)
    .where('i.status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export async function setInvitationStatus(
  db: Db,
  invitationId: string,
  status: 'accepted' | 'rejected' | 'expired',
): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ status, respondedAt: status === 'expired' ? null : sql<Date>`now()` })
    .where('id', '=', invitationId)
    .execute();
}

export async function insertInvitation(
  db: Db,
  values: {
    jobId: string;
    seekerId: string;
    invitedBy: string;
    message: string | null;
    expiresInDays: number;
  },
) {
  return db
    .insertInto('invitations')
    .values({
      jobId: values.jobId,
      seekerId: values.seekerId,
      invitedBy: values.invitedBy,
      message: values.message,
      expiresAt: sql<Date>`now() + make_interval(days => ${values.expiresInDays})`,
    })
    .returning(['id', 'createdAt', 'expiresAt'])
    .executeTakeFirstOrThrow();
}

export async function insertInvitationHistory(
  db: Db,
  row: {
    invitationId: string;
    fromStatus: 'pending' | 'accepted' | 'rejected' | 'expired' | null;
    toStatus: 'pending' | 'accepted' | 'rejected' | 'expired';
    changedBy: string | null;
    note: string | null;
  },
): Promise<void> {
  await db.insertInto('invitationStatusHistory').values(row).execute();
}

/** The job's invitations, newest first, each shown expired from its deadline. */
export async function findJobInvitations(db: Db, jobId: string, page: { limit: number; offset: number }) {
  const base = db.selectFrom('invitations as i').where('i.jobId', '=', jobId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as by', 'by.id', 'i.invitedBy')
      .select([
        ...INVITATION_COLUMNS,
        'by.fullName as invitedByName',
        sql<'pending' | 'accepted' | 'rejected' | 'expired'>`${invitationStatusSql}`.as('shownStatus'),
      ])
      .orderBy('i.createdAt', 'desc')
      .orderBy('i.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The seeker's invitations, newest first, each shown expired from its deadline, with the application it made. */
export async function findSeekerInvitations(
  db: Db,
  seekerId: string,
  page: { limit: number; offset: number },
) {
  const base = db.selectFrom('invitations as i').where('i.seekerId', '=', seekerId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('applications as a', 'a.invitationId', 'i.id')
      .select([
        ...INVITATION_COLUMNS,
        'a.id as applicationId',
        sql<'pending' | 'accepted' | 'rejected' | 'expired'>`${invitationStatusSql}`.as('shownStatus'),
      ])
      .orderBy('i.createdAt', 'desc')
      .orderBy('i.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findInvitationHistory(db: Db, invitationId: string) {
  return db
    .selectFrom('invitationStatusHistory')
    .select(['fromStatus', 'toStatus', 'changedBy', 'changedAt', 'note'])
    .where('invitationId', '=', invitationId)
    .orderBy('changedAt')
    .orderBy('id')
    .execute();
}

// ───────────── the candidate search ─────────────

export interface CandidateSearch {
  keyword?: string | undefined;
  skills?: readonly string[] | undefined;
  languages?: readonly string[] | undefined;
  minYears?: number | undefined;
  maxYears?: number | undefined;
  educationRank?: number | undefined;
  place?: { countryCodes: string[]; cityIds: string[] } | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Job seekers the organisation may see (searchable, or who applied to or were invited to one of its
 * jobs) matching every filter, by name; a page of their ids and the count.
 */
export async function searchCandidates(
  db: Db,
  organisationIds: readonly string[],
  search: CandidateSearch,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const conditions: RawBuilder<unknown>[] = [
    sql`u.deleted_at is null`,
    sql`exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'jobseeker')`,
    sql`(p.is_searchable
      or exists (select 1 from applications a join jobs j on j.id = a.job_id
                 where a.seeker_id = u.id and j.organisation_id = any(${organisationIds}::uuid[]))
      or exists (select 1 from invitations i join jobs j on j.id = i.job_id
                 where i.seeker_id = u.id and j.organisation_id = any(${organisationIds}::uuid[])))`,
  ];
  if (search.keyword !== undefined) {
    const pattern = likePattern(search.keyword);
    conditions.push(sql`(p.full_name ilike ${pattern} or p.title ilike ${pattern} or p.about_me ilike ${pattern}
      or exists (select 1 from user_skills us join skills s on s.id = us.skill_id
                 where us.user_id = u.id and s.name ilike ${pattern}))`);
  }
  for (const skill of search.skills ?? []) {
    conditions.push(sql`exists (select 1 from user_skills us join skills s on s.id = us.skill_id
      where us.user_id = u.id and lower(s.name) = ${skill.trim().toLowerCase()})`);
  }
  for (const code of search.languages ?? []) {
    conditions.push(sql`exists (select 1 from user_languages ul
      where ul.user_id = u.id and lower(ul.language_code) = ${code.trim().toLowerCase()})`);
  }
  if (search.minYears !== undefined)
    conditions.push(sql`coalesce(p.years_of_experience, 0) >= ${search.minYears}`);
  if (search.maxYears !== undefined)
    conditions.push(sql`coalesce(p.years_of_experience, 0) <= ${search.maxYears}`);
  if (search.educationRank !== undefined) {
    conditions.push(sql`exists (select 1 from educations ed join degree_levels dl on dl.id = ed.degree_level_id
      where ed.user_id = u.id and dl.rank >= ${search.educationRank})`);
  }
  if (search.place !== undefined) {
    const forms: RawBuilder<unknown>[] = [];
    if (search.place.countryCodes.length > 0)
      forms.push(sql`p.country_code = any(${search.place.countryCodes}::bpchar[])`);
    if (search.place.cityIds.length > 0) forms.push(sql`p.city_id = any(${search.place.cityIds}::uuid[])`);
    conditions.push(forms.length === 0 ? sql`false` : sql`(${sql.join(forms, sql` or `)})`);
  }
  const where = sql.join(conditions, sql` and `);
  const [rows, count] = await Promise.all([
    sql<{ id: string }>`
      select u.id from users u join profiles p on p.user_id = u.id
      where ${where}
      order by p.full_name, u.subject
      limit ${page.limit} offset ${page.offset}
    `.execute(db),
    sql<{ total: number }>`
      select count(*)::int as total from users u join profiles p on p.user_id = u.id where ${where}
    `.execute(db),
  ]);
  return { ids: rows.rows.map((r) => r.id), total: Number(count.rows[0]?.total ?? 0) };
}

export async function findDegreeRank(db: Db, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('degreeLevels')
    .select('rank')
    .where(sql<string>`lower(code)`, '=', code.trim().toLowerCase())
    .executeTakeFirst();
  return row?.rank;
}

export async function findOrganisationName(db: Db, organisationId: string): Promise<string> {
  const row = await db
    .selectFrom('organisations')
    .select('name')
    .where('id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return row.name;
}
