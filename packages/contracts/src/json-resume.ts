import { z } from 'zod';
import { multiLineText, singleLineText } from './common.js';
import { profileSections } from './profile-edit.js';

/**
 * JSON Resume (https://jsonresume.org/schema, version 1.0.0): the profile exported, and a file
 * imported to fill a profile. Only the parts the profile keeps are typed; anything else a file
 * carries is accepted and left alone. Every list and text is bounded.
 */

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
/** Entries one list of an imported file may hold. */
export const JSON_RESUME_MAX_ITEMS = 100;

const text = (max = 300) => singleLineText(max).optional();
const longText = multiLineText(10_000).optional();
const list = <T extends z.ZodType>(item: T) => z.array(item).max(JSON_RESUME_MAX_ITEMS).optional();
/** A date as JSON Resume writes it: a year, a year and month, or a whole day. */
const resumeDate = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'must be a date: YYYY, YYYY-MM or YYYY-MM-DD')
  .optional();

export const jsonResumeSchema = z
  .object({
    $schema: z.string().max(500).optional(),
    basics: z
      .object({
        name: text(200),
        label: text(200),
        image: text(1000),
        email: text(320),
        phone: text(40),
        url: text(1000),
        summary: longText,
        location: z
          .object({
            address: text(500),
            postalCode: text(40),
            city: text(200),
            countryCode: text(2),
            region: text(200),
          })
          .loose()
          .optional(),
        profiles: list(z.object({ network: text(100), username: text(200), url: text(1000) }).loose()),
      })
      .loose()
      .optional(),
    work: list(
      z
        .object({
          name: text(200),
          position: text(200),
          url: text(1000),
          startDate: resumeDate,
          endDate: resumeDate,
          summary: longText,
          highlights: list(multiLineText(1000)),
        })
        .loose(),
    ),
    volunteer: list(
      z
        .object({
          organization: text(200),
          position: text(200),
          url: text(1000),
          startDate: resumeDate,
          endDate: resumeDate,
          summary: longText,
          highlights: list(multiLineText(1000)),
        })
        .loose(),
    ),
    education: list(
      z
        .object({
          institution: text(200),
          url: text(1000),
          area: text(200),
          studyType: text(200),
          startDate: resumeDate,
          endDate: resumeDate,
          score: text(40),
          courses: list(singleLineText(300)),
        })
        .loose(),
    ),
    awards: list(
      z.object({ title: text(200), date: resumeDate, awarder: text(200), summary: longText }).loose(),
    ),
    certificates: list(
      z.object({ name: text(200), date: resumeDate, issuer: text(200), url: text(1000) }).loose(),
    ),
    skills: list(
      z.object({ name: text(200), level: text(100), keywords: list(singleLineText(200)) }).loose(),
    ),
    languages: list(z.object({ language: text(100), fluency: text(100) }).loose()),
    interests: list(z.object({ name: text(200), keywords: list(singleLineText(200)) }).loose()),
    projects: list(
      z
        .object({
          name: text(200),
          description: longText,
          startDate: resumeDate,
          endDate: resumeDate,
          url: text(1000),
        })
        .loose(),
    ),
    meta: z
      .object({ canonical: text(1000), version: text(40), lastModified: text(40) })
      .loose()
      .optional(),
  })
  .loose();
export type JsonResume = z.infer<typeof jsonResumeSchema>;

const sectionSchema = z.enum(profileSections as [string, ...string[]]);

/** What importing a file would do, or did: nothing is written by the preview. */
export const jsonResumeImportPlanSchema = z.object({
  /** Fields of the profile itself that change, with their value before and after. */
  profile: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string() })),
  /** Entries added to the sub-lists, each described in a line. */
  added: z.array(z.object({ section: sectionSchema, summary: z.string() })),
  /** What the file holds that is not imported, and why (already there, not known here, incomplete). */
  skipped: z.array(z.object({ what: z.string(), reason: z.string() })),
});
export type JsonResumeImportPlan = z.infer<typeof jsonResumeImportPlanSchema>;

export const jsonResumeImportResultSchema = jsonResumeImportPlanSchema.extend({
  percentageCompleted: z.number().int().min(0).max(100),
});
export type JsonResumeImportResult = z.infer<typeof jsonResumeImportResultSchema>;
