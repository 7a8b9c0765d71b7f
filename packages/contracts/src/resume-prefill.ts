import { z } from 'zod';

/**
 * Suggestions read from the text of a PDF résumé the seeker uploaded: nothing is written; the
 * seeker picks, edits and adds them through the profile's section writes.
 */

export const resumePrefillBodySchema = z.object({
  /** A PDF of the seeker's own, uploaded through `/fm/upload`. */
  file: z.object({ id: z.uuid() }),
});
export type ResumePrefillBody = z.infer<typeof resumePrefillBodySchema>;

/** YYYY-MM-01: a month found in the text, as its first day. */
const month = z
  .string()
  .regex(/^\d{4}-\d{2}-01$/)
  .nullable();

export const prefillExperienceSchema = z.object({
  jobTitle: z.string(),
  companyName: z.string(),
  dateFrom: month,
  dateTo: month,
  /** "Present", "now", "current" was written as the end. */
  isCurrent: z.boolean(),
});
export type PrefillExperience = z.infer<typeof prefillExperienceSchema>;

export const prefillEducationSchema = z.object({
  degreeTitle: z.string(),
  universityName: z.string(),
  startDate: month,
  endDate: month,
});
export type PrefillEducation = z.infer<typeof prefillEducationSchema>;

export const resumePrefillResponseSchema = z.object({
  experiences: z.array(prefillExperienceSchema),
  educations: z.array(prefillEducationSchema),
  /** Reference skills named in the text (whole words), each once, none the profile has already. */
  skills: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Pages whose text was read, and whether the file had more than were read. */
  pagesRead: z.number().int().min(0),
  truncated: z.boolean(),
});
export type ResumePrefillResponse = z.infer<typeof resumePrefillResponseSchema>;
