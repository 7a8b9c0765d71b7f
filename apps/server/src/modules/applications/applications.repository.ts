import { type Insertable, type Kysely, sql } from 'kysely';
import type { MyApplicationsQuery, MyJobKind } from '@talent/contracts';
import type { ApplicationStatusHistory, DB, Notifications } from '../../db/schema.js';
import { buildTsQuery } from '../jobs/job-search-query.js';
import { insertNotifications as writeNotifications } from '../notifications/notify.js';
import type { ApplicationStatus } from './application-status.js';

/** Escapes the wildcards of LIKE so that a keyword matches literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const APPLICATION_COLUMNS = [
  'a.id',
  'a.jobId',
  'a.status',
  'a.source',
  'a.invitationId',
  'a.coverLetter',
  'a.appliedAt',
  'a.updatedAt',
] as const;

// ───────────── apply ─────────────

/** The job with what applying needs: whether it is open, its organisation and its apply rules. */
export async function findJobForApply(db: Kysely<DB>, jobId: string) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('countries as co', 'co.code', 'j.countryCode')
    .select([
      'j.id',
      'j.organisationId',
      'j.title',
      'j.status',
      'j.endDate',
      'j.countryCode',
      'co.nameEn as countryName',
      'j.nationalsOnly',
      'j.requiresWorkPermit',
      'j.requiresResidentCard',
    ])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
}

/** What the seeker's profile states for the apply checks; undefined without a profile. */
export async function findSeekerEligibility(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('profiles as p')
    .leftJoin('countries as co', 'co.code', 'p.nationality')
    .select(['p.nationality', 'co.nameEn as nationalityName', 'p.hasWorkPermit', 'p.residentCardNo'])
    .where('p.userId', '=', userId)
    .executeTakeFirst();
}

export async function findApplicationByJob(db: Kysely<DB>, seekerId: string, jobId: string) {
  return db
    .selectFrom('applications as a')
    .select(APPLICATION_COLUMNS)
    .where('a.seekerId', '=', seekerId)
    .where('a.jobId', '=', jobId)
    .executeTakeFirst();
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationByJob>>>;

/** The seeker's invitation to the job that can still be answered, locked until the transaction ends. */
export async function lockOpenInvitation(db: Kysely<DB>, seekerId: string, jobId: string) {
  return db
    .selectFrom('invitations')
    .select(['id', 'invitedBy'])
    .where('seekerId', '=', seekerId)
    .where('jobId', '=', jobId)
    .where('status', '=', 'pending')
    .where('expiresAt', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts the application unless the seeker already has one for the job (then undefined). */
export async function insertApplication(
  db: Kysely<DB>,
  values: {
    jobId: string;
    seekerId: string;
    source: 'direct' | 'invitation';
    invitationId: string | null;
    coverLetter: string | null;
    resumeFileId: string | null;
  },
): Promise<ApplicationRow | undefined> {
  return db
    .insertInto('applications')
    .values({ ...values, status: 'applied' })
    .onConflict((oc) => oc.columns(['jobId', 'seekerId']).doNothing())
    .returning(['id', 'jobId', 'status', 'source', 'invitationId', 'coverLetter', 'appliedAt', 'updatedAt'])
    .executeTakeFirst();
}

// ───────────── the résumé sent with an application ─────────────

/** The type of the documents a seeker may send as a résumé besides the profile's résumé. */
export const APPLY_DOCUMENT_TYPE = 'application/pdf';

/**
 * The files the seeker may send with an application: the profile's résumé (any type the profile
 * took) and their PDF documents, their own and not deleted; the résumé first, then newest first.
 */
function applyFiles(db: Kysely<DB>, seekerId: string) {
  return db
    .selectFrom('files as f')
    .select([
      'f.id',
      'f.filename',
      'f.contentType',
      'f.sizeBytes',
      'f.createdAt',
      sql<boolean>`exists (select 1 from profiles p where p.user_id = ${seekerId} and p.resume_file_id = f.id)`.as(
        'isResume',
      ),
    ])
    .where('f.ownerId', '=', seekerId)
    .where('f.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('profiles as p')
            .select(sql`1`.as('one'))
            .where('p.userId', '=', seekerId)
            .whereRef('p.resumeFileId', '=', 'f.id'),
        ),
        eb.and([
          eb('f.contentType', '=', APPLY_DOCUMENT_TYPE),
          eb.exists(
            eb
              .selectFrom('userDocuments as d')
              .select(sql`1`.as('one'))
              .where('d.userId', '=', seekerId)
              .whereRef('d.fileId', '=', 'f.id'),
          ),
        ]),
      ]),
    );
}

