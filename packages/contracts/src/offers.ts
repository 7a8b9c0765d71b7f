import { z } from 'zod';
import { assessmentKindSchema, assessmentStatusSchema } from './assessments.js';
import {
  candidatePersonSchema,
  emptyToUndefined,
  optionalText,
  optionalUuid,
  pageQuery,
  singleLineText,
} from './common.js';

/**
 * Offers and hiring (issue 11): the recruiter sends, resends and hires; the candidate accepts or
 * declines. An offer whose deadline passed is answered as `expired` at once (computed from
 * expires_at when read, no background job), and can no longer be accepted.
 */

export const OFFER_PAGE_SIZE = 50;
/** How long a resent offer stays open when the resend names no new deadline. */
export const OFFER_RENEW_DAYS = 7;

export const offerStatuses = ['sent', 'accepted', 'rejected', 'expired', 'hired'] as const;
export const offerStatusSchema = z.enum(offerStatuses);
export type OfferStatus = z.infer<typeof offerStatusSchema>;
export const salaryPeriodSchema = z.enum(['month', 'year']);

const instant = z.iso.datetime({ offset: true });

export const sendOfferBodySchema = z.object({
  applicationId: z.uuid(),
  salary: z.number().positive().max(9_999_999_999),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
    .transform((c) => c.toUpperCase()),
  period: salaryPeriodSchema,
  startDate: z.iso.date(),
  expiresAt: instant,
  message: optionalText(4000, { multiLine: true }),
});
export type SendOfferBody = z.infer<typeof sendOfferBodySchema>;

export const resendOfferBodySchema = z.object({
  offerId: z.uuid(),
  /** The new deadline; OFFER_RENEW_DAYS from now when left out. */
  expiresAt: z.preprocess(emptyToUndefined, instant.optional()),
});
export type ResendOfferBody = z.infer<typeof resendOfferBodySchema>;

export const hireOfferBodySchema = z.object({ offerId: z.uuid() });
export type HireOfferBody = z.infer<typeof hireOfferBodySchema>;

export const directHireBodySchema = z.object({
  applicationId: z.uuid(),
  startDate: z.preprocess(emptyToUndefined, z.iso.date().optional()),
});
export type DirectHireBody = z.infer<typeof directHireBodySchema>;

export const offerListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, offerStatusSchema.optional()),
  jobId: optionalUuid,
  ...pageQuery(OFFER_PAGE_SIZE, OFFER_PAGE_SIZE),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

export const seekerOfferListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, offerStatusSchema.optional()),
  ...pageQuery(OFFER_PAGE_SIZE, OFFER_PAGE_SIZE),
});
export type SeekerOfferListQuery = z.infer<typeof seekerOfferListQuerySchema>;

export const jobHiredQuerySchema = z.object(pageQuery(OFFER_PAGE_SIZE, OFFER_PAGE_SIZE));
export const recentHiredQuerySchema = z.object({
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(OFFER_PAGE_SIZE).default(10)),
});
export const offerJobParamsSchema = z.object({ jobId: z.uuid() });

const personSchema = z.object({ subject: z.string(), fullName: z.string() });

export const offerHistoryEntrySchema = z.object({
  fromStatus: offerStatusSchema.nullable(),
  toStatus: offerStatusSchema,
  changedAt: z.iso.datetime(),
  changedBy: personSchema.nullable(),
  note: z.string().nullable(),
});

export const seekerOfferSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  job: z.object({ id: z.uuid(), title: z.string(), organisationId: z.uuid(), organisationName: z.string() }),
  /** `expired` as soon as the deadline passed without an answer. */
  status: offerStatusSchema,
  salary: z.number(),
  currency: z.string(),
  period: salaryPeriodSchema,
  startDate: z.iso.date().nullable(),
  expiresAt: z.iso.datetime(),
  message: z.string().nullable(),
  sendCount: z.number().int(),
  lastSentAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  history: z.array(offerHistoryEntrySchema),
});
export type SeekerOffer = z.infer<typeof seekerOfferSchema>;

export const hrOfferSchema = seekerOfferSchema.extend({
  candidate: candidatePersonSchema,
  sends: z.array(
    z.object({ sentAt: z.iso.datetime(), expiresAt: z.iso.datetime(), sentBy: personSchema.nullable() }),
  ),
});
export type HrOffer = z.infer<typeof hrOfferSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });

