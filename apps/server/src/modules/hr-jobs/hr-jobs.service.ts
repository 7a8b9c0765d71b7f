import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { workModelOf } from '@talent/domain';
import {
  type FieldError,
  type HrJobCard,
  type HrJobChangeListResponse,
  type HrJobCardListResponse,
  type HrJobDetail,
  type HrJobInput,
  type HrJobSearchQuery,
  isMaterialJobField,
  type JobField,
  jobFields,
  type JobFieldValues,
  type JobTransitionResponse,
  type MaterialJobField,
  type Role,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import type { JobStatus } from '../../db/types.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertOrganisationRole, callerOrganisation } from '../../plugins/auth.js';
import { publicLogoUrl } from '../../lib/organisation-logo.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findJobSummaries } from '../jobs/jobs.repository.js';
import { insertNotifications } from '../notifications/notify.js';
import { jobChangedNotification } from './job-change-notifications.js';
import { jobCategories, jobPlace, jobSalary, listOrganisationJobs, toSummary } from '../jobs/jobs.service.js';
import {
  findJobDetailRow,
  findActiveApplications,
  findJobChanges,
  findJobHead,
  findReferences,
  insertJobChange,
  type JobDetailRow,
  type JobScope,
  NO_STAGE_COUNTS,
  searchOrganisationJobs,
  stageCountsOf,
} from './hr-jobs.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Who may do what to a job of their organisation (docs/decisions.md, "Recruiter jobs"). */
export const JOB_EDITORS: readonly Role[] = ['hr', 'hr_admin'];
export const JOB_READERS: readonly Role[] = ['hr', 'hr_admin', 'publisher'];
export const JOB_PUBLISHERS: readonly Role[] = ['hr_admin', 'publisher'];

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function toDetail(row: JobDetailRow, stageCounts: HrJobDetail['stageCounts']): HrJobDetail {
  return {
    id: row.id,
    status: row.status,
    company: {
      id: row.organisationId,
      name: row.companyName,
      logoUrl: publicLogoUrl(row.organisationId, row.companyLogoUrl),
    },
    createdBy:
      row.createdBy === null || row.creatorName === null
        ? null
        : { id: row.createdBy, fullName: row.creatorName },
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    publishedAt: iso(row.publishedAt),
    closedAt: iso(row.closedAt),
    withdrawnAt: iso(row.withdrawnAt),
    stageCounts,
    title: row.title,
    description: row.description,
    textLanguage: row.textLanguage,
    ...jobCategories(row),
    location: { ...jobPlace(row), stateId: row.stateId, cityId: row.cityId },
    employmentType: row.employmentType as HrJobDetail['employmentType'],
    salary: jobSalary(row),
    skills: row.skills.map((s) => ({ id: s.id, skillName: s.skillName, minLevel: s.minLevel })),
    languages: row.languages.map((l) => ({
      code: l.code,
      name: { en: l.nameEn, zh: l.nameZh, ar: l.nameAr },
      minLevelId: l.minLevelId,
    })),
    minExperienceYears: row.minExperienceYears,
    vacancies: row.vacancies,
    endDate: row.endDate,
    degreeLevelId: row.degreeLevelId,
    careerLevelId: row.careerLevelId,
    contractTypeId: row.contractTypeId,
    eligibility: {
      nationalsOnly: row.nationalsOnly,
      requiresWorkPermit: row.requiresWorkPermit,
      requiresResidentCard: row.requiresResidentCard,
    },
  };
}

async function loadDetail(db: Db, jobId: string): Promise<HrJobDetail> {
  const row = await findJobDetailRow(db, jobId);
  if (row === undefined) throw notFound('Job');
  const counts = await stageCountsOf(db, [jobId]);
  return toDetail(row, counts.get(jobId) ?? { ...NO_STAGE_COUNTS });
}

/** The job body with every default filled in: what a job is, in the order the input names it. */
function normalise(input: HrJobInput) {
  return {
    title: input.title,
    description: input.description,
    textLanguage: input.textLanguage,
    category: input.category.id,
    subCategory: input.subCategory?.id ?? null,
    location: {
      countryCode: input.location.countryCode,
      stateId: input.location.stateId ?? null,
      cityId: input.location.cityId ?? null,
      workModel: workModelOf(input.location),
      // a country named twice counts once; kept in the order given
      remoteCountries: workModelOf(input.location) === 'remote' ? (input.location.remoteCountries ?? []) : [],
    },
    employmentType: input.employmentType,
    salary: input.salary ?? null,
    // in the body's order, so that an error names the item as the body numbers it
    skills: (input.skills ?? []).map((s) => ({ id: s.id, minLevel: s.minLevel ?? null })),
    languages: (input.languages ?? []).map((l) => ({ code: l.code, minLevelId: l.minLevelId ?? null })),
    minExperienceYears: input.minExperienceYears ?? 0,
    vacancies: input.vacancies ?? 1,
    endDate: input.endDate ?? null,
    degreeLevelId: input.degreeLevelId ?? null,
    careerLevelId: input.careerLevelId ?? null,
    contractTypeId: input.contractTypeId ?? null,
    eligibility: {
      nationalsOnly: input.eligibility?.nationalsOnly ?? false,
      requiresWorkPermit: input.eligibility?.requiresWorkPermit ?? false,
      requiresResidentCard: input.eligibility?.requiresResidentCard ?? false,
    },
  };
}
type NormalisedJob = ReturnType<typeof normalise>;

/** A job body in a form that compares equal whatever order its lists were written in. */
function comparable(job: NormalisedJob): NormalisedJob {
  return {
    ...job,
    // a city's state follows from the city
    location: {
      ...job.location,
      stateId: job.location.cityId === null ? job.location.stateId : null,
      remoteCountries: [...job.location.remoteCountries].sort(),
    },
    skills: [...job.skills].sort((a, b) => a.id.localeCompare(b.id)),
    languages: [...job.languages].sort((a, b) => a.code.localeCompare(b.code)),
  };
}

/**
 * Every reference the body names that does not exist (or does not belong where it is named), and
 * the city's state, which a body that names a city without its state leaves to the server.
 */
async function checkReferences(
  db: Db,
  job: NormalisedJob,
): Promise<{ errors: FieldError[]; cityStateId: string | null }> {
  const categoryIds = [job.category, ...(job.subCategory === null ? [] : [job.subCategory])];
  const found = await findReferences(db, {
    categoryIds,
    countryCode: job.location.countryCode,
    remoteCountries: job.location.remoteCountries,
    stateId: job.location.stateId,
    cityId: job.location.cityId,
    skillIds: job.skills.map((s) => s.id),
    languageCodes: job.languages.map((l) => l.code),
    languageLevelIds: job.languages.flatMap((l) => (l.minLevelId === null ? [] : [l.minLevelId])),
    currency: job.salary?.currency ?? null,
    degreeLevelId: job.degreeLevelId,
    careerLevelId: job.careerLevelId,
    contractTypeId: job.contractTypeId,
  });
  const errors: FieldError[] = [];
  const bad = (field: string, message: string) => errors.push({ field: `body.${field}`, message });
  if (!found.categories.has(job.category)) bad('category.id', 'is not a category');
  else if (found.categories.get(job.category) !== null)
    bad('category.id', 'is a sub-category; name its parent');
  if (job.subCategory !== null && found.categories.get(job.subCategory) !== job.category) {
    bad('subCategory.id', 'is not a sub-category of the category');
  }
  if (!found.countryExists) bad('location.countryCode', 'is not a country');
  job.location.remoteCountries.forEach((code, i) => {
    if (!found.remoteCountries.has(code)) bad(`location.remoteCountries.${i}`, 'is not a country');
  });
  if (job.location.stateId !== null && found.state?.countryCode !== job.location.countryCode) {
    bad('location.stateId', 'is not a state of the country');
  }
  if (job.location.cityId !== null) {
    if (found.city?.countryCode !== job.location.countryCode)
      bad('location.cityId', 'is not a city of the country');
    else if (
      job.location.stateId !== null &&
      found.city.stateId !== null &&
      found.city.stateId !== job.location.stateId
    ) {
      bad('location.cityId', 'is not a city of the state');
    }
  }
  job.skills.forEach((s, i) => {
    if (!found.skillIds.has(s.id)) bad(`skills.${i}.id`, 'is not a skill');
  });
  job.languages.forEach((l, i) => {
    if (!found.languageCodes.has(l.code)) bad(`languages.${i}.code`, 'is not a language');
    if (l.minLevelId !== null && !found.languageLevelIds.has(l.minLevelId)) {
      bad(`languages.${i}.minLevelId`, 'is not a language level');
    }
  });
  if (job.salary !== null && !found.currencyExists) bad('salary.currency', 'is not a currency');
  if (job.degreeLevelId !== null && !found.degreeLevelExists) bad('degreeLevelId', 'is not a degree level');
  if (job.careerLevelId !== null && !found.careerLevelExists) bad('careerLevelId', 'is not a career level');
  if (job.contractTypeId !== null && !found.contractTypeExists)
    bad('contractTypeId', 'is not a contract type');
  return { errors, cityStateId: found.city?.stateId ?? null };
}

/** The job as it is stored: checked, and with the city's state when only the city was named. */
async function assertValidReferences(db: Db, job: NormalisedJob): Promise<NormalisedJob> {
  const { errors, cityStateId } = await checkReferences(db, job);
  if (errors.length > 0) throw new AppError(400, 'bad_request', 'Some fields are not valid.', {}, errors);
  return job.location.cityId !== null && job.location.stateId === null && cityStateId !== null
    ? { ...job, location: { ...job.location, stateId: cityStateId } }
    : job;
}

function jobColumns(job: NormalisedJob) {
  return {
    title: job.title,
    description: job.description,
    textLanguage: job.textLanguage,
    categoryId: job.category,
    subCategoryId: job.subCategory,
    countryCode: job.location.countryCode,
    stateId: job.location.stateId,
    cityId: job.location.cityId,
    workModel: job.location.workModel,
    remoteCountries: job.location.remoteCountries,
    employmentType: job.employmentType,
    salaryMin: job.salary?.min ?? null,
    salaryMax: job.salary?.max ?? null,
    salaryCurrency: job.salary?.currency ?? null,
    salaryPeriod: job.salary?.period ?? null,
    minExperienceYears: job.minExperienceYears,
    vacancies: job.vacancies,
    endDate: job.endDate,
    degreeLevelId: job.degreeLevelId,
    careerLevelId: job.careerLevelId,
    contractTypeId: job.contractTypeId,
    nationalsOnly: job.eligibility.nationalsOnly,
    requiresWorkPermit: job.eligibility.requiresWorkPermit,
    requiresResidentCard: job.eligibility.requiresResidentCard,
  };
}

async function writeChildren(trx: Transaction<DB>, jobId: string, job: NormalisedJob): Promise<void> {
  await trx.deleteFrom('jobSkills').where('jobId', '=', jobId).execute();
  await trx.deleteFrom('jobLanguages').where('jobId', '=', jobId).execute();
  if (job.skills.length > 0) {
    await trx
      .insertInto('jobSkills')
      .values(job.skills.map((s) => ({ jobId, skillId: s.id, minLevel: s.minLevel })))
      .execute();
  }
  if (job.languages.length > 0) {
    await trx
      .insertInto('jobLanguages')
      .values(job.languages.map((l) => ({ jobId, languageCode: l.code, minLevelId: l.minLevelId })))
      .execute();
  }
}

/** The organisation a new job is for: the caller's one, or the one they name among theirs. */
function organisationFor(auth: AuthContext, named: string | undefined): string {
  return callerOrganisation(
    auth,
    JOB_EDITORS,
    named,
    () =>
      new AppError(400, 'bad_request', 'Some fields are not valid.', {}, [
        {
          field: 'body.organisationId',
          message: 'you recruit for several organisations: name the one this job is for',
        },
      ]),
  );
}

export async function createJob(db: Kysely<DB>, auth: AuthContext, input: HrJobInput): Promise<HrJobDetail> {
  const organisationId = organisationFor(auth, input.organisationId);
  const job = await assertValidReferences(db, normalise(input));
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('jobs')
      .values({ ...jobColumns(job), organisationId, createdBy: auth.userId, status: 'draft' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeChildren(trx, id, job);
    await trx
      .insertInto('jobStatusHistory')
      .values({ jobId: id, fromStatus: null, toStatus: 'draft', changedBy: auth.userId, note: null })
      .execute();
    return loadDetail(trx, id);
  });
}

/** A job of the caller's organisation they may read (JOB_READERS): 404 for another's, 403 without the role. */
async function assertJobReader(db: Kysely<DB>, auth: AuthContext, jobId: string): Promise<void> {
  const head = await findJobHead(db, jobId);
  if (head === undefined) throw notFound('Job');
  assertOrganisationRole(
    auth,
    head.organisationId,
    JOB_READERS,
    'Job',
    'Your account does not have access to this job.',
  );
}

export async function getJob(db: Kysely<DB>, auth: AuthContext, jobId: string): Promise<HrJobDetail> {
  await assertJobReader(db, auth, jobId);
  return loadDetail(db, jobId);
}

const EDIT_REFUSED = 'Only recruiters and admins of the organisation may change its jobs.';

/** The fields whose values differ between two bodies (lists compared whatever their order). */
function changedFields(before: NormalisedJob, after: NormalisedJob): JobField[] {
  const a = comparable(before);
  const b = comparable(after);
  return jobFields.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

const pick = (job: HrJobDetail, fields: readonly JobField[]): JobFieldValues =>
  Object.fromEntries(fields.map((f) => [f, job[f]])) as JobFieldValues;

/**
 * PUT /api/hr/job/{id}: a draft or a published job, wholly (docs/decisions.md, "Editing a published
 * job"). An edit of a published job that changes something writes a job_changes row (who, when,
 * each field before and after) in the same transaction; one that changes the salary, the place or
 * the employment type also tells each active applicant (applied, shortlisted, interviewing,
 * offered). A closed or withdrawn job is 409.
 */
export async function updateJob(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  input: HrJobInput,
): Promise<HrJobDetail> {
  return db.transaction().execute(async (trx) => {
    const head = await findJobHead(trx, jobId, true);
    if (head === undefined) throw notFound('Job');
    assertOrganisationRole(auth, head.organisationId, JOB_EDITORS, 'Job', EDIT_REFUSED);
    if (head.status === 'closed' || head.status === 'withdrawn') {
      throw new AppError(
        409,
        'conflict',
        `This job is ${head.status} and can no longer be changed. Post a copy of it as a new draft instead.`,
      );
    }
    const job = await assertValidReferences(trx, normalise(input));
    const before = head.status === 'published' ? await loadDetail(trx, jobId) : undefined;
    await trx
      .updateTable('jobs')
      .set({ ...jobColumns(job), updatedAt: sql<Date>`now()` })
      .where('id', '=', jobId)
      .execute();
    await writeChildren(trx, jobId, job);
    const after = await loadDetail(trx, jobId);
    if (before !== undefined) await recordChange(trx, auth, before, after);
    return after;
  });
}

/** The history row of an edit of a published job, and the applicants' notifications of a material one. */
async function recordChange(
  trx: Transaction<DB>,
  auth: AuthContext,
  before: HrJobDetail,
  after: HrJobDetail,
): Promise<void> {
  const fields = changedFields(normalise(before), normalise(after));
  if (fields.length === 0) return;
  const material: MaterialJobField[] = fields.filter(isMaterialJobField);
  const applications = material.length > 0 ? await findActiveApplications(trx, after.id) : [];
  const changeId = await insertJobChange(trx, {
    jobId: after.id,
    changedBy: auth.userId,
    fields,
    before: pick(before, fields),
    after: pick(after, fields),
    material: material.length > 0,
    notified: applications.length,
  });
  await insertNotifications(
    trx,
    applications.map((a) =>
      jobChangedNotification(a.seekerId, {
        jobId: after.id,
        jobTitle: after.title,
        applicationId: a.id,
        changeId,
        fields: material,
      }),
    ),
  );
}

/** GET /api/hr/job/{id}/changes: the job's edits since it was published, newest first. */
export async function listJobChanges(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
): Promise<HrJobChangeListResponse> {
  await assertJobReader(db, auth, jobId);
  const rows = await findJobChanges(db, jobId);
  return {
    items: rows.map((r) => ({
      id: r.id,
      changedAt: new Date(r.changedAt).toISOString(),
      changedBy:
        r.changedBy === null || r.changedByName === null
          ? null
          : { id: r.changedBy, fullName: r.changedByName },
      fields: r.fields.filter((f): f is JobField => (jobFields as readonly string[]).includes(f)),
      before: r.before as JobFieldValues,
      after: r.after as JobFieldValues,
      material: r.material,
      notified: r.notified,
    })),
  };
}

export async function deleteJob(db: Kysely<DB>, auth: AuthContext, jobId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const head = await findJobHead(trx, jobId, true);
    if (head === undefined) throw notFound('Job');
    assertOrganisationRole(auth, head.organisationId, JOB_EDITORS, 'Job', EDIT_REFUSED);
    if (head.status !== 'draft') {
      throw new AppError(
        409,
        'conflict',
        `Only a draft can be deleted. This job is ${head.status}: it keeps its applications and history; ` +
          (head.status === 'published'
            ? 'close or withdraw it instead.'
            : 'it is already off the job board.'),
      );
    }
    await trx.deleteFrom('jobs').where('id', '=', jobId).execute();
  });
}