export async function findApplyFiles(db: Kysely<DB>, seekerId: string) {
  return applyFiles(db, seekerId)
    .orderBy('isResume', 'desc')
    .orderBy('f.createdAt', 'desc')
    .orderBy('f.id')
    .execute();
}

/**
 * The file when the seeker may send it with an application, locked against deletion until the
 * transaction ends (so the application's reference to it cannot dangle); undefined otherwise.
 */
export async function lockApplyFile(db: Kysely<DB>, seekerId: string, fileId: string) {
  return applyFiles(db, seekerId).where('f.id', '=', fileId).forShare('f').executeTakeFirst();
}

/**
 * Whether the viewer may open a file as the résumé sent with an application: an application that
 * names it and is not anonymised, to a job of an organisation where the viewer is a recruiter (hr,
 * hr_admin) or on the job's own team. A rule, not a share: whoever joins later sees it, and the
 * retention's anonymising or a membership's end takes it away (modules/files asks it).
 */
export async function isApplicationFileVisibleTo(
  db: Kysely<DB>,
  fileId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.jobId')
    .innerJoin('organisationMembers as m', (join) =>
      join.onRef('m.organisationId', '=', 'j.organisationId').on('m.userId', '=', userId),
    )
    .select('a.id')
    .where('a.resumeFileId', '=', fileId)
    .where('a.anonymisedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('m.role', 'in', ['hr', 'hr_admin']),
        eb.exists(
          eb
            .selectFrom('jobRoleConfigs as c')
            .select(sql`1`.as('one'))
            .whereRef('c.jobId', '=', 'j.id')
            .where('c.userId', '=', userId),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertApplicationHistory(
  db: Kysely<DB>,
  row: Insertable<ApplicationStatusHistory>,
): Promise<void> {
  await db.insertInto('applicationStatusHistory').values(row).execute();
}

export async function acceptInvitation(
  db: Kysely<DB>,
  invitationId: string,
  seekerId: string,
): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ status: 'accepted', respondedAt: sql<Date>`now()` })
    .where('id', '=', invitationId)
    .execute();
  await db
    .insertInto('invitationStatusHistory')
    .values({
      invitationId,
      fromStatus: 'pending',
      toStatus: 'accepted',
      changedBy: seekerId,
      note: 'Accepted by applying',
    })
    .execute();
}

/**
 * The organisation's recruiters (hr and hr_admin) who have not switched this in-app notification
 * off; the person who caused the event is left out.
 */
export async function findRecruitersToNotify(
  db: Kysely<DB>,
  organisationId: string,
  setting: string,
  exceptUserId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('organisationMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select('m.userId')
    .distinct()
    .where('m.organisationId', '=', organisationId)
    .where('m.role', 'in', ['hr', 'hr_admin'])
    .where('m.userId', '<>', exceptUserId)
    .where('u.deletedAt', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notificationSettings as s')
            .select(sql`1`.as('one'))
            .whereRef('s.userId', '=', 'm.userId')
            .where('s.name', '=', setting)
            .where('s.value', '=', 'false'),
        ),
      ),
    )
    .orderBy('m.userId')
    .execute();
  return rows.map((r) => r.userId);
}

/** Through the one notification writer, which leaves out the kinds a recipient switched off in-app. */
export async function insertNotifications(db: Kysely<DB>, rows: Insertable<Notifications>[]): Promise<void> {
  await writeNotifications(db, rows);
}

// ───────────── the seeker's lists ─────────────

/** Every application of the seeker, newest first: the "applied" badges. */
export async function findApplicationBadges(db: Kysely<DB>, seekerId: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'jobId', 'status'])
    .where('seekerId', '=', seekerId)
    .orderBy('appliedAt', 'desc')
    .orderBy('id')
    .execute();
}

