import { z } from 'zod';
import { emptyToUndefined, localizedTextSchema, optionalText, optionalUuid, pageQuery } from './common.js';
import { employmentTypeSchema, jobSummarySchema, workModelSchema } from './jobs.js';

export const RECOMMEND_PAGE_SIZE = 20;
export const RECOMMEND_MAX_PAGE_SIZE = 100;
/** How many candidates one `/api/candidates/fit` call may ask about. */
export const CANDIDATE_FIT_MAX_SEEKERS = 100;
/** A company is said to have a matching job when one of its open jobs fits at least this much. */
export const MATCHING_FIT_PERCENT = 50;

export const recommendTypes = ['jobs', 'companies'] as const;
export const recommendTypeSchema = z.enum(recommendTypes);
export type RecommendType = z.infer<typeof recommendTypeSchema>;

/** The parts of the fit percent, in the order a result lists them (see `computeFit` in @talent/domain). */
export const fitPartKeys = ['skills', 'languages', 'experience', 'education', 'location'] as const;

export const fitViaSchema = z.object({
  item: z.string(),
  via: z.string(),
  relation: z.enum(['implied', 'related']),
});
export type FitVia = z.infer<typeof fitViaSchema>;

export const fitPartSchema = z.object({
  key: z.enum(fitPartKeys),
  weight: z.number().int(),
  /** 0 to 1. */
  score: z.number().min(0).max(1),
  /** False when the job does not ask for this part: it then counts in full. */
  required: z.boolean(),
  /**
   * The job's requirements fully met: skill names, language codes, years, degree code, place codes.
   * These are for programs; a screen shows the names of `fitFactsSchema` instead.
   */
  matched: z.array(z.string()),
  /** Held below the level asked: some credit. */
  partial: z.array(z.string()),
  /** Not met: no credit. */
  missing: z.array(z.string()),
  /**
   * Skills only: the items of `matched` and `partial` credited through another skill the candidate
   * holds, `via` as the candidate spells it: `implied` (full credit: PostgreSQL for SQL) or
   * `related` (partial credit: MySQL for PostgreSQL). Absent from older answers.
   */
  via: z.array(fitViaSchema).optional(),
});
export type FitPartResponse = z.infer<typeof fitPartSchema>;

export const fitResultSchema = z.object({
  percent: z.number().int().min(0).max(100),
  parts: z.array(fitPartSchema),
});
export type FitResultResponse = z.infer<typeof fitResultSchema>;

export const recommendQuerySchema = z.object({
  type: z.preprocess(emptyToUndefined, recommendTypeSchema.default('jobs')),
  ...pageQuery(RECOMMEND_PAGE_SIZE, RECOMMEND_MAX_PAGE_SIZE),
});
export type RecommendQuery = z.infer<typeof recommendQuerySchema>;

export const recommendFiltersSchema = z.object({
  /** A category or a sub-category. */
  categoryId: optionalUuid,
  /** A country code, or part of a country or city name in any interface language. */
  location: optionalText(100),
  employmentType: z.preprocess(emptyToUndefined, employmentTypeSchema.optional()),
});
export type RecommendFilters = z.infer<typeof recommendFiltersSchema>;

export const recommendBodySchema = z.object({
  type: recommendTypeSchema.default('jobs'),
  limit: z.number().int().min(1).max(RECOMMEND_MAX_PAGE_SIZE).default(RECOMMEND_PAGE_SIZE),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  filters: recommendFiltersSchema.optional(),
});
export type RecommendBody = z.infer<typeof recommendBodySchema>;

export const recommendedJobSchema = jobSummarySchema.extend({ fit: fitResultSchema });
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;

export const recommendedCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** All of the company's open jobs. */
  openJobs: z.number().int(),
  /** Its recommended open jobs that fit at least MATCHING_FIT_PERCENT. */
  matchingJobs: z.number().int(),
  /** The best fit among its recommended open jobs, and that job. */
  bestFit: z.number().int().min(0).max(100),
  bestJobId: z.uuid(),
});
export type RecommendedCompany = z.infer<typeof recommendedCompanySchema>;