export type JobAction = 'publish' | 'close' | 'withdraw';

const TARGET: Record<JobAction, JobStatus> = { publish: 'published', close: 'closed', withdraw: 'withdrawn' };
const FROM: Record<JobAction, JobStatus> = { publish: 'draft', close: 'published', withdraw: 'published' };

/** Why the action cannot be taken from `status`, in words the recruiter can act on. */
function refusal(action: JobAction, status: JobStatus): string {
  if (status === TARGET[action]) return `This job is already ${status}.`;
  if (action === 'publish') {
    return `This job is ${status}; only a draft can be published. Post a copy of it as a new draft to publish it again.`;
  }
  if (status === 'draft') {
    return `This job is a draft and was never published, so it cannot be ${TARGET[action]}; delete the draft instead.`;
  }
  return `This job is already ${status}, so it cannot be ${TARGET[action]} as well.`;
}

export async function transitionJob(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  action: JobAction,
): Promise<JobTransitionResponse> {
  return db.transaction().execute(async (trx) => {
    const head = await findJobHead(trx, jobId, true);
    if (head === undefined) throw notFound('Job');
    if (action === 'publish') {
      assertOrganisationRole(
        auth,
        head.organisationId,
        JOB_PUBLISHERS,
        'Job',
        "Publishing needs the organisation's publisher or admin: the draft waits in their queue.",
      );
    } else {
      assertOrganisationRole(auth, head.organisationId, JOB_EDITORS, 'Job', EDIT_REFUSED);
    }
    if (head.status !== FROM[action]) throw new AppError(409, 'conflict', refusal(action, head.status));
    const today = new Date().toISOString().slice(0, 10);
    if (action === 'publish' && head.endDate !== null && head.endDate < today) {
      throw new AppError(
        409,
        'conflict',
        'The end date of this draft has passed; set a later one (or none) before publishing it.',
      );
    }
    const to = TARGET[action];
    await trx
      .updateTable('jobs')
      .set({
        status: to,
        updatedAt: sql<Date>`now()`,
        ...(action === 'publish' ? { publishedAt: sql<Date>`now()` } : {}),
        ...(action === 'close' ? { closedAt: sql<Date>`now()` } : {}),
        ...(action === 'withdraw' ? { withdrawnAt: sql<Date>`now()` } : {}),
      })
      .where('id', '=', jobId)
      .execute();
    const history = await trx
      .insertInto('jobStatusHistory')
      .values({ jobId, fromStatus: head.status, toStatus: to, changedBy: auth.userId, note: null })
      .returning(['fromStatus', 'toStatus', 'changedBy', 'changedAt'])
      .executeTakeFirstOrThrow();
    return {
      job: await loadDetail(trx, jobId),
      history: {
        fromStatus: history.fromStatus ?? head.status,
        toStatus: history.toStatus,
        changedBy: history.changedBy ?? auth.userId,
        changedAt: new Date(history.changedAt).toISOString(),
      },
    };
  });
}