export const hrOfferPageSchema = page(hrOfferSchema);
export type HrOfferPage = z.infer<typeof hrOfferPageSchema>;
export const seekerOfferPageSchema = page(seekerOfferSchema);
export type SeekerOfferPage = z.infer<typeof seekerOfferPageSchema>;

export const hireSchema = z.object({
  id: z.uuid(),
  job: z.object({ id: z.uuid(), title: z.string() }),
  candidate: candidatePersonSchema,
  applicationId: z.uuid().nullable(),
  offerId: z.uuid().nullable(),
  hiredAt: z.iso.datetime(),
  hiredBy: personSchema.nullable(),
  startDate: z.iso.date().nullable(),
});
export type Hire = z.infer<typeof hireSchema>;
export const hirePageSchema = page(hireSchema);
export type HirePage = z.infer<typeof hirePageSchema>;
export const recentHiresSchema = z.object({ items: z.array(hireSchema) });
export type RecentHires = z.infer<typeof recentHiresSchema>;

// ───────────── the job seeker's answers ─────────────

export const answerOfferBodySchema = z.object({
  offerId: z.uuid(),
  accept: z.boolean(),
  reason: optionalText(1000, { multiLine: true }),
});
export type AnswerOfferBody = z.infer<typeof answerOfferBodySchema>;

/** What a fresh graduate's request to be considered holds (docs/decisions.md, "Freshout"). */
export const freshoutRequestBodySchema = z.object({
  universityName: singleLineText(200).min(2),
  graduationDate: z.iso.date(),
  degreeLevelId: optionalUuid,
  specializationId: optionalUuid,
  preferredCategoryId: optionalUuid,
  message: optionalText(2000, { multiLine: true }),
});
export type FreshoutRequestBody = z.infer<typeof freshoutRequestBodySchema>;

export const freshoutRequestSchema = z.object({
  id: z.uuid(),
  universityName: z.string(),
  graduationDate: z.iso.date(),
  degreeLevelId: z.uuid().nullable(),
  specializationId: z.uuid().nullable(),
  preferredCategoryId: z.uuid().nullable(),
  message: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  createdAt: z.iso.datetime(),
});
export type FreshoutRequest = z.infer<typeof freshoutRequestSchema>;

/** The spec's spelling: `offerID`. */
export const freshoutRejectBodySchema = z.object({
  offerID: z.uuid(),
  reason: z.string().trim().min(1).max(1000),
});
export type FreshoutRejectBody = z.infer<typeof freshoutRejectBodySchema>;
export const freshoutAcceptBodySchema = z.object({ offerID: z.uuid() });
export type FreshoutAcceptBody = z.infer<typeof freshoutAcceptBodySchema>;

export const freshoutOfferSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  organisation: z.object({ id: z.uuid(), name: z.string() }),
  jobId: z.uuid().nullable(),
  title: z.string(),
  message: z.string().nullable(),
  salary: z.number().nullable(),
  currency: z.string().nullable(),
  status: z.enum(['sent', 'accepted', 'rejected']),
  rejectReason: z.string().nullable(),
  sentAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
});
export type FreshoutOffer = z.infer<typeof freshoutOfferSchema>;

/** The seeker's graduate requests and the offers organisations answered them with, newest first. */
export const myFreshoutSchema = z.object({
  requests: z.array(freshoutRequestSchema),
  offers: z.array(freshoutOfferSchema),
});
export type MyFreshout = z.infer<typeof myFreshoutSchema>;

export const latestOffersInterviewBodySchema = z.object({
  limit: z.number().int().min(1).max(OFFER_PAGE_SIZE).default(10),
});
export type LatestOffersInterviewBody = z.infer<typeof latestOffersInterviewBodySchema>;

export const latestItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('interview'),
    /** When it starts. */
    at: z.iso.datetime(),
    id: z.uuid(),
    job: z.object({ id: z.uuid(), title: z.string(), organisationName: z.string() }),
    kind: assessmentKindSchema,
    status: assessmentStatusSchema,
    endsAt: z.iso.datetime(),
  }),
  z.object({
    type: z.literal('offer'),
    /** When it was last sent. */
    at: z.iso.datetime(),
    id: z.uuid(),
    job: z.object({ id: z.uuid(), title: z.string(), organisationName: z.string() }),
    status: offerStatusSchema,
    expiresAt: z.iso.datetime(),
  }),
]);
export const latestOffersInterviewSchema = z.object({ items: z.array(latestItemSchema) });
export type LatestOffersInterview = z.infer<typeof latestOffersInterviewSchema>;
