import { z } from 'zod';
import { emptyToUndefined, optionalText } from './common.js';
import { companyRefSchema, jobLocationSchema } from './jobs.js';

export const applicationStatuses = [
  'applied',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The states from which the seeker may still withdraw (decisions.md: "from any open state"). */
export const openApplicationStatuses = ['applied', 'shortlisted', 'interviewing', 'offered'] as const;

export const applicationSources = ['direct', 'invitation'] as const;
export const applicationSourceSchema = z.enum(applicationSources);
export type ApplicationSource = z.infer<typeof applicationSourceSchema>;

/** The `error` of a refused apply (decisions.md, "Apply error codes"). */
export const applyErrorCodes = ['notfound', 'molapi', 'ropapi', 'internal'] as const;
export type ApplyErrorCode = (typeof applyErrorCodes)[number];

/**
 * A list of closed values given as repeated keys (`statusIn=a&statusIn=b`) or comma-separated
 * (`statusIn=a,b`); empty items are dropped, and no items at all means no filter.
 */
function listOf<T extends z.ZodType<string>>(item: T, maxItems: number) {
  return z.preprocess((value) => {
    if (value === undefined || value === null) return undefined;
    const items = (Array.isArray(value) ? value : [value])
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
    return items.length === 0 ? undefined : items;
  }, z.array(item).max(maxItems).optional());
}

export const applicationIdParamsSchema = z.object({ applicationId: z.uuid() });

/** A body that may be left out altogether: no body reads as an empty object. */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

export const applyBodySchema = optionalBody(
  z.object({
    coverLetter: optionalText(5000, { multiLine: true }),
    /** The invitation being answered; without it, a pending invitation for the job is still accepted. */
    invitationId: z.preprocess(emptyToUndefined, z.uuid().optional()),
    /**
     * The file sent with the application: the profile's résumé or one of the seeker's PDF documents
     * (`GET /api/job-seeker/apply-files` lists them). Without it, only the profile is sent.
     */
    resumeFileId: z.preprocess(emptyToUndefined, z.uuid().optional()),
  }),
);
export type ApplyBody = z.infer<typeof applyBodySchema>;

/** One file the seeker may send with an application. */
export const applyFileSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type ApplyFile = z.infer<typeof applyFileSchema>;

/** `GET /api/job-seeker/apply-files`: the profile's résumé (if any) and the other PDF documents, newest first. */
export const applyFilesResponseSchema = z.object({
  resume: applyFileSchema.nullable(),
  documents: z.array(applyFileSchema),
});
export type ApplyFilesResponse = z.infer<typeof applyFilesResponseSchema>;

export const applicationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  status: applicationStatusSchema,
  source: applicationSourceSchema,
  invitationId: z.uuid().nullable(),
  coverLetter: z.string().nullable(),
  appliedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Application = z.infer<typeof applicationSchema>;

/** `GET /api/applies`: just enough to mark jobs as applied in any list. */
export const appliesResponseSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), jobId: z.uuid(), status: applicationStatusSchema })),
});
export type AppliesResponse = z.infer<typeof appliesResponseSchema>;

export const MY_APPLICATION_PAGE_SIZE = 50;

export const myApplicationsQuerySchema = z.object({
  /** Words of the job's title or description, or part of the company's name. */
  keyword: optionalText(200),
  typeIn: listOf(applicationSourceSchema, applicationSources.length),
  statusIn: listOf(applicationStatusSchema, applicationStatuses.length),
  orgIDIn: listOf(z.uuid(), 50),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(MY_APPLICATION_PAGE_SIZE).default(MY_APPLICATION_PAGE_SIZE),
  ),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0)),
});
export type MyApplicationsQuery = z.infer<typeof myApplicationsQuerySchema>;

/** The job as the seeker's own lists show it; its status tells whether it is still open. */
export const ownJobSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(['draft', 'published', 'closed', 'withdrawn']),
  company: companyRefSchema,
  location: jobLocationSchema,
  endDate: z.iso.date().nullable(),
});
export type OwnJobSummary = z.infer<typeof ownJobSummarySchema>;