/** Cards for rows of a recruiter's list, in their order, with each job's pipeline counts. */
async function cardsFor(
  db: Kysely<DB>,
  rows: readonly { id: string; status: JobStatus; publishedAt: Date | null }[],
): Promise<HrJobCard[]> {
  const ids = rows.map((r) => r.id);
  const [summaries, counts] = await Promise.all([findJobSummaries(db, ids), stageCountsOf(db, ids)]);
  const byId = new Map(summaries.map((s) => [s.id, s]));
  return rows.flatMap((row) => {
    const summary = byId.get(row.id);
    const stageCounts = counts.get(row.id);
    if (summary === undefined || stageCounts === undefined) return [];
    return [
      {
        ...toSummary(summary),
        status: row.status,
        publishedAt: iso(row.publishedAt),
        stageCounts,
      },
    ];
  });
}

/** GET /api/hr/job: every job of the caller's organisations, with its pipeline counts. */
export async function listJobCards(
  db: Kysely<DB>,
  organisationIds: string[],
  page: { limit: number; offset: number },
): Promise<HrJobCardListResponse> {
  const list = await listOrganisationJobs(db, organisationIds, page);
  const counts = await stageCountsOf(
    db,
    list.items.map((i) => i.id),
  );
  return {
    ...list,
    items: list.items.flatMap((item) => {
      const stageCounts = counts.get(item.id);
      return stageCounts === undefined ? [] : [{ ...item, stageCounts }];
    }),
  };
}

export async function searchJobCards(
  db: Kysely<DB>,
  scope: JobScope,
  query: Omit<HrJobSearchQuery, 'status'>,
): Promise<HrJobCardListResponse> {
  const { rows, total } = await searchOrganisationJobs(db, scope, query);
  return { items: await cardsFor(db, rows), total, limit: query.limit, offset: query.offset };
}
