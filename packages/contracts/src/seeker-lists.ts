import { z } from 'zod';
import { emptyToUndefined, optionalText, pageQuery, singleLineText } from './common.js';
import { jobSummarySchema, listJobsQuerySchema } from './jobs.js';

/** Spec section 9: saved lists page by 50; the caps below keep one seeker's lists small. */
export const SEEKER_LIST_PAGE_SIZE = 50;
export const MAX_SAVED_SEARCHES = 50;
export const MAX_RECENT_SEARCHES = 20;

const pageResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });

/** A POST or PUT without a body (Fastify hands over null) reads as an empty object. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

export const seekerListPageQuerySchema = z.object(pageQuery(SEEKER_LIST_PAGE_SIZE, SEEKER_LIST_PAGE_SIZE));
export type SeekerListPageQuery = z.infer<typeof seekerListPageQuerySchema>;

// ───────────── saved jobs and their collections ─────────────

/** A collection name; blank means "no collection". */
const collectionNameSchema = z.preprocess(emptyToUndefined, singleLineText(80).min(1).nullish());

export const saveJobBodySchema = z.object({ jobId: z.uuid() });
export type SaveJobBody = z.infer<typeof saveJobBodySchema>;

export const savedJobStateSchema = z.object({
  jobId: z.uuid(),
  collection: z.string().nullable(),
  savedAt: z.iso.datetime(),
});
export type SavedJobState = z.infer<typeof savedJobStateSchema>;

/** The body of POST /my-job-saved; an empty body lists the first page. */
export const mySavedJobsBodySchema = orEmpty(
  z.object({
    ...pageQuery(SEEKER_LIST_PAGE_SIZE, SEEKER_LIST_PAGE_SIZE),
    /** Matches the job's title and description (like the job search) or the company's name. */
    keyword: optionalText(200),
    /** Only the jobs filed in this collection. */
    collection: optionalText(80),
  }),
);
export type MySavedJobsBody = z.infer<typeof mySavedJobsBodySchema>;

export const savedJobSchema = jobSummarySchema.extend({
  status: z.enum(['draft', 'published', 'closed', 'withdrawn']),
  /** Still taking applications: published and its end date not passed. */
  isOpen: z.boolean(),
  savedAt: z.iso.datetime(),
  collection: z.string().nullable(),
});
export type SavedJob = z.infer<typeof savedJobSchema>;

export const savedJobListResponseSchema = pageResponse(savedJobSchema);
export type SavedJobListResponse = z.infer<typeof savedJobListResponseSchema>;

/** PUT /api/jobCollection/{jobId}: the job ends up saved, filed in `collection` (null: in none). */
export const putJobCollectionBodySchema = orEmpty(z.object({ collection: collectionNameSchema }));
export type PutJobCollectionBody = z.infer<typeof putJobCollectionBodySchema>;

export const jobCollectionSchema = z.object({ name: z.string(), count: z.number().int() });
export const jobCollectionListResponseSchema = z.object({
  items: z.array(jobCollectionSchema),
  /** Saved jobs filed in no collection. */
  unfiledCount: z.number().int(),
  totalCount: z.number().int(),
});
export type JobCollectionListResponse = z.infer<typeof jobCollectionListResponseSchema>;

// ───────────── followed companies and applied organisations ─────────────

export const organisationBodySchema = z.object({ organisationId: z.uuid() });
export type OrganisationBody = z.infer<typeof organisationBodySchema>;

export const interestCompanySchema = z.object({
  organisationId: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  openJobCount: z.number().int(),
  followedAt: z.iso.datetime(),
});
export type InterestCompany = z.infer<typeof interestCompanySchema>;

export const interestCompanyListResponseSchema = pageResponse(interestCompanySchema);
export type InterestCompanyListResponse = z.infer<typeof interestCompanyListResponseSchema>;

export const appliedOrganisationSchema = z.object({
  organisationId: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** The caller's applications to this organisation's jobs, in any status. */
  applicationCount: z.number().int(),
  lastAppliedAt: z.iso.datetime(),
});
export type AppliedOrganisation = z.infer<typeof appliedOrganisationSchema>;

export const appliedOrganisationListResponseSchema = pageResponse(appliedOrganisationSchema);
export type AppliedOrganisationListResponse = z.infer<typeof appliedOrganisationListResponseSchema>;

// ───────────── saved and recent searches ─────────────

/** The job search's own filters and rules (GET /api/jobs), without paging and sorting. */
const jobSearchFilterFields = listJobsQuerySchema.pick({
  keyword: true,
  categoryId: true,
  companyId: true,
  location: true,
  employmentType: true,
  workModel: true,
  skills: true,
  languages: true,
}).shape;

/** Unknown keys are refused so that a misspelt filter is not silently dropped. */
export const searchFiltersSchema = z.strictObject(jobSearchFilterFields);
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** A recent search carries its keyword beside the filters. */
export const recentSearchFiltersSchema = searchFiltersSchema.omit({ keyword: true });
export type RecentSearchFilters = z.infer<typeof recentSearchFiltersSchema>;

/** Stored filters as they are answered: plain, so an old row never fails the response. */
export const storedSearchFiltersSchema = z.object({
  keyword: z.string().optional(),
  categoryId: z.string().optional(),
  companyId: z.string().optional(),
  location: z.string().optional(),
  employmentType: z.string().optional(),
  workModel: z.string().optional(),
  skills: z.array(z.string()).optional(),
  languages: z.array(z.string()).optional(),
});
export type StoredSearchFilters = z.infer<typeof storedSearchFiltersSchema>;

