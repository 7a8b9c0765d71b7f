import { z } from 'zod';
import { emptyToUndefined } from './common.js';
import { jobStatusSchema } from './hr-jobs.js';

/**
 * How quickly the organisation answers its candidates (issue 12, dashboard): per job, the median
 * number of days from an application to the organisation's first answer to it, over the
 * applications of the last `days` days. The first answer is the application's first status change
 * that is not the candidate withdrawing (docs/decisions.md, "Response time").
 */

export const RESPONSE_TIME_DAYS_DEFAULT = 90;
export const RESPONSE_TIME_DAYS_MAX = 730;
/** The jobs the answer lists at most: those with the most applications in the window first. */
export const RESPONSE_TIME_JOBS_MAX = 50;

export const responseTimeQuerySchema = z.object({
  days: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(RESPONSE_TIME_DAYS_MAX).default(RESPONSE_TIME_DAYS_DEFAULT),
  ),
});
export type ResponseTimeQuery = z.infer<typeof responseTimeQuerySchema>;

export const responseTimeFigureSchema = z.object({
  /** The median days to the first answer, one decimal; null while no application was answered. */
  medianDays: z.number().nullable(),
  /** Applications of the window that were answered. */
  answered: z.number().int(),
  /** Applications of the window still waiting for a first answer (status applied). */
  waiting: z.number().int(),
});
export type ResponseTimeFigure = z.infer<typeof responseTimeFigureSchema>;

export const responseTimeSchema = z.object({
  days: z.number().int(),
  overall: responseTimeFigureSchema,
  jobs: z.array(
    responseTimeFigureSchema.extend({
      jobId: z.uuid(),
      title: z.string(),
      status: jobStatusSchema,
    }),
  ),
});
export type ResponseTime = z.infer<typeof responseTimeSchema>;
