import { z } from 'zod';
import {
  applicationSchema,
  applicationSourceSchema,
  applicationStatusSchema,
  applicationTimelineEventSchema,
  ownJobSummarySchema,
} from './applications.js';
import {
  emptyToUndefined,
  localizedTextSchema,
  optionalText,
  optionalUuid,
  pageQuery,
  singleLineText,
} from './common.js';
import { fitResultSchema } from './recommendations.js';

/**
 * The pipeline of a job (issue 11): the recruiter's pools, shortlist, invitations and application
 * moves, the candidate search, and the job seeker's answer to an invitation. A candidate is named
 * by the user's `subject` everywhere.
 */

/** Candidates on one page of a pool or a search (spec section 9: candidate lists, 50 a page). */
export const PIPELINE_PAGE_SIZE = 50;
/** How long an invitation can be answered, from when it is sent. */
export const INVITATION_EXPIRY_DAYS = 14;

export const subjectSchema = singleLineText(200).min(1);

export const jobPipelineParamsSchema = z.object({ id: z.uuid() });
export const jobSubjectParamsSchema = z.object({ id: z.uuid(), subject: subjectSchema });
export const invitationJobParamsSchema = z.object({ jobId: z.uuid() });

export const pipelinePageQuerySchema = z.object(pageQuery(PIPELINE_PAGE_SIZE, PIPELINE_PAGE_SIZE));
export type PipelinePageQuery = z.infer<typeof pipelinePageQuerySchema>;

/**
 * The applicant pool's query: a page, and optionally one application status (`?status=rejected`);
 * without it every application of the job, whatever its status.
 */
export const applicantPoolQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, applicationStatusSchema.optional()),
  ...pageQuery(PIPELINE_PAGE_SIZE, PIPELINE_PAGE_SIZE),
});
export type ApplicantPoolQuery = z.infer<typeof applicantPoolQuerySchema>;

/**
 * The invitation pool's query: a page, and optionally the status the candidate's latest invitation
 * shows (`?status=pending`: still waiting for an answer and not past its deadline).
 */
export const invitationPoolQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(['pending', 'accepted', 'rejected', 'expired']).optional()),
  ...pageQuery(PIPELINE_PAGE_SIZE, PIPELINE_PAGE_SIZE),
});
export type InvitationPoolQuery = z.infer<typeof invitationPoolQuerySchema>;

/**
 * The shortlist's query: a page, and `current=true` to keep those whose place in the job is the
 * shortlist (kept from the sourcing pool without an application, or a shortlisted application),
 * not those who have moved on to an interview, an offer, a hire or a rejection.
 */
export const shortlistQuerySchema = z.object({
  current: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  ...pageQuery(PIPELINE_PAGE_SIZE, PIPELINE_PAGE_SIZE),
});
export type ShortlistQuery = z.infer<typeof shortlistQuerySchema>;

const percent = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100).default(fallback));

export const sourcingPoolQuerySchema = z
  .object({
    minFitPercent: percent(0),
    maxFitPercent: percent(100),
    ...pageQuery(PIPELINE_PAGE_SIZE, PIPELINE_PAGE_SIZE),
  })
  .refine((q) => q.minFitPercent <= q.maxFitPercent, {
    message: 'must not be above maxFitPercent',
    path: ['minFitPercent'],
  });
export type SourcingPoolQuery = z.infer<typeof sourcingPoolQuerySchema>;

/** A candidate as the recruiter sees them; `contact` only once they applied to or accepted an invitation of the organisation. */
export const pipelineCandidateSchema = z.object({
  subject: z.string(),
  fullName: z.string(),
  headline: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** Where the candidate lives: the country's code and the country's and city's names in each language. */
  location: z.object({
    countryCode: z.string().nullable(),
    country: localizedTextSchema.nullable(),
    city: localizedTextSchema.nullable(),
  }),
  yearsOfExperience: z.number().nullable(),
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  /**
   * True for a candidate whose account was erased, or whose application the organisation's
   * retention anonymised: nothing about the person is left (the name is a placeholder, the subject
   * leads nowhere); screens show their own words for it.
   */
  anonymised: z.boolean().optional(),
});
export type PipelineCandidate = z.infer<typeof pipelineCandidateSchema>;

