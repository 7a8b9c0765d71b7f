import { z } from 'zod';
import {
  candidatePersonSchema,
  emptyToUndefined,
  optionalText,
  optionalUuid,
  pageQuery,
  singleLineText,
} from './common.js';

/**
 * Assessments (issue 11): the recruiter schedules an interview or a test for an application, the
 * candidate accepts, declines or asks for another time, the recruiter re-schedules, and the
 * participants give feedback. Times travel as instants (ISO 8601 with an offset) and are answered
 * with the wall-clock time in an IANA time zone as well.
 */

export const ASSESSMENT_PAGE_SIZE = 50;

export const assessmentStatuses = [
  'scheduled',
  'accepted',
  'rejected',
  'reschedule_requested',
  'completed',
  'cancelled',
] as const;
export const assessmentStatusSchema = z.enum(assessmentStatuses);
export type AssessmentStatus = z.infer<typeof assessmentStatusSchema>;

/** What the API calls an assessment; `format` is the stored kind (the demo data has more of them). */
export const assessmentKindSchema = z.enum(['interview', 'test']);
export type AssessmentKind = z.infer<typeof assessmentKindSchema>;
export const assessmentFormatSchema = z.enum([
  'interview',
  'phone_screen',
  'technical_test',
  'assignment',
  'panel',
]);
export const assessmentModeSchema = z.enum(['onsite', 'online', 'phone']);
export const assessmentRecommendationSchema = z.enum(['strong_yes', 'yes', 'no', 'strong_no']);

/** An IANA time zone name the runtime knows (`Asia/Muscat`, `UTC`); offsets such as `+04:00` are not zones. */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isIanaTimeZone, 'must be an IANA time zone such as Asia/Muscat');

const instant = z.iso.datetime({ offset: true });
const MIN_MINUTES = 5;
const MAX_MINUTES = 1440;

