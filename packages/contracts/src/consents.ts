import { z } from 'zod';

export {
  type ConsentLanguage,
  consentTexts,
  PRIVACY_NOTICE_VERSION,
  SEARCHABLE_CONSENT_VERSION,
} from './consent-texts.js';

export const consentKinds = ['privacy_notice', 'searchable'] as const;
export const consentSchema = z.object({
  kind: z.enum(consentKinds),
  granted: z.boolean(),
  version: z.string(),
  language: z.enum(['en-US', 'zh-CN', 'ar']),
  /** The words agreed to (or withdrawn from), as they were shown. */
  text: z.string(),
  at: z.iso.datetime(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentStateSchema = z.object({
  privacyNotice: z.object({
    currentVersion: z.string(),
    /** The version last accepted; null: never (an account made before, or by an organisation's sign-in). */
    acceptedVersion: z.string().nullable(),
    acceptedAt: z.iso.datetime().nullable(),
  }),
  /** Newest first, at most 100. */
  history: z.array(consentSchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const acceptPrivacyNoticeBodySchema = z.object({ version: z.string().min(1).max(40) });
export type AcceptPrivacyNoticeBody = z.infer<typeof acceptPrivacyNoticeBodySchema>;
