import { z } from 'zod';
import { singleLineText } from './common.js';
import { timeZoneSchema } from './assessments.js';
import { notificationKinds } from './seeker-lists.js';

/**
 * The account's own life (issue 24): a forgotten password, the name and the sign-in address.
 * Every link a mail carries holds its token in the fragment (`#token=`), which browsers never send
 * to a server; the page posts it.
 */

/** A one-time token from a mail's link. */
export const accountTokenSchema = z.string().regex(/^[\w-]{20,200}$/);

/** "Forgot password?": the same answer for every address, registered or not. */
export const passwordResetBodySchema = z.object({ email: z.email().max(254) });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
export const passwordResetResponseSchema = z.object({
  status: z.literal('reset_sent'),
  /** How long the mailed link works (PASSWORD_RESET_LINK_MINUTES), the same for every address. */
  linkValidMinutes: z.number().int(),
});
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** The reset mail's link was opened: the new password (the same strength rules as sign-up). */
export const passwordResetConfirmBodySchema = z.object({
  token: accountTokenSchema,
  password: z.string().min(1).max(1024),
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

/** The name everyone sees (every role): the account's and the profile's. */
export const updateNameBodySchema = z.object({ fullName: singleLineText(200).min(1) });
export type UpdateNameBody = z.infer<typeof updateNameBodySchema>;
export const updateNameResponseSchema = z.object({ fullName: z.string() });
export type UpdateNameResponse = z.infer<typeof updateNameResponseSchema>;

/**
 * A new sign-in address: the current password proves it is the owner; the change happens only when
 * the link sent to the new address is opened. The answer is the same whether the new address is
 * free or already someone's (its owner is told by mail instead).
 */
export const emailChangeBodySchema = z.object({
  email: z.email().max(254),
  currentPassword: z.string().min(1).max(1024),
});
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;
export const emailChangeResponseSchema = z.object({ status: z.literal('verification_sent') });
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

/** The link sent to the new address was opened: the address is the account's from now on. */
export const emailChangeConfirmBodySchema = z.object({ token: accountTokenSchema });
export type EmailChangeConfirmBody = z.infer<typeof emailChangeConfirmBodySchema>;
export const emailChangeConfirmResponseSchema = z.object({ email: z.string() });
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponseSchema>;

/** A mail's one-click unsubscribe link (RFC 8058): the signed token names the account and the kind of mail. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    .max(2000),
});
/** What a mail client posts (`List-Unsubscribe=One-Click`); the web page posts nothing. */
export const unsubscribeBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() });
export const unsubscribeResponseSchema = z.object({
  /** The e-mail setting now off: `email.<kind>`, or `mail.job_share` for an address with no account. */
  setting: z.string(),
  kind: z.enum([...notificationKinds, 'job_share']),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

// ───────────── privacy rights: export and deletion ─────────────

/**
 * Deleting my account: the password, or (for an account without one) a sign-in through the
 * organisation within the last minutes (DELETION_FRESH_SIGN_IN_MINUTES).
 */
export const deleteAccountBodySchema = z.object({ password: z.string().min(1).max(1024).optional() });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
export const deleteAccountResponseSchema = z.object({
  status: z.literal('deletion_scheduled'),
  /** When the data is erased, unless the link in the confirmation mail is opened before. */
  deletionDueAt: z.iso.datetime(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** The confirmation mail's link: the deletion is cancelled and the account works again. */
export const keepAccountBodySchema = z.object({ token: accountTokenSchema });
export type KeepAccountBody = z.infer<typeof keepAccountBodySchema>;

export const dataExportStatuses = ['pending', 'ready', 'failed', 'expired'] as const;
export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(dataExportStatuses),
  requestedAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  /** Until when the download works (EXPORT_LINK_HOURS after it was ready). */
  expiresAt: z.iso.datetime().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The zip, for the signed-in owner only, while ready. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportStateSchema = z.object({ latest: dataExportSchema.nullable() });
export type DataExportState = z.infer<typeof dataExportStateSchema>;
export const dataExportParamsSchema = z.object({ exportId: z.uuid() });

// ───────────── preferences (every role) ─────────────

export const preferencesSchema = z.object({
  /** The language of the interface and of mails. */
  language: z.enum(['en-US', 'zh-CN', 'ar']),
  /** Where reminders and mails give times; null: each interview's own zone. */
  timeZone: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const updatePreferencesBodySchema = z.object({
  language: z.enum(['en-US', 'zh-CN', 'ar']).optional(),
  timeZone: timeZoneSchema.nullable().optional(),
});
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;