export async function findMyApplications(
  db: Kysely<DB>,
  seekerId: string,
  filters: MyApplicationsQuery,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  let base = db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.jobId')
    .innerJoin('organisations as o', 'o.id', 'j.organisationId')
    .where('a.seekerId', '=', seekerId);
  if (filters.statusIn !== undefined) base = base.where('a.status', 'in', filters.statusIn);
  if (filters.typeIn !== undefined) base = base.where('a.source', 'in', filters.typeIn);
  if (filters.orgIDIn !== undefined) base = base.where('j.organisationId', 'in', filters.orgIDIn);
  if (filters.keyword !== undefined) {
    const pattern = likePattern(filters.keyword);
    const tsQuery = buildTsQuery(filters.keyword);
    base = base.where((eb) =>
      eb.or([
        eb('j.title', 'ilike', pattern),
        eb('o.name', 'ilike', pattern),
        ...(tsQuery === undefined ? [] : [sql<boolean>`j.search_vector @@ (${tsQuery})`]),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(APPLICATION_COLUMNS)
      .orderBy('a.appliedAt', 'desc')
      .orderBy('a.id')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The job columns of the seeker's own lists, for the given jobs. */
export async function findOwnJobSummaries(db: Kysely<DB>, jobIds: readonly string[]) {
  if (jobIds.length === 0) return [];
  return db
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.organisationId')
    .innerJoin('countries as co', 'co.code', 'j.countryCode')
    .leftJoin('cities as ci', 'ci.id', 'j.cityId')
    .select([
      'j.id',
      'j.title',
      'j.status',
      'j.remote',
      'j.workModel',
      'j.remoteCountries',
      'j.endDate',
      'o.id as companyId',
      'o.name as companyName',
      'o.logoUrl as companyLogoUrl',
      'co.code as countryCode',
      'co.nameEn as countryNameEn',
      'co.nameZh as countryNameZh',
      'co.nameAr as countryNameAr',
      'ci.nameEn as cityNameEn',
      'ci.nameZh as cityNameZh',
      'ci.nameAr as cityNameAr',
    ])
    .where('j.id', 'in', [...new Set(jobIds)])
    .execute();
}

export type OwnJobSummaryRow = Awaited<ReturnType<typeof findOwnJobSummaries>>[number];

// ───────────── one application ─────────────

export async function findOwnApplication(db: Kysely<DB>, seekerId: string, applicationId: string) {
  return db
    .selectFrom('applications as a')
    .select(APPLICATION_COLUMNS)
    .where('a.id', '=', applicationId)
    .where('a.seekerId', '=', seekerId)
    .executeTakeFirst();
}

/** The application with its job's title and organisation, locked until the transaction ends. */
export async function lockOwnApplication(db: Kysely<DB>, seekerId: string, applicationId: string) {
  return db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.jobId')
    .select([...APPLICATION_COLUMNS, 'j.title as jobTitle', 'j.organisationId'])
    .where('a.id', '=', applicationId)
    .where('a.seekerId', '=', seekerId)
    .forUpdate('a')
    .executeTakeFirst();
}

export async function setApplicationStatus(
  db: Kysely<DB>,
  applicationId: string,
  status: ApplicationStatus,
): Promise<ApplicationRow> {
  return db
    .updateTable('applications')
    .set({ status, updatedAt: sql<Date>`now()` })
    .where('id', '=', applicationId)
    .returning(['id', 'jobId', 'status', 'source', 'invitationId', 'coverLetter', 'appliedAt', 'updatedAt'])
    .executeTakeFirstOrThrow();
}

/** Assessments still to happen are called off, each change kept in its history. */
export async function cancelOpenAssessments(
  db: Kysely<DB>,
  applicationId: string,
  changedBy: string,
  note: string,
): Promise<number> {
  const open = await db
    .selectFrom('assessments')
    .select(['id', 'status'])
    .where('applicationId', '=', applicationId)
    .where('status', 'in', ['scheduled', 'accepted', 'reschedule_requested'])
    .forUpdate()
    .execute();
  if (open.length === 0) return 0;
  await db
    .updateTable('assessments')
    .set({ status: 'cancelled', updatedAt: sql<Date>`now()` })
    .where(
      'id',
      'in',
      open.map((a) => a.id),
    )
    .execute();
  await db
    .insertInto('assessmentStatusHistory')
    .values(
      open.map((a) => ({
        assessmentId: a.id,
        fromStatus: a.status,
        toStatus: 'cancelled' as const,
        changedBy,
        note,
      })),
    )
    .execute();
  return open.length;
}

/** Offers still waiting for an answer are declined, each change kept in its history. */
export async function declineWaitingOffers(
  db: Kysely<DB>,
  applicationId: string,
  changedBy: string,
  reason: string,
): Promise<number> {
  const waiting = await db
    .selectFrom('offers')
    .select('id')
    .where('applicationId', '=', applicationId)
    .where('status', '=', 'sent')
    .forUpdate()
    .execute();
  if (waiting.length === 0) return 0;
  await db
    .updateTable('offers')
    .set({ status: 'rejected', respondedAt: sql<Date>`now()`, rejectReason: reason })
    .where(
      'id',
      'in',
      waiting.map((o) => o.id),
    )
    .execute();
  await db
    .insertInto('offerStatusHistory')
    .values(
      waiting.map((o) => ({
        offerId: o.id,
        fromStatus: 'sent' as const,
        toStatus: 'rejected' as const,
        changedBy,
        note: reason,
      })),
    )
    .execute();
  return waiting.length;
}

export async function findApplicationHistory(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('applicationStatusHistory as h')
    .leftJoin('users as u', 'u.id', 'h.changedBy')
    .select([
      'h.id',
      'h.applicationId as entityId',
      'h.fromStatus',
      'h.toStatus',
      'h.changedAt',
      // the database keeps microseconds, a JS Date only milliseconds: two changes of one
      // millisecond still read in the order they were made
      sql<string>`to_char(h.changed_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`.as('changedAtKey'),
      'h.changedBy',
      'u.fullName as changedByName',
      'h.note',
    ])
    .where('h.applicationId', '=', applicationId)
    .execute();
}

export async function findAssessmentHistory(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('assessmentStatusHistory as h')
    .innerJoin('assessments as s', 's.id', 'h.assessmentId')
    .leftJoin('users as u', 'u.id', 'h.changedBy')
    .select([
      'h.id',
      'h.assessmentId as entityId',
      'h.fromStatus',
      'h.toStatus',
      'h.changedAt',
      // the database keeps microseconds, a JS Date only milliseconds: two changes of one
      // millisecond still read in the order they were made
      sql<string>`to_char(h.changed_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`.as('changedAtKey'),
      'h.changedBy',
      'u.fullName as changedByName',
      'h.note',
    ])
    .where('s.applicationId', '=', applicationId)
    .execute();
}

export async function findOfferHistory(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('offerStatusHistory as h')
    .innerJoin('offers as f', 'f.id', 'h.offerId')
    .leftJoin('users as u', 'u.id', 'h.changedBy')
    .select([
      'h.id',
      'h.offerId as entityId',
      'h.fromStatus',
      'h.toStatus',
      'h.changedAt',
      // the database keeps microseconds, a JS Date only milliseconds: two changes of one
      // millisecond still read in the order they were made
      sql<string>`to_char(h.changed_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`.as('changedAtKey'),
      'h.changedBy',
      'u.fullName as changedByName',
      'h.note',
    ])
    .where('f.applicationId', '=', applicationId)
    .execute();
}

export async function findApplicationAssessments(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('assessments')
    .select(['id', 'kind', 'title', 'mode', 'startsAt', 'durationMinutes', 'status'])
    .where('applicationId', '=', applicationId)
    .orderBy('startsAt')
    .orderBy('id')
    .execute();
}

export async function findApplicationOffers(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('offers')
    .select([
      'id',
      'status',
      'salaryAmount',
      'salaryCurrency',
      'salaryPeriod',
      'startDate',
      'expiresAt',
      'sendCount',
      'lastSentAt',
      'respondedAt',
    ])
    .where('applicationId', '=', applicationId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

// ───────────── statistics ─────────────

export async function countApplicationsByStatus(db: Kysely<DB>, seekerId: string) {
  return db
    .selectFrom('applications')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .where('seekerId', '=', seekerId)
    .groupBy('status')
    .execute();
}

/** The seeker's other counters, each from its own table, in one round trip. */
export async function countSeekerActivity(db: Kysely<DB>, seekerId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('savedJobs')
        .select(eb.fn.countAll<number>().as('n'))
        .where('seekerId', '=', seekerId)
        .as('savedJobs'),
      eb
        .selectFrom('invitations')
        .select(eb.fn.countAll<number>().as('n'))
        .where('seekerId', '=', seekerId)
        .where('status', '=', 'pending')
        .where('expiresAt', '>', sql<Date>`now()`)
        .as('pendingInvitations'),
      eb
        .selectFrom('assessments as s')
        .innerJoin('applications as a', 'a.id', 's.applicationId')
        .select(eb.fn.countAll<number>().as('n'))
        .where('a.seekerId', '=', seekerId)
        .where('s.status', 'in', ['scheduled', 'accepted'])
        .where('s.startsAt', '>', sql<Date>`now()`)
        .as('upcomingAssessments'),
      eb
        .selectFrom('offers as f')
        .innerJoin('applications as a', 'a.id', 'f.applicationId')
        .select(eb.fn.countAll<number>().as('n'))
        .where('a.seekerId', '=', seekerId)
        .where('f.status', '=', 'sent')
        .where('f.expiresAt', '>', sql<Date>`now()`)
        .as('offersWaiting'),
      eb.selectFrom('profiles').select('viewCount').where('userId', '=', seekerId).as('profileViews'),
    ])
    .executeTakeFirstOrThrow();
  return {
    savedJobs: Number(row.savedJobs ?? 0),
    pendingInvitations: Number(row.pendingInvitations ?? 0),
    upcomingAssessments: Number(row.upcomingAssessments ?? 0),
    offersWaiting: Number(row.offersWaiting ?? 0),
    profileViews: Number(row.profileViews ?? 0),
  };
}

// ───────────── my jobs ─────────────

interface MyJobRow {
  jobId: string;
  applicationId: string | null;
  applicationStatus: ApplicationStatus | null;
  savedAt: Date | null;
  invitationId: string | null;
  invitationStatus: 'pending' | 'accepted' | 'rejected' | 'expired' | null;
  lastActivityAt: Date;
}

/**
 * The jobs the seeker applied to, saved or was invited to, one row per job with each of those
 * facts, newest activity first. An invitation is the latest one for the job, and a pending one
 * past its deadline reads as expired.
 */
export async function findMyJobs(
  db: Kysely<DB>,
  seekerId: string,
  filters: { kinds?: readonly MyJobKind[] | undefined; keyword?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: MyJobRow[]; total: number }> {
  const kinds = filters.kinds === undefined || filters.kinds.length === 0 ? undefined : filters.kinds;
  const conditions = [sql<boolean>`true`];
  if (kinds !== undefined) {
    const wanted = [
      kinds.includes('applied') ? sql`a.id is not null` : undefined,
      kinds.includes('saved') ? sql`s.saved_at is not null` : undefined,
      kinds.includes('invited') ? sql`i.id is not null` : undefined,
    ].filter((c) => c !== undefined);
    conditions.push(sql<boolean>`(${sql.join(wanted, sql` or `)})`);
  }
  if (filters.keyword !== undefined) {
    const pattern = likePattern(filters.keyword);
    const tsQuery = buildTsQuery(filters.keyword);
    conditions.push(
      tsQuery === undefined
        ? sql<boolean>`(j.title ilike ${pattern} or o.name ilike ${pattern})`
        : sql<boolean>`(j.title ilike ${pattern} or o.name ilike ${pattern} or j.search_vector @@ (${tsQuery}))`,
    );
  }
  const mine = sql`
    with own as (
      select job_id from applications where seeker_id = ${seekerId}
      union select job_id from saved_jobs where seeker_id = ${seekerId}
      union select job_id from invitations where seeker_id = ${seekerId}
    ),
    rows as (
      select own.job_id,
        a.id as application_id, a.status as application_status, a.applied_at,
        s.saved_at,
        i.id as invitation_id,
        case when i.status = 'pending' and i.expires_at <= now() then 'expired' else i.status end
          as invitation_status,
        i.created_at as invited_at
      from own
      join jobs j on j.id = own.job_id
      join organisations o on o.id = j.organisation_id
      left join applications a on a.job_id = own.job_id and a.seeker_id = ${seekerId}
      left join saved_jobs s on s.job_id = own.job_id and s.seeker_id = ${seekerId}
      left join lateral (
        select id, status, expires_at, created_at from invitations
        where job_id = own.job_id and seeker_id = ${seekerId}
        order by created_at desc, id limit 1
      ) i on true
      where ${sql.join(conditions, sql` and `)}
    )`;
  const [pageRows, count] = await Promise.all([
    sql<MyJobRow>`${mine}
      select job_id, application_id, application_status, saved_at, invitation_id, invitation_status,
        greatest(applied_at, saved_at, invited_at) as last_activity_at
      from rows
      order by last_activity_at desc, job_id
      limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ total: number }>`${mine} select count(*)::int as total from rows`.execute(db),
  ]);
  return { rows: pageRows.rows, total: Number(count.rows[0]?.total ?? 0) };
}
