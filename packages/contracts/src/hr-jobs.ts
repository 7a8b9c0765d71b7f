import { z } from 'zod';
import { emptyToUndefined, localizedTextSchema, multiLineText, pageQuery, singleLineText } from './common.js';
import {
  categoryRefSchema,
  companyRefSchema,
  employmentTypeSchema,
  HR_JOB_PAGE_SIZE,
  hrJobSchema,
  listJobsQuerySchema,
  salarySchema,
  workModelSchema,
} from './jobs.js';

/**
 * The recruiter's jobs (issue 11, "Jobs"): one job shape that `GET /api/hr/job/{id}` answers and
 * `POST /api/hr/job` takes, so that a job read back can be posted again to make a copy. What the
 * server sets (id, organisation, status, creator, timestamps, counters) is in the answer only: the
 * input schema does not name it, and zod drops keys it does not name.
 */

export const jobStatuses = ['draft', 'published', 'closed', 'withdrawn'] as const;
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatusName = z.infer<typeof jobStatusSchema>;

export const JOB_TITLE_MIN = 3;
export const JOB_TITLE_MAX = 200;
export const JOB_DESCRIPTION_MIN = 30;
export const JOB_DESCRIPTION_MAX = 20_000;
export const JOB_SKILLS_MAX = 50;
export const JOB_LANGUAGES_MAX = 20;
/** numeric(12, 2) in the jobs table. */
export const SALARY_MAX = 9_999_999_999.99;

/** How many candidates are at each stage of a job's pipeline. */
export const pipelineStageCountsSchema = z.object({
  /** Invitations sent and not yet answered (nor expired). */
  invited: z.number().int(),
  applied: z.number().int(),
  shortlisted: z.number().int(),
  interviewing: z.number().int(),
  offered: z.number().int(),
  hired: z.number().int(),
  rejected: z.number().int(),
});
export type PipelineStageCounts = z.infer<typeof pipelineStageCountsSchema>;

/** A job in the recruiter's lists: the card of the public list, its status and its pipeline. */
export const hrJobCardSchema = hrJobSchema.extend({
  stageCounts: pipelineStageCountsSchema,
});
export type HrJobCard = z.infer<typeof hrJobCardSchema>;