const page = {
  /** How many were ranked: the recommendation pool (a few thousand likely jobs), not every open job. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
};

export const recommendJobsResponseSchema = z.object({
  type: z.literal('jobs'),
  items: z.array(recommendedJobSchema),
  ...page,
});
export type RecommendJobsResponse = z.infer<typeof recommendJobsResponseSchema>;

export const recommendCompaniesResponseSchema = z.object({
  type: z.literal('companies'),
  items: z.array(recommendedCompanySchema),
  ...page,
});
export type RecommendCompaniesResponse = z.infer<typeof recommendCompaniesResponseSchema>;

export const recommendResponseSchema = z.discriminatedUnion('type', [
  recommendJobsResponseSchema,
  recommendCompaniesResponseSchema,
]);
export type RecommendResponse = z.infer<typeof recommendResponseSchema>;

/** A place by its names in the three interface languages; either may be unknown. */
export const fitPlaceSchema = z.object({
  country: localizedTextSchema.nullable(),
  city: localizedTextSchema.nullable(),
});
export type FitPlaceFacts = z.infer<typeof fitPlaceSchema>;

/**
 * What both sides hold, for a screen to explain the fit with names rather than codes: skills by
 * name, degree levels and places by their names in every interface language, years as numbers.
 * Languages are ISO 639 codes, which the browser names in the interface language
 * (`Intl.DisplayNames`); no other value here is a code.
 */
export const fitFactsSchema = z.object({
  skills: z.object({ candidate: z.array(z.string()), job: z.array(z.string()) }),
  languages: z.object({ candidate: z.array(z.string()), job: z.array(z.string()) }),
  experience: z.object({
    /** Stated, or counted from the jobs held; null when neither is known. */
    candidateYears: z.number().nullable(),
    /** 0: the job asks for no experience. */
    jobMinYears: z.number(),
  }),
  education: z.object({
    /** The candidate's highest degree level. */
    candidate: localizedTextSchema.nullable(),
    /** The level the job asks; null when it asks none. */
    job: localizedTextSchema.nullable(),
  }),
  location: z.object({
    /** Where the candidate lives; null when the profile does not say. */
    candidate: fitPlaceSchema.nullable(),
    /** Where the candidate would like to work. */
    preferred: z.array(fitPlaceSchema),
    job: fitPlaceSchema.extend({
      remote: z.boolean(),
      workModel: workModelSchema.optional(),
      /** A remote job: the countries (ISO 3166 alpha-2) it is open to; empty: anywhere. */
      remoteCountries: z.array(z.string()).optional(),
    }),
  }),
});
export type FitFacts = z.infer<typeof fitFactsSchema>;

export const jobFitResponseSchema = z.object({
  jobId: z.uuid(),
  fit: fitResultSchema,
  facts: fitFactsSchema,
});
export type JobFitResponse = z.infer<typeof jobFitResponseSchema>;

export const candidatesFitBodySchema = z.object({
  jobId: z.uuid(),
  seekerIds: z.array(z.uuid()).min(1).max(CANDIDATE_FIT_MAX_SEEKERS),
});
export type CandidatesFitBody = z.infer<typeof candidatesFitBodySchema>;

export const candidateFitSchema = z.object({
  seekerId: z.uuid(),
  fit: fitResultSchema,
  /** What the candidate and the job hold, by name: the same as the seeker's own fit answer has. */
  facts: fitFactsSchema,
});

export const candidatesFitResponseSchema = z.object({
  jobId: z.uuid(),
  /** In the order asked; candidates the organisation may not see are left out. */
  items: z.array(candidateFitSchema),
});
export type CandidatesFitResponse = z.infer<typeof candidatesFitResponseSchema>;
