import { z } from 'zod';
import { organisationRoles, roleSchema } from './auth.js';
import { singleLineText } from './common.js';

/** The platform admin's console (issue 24): users, organisations, privacy requests, the audit log. */

const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
};

export const adminUserQuerySchema = z.object({
  /** A part of the name or the e-mail address. */
  q: singleLineText(200).optional(),
  ...pageQuery,
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(roleSchema),
  organisations: z.array(
    z.object({ id: z.uuid(), name: z.string(), roles: z.array(z.enum(organisationRoles)) }),
  ),
  locked: z.boolean(),
  /** Signs in through an organisation only (no password). */
  passwordless: z.boolean(),
  openSessions: z.number().int(),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  /** A deletion asked for: when the erasure is due. */
  deletionDueAt: z.iso.datetime().nullable(),
  erased: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = z.object({ items: z.array(adminUserSchema), total: z.number().int() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminSessionSchema = z.object({
  id: z.uuid(),
  authMethod: z.enum(['password', 'oidc']),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
});
export const adminUserDetailSchema = adminUserSchema.extend({
  lockedReason: z.string().nullable(),
  sessions: z.array(adminSessionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserParamsSchema = z.object({ userId: z.uuid() });
export const adminEndSessionsResponseSchema = z.object({ ended: z.number().int() });
export const adminPasswordResetResponseSchema = z.object({ status: z.literal('reset_sent') });

export const adminOrganisationQuerySchema = z.object({ q: singleLineText(200).optional(), ...pageQuery });
export type AdminOrganisationQuery = z.infer<typeof adminOrganisationQuerySchema>;
export const organisationPlans = ['standard', 'premium', 'enterprise'] as const;
export const adminDomainSchema = z.object({
  domain: z.string(),
  verified: z.boolean(),
  verificationMethod: z.enum(['dns_txt', 'well_known', 'admin']).nullable(),
  createdAt: z.iso.datetime(),
});
export const adminOrganisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  plan: z.enum(organisationPlans),
  members: z.number().int(),
  domains: z.array(adminDomainSchema),
  /** Months it keeps rejected and withdrawn candidates; null: the service's default. */
  retentionMonths: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;
export const adminOrganisationPageSchema = z.object({
  items: z.array(adminOrganisationSchema),
  total: z.number().int(),
});
export type AdminOrganisationPage = z.infer<typeof adminOrganisationPageSchema>;
export const adminOrganisationParamsSchema = z.object({ organisationId: z.uuid() });
export const adminOrganisationDetailSchema = adminOrganisationSchema.extend({
  memberList: z.array(
    z.object({
      userId: z.uuid(),
      fullName: z.string(),
      email: z.string(),
      roles: z.array(z.enum(organisationRoles)),
    }),
  ),
});
export type AdminOrganisationDetail = z.infer<typeof adminOrganisationDetailSchema>;
export const adminPlanBodySchema = z.object({ plan: z.enum(organisationPlans) });

export const adminPrivacyRequestsSchema = z.object({
  deletions: z.array(
    z.object({
      userId: z.uuid(),
      fullName: z.string(),
      email: z.string(),
      requestedAt: z.iso.datetime(),
      dueAt: z.iso.datetime(),
    }),
  ),
  exports: z.array(
    z.object({
      id: z.uuid(),
      userId: z.uuid(),
      fullName: z.string(),
      status: z.enum(['pending', 'ready', 'failed', 'expired']),
      requestedAt: z.iso.datetime(),
      readyAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type AdminPrivacyRequests = z.infer<typeof adminPrivacyRequestsSchema>;

export const auditQuerySchema = z.object({
  /** An action, or its start (`sign_in` also finds `sign_in.failed`). */
  action: z
    .string()
    .regex(/^[a-z_.]{1,60}$/)
    .optional(),
  actorId: z.uuid().optional(),
  /** What was acted on: a user's, an organisation's… id, or an address. */
  targetId: singleLineText(254).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  ...pageQuery,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditCsvQuerySchema = auditQuerySchema.omit({ limit: true, offset: true });
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actor: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;