export const createSavedSearchBodySchema = z.object({
  name: singleLineText(120).min(1),
  filters: searchFiltersSchema.prefault({}),
  /** E-mail and in-app alerts for new jobs that match; on unless turned off. */
  notify: z.boolean().default(true),
});
export type CreateSavedSearchBody = z.infer<typeof createSavedSearchBodySchema>;

/**
 * PATCH /api/job-seeker/search/{id}: rename a saved search or switch its alert; at least one of
 * the two. The filters are not changed here: a different search is saved as a new one.
 */
export const updateSavedSearchBodySchema = orEmpty(
  z
    .strictObject({
      name: singleLineText(120).min(1).optional(),
      notify: z.boolean().optional(),
    })
    .refine((b) => b.name !== undefined || b.notify !== undefined, {
      message: 'Send a new name, the alert switch (notify), or both.',
      path: ['name'],
    }),
);
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBodySchema>;

export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  filters: storedSearchFiltersSchema,
  notify: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListResponseSchema = z.object({ items: z.array(savedSearchSchema) });
export type SavedSearchListResponse = z.infer<typeof savedSearchListResponseSchema>;

export const recordRecentSearchBodySchema = z
  .object({
    keyword: singleLineText(200).default(''),
    filters: recentSearchFiltersSchema.prefault({}),
  })
  .refine((b) => b.keyword !== '' || Object.values(b.filters).some((v) => v !== undefined), {
    message: 'A recent search needs a keyword or at least one filter.',
    path: ['keyword'],
  });
export type RecordRecentSearchBody = z.infer<typeof recordRecentSearchBodySchema>;

export const recentSearchSchema = z.object({
  id: z.uuid(),
  keyword: z.string(),
  filters: storedSearchFiltersSchema,
  searchedAt: z.iso.datetime(),
});
export type RecentSearch = z.infer<typeof recentSearchSchema>;

export const recentSearchListResponseSchema = z.object({ items: z.array(recentSearchSchema) });
export type RecentSearchListResponse = z.infer<typeof recentSearchListResponseSchema>;

// ───────────── notification settings ─────────────

/** The kinds of the notifications table (migration 0003); a test keeps the two lists equal. */
export const notificationKinds = [
  'invitation_received',
  'invitation_answered',
  'application_status_changed',
  'assessment_scheduled',
  'assessment_rescheduled',
  'assessment_answered',
  'assessment_feedback',
  'offer_sent',
  'offer_resent',
  'offer_answered',
  'hired',
  'new_applicant',
  'saved_search_match',
  'freshout_offer',
  'recommendation_received',
  'endorsement_received',
  'message_received',
  'invitation_expired',
  'offer_expired',
  'assessment_reminder',
  'job_changed',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ['in_app', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export type NotificationSettingName = `${NotificationChannel}.${NotificationKind}`;

/** Every setting name, `<channel>.<kind>`, channel by channel. */
export const notificationSettingNames: readonly NotificationSettingName[] = notificationChannels.flatMap(
  (channel) => notificationKinds.map((kind): NotificationSettingName => `${channel}.${kind}`),
);

export function isNotificationSettingName(name: string): name is NotificationSettingName {
  return (notificationSettingNames as readonly string[]).includes(name);
}

/** Each setting's flag: a field per name, so that the OpenAPI document lists every one of them. */
const settingFlags = Object.fromEntries(
  notificationSettingNames.map((name) => [name, z.boolean()]),
) as Record<NotificationSettingName, z.ZodBoolean>;

export const notificationSettingsResponseSchema = z.object({
  /** Every known name with its value; a setting never stored is on. */
  settings: z.object(settingFlags),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/**
 * The spec's "single name/value pair sent as one key": `{"email.offer_sent": false}`. The value
 * may also come as the text `"true"` or `"false"`, as a form would send it.
 */
export const updateNotificationSettingBodySchema = z
  .record(z.string(), z.unknown())
  .superRefine((body, ctx) => {
    const entries = Object.entries(body);
    if (entries.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: 'Send exactly one setting, as {"<channel>.<kind>": true or false}.',
      });
      return;
    }
    const [name, value] = entries[0] as [string, unknown];
    if (!isNotificationSettingName(name)) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'Unknown notification setting.' });
    } else if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') {
      ctx.addIssue({ code: 'custom', path: [name], message: 'Expected true or false.' });
    }
  })
  .transform((body) => {
    const [name, value] = Object.entries(body)[0] as [NotificationSettingName, boolean | 'true' | 'false'];
    return { name, value: value === true || value === 'true' };
  });
export type UpdateNotificationSettingBody = z.infer<typeof updateNotificationSettingBodySchema>;

// ───────────── one-time actions (any signed-in user) ─────────────

export const oneTimeActionParamsSchema = z.object({
  action: z.string().regex(/^[a-z0-9_.-]{1,64}$/, 'Lower-case letters, digits, ".", "_" or "-"; at most 64.'),
});

export const oneTimeActionSchema = z.object({ action: z.string(), doneAt: z.iso.datetime() });
export type OneTimeAction = z.infer<typeof oneTimeActionSchema>;

export const oneTimeActionListResponseSchema = z.object({ actions: z.array(oneTimeActionSchema) });
export type OneTimeActionListResponse = z.infer<typeof oneTimeActionListResponseSchema>;

// ───────────── the server language list (shell) ─────────────

export const languageListItemSchema = z.object({ code: z.string(), text: z.string() });
export type LanguageListItem = z.infer<typeof languageListItemSchema>;

export const languageListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(languageListItemSchema),
});
export type LanguageListResponse = z.infer<typeof languageListResponseSchema>;
