import type { Kysely, Transaction } from 'kysely';
import {
  type ConsentLanguage,
  type ConsentState,
  consentTexts,
  PRIVACY_NOTICE_VERSION,
  SEARCHABLE_CONSENT_VERSION,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { type AuditSource, writeAudit } from '../auth/auth.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * One consent given or withdrawn: the kind, the exact text shown in the language it was shown
 * in, its version and the time, a row per change (never updated), and its audit line.
 */
export async function recordConsent(
  db: Db,
  values: {
    userId: string;
    kind: 'privacy_notice' | 'searchable';
    granted: boolean;
    language: ConsentLanguage;
  } & AuditSource,
): Promise<void> {
  const version = values.kind === 'privacy_notice' ? PRIVACY_NOTICE_VERSION : SEARCHABLE_CONSENT_VERSION;
  await db
    .insertInto('consents')
    .values({
      userId: values.userId,
      kind: values.kind,
      granted: values.granted,
      version,
      language: values.language,
      text: consentTexts[values.kind][values.language],
      ip: values.ip ?? null,
    })
    .execute();
  await writeAudit(db, {
    actorUserId: values.userId,
    action: `consent.${values.kind}`,
    targetType: 'user',
    targetId: values.userId,
    details: { granted: values.granted, version },
    ...(values.requestId !== undefined ? { requestId: values.requestId } : {}),
    ...(values.ip !== undefined ? { ip: values.ip } : {}),
    ...(values.userAgent !== undefined ? { userAgent: values.userAgent } : {}),
  });
}

/** The language a consent was given in: the person's own, as the account keeps it. */
export async function languageOf(db: Db, userId: string): Promise<ConsentLanguage> {
  const row = await db
    .selectFrom('users')
    .select('preferredLanguage')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.preferredLanguage ?? 'en-US';
}

export async function consentState(db: Db, userId: string): Promise<ConsentState> {
  const rows = await db
    .selectFrom('consents')
    .select(['kind', 'granted', 'version', 'language', 'text', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const accepted = rows.find((r) => r.kind === 'privacy_notice' && r.granted);
  return {
    privacyNotice: {
      currentVersion: PRIVACY_NOTICE_VERSION,
      acceptedVersion: accepted?.version ?? null,
      acceptedAt: accepted?.createdAt.toISOString() ?? null,
    },
    history: rows.map((r) => ({
      kind: r.kind,
      granted: r.granted,
      version: r.version,
      language: r.language,
      text: r.text,
      at: r.createdAt.toISOString(),
    })),
  };
}

/** The current privacy notice accepted (the version the page showed must be the current one). */
export async function acceptPrivacyNotice(
  db: Kysely<DB>,
  userId: string,
  version: string,
  language: ConsentLanguage,
  source: AuditSource,
): Promise<ConsentState> {
  if (version !== PRIVACY_NOTICE_VERSION) {
    throw new AppError(
      409,
      'stale_version',
      'The privacy notice has changed since this page was opened. Please read it again.',
    );
  }
  await db.transaction().execute(async (trx) => {
    await recordConsent(trx, { userId, kind: 'privacy_notice', granted: true, language, ...source });
  });
  return consentState(db, userId);
}