export const hrJobCardListResponseSchema = z.object({
  items: z.array(hrJobCardSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type HrJobCardListResponse = z.infer<typeof hrJobCardListResponseSchema>;

const todayUtc = () => new Date().toISOString().slice(0, 10);

const nullableUuid = z.preprocess(emptyToUndefined, z.uuid().nullable().optional());

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a country code of two capital letters');

/** The countries a remote job may name: every country there is. */
export const REMOTE_COUNTRIES_MAX = 250;

/** The salary range: min ≤ max, both with a currency and a period. */
export const salaryInputSchema = z
  .object({
    min: z.number().min(0).max(SALARY_MAX),
    max: z.number().min(0).max(SALARY_MAX),
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code of three capital letters'),
    period: z.enum(['month', 'year']),
  })
  .refine((s) => s.min <= s.max, { message: 'must not be below the minimum', path: ['max'] });

/** The fields a recruiter writes: the body of POST and PUT /api/hr/job. */
export const hrJobInputSchema = z.object({
  /**
   * The organisation the job is for, when the caller recruits for several; otherwise it is the
   * caller's one organisation and may be left out. Ignored by PUT (a job never moves).
   */
  organisationId: z.uuid().optional(),
  title: singleLineText(JOB_TITLE_MAX).min(JOB_TITLE_MIN),
  description: multiLineText(JOB_DESCRIPTION_MAX).min(JOB_DESCRIPTION_MIN),
  /** The language the job is written in. */
  textLanguage: z.enum(['en', 'zh', 'ar']),
  category: z.object({ id: z.uuid() }),
  subCategory: z.object({ id: z.uuid() }).nullable().optional(),
  location: z
    .object({
      countryCode: countryCode,
      stateId: nullableUuid,
      cityId: nullableUuid,
      /** The older form of `workModel: 'remote'`; when both are given they must agree. */
      remote: z.boolean().optional(),
      /** Absent: remote when `remote` is true, else on site. */
      workModel: workModelSchema.optional(),
      /** A remote job: the countries its candidates may live in; empty or absent: anywhere. */
      remoteCountries: z
        .array(countryCode)
        .max(REMOTE_COUNTRIES_MAX)
        .refine((list) => new Set(list).size === list.length, 'must not name a country twice')
        .optional(),
    })
    .refine(
      (l) => l.workModel === undefined || l.remote === undefined || l.remote === (l.workModel === 'remote'),
      {
        message: 'must agree with the work model',
        path: ['remote'],
      },
    )
    .refine(
      (l) =>
        (l.remoteCountries ?? []).length === 0 ||
        (l.workModel ?? (l.remote === true ? 'remote' : 'on_site')) === 'remote',
      { message: 'may name countries only for a remote job', path: ['remoteCountries'] },
    ),
  employmentType: employmentTypeSchema,
  salary: salaryInputSchema.nullable().optional(),
  skills: z
    .array(z.object({ id: z.uuid(), minLevel: z.number().int().min(1).max(5).nullable().optional() }))
    .max(JOB_SKILLS_MAX)
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, 'must not name a skill twice')
    .optional(),
  languages: z
    .array(
      z.object({
        code: z.string().regex(/^[a-z]{2,3}$/, 'must be a language code'),
        minLevelId: nullableUuid,
      }),
    )
    .max(JOB_LANGUAGES_MAX)
    .refine((list) => new Set(list.map((l) => l.code)).size === list.length, 'must not name a language twice')
    .optional(),
  minExperienceYears: z.number().int().min(0).max(60).optional(),
  vacancies: z.number().int().min(1).max(10_000).optional(),
  /** The last day (UTC) applications are taken; today or later. */
  endDate: z.iso
    .date()
    .refine((d) => d >= todayUtc(), 'must be today or later')
    .nullable()
    .optional(),
  degreeLevelId: nullableUuid,
  careerLevelId: nullableUuid,
  contractTypeId: nullableUuid,
  /** The eligibility rules checked when a seeker applies (decisions.md: molapi, ropapi). */
  eligibility: z
    .object({
      nationalsOnly: z.boolean().optional(),
      requiresWorkPermit: z.boolean().optional(),
      requiresResidentCard: z.boolean().optional(),
    })
    .optional(),
});
export type HrJobInput = z.infer<typeof hrJobInputSchema>;

/** The fields a recruiter writes, as `GET /api/hr/job/{id}` names them (and a job's history). */
export const jobFields = [
  'title',
  'description',
  'textLanguage',
  'category',
  'subCategory',
  'location',
  'employmentType',
  'salary',
  'skills',
  'languages',
  'minExperienceYears',
  'vacancies',
  'endDate',
  'degreeLevelId',
  'careerLevelId',
  'contractTypeId',
  'eligibility',
] as const;
export const jobFieldSchema = z.enum(jobFields);
export type JobField = z.infer<typeof jobFieldSchema>;

export const hrJobDetailSchema = z.object({
  // ── set by the server, ignored on input ──
  id: z.uuid(),
  status: jobStatusSchema,
  company: companyRefSchema,
  createdBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  withdrawnAt: z.iso.datetime().nullable(),
  stageCounts: pipelineStageCountsSchema,
  // ── what the recruiter writes ──
  title: z.string(),
  description: z.string(),
  textLanguage: z.enum(['en', 'zh', 'ar']),
  category: categoryRefSchema,
  subCategory: categoryRefSchema.nullable(),
  location: z.object({
    countryCode: z.string(),
    country: localizedTextSchema,
    stateId: z.uuid().nullable(),
    cityId: z.uuid().nullable(),
    city: localizedTextSchema.nullable(),
    remote: z.boolean(),
    workModel: workModelSchema,
    remoteCountries: z.array(z.string()),
  }),
  employmentType: employmentTypeSchema,
  salary: salarySchema.nullable(),
  skills: z.array(z.object({ id: z.uuid(), skillName: z.string(), minLevel: z.number().int().nullable() })),
  languages: z.array(
    z.object({ code: z.string(), name: localizedTextSchema, minLevelId: z.uuid().nullable() }),
  ),
  minExperienceYears: z.number().int(),
  vacancies: z.number().int(),
  endDate: z.iso.date().nullable(),
  degreeLevelId: z.uuid().nullable(),
  careerLevelId: z.uuid().nullable(),
  contractTypeId: z.uuid().nullable(),
  eligibility: z.object({
    nationalsOnly: z.boolean(),
    requiresWorkPermit: z.boolean(),
    requiresResidentCard: z.boolean(),
  }),
});
export type HrJobDetail = z.infer<typeof hrJobDetailSchema>;

export const hrJobIdParamsSchema = z.object({ id: z.uuid() });
export const hrMyJobIdParamsSchema = z.object({ jobId: z.uuid() });

const optionalDay = z.preprocess(emptyToUndefined, z.iso.date().optional());

/**
 * The public search's filters, for the organisation's own jobs, plus their status and a date range:
 * `dateFrom` and `dateTo` (days, UTC, both included) bound the day the job was published, or for
 * one never published (a draft) created, the date the list sorts by.
 */
export const hrJobSearchQuerySchema = listJobsQuerySchema
  .extend({
    status: z.preprocess(emptyToUndefined, jobStatusSchema.optional()),
    dateFrom: optionalDay,
    dateTo: optionalDay,
    ...pageQuery(HR_JOB_PAGE_SIZE),
  })
  .refine((q) => q.dateFrom === undefined || q.dateTo === undefined || q.dateFrom <= q.dateTo, {
    message: 'must not be before dateFrom',
    path: ['dateTo'],
  });
export type HrJobSearchQuery = z.infer<typeof hrJobSearchQuerySchema>;

/** The publisher's queue: the same filters; the status is always draft. */
export const publisherJobQuerySchema = listJobsQuerySchema.extend(pageQuery(HR_JOB_PAGE_SIZE));
export type PublisherJobQuery = z.infer<typeof publisherJobQuerySchema>;

/** The answer of a status change: the job as it is now, and the history row it wrote. */
export const jobTransitionResponseSchema = z.object({
  job: hrJobDetailSchema,
  history: z.object({
    fromStatus: jobStatusSchema,
    toStatus: jobStatusSchema,
    changedBy: z.uuid(),
    changedAt: z.iso.datetime(),
  }),
});
export type JobTransitionResponse = z.infer<typeof jobTransitionResponseSchema>;

export const jobDeletedResponseSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

/** What a job's fields held, in the answer's shape: only the fields an edit changed. */
export const jobFieldValuesSchema = hrJobDetailSchema
  .pick(Object.fromEntries(jobFields.map((f) => [f, true])) as Record<JobField, true>)
  .partial();
export type JobFieldValues = z.infer<typeof jobFieldValuesSchema>;

/** One saved edit of a published job: who, when, which fields, from what to what. */
export const hrJobChangeSchema = z.object({
  id: z.uuid(),
  changedAt: z.iso.datetime(),
  changedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  fields: z.array(jobFieldSchema),
  before: jobFieldValuesSchema,
  after: jobFieldValuesSchema,
  /** The salary, the place or the employment type changed: the active applicants were told. */
  material: z.boolean(),
  /** How many applicants were told. */
  notified: z.number().int(),
});
export type HrJobChange = z.infer<typeof hrJobChangeSchema>;

/** GET /api/hr/job/{id}/changes: the edits of the job since it was published, newest first. */
export const hrJobChangeListResponseSchema = z.object({ items: z.array(hrJobChangeSchema) });
export type HrJobChangeListResponse = z.infer<typeof hrJobChangeListResponseSchema>;
