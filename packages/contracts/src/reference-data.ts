import { z } from 'zod';
import { localizedTextSchema, singleLineText } from './common.js';

/**
 * The reference data a job is written with (issue 12, the job editor): the values `POST /api/hr/job`
 * checks its ids and codes against, each named in the three languages. Skills are many, so they have
 * a type-ahead search of their own.
 */

const codeNamed = z.object({ code: z.string(), name: localizedTextSchema });
const idNamed = z.object({ id: z.uuid(), name: localizedTextSchema });

export const jobReferenceDataSchema = z.object({
  countries: z.array(codeNamed),
  cities: z.array(z.object({ id: z.uuid(), countryCode: z.string(), name: localizedTextSchema })),
  currencies: z.array(codeNamed),
  languages: z.array(codeNamed),
  /** Ordered from the lowest level to the highest. */
  languageLevels: z.array(idNamed),
  degreeLevels: z.array(idNamed),
  careerLevels: z.array(idNamed),
  contractTypes: z.array(idNamed),
});
export type JobReferenceData = z.infer<typeof jobReferenceDataSchema>;

/**
 * The reference data a profile is written with (issue 13), beyond what `/api/reference/job` already
 * answers (countries, cities, languages and levels, degree levels): the values the profile's writes
 * check their ids and codes against, each named in the three languages.
 */
export const profileReferenceDataSchema = z.object({
  states: z.array(z.object({ id: z.uuid(), countryCode: z.string(), name: localizedTextSchema })),
  specializations: z.array(idNamed),
  industries: z.array(z.object({ id: z.uuid(), code: z.string(), name: localizedTextSchema })),
  interests: z.array(z.object({ id: z.uuid(), name: localizedTextSchema, imageUrl: z.string().nullable() })),
  /** The codes the job search filters by (`employmentType`), in the order it lists them. */
  employmentTypes: z.array(codeNamed),
  sectionKeys: z.array(z.object({ id: z.uuid(), key: z.string() })),
  settingKeys: z.array(z.object({ id: z.uuid(), key: z.string() })),
});
export type ProfileReferenceData = z.infer<typeof profileReferenceDataSchema>;

export const SKILL_SEARCH_LIMIT = 20;

export const skillSearchQuerySchema = z.object({
  /** Part of the skill's name, any case; names that start with it come first. */
  q: singleLineText(100).min(1),
  limit: z.coerce.number().int().min(1).max(SKILL_SEARCH_LIMIT).default(SKILL_SEARCH_LIMIT),
});
export type SkillSearchQuery = z.infer<typeof skillSearchQuerySchema>;

export const skillSearchResponseSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type SkillSearchResponse = z.infer<typeof skillSearchResponseSchema>;
