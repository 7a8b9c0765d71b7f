import { z } from 'zod';
import { organisationRoles, roles } from './auth.js';
import { localizedTextSchema, optionalUuid, singleLineText } from './common.js';

/** An organisation's addresses, the per-job roles of its hiring team, and the platform's roles. */

// ───────────── addresses ─────────────

export const addressListQuerySchema = z.object({ orgId: z.uuid() });
export type AddressListQuery = z.infer<typeof addressListQuerySchema>;

export const addressSchema = z.object({
  id: z.uuid(),
  orgId: z.uuid(),
  label: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  countryCode: z.string(),
  stateId: z.uuid().nullable(),
  cityId: z.uuid().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  /** One address of an organisation at most is its primary one. */
  isPrimary: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponseSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;

/** Null and blank are the same as absent: an address read back can be posted again as it is. */
const absent = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Without `id` a new address; with it, that address of the organisation is replaced as a whole. */
export const upsertAddressBodySchema = z.object({
  id: z.preprocess(absent, z.uuid().optional()),
  orgId: z.uuid(),
  label: singleLineText(100).min(1),
  line1: singleLineText(200).min(1),
  line2: z.preprocess(absent, singleLineText(200).optional()),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((v) => v.toUpperCase()),
  stateId: z.preprocess(absent, z.uuid().optional()),
  cityId: z.preprocess(absent, z.uuid().optional()),
  postalCode: z.preprocess(absent, singleLineText(20).optional()),
  phone: z.preprocess(
    absent,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{5,25}$/, 'must be a phone number')
      .optional(),
  ),
  /** Making one primary makes the organisation's former primary address an ordinary one. */
  isPrimary: z.boolean().default(false),
});
export type UpsertAddressBody = z.infer<typeof upsertAddressBodySchema>;

// ───────────── per-job roles ─────────────

/** The roles a member of the hiring team can hold on one job (decisions.md, "Roles"). */
export const jobRoles = ['hiring_manager', 'recruiter', 'interviewer', 'coordinator'] as const;
export const jobRoleSchema = z.enum(jobRoles);
export type JobRole = z.infer<typeof jobRoleSchema>;

export const roleDescriptionSchema = z.object({
  role: z.string(),
  label: localizedTextSchema,
});

export const jobRoleListResponseSchema = z.object({
  roles: z.array(roleDescriptionSchema.extend({ role: jobRoleSchema, description: localizedTextSchema })),
});
export type JobRoleListResponse = z.infer<typeof jobRoleListResponseSchema>;

/** A member of the job's organisation, named by user id or by subject (one of the two). */
export const updateJobRoleBodySchema = z
  .object({
    jobId: z.uuid(),
    userId: optionalUuid,
    subject: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      singleLineText(200).min(1).optional(),
    ),
    role: jobRoleSchema,
  })
  .superRefine((body, ctx) => {
    if ((body.userId === undefined) === (body.subject === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: 'give either userId or subject' });
    }
  });
export type UpdateJobRoleBody = z.infer<typeof updateJobRoleBodySchema>;

export const jobRoleConfigSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  userId: z.uuid(),
  subject: z.string(),
  fullName: z.string(),
  role: jobRoleSchema,
  createdAt: z.iso.datetime(),
});
export type JobRoleConfig = z.infer<typeof jobRoleConfigSchema>;

export const jobRoleConfigListResponseSchema = z.object({ configs: z.array(jobRoleConfigSchema) });
export type JobRoleConfigListResponse = z.infer<typeof jobRoleConfigListResponseSchema>;

export const configIdParamsSchema = z.object({ configId: z.uuid() });

// ───────────── the platform's roles ─────────────

export const platformRoleListResponseSchema = z.object({
  roles: z.array(
    roleDescriptionSchema.extend({
      role: z.enum(roles),
      /** Held on the platform (`jobseeker`, `admin`) or on a membership of one organisation. */
      scope: z.enum(['platform', 'organisation']),
    }),
  ),
});
export type PlatformRoleListResponse = z.infer<typeof platformRoleListResponseSchema>;

// ───────────── the organisation's members ─────────────

export const memberListQuerySchema = z.object({ orgId: z.uuid() });
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** A member of the organisation with every role they hold in it (one row per person). */
export const organisationMemberSchema = z.object({
  userId: z.uuid(),
  subject: z.string(),
  fullName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(organisationRoles)),
  /** When they first joined the organisation. */
  joinedAt: z.iso.datetime(),
});
export type OrganisationMember = z.infer<typeof organisationMemberSchema>;

export const memberListResponseSchema = z.object({ members: z.array(organisationMemberSchema) });
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

// ───────────── retention (issue 24) ─────────────

export const organisationIdParamsSchema = z.object({ organisationId: z.uuid() });
/** How long the organisation keeps its rejected and withdrawn candidates' details. */
export const retentionSchema = z.object({
  organisationId: z.uuid(),
  /** Its own choice, in months; null: the service's default. */
  retentionMonths: z.number().int().nullable(),
  /** The service's default (RETENTION_DEFAULT_MONTHS). */
  defaultMonths: z.number().int(),
});
export type Retention = z.infer<typeof retentionSchema>;
export const updateRetentionBodySchema = z.object({
  retentionMonths: z.number().int().min(1).max(120).nullable(),
});
export type UpdateRetentionBody = z.infer<typeof updateRetentionBodySchema>;