export const myApplicationItemSchema = z.object({
  id: z.uuid(),
  job: ownJobSummarySchema,
  status: applicationStatusSchema,
  source: applicationSourceSchema,
  appliedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MyApplicationItem = z.infer<typeof myApplicationItemSchema>;

export const myApplicationListResponseSchema = z.object({
  items: z.array(myApplicationItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type MyApplicationListResponse = z.infer<typeof myApplicationListResponseSchema>;

const actorSchema = z.object({ id: z.uuid(), fullName: z.string() }).nullable();

const timelineEventBase = {
  id: z.uuid(),
  /** The application, assessment or offer that changed. */
  entityId: z.uuid(),
  changedAt: z.iso.datetime(),
  /** Who made the change; null for changes nobody made (an expiry). */
  changedBy: actorSchema,
  note: z.string().nullable(),
};

const assessmentStatuses = [
  'scheduled',
  'accepted',
  'rejected',
  'reschedule_requested',
  'completed',
  'cancelled',
] as const;
const offerStatuses = ['sent', 'accepted', 'rejected', 'expired', 'hired'] as const;

/** One state change of the application or of one of its assessments or offers. */
export const applicationTimelineEventSchema = z.discriminatedUnion('entity', [
  z.object({
    ...timelineEventBase,
    entity: z.literal('application'),
    fromStatus: applicationStatusSchema.nullable(),
    toStatus: applicationStatusSchema,
  }),
  z.object({
    ...timelineEventBase,
    entity: z.literal('assessment'),
    fromStatus: z.enum(assessmentStatuses).nullable(),
    toStatus: z.enum(assessmentStatuses),
  }),
  z.object({
    ...timelineEventBase,
    entity: z.literal('offer'),
    fromStatus: z.enum(offerStatuses).nullable(),
    toStatus: z.enum(offerStatuses),
  }),
]);
export type ApplicationTimelineEvent = z.infer<typeof applicationTimelineEventSchema>;

export const applicationAssessmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['interview', 'phone_screen', 'technical_test', 'assignment', 'panel']),
  title: z.string(),
  mode: z.enum(['onsite', 'online', 'phone']),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  status: z.enum(assessmentStatuses),
});

export const applicationOfferSchema = z.object({
  id: z.uuid(),
  status: z.enum(offerStatuses),
  salary: z.object({ amount: z.number(), currency: z.string(), period: z.enum(['month', 'year']) }),
  startDate: z.iso.date().nullable(),
  expiresAt: z.iso.datetime(),
  sendCount: z.number().int(),
  lastSentAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
});

export const applicationDetailSchema = myApplicationItemSchema.extend({
  coverLetter: z.string().nullable(),
  invitationId: z.uuid().nullable(),
  /** Every state change, oldest first. */
  timeline: z.array(applicationTimelineEventSchema),
  assessments: z.array(applicationAssessmentSchema),
  offers: z.array(applicationOfferSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const withdrawApplicationBodySchema = optionalBody(
  z.object({ reason: optionalText(1000, { multiLine: true }) }),
);
export type WithdrawApplicationBody = z.infer<typeof withdrawApplicationBodySchema>;

export const jobSeekerStatisticsSchema = z.object({
  applications: z.object({
    total: z.number().int(),
    byStatus: z.object({
      applied: z.number().int(),
      shortlisted: z.number().int(),
      interviewing: z.number().int(),
      offered: z.number().int(),
      hired: z.number().int(),
      rejected: z.number().int(),
      withdrawn: z.number().int(),
    }),
  }),
  savedJobs: z.number().int(),
  /** Pending and not yet past their deadline. */
  pendingInvitations: z.number().int(),
  /** Scheduled or accepted, starting later than now. */
  upcomingAssessments: z.number().int(),
  /** Sent and not yet past their expiry. */
  offersWaiting: z.number().int(),
  profileViews: z.number().int(),
});
export type JobSeekerStatistics = z.infer<typeof jobSeekerStatisticsSchema>;

export const myJobKinds = ['applied', 'saved', 'invited'] as const;
export const myJobKindSchema = z.enum(myJobKinds);
export type MyJobKind = z.infer<typeof myJobKindSchema>;

export const MY_JOBS_PAGE_SIZE = 100;

export const myJobsBodySchema = optionalBody(
  z.object({
    limit: z.coerce.number().int().min(1).max(MY_JOBS_PAGE_SIZE).default(MY_JOBS_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    /** Only jobs with at least one of these; all three when absent or empty. */
    kinds: z.array(myJobKindSchema).max(myJobKinds.length).optional(),
    keyword: optionalText(200),
  }),
);
export type MyJobsBody = z.infer<typeof myJobsBodySchema>;

export const myJobItemSchema = z.object({
  job: ownJobSummarySchema,
  applied: z.boolean(),
  saved: z.boolean(),
  invited: z.boolean(),
  application: z.object({ id: z.uuid(), status: applicationStatusSchema }).nullable(),
  /** The latest invitation for the job; `expired` once a pending one is past its deadline. */
  invitation: z
    .object({ id: z.uuid(), status: z.enum(['pending', 'accepted', 'rejected', 'expired']) })
    .nullable(),
  savedAt: z.iso.datetime().nullable(),
  /** The latest of applied, saved and invited: the list's order, newest first. */
  lastActivityAt: z.iso.datetime(),
});
export type MyJobItem = z.infer<typeof myJobItemSchema>;

export const myJobsResponseSchema = z.object({
  items: z.array(myJobItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type MyJobsResponse = z.infer<typeof myJobsResponseSchema>;
