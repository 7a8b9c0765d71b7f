import { z } from 'zod';
import {
  localizedTextSchema,
  multiLineText,
  optionalText,
  optionalUuid,
  pageQuery,
  singleLineText,
} from './common.js';

/** An organisation's talent collections: named lists of candidates its recruiters keep. */

/** Candidates of a collection on one page (spec section 9: candidate lists, 50 a page). */
export const COLLECTION_PAGE_SIZE = 50;

/** The organisation a call works for: needed only when the caller recruits for several. */
export const collectionOrganisationQuerySchema = z.object({ organisationId: optionalUuid });
export type CollectionOrganisationQuery = z.infer<typeof collectionOrganisationQuerySchema>;

export const createTalentCollectionBodySchema = z.object({
  organisationId: optionalUuid,
  name: singleLineText(120).min(1),
  description: optionalText(1000, { multiLine: true }),
});
export type CreateTalentCollectionBody = z.infer<typeof createTalentCollectionBodySchema>;

export const updateTalentCollectionBodySchema = z
  .object({
    name: singleLineText(120).min(1).optional(),
    /** An empty description removes it. */
    description: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.union([z.null(), multiLineText(1000)]).optional(),
    ),
  })
  .refine((b) => b.name !== undefined || b.description !== undefined, {
    message: 'give a name or a description',
    path: ['name'],
  });
export type UpdateTalentCollectionBody = z.infer<typeof updateTalentCollectionBodySchema>;

export const talentCollectionSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  candidateCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TalentCollection = z.infer<typeof talentCollectionSchema>;

export const talentCollectionListResponseSchema = z.object({
  collections: z.array(talentCollectionSchema),
});
export type TalentCollectionListResponse = z.infer<typeof talentCollectionListResponseSchema>;

export const collectionPageQuerySchema = z.object(pageQuery(COLLECTION_PAGE_SIZE, COLLECTION_PAGE_SIZE));
export type CollectionPageQuery = z.infer<typeof collectionPageQuerySchema>;

/**
 * A candidate as a collection shows them: what any organisation may see of a profile. Contact
 * details are left out here even when the candidate applied; the candidate's page shows them.
 */
export const collectionCandidateSchema = z.object({
  subject: z.string(),
  fullName: z.string(),
  headline: z.string().nullable(),
  photoUrl: z.string().nullable(),
  location: z
    .object({
      countryCode: z.string(),
      country: localizedTextSchema,
      city: localizedTextSchema.nullable(),
    })
    .nullable(),
  skills: z.array(z.string()),
  addedAt: z.iso.datetime(),
});
export type CollectionCandidate = z.infer<typeof collectionCandidateSchema>;

export const talentCollectionDetailSchema = z.object({
  collection: talentCollectionSchema,
  candidates: z.object({
    items: z.array(collectionCandidateSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});
export type TalentCollectionDetail = z.infer<typeof talentCollectionDetailSchema>;

export const collectionCandidateParamsSchema = z.object({
  id: z.uuid(),
  subject: singleLineText(200).min(1),
});

export const collectionCandidateAddedSchema = z.object({
  collectionId: z.uuid(),
  subject: z.string(),
  addedAt: z.iso.datetime(),
});
export type CollectionCandidateAdded = z.infer<typeof collectionCandidateAddedSchema>;
