import { z } from 'zod';
import {
  emptyToUndefined,
  localizedTextSchema,
  optionalText,
  optionalUuid,
  pageQuery,
  stringList,
} from './common.js';

export const JOB_PAGE_SIZE = 100;

export const employmentTypes = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
  'freelance',
] as const;
export const employmentTypeSchema = z.enum(employmentTypes);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

/**
 * Where the work is done (docs/decisions.md, "Work model"): at the job's place, partly there
 * (hybrid), or remotely, from the countries the job accepts.
 */
export const workModels = ['on_site', 'hybrid', 'remote'] as const;
export const workModelSchema = z.enum(workModels);
export type WorkModel = z.infer<typeof workModelSchema>;

export const jobSorts = ['relevance', 'newest', 'salary'] as const;

export const listJobsQuerySchema = z.object({
  keyword: optionalText(200),
  categoryId: optionalUuid,
  companyId: optionalUuid,
  /**
   * Matches a city or country name in any language, or a country code: jobs there, and remote jobs
   * open to candidates in a country it names.
   */
  location: optionalText(100),
  employmentType: z.preprocess(emptyToUndefined, employmentTypeSchema.optional()),
  /** Only jobs of this work model. */
  workModel: z.preprocess(emptyToUndefined, workModelSchema.optional()),
  /** Skill names; a job matches when it requires every one of them. */
  skills: stringList(100, 20),
  /** Language codes (ISO 639-1); a job matches when it asks for every one of them. */
  languages: stringList(10, 10),
  sort: z.preprocess(emptyToUndefined, z.enum(jobSorts).optional()),
  ...pageQuery(JOB_PAGE_SIZE),
});
export type ListJobsQuery = z.infer<typeof listJobsQuerySchema>;

export const companyRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});

export const categoryRefSchema = z.object({
  id: z.uuid(),
  name: localizedTextSchema,
});

export const jobLocationSchema = z.object({
  countryCode: z.string(),
  country: localizedTextSchema,
  city: localizedTextSchema.nullable(),
  /** True exactly when `workModel` is `remote` (the specification's field). */
  remote: z.boolean(),
  workModel: workModelSchema,
  /** A remote job: the countries (ISO 3166 alpha-2) its candidates may live in; empty: anywhere. */
  remoteCountries: z.array(z.string()),
});

export const salarySchema = z.object({
  min: z.number(),
  max: z.number(),
  currency: z.string(),
  period: z.enum(['month', 'year']),
});

export const jobSkillSchema = z.object({
  id: z.uuid(),
  skillName: z.string(),
});

export const jobLanguageSchema = z.object({
  code: z.string(),
  name: localizedTextSchema,
});

export const jobSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The language the job was written in. */
  textLanguage: z.enum(['en', 'zh', 'ar']),
  company: companyRefSchema,
  category: categoryRefSchema,
  subCategory: categoryRefSchema.nullable(),
  location: jobLocationSchema,
  employmentType: employmentTypeSchema,
  salary: salarySchema.nullable(),
  skills: z.array(jobSkillSchema),
  publishedAt: z.iso.datetime(),
  endDate: z.iso.date().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/**
 * The fields whose change a published job's active applicants are told of: what they were paid,
 * where and on what terms when they applied (docs/decisions.md, "Editing a published job").
 */
export const MATERIAL_JOB_FIELDS = ['salary', 'location', 'employmentType'] as const;
export const materialJobFieldSchema = z.enum(MATERIAL_JOB_FIELDS);
export type MaterialJobField = z.infer<typeof materialJobFieldSchema>;
export const isMaterialJobField = (field: string): field is MaterialJobField =>
  (MATERIAL_JOB_FIELDS as readonly string[]).includes(field);

export const jobDetailSchema = jobSummarySchema.extend({
  description: z.string(),
  languages: z.array(jobLanguageSchema),
  minExperienceYears: z.number().int(),
  status: z.enum(['draft', 'published', 'closed', 'withdrawn']),
  /** The latest material edit since publishing (salary, place, employment type), if any. */
  materialChange: z
    .object({ changedAt: z.iso.datetime(), fields: z.array(materialJobFieldSchema) })
    .nullable()
    .optional(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobListResponseSchema = z.object({
  items: z.array(jobSummarySchema),
  /**
   * The number of matches when known exactly (always up to 1,000; beyond it when the search was
   * cheap to count, or the page shows the end); otherwise 1,001 with `totalIsEstimate`: "more than
   * 1,000".
   */
  total: z.number().int(),
  /** True when there are more than 1,000 matches and `total` is only that lower bound. */
  totalIsEstimate: z.boolean().optional(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const jobIdParamsSchema = z.object({ jobId: z.uuid() });

export const HR_JOB_PAGE_SIZE = 100;

export const hrJobListQuerySchema = z.object(pageQuery(HR_JOB_PAGE_SIZE));

export const hrJobSchema = jobSummarySchema.extend({
  status: z.enum(['draft', 'published', 'closed', 'withdrawn']),
  publishedAt: z.iso.datetime().nullable(),
});
export type HrJob = z.infer<typeof hrJobSchema>;

export const hrJobListResponseSchema = z.object({
  items: z.array(hrJobSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type HrJobListResponse = z.infer<typeof hrJobListResponseSchema>;