export const invitationStatuses = ['pending', 'accepted', 'rejected', 'expired'] as const;
export const invitationStatusSchema = z.enum(invitationStatuses);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** One candidate of a pool: where they stand in this job's pipeline, and their fit to it. */
export const pipelineItemSchema = z.object({
  candidate: pipelineCandidateSchema,
  /** The application's status; null when the candidate has not applied. */
  status: applicationStatusSchema.nullable(),
  applicationId: z.uuid().nullable(),
  appliedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime().nullable(),
  /** The latest invitation to this job, shown `expired` from its deadline. */
  invitation: z
    .object({
      id: z.uuid(),
      status: invitationStatusSchema,
      createdAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      respondedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  shortlistedAt: z.iso.datetime().nullable(),
  fit: fitResultSchema,
});
export type PipelineItem = z.infer<typeof pipelineItemSchema>;

export const pipelinePageSchema = z.object({
  items: z.array(pipelineItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type PipelinePage = z.infer<typeof pipelinePageSchema>;

export const sourcingItemSchema = z.object({ candidate: pipelineCandidateSchema, fit: fitResultSchema });
export type SourcingItem = z.infer<typeof sourcingItemSchema>;

export const sourcingPoolResponseSchema = z.object({
  items: z.array(sourcingItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SourcingPoolResponse = z.infer<typeof sourcingPoolResponseSchema>;

export const shortlistResponseSchema = z.object({
  jobId: z.uuid(),
  subject: z.string(),
  shortlisted: z.boolean(),
  /** The application's status after the call; null when the candidate has not applied. */
  applicationStatus: applicationStatusSchema.nullable(),
});
export type ShortlistResponse = z.infer<typeof shortlistResponseSchema>;

export const inviteBodySchema = z.object({
  subject: subjectSchema,
  message: optionalText(2000, { multiLine: true }),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

export const hrInvitationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  candidate: pipelineCandidateSchema,
  status: invitationStatusSchema,
  message: z.string().nullable(),
  invitedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
});
export type HrInvitation = z.infer<typeof hrInvitationSchema>;

export const hrInvitationPageSchema = z.object({
  items: z.array(hrInvitationSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type HrInvitationPage = z.infer<typeof hrInvitationPageSchema>;

export const applicantIdParamsSchema = z.object({ id: z.uuid() });

export const applicantMoveTargets = ['shortlisted', 'rejected', 'applied'] as const;
export const applicantMoveBodySchema = z.object({
  to: z.enum(applicantMoveTargets),
  reason: optionalText(1000, { multiLine: true }),
});
export type ApplicantMoveBody = z.infer<typeof applicantMoveBodySchema>;

/** One application as the recruiter sees it, with the timeline both sides see. */
export const hrApplicantSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  candidate: pipelineCandidateSchema,
  status: applicationStatusSchema,
  source: applicationSourceSchema,
  invitationId: z.uuid().nullable(),
  coverLetter: z.string().nullable(),
  appliedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  shortlisted: z.boolean(),
  fit: fitResultSchema,
  timeline: z.array(applicationTimelineEventSchema),
});
export type HrApplicant = z.infer<typeof hrApplicantSchema>;

const wordList = (itemMax: number, maxItems: number) =>
  z.array(singleLineText(itemMax).min(1)).max(maxItems).optional();

export const candidatesFilterBodySchema = z
  .object({
    keyword: optionalText(200),
    /** Skill names; a candidate holds every one of them. */
    skills: wordList(100, 20),
    /** ISO 639 codes; a candidate speaks every one of them. */
    languages: wordList(12, 10),
    minYears: z.number().int().min(0).max(80).optional(),
    maxYears: z.number().int().min(0).max(80).optional(),
    /** A degree level code: the candidate holds it or a higher one. */
    education: optionalText(60),
    /** A country code, or part of a country or city name in any language. */
    location: optionalText(120),
    /** A job of the caller's organisation: each candidate then comes with the fit to it. */
    jobId: optionalUuid,
    limit: z.number().int().min(1).max(PIPELINE_PAGE_SIZE).default(PIPELINE_PAGE_SIZE),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((b) => b.minYears === undefined || b.maxYears === undefined || b.minYears <= b.maxYears, {
    message: 'must not be above maxYears',
    path: ['minYears'],
  });
export type CandidatesFilterBody = z.infer<typeof candidatesFilterBodySchema>;

export const candidatesFilterResponseSchema = z.object({
  items: z.array(z.object({ candidate: pipelineCandidateSchema, fit: fitResultSchema.nullable() })),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type CandidatesFilterResponse = z.infer<typeof candidatesFilterResponseSchema>;

// ───────────── the job seeker's side ─────────────

export const myInvitationsQuerySchema = z.object(pageQuery(PIPELINE_PAGE_SIZE, PIPELINE_PAGE_SIZE));
export type MyInvitationsQuery = z.infer<typeof myInvitationsQuerySchema>;

export const myInvitationSchema = z.object({
  id: z.uuid(),
  job: ownJobSummarySchema,
  status: invitationStatusSchema,
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  /** The application accepting it made. */
  applicationId: z.uuid().nullable(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

export const myInvitationPageSchema = z.object({
  items: z.array(myInvitationSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type MyInvitationPage = z.infer<typeof myInvitationPageSchema>;

export const answerInvitationBodySchema = z.object({
  invitationId: z.uuid(),
  accept: z.boolean(),
  reason: optionalText(1000, { multiLine: true }),
});
export type AnswerInvitationBody = z.infer<typeof answerInvitationBodySchema>;

export const answerInvitationResponseSchema = z.object({
  invitationId: z.uuid(),
  status: z.enum(['accepted', 'rejected']),
  /** The application accepting made. */
  application: applicationSchema.nullable(),
});
export type AnswerInvitationResponse = z.infer<typeof answerInvitationResponseSchema>;
