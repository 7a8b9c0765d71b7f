import { z } from 'zod';
import { singleLineText } from './common.js';

export const platformRoles = ['jobseeker', 'admin'] as const;
/** `member`: belongs to the organisation with no recruiter's rights; holds per-job roles only. */
export const organisationRoles = ['hr', 'hr_admin', 'publisher', 'member'] as const;
export const roles = [...platformRoles, ...organisationRoles] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Form-encoded like OAuth 2: `grant_type=password&username&password` or `grant_type=refresh_token`. */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: singleLineText(254).min(1),
    password: z.string().min(1).max(1024),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    /** Optional: the browser's refresh token travels in its HttpOnly cookie. */
    refresh_token: z.string().min(1).max(200).optional(),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const revokeRequestSchema = z.object({
  token: z.string().min(1).max(200).optional(),
});

export const signUpBodySchema = z.object({
  fullName: singleLineText(200).min(1),
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** Sign-up answers the same for new and registered addresses: the next step is in the mail. */
export const signUpResponseSchema = z.object({ status: z.literal('verification_sent') });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** The token from the sign-up mail's link (its fragment, `#token=`). */
export const verifyEmailBodySchema = z.object({ token: z.string().regex(/^[\w-]{20,200}$/) });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** One of the signed-in user's open sessions (a browser or app that signed in). */
export const sessionSummarySchema = z.object({
  id: z.uuid(),
  /** The session of this request. */
  current: z.boolean(),
  authMethod: z.enum(['password', 'oidc']),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** When it ends at the latest: the absolute session lifetime, or sooner if left unused. */
  expiresAt: z.iso.datetime(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionsResponseSchema = z.object({ items: z.array(sessionSummarySchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;
export const sessionIdParamsSchema = z.object({ sessionId: z.uuid() });

export const updatePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(1).max(1024),
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

export const organisationMembershipSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  roles: z.array(z.enum(organisationRoles)),
});

export const meResponseSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(roleSchema),
  primaryRole: roleSchema,
  organisations: z.array(organisationMembershipSchema),
  isPremium: z.boolean(),
  isEnterpriseUser: z.boolean(),
  locked: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const userIdParamsSchema = z.object({ userId: z.uuid() });
export const lockUserBodySchema = z.object({ reason: z.string().trim().max(500).optional() });
export const lockStateResponseSchema = z.object({ userId: z.uuid(), locked: z.boolean() });

export const jobSeekerCheckQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const pendingActionSchema = z.object({
  kind: z.enum(['invitation', 'offer', 'assessment', 'freshout_offer']),
  /** The invitation's, offer's, assessment's or graduate offer's own id (an interview's screen is /jobs/interview/{jobId}/{id}). */
  id: z.uuid(),
  jobId: z.uuid().nullable(),
  title: z.string(),
  companyName: z.string(),
  /** When it was sent, or when the assessment starts. */
  at: z.iso.datetime(),
});

/** The shell's check on mount: is the account locked, and what waits for the job seeker's answer. */
export const jobSeekerCheckResponseSchema = z.object({
  locked: z.boolean(),
  total: z.number().int(),
  items: z.array(pendingActionSchema),
});
export type JobSeekerCheckResponse = z.infer<typeof jobSeekerCheckResponseSchema>;

/** The login page asks whether an e-mail address belongs to an organisation with its own identity provider. */
export const idpDiscoveryQuerySchema = z.object({
  email: z.email().max(254),
  /** Where to return after sign-in: a same-origin path such as `/jobs/123`. */
  redirect_uri: z.string().max(2000).optional(),
});

export const idpDiscoveryResponseSchema = z.object({
  enterprise: z.boolean(),
  /** Where the browser goes to sign in with the organisation (`/sso/oidc/start?...`), when enterprise. */
  startUrl: z.string().nullable(),
  organisationName: z.string().nullable(),
});
export type IdpDiscoveryResponse = z.infer<typeof idpDiscoveryResponseSchema>;