/** endsAt after startsAt, a whole number of minutes between 5 minutes and one day. */
function checkSpan(
  value: { startsAt: string; endsAt: string },
  ctx: z.RefinementCtx,
  path: string[] = [],
): void {
  const minutes = (Date.parse(value.endsAt) - Date.parse(value.startsAt)) / 60_000;
  if (!(minutes > 0)) {
    ctx.addIssue({ code: 'custom', message: 'must be after startsAt', path: [...path, 'endsAt'] });
  } else if (!Number.isInteger(minutes) || minutes < MIN_MINUTES || minutes > MAX_MINUTES) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a whole number of minutes, ${MIN_MINUTES} to ${MAX_MINUTES}, after startsAt`,
      path: [...path, 'endsAt'],
    });
  }
}

export const scheduleAssessmentBodySchema = z
  .object({
    applicationId: z.uuid(),
    kind: assessmentKindSchema,
    startsAt: instant,
    endsAt: instant,
    timeZone: timeZoneSchema,
    location: optionalText(300),
    meetingUrl: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/ })
        .max(500)
        .optional(),
    ),
    participants: z.array(singleLineText(200).min(1)).min(1).max(10),
    note: optionalText(2000, { multiLine: true }),
  })
  .superRefine((v, ctx) => checkSpan(v, ctx));
export type ScheduleAssessmentBody = z.infer<typeof scheduleAssessmentBodySchema>;

export const rescheduleAssessmentBodySchema = z
  .object({ id: z.uuid(), startsAt: instant, endsAt: instant, timeZone: timeZoneSchema })
  .superRefine((v, ctx) => checkSpan(v, ctx));
export type RescheduleAssessmentBody = z.infer<typeof rescheduleAssessmentBodySchema>;

export const assessmentFeedbackBodySchema = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  recommendation: assessmentRecommendationSchema,
  notes: z.string().trim().max(4000).default(''),
});
export type AssessmentFeedbackBody = z.infer<typeof assessmentFeedbackBodySchema>;

/** `timeZone`: the zone the answer's wall-clock times are given in (the assessment's own when left out). */
export const assessmentDetailQuerySchema = z.object({
  id: z.uuid(),
  timeZone: z.preprocess(emptyToUndefined, timeZoneSchema.optional()),
});
export type AssessmentDetailQuery = z.infer<typeof assessmentDetailQuerySchema>;

export const assessmentListQuerySchema = z
  .object({
    jobId: optionalUuid,
    status: z.preprocess(emptyToUndefined, assessmentStatusSchema.optional()),
    from: z.preprocess(emptyToUndefined, instant.optional()),
    to: z.preprocess(emptyToUndefined, instant.optional()),
    /** A participant's subject: the assessments they take part in. */
    participant: optionalText(200),
    timeZone: z.preprocess(emptyToUndefined, timeZoneSchema.optional()),
    ...pageQuery(ASSESSMENT_PAGE_SIZE, ASSESSMENT_PAGE_SIZE),
  })
  .refine((q) => q.from === undefined || q.to === undefined || Date.parse(q.from) <= Date.parse(q.to), {
    message: 'must not be after to',
    path: ['from'],
  });
export type AssessmentListQuery = z.infer<typeof assessmentListQuerySchema>;

export const assessmentPersonSchema = z.object({ subject: z.string(), fullName: z.string() });

export const assessmentParticipantSchema = assessmentPersonSchema.extend({
  role: z.enum(['interviewer', 'coordinator', 'observer']),
});

export const assessmentHistoryEntrySchema = z.object({
  fromStatus: assessmentStatusSchema.nullable(),
  toStatus: assessmentStatusSchema,
  changedAt: z.iso.datetime(),
  changedBy: assessmentPersonSchema.nullable(),
  /** The start the change set (scheduling, re-scheduling), as an instant. */
  startsAt: z.iso.datetime().nullable(),
  note: z.string().nullable(),
});

export const assessmentFeedbackSchema = z.object({
  author: assessmentPersonSchema,
  rating: z.number().int(),
  recommendation: assessmentRecommendationSchema,
  notes: z.string(),
  createdAt: z.iso.datetime(),
});

/** The assessment as both sides see it; the recruiter's answer adds the feedback. */
export const seekerAssessmentSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  job: z.object({ id: z.uuid(), title: z.string(), organisationId: z.uuid(), organisationName: z.string() }),
  kind: assessmentKindSchema,
  format: assessmentFormatSchema,
  title: z.string(),
  mode: assessmentModeSchema,
  status: assessmentStatusSchema,
  /** Instants (UTC). */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  /** The zone of the two wall-clock times below. */
  timeZone: z.string(),
  localStartsAt: z.string(),
  localEndsAt: z.string(),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  note: z.string().nullable(),
  /** What the candidate wrote when answering, in their own words (a reason); never the proposed times. */
  seekerNote: z.string().nullable(),
  /** How many times it was re-scheduled: the sequence number of a calendar invitation. */
  sequence: z.number().int(),
  participants: z.array(assessmentParticipantSchema),
  history: z.array(assessmentHistoryEntrySchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SeekerAssessment = z.infer<typeof seekerAssessmentSchema>;

/** A span of time the candidate proposed when asking for another time (instants, UTC). */
export const proposedTimeSchema = z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() });
export type ProposedTime = z.infer<typeof proposedTimeSchema>;

export const hrAssessmentSchema = seekerAssessmentSchema.extend({
  candidate: candidatePersonSchema,
  feedback: z.array(assessmentFeedbackSchema),
  /**
   * The 1–3 times the candidate proposed while the assessment waits for a new time
   * (`reschedule_requested`), earliest first; empty otherwise (a re-schedule clears them).
   */
  proposedTimes: z.array(proposedTimeSchema),
  /** The IANA zone the candidate proposed them in; null when there are none. */
  proposedTimeZone: z.string().nullable(),
});
export type HrAssessment = z.infer<typeof hrAssessmentSchema>;

export const hrAssessmentPageSchema = z.object({
  items: z.array(hrAssessmentSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type HrAssessmentPage = z.infer<typeof hrAssessmentPageSchema>;

// ───────────── the job seeker's answers ─────────────

export const answerAssessmentBodySchema = z.object({
  id: z.uuid(),
  accept: z.boolean(),
  reason: optionalText(1000, { multiLine: true }),
});
export type AnswerAssessmentBody = z.infer<typeof answerAssessmentBodySchema>;

export const requestRescheduleBodySchema = z.object({
  id: z.uuid(),
  proposedTimes: z
    .array(z.object({ startsAt: instant, endsAt: instant }).superRefine((v, ctx) => checkSpan(v, ctx)))
    .min(1)
    .max(3),
  timeZone: timeZoneSchema,
  reason: optionalText(1000, { multiLine: true }),
});
export type RequestRescheduleBody = z.infer<typeof requestRescheduleBodySchema>;
