import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import {
  EDITABLE_AFTER_PUBLISHING,
  type FieldError,
  type HrJobCard,
  type HrJobCardListResponse,
  type HrJobDetail,
  type HrJobInput,
  type HrJobSearchQuery,
  type JobTransitionResponse,
  type Role,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import type { JobStatus } from '../../db/types.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertOrganisationRole, callerOrganisation } from '../../plugins/auth.js';
import { publicLogoUrl } from '../../lib/organisation-logo.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findJobSummaries } from '../jobs/jobs.repository.js';
import { jobCategories, jobPlace, jobSalary, listOrganisationJobs, toSummary } from '../jobs/jobs.service.js';
import {
  findJobDetailRow,
  findJobHead,
  findReferences,
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
      remote: input.location.remote ?? false,
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
    skills: [...job.skills].sort((a, b) => a.id.localeCompare(b.id)),
    languages: [...job.languages].sort((a, b) => a.code.localeCompare(b.code)),
  };
}

/** Every reference the body names that does not exist (or does not belong where it is named). */
async function checkReferences(db: Db, job: NormalisedJob): Promise<FieldError[]> {
  const categoryIds = [job.category, ...(job.subCategory === null ? [] : [job.subCategory])];
  const found = await findReferences(db, {
    categoryIds,
    countryCode: job.location.countryCode,
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
  return errors;
}

async function assertValidReferences(db: Db, job: NormalisedJob): Promise<void> {
  const errors = await checkReferences(db, job);
  if (errors.length > 0) throw new AppError(400, 'bad_request', 'Some fields are not valid.', {}, errors);
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
    remote: job.location.remote,
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
  const job = normalise(input);
  await assertValidReferences(db, job);
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

export async function getJob(db: Kysely<DB>, auth: AuthContext, jobId: string): Promise<HrJobDetail> {
  const head = await findJobHead(db, jobId);
  if (head === undefined) throw notFound('Job');
  assertOrganisationRole(
    auth,
    head.organisationId,
    JOB_READERS,
    'Job',
    'Your account does not have access to this job.',
  );
  return loadDetail(db, jobId);
}

const EDIT_REFUSED = 'Only recruiters and admins of the organisation may change its jobs.';

export async function updateJob(
  db: Kysely<DB>,
  auth: AuthContext,
  jobId: string,
  input: HrJobInput,
): Promise<HrJobDetail> {
  const job = normalise(input);
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
    if (head.status === 'published') {
      const stored = comparable(normalise(await loadDetail(trx, jobId)));
      const edit = comparable(job);
      const editable: readonly string[] = EDITABLE_AFTER_PUBLISHING;
      const changed = (Object.keys(job) as (keyof NormalisedJob)[]).filter(
        (key) => !editable.includes(key) && JSON.stringify(edit[key]) !== JSON.stringify(stored[key]),
      );
      if (changed.length > 0) {
        throw new AppError(
          409,
          'conflict',
          `This job is published, so only its ${EDITABLE_AFTER_PUBLISHING.join(', ')} may change; ` +
            `these fields cannot: ${changed.join(', ')}. Post a copy as a new draft to change them.`,
        );
      }
    }
    await assertValidReferences(trx, job);
    await trx
      .updateTable('jobs')
      .set({ ...jobColumns(job), updatedAt: sql<Date>`now()` })
      .where('id', '=', jobId)
      .execute();
    await writeChildren(trx, jobId, job);
    return loadDetail(trx, jobId);
  });
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
