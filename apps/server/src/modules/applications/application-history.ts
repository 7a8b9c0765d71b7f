import type { Kysely } from 'kysely';
import type { ApplicationTimelineEvent } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import {
  findApplicationHistory,
  findAssessmentHistory,
  findOfferHistory,
} from './applications.repository.js';

interface HistoryRow<S> {
  id: string;
  entityId: string;
  fromStatus: S | null;
  toStatus: S;
  changedAt: Date;
  /** The change's time to the microsecond, as digits that sort in time order. */
  changedAtKey: string;
  changedBy: string | null;
  changedByName: string | null;
  note: string | null;
}

function historyEvent<S>(row: HistoryRow<S>) {
  return {
    id: row.id,
    entityId: row.entityId,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedBy === null ? null : { id: row.changedBy, fullName: row.changedByName ?? '' },
    note: row.note,
  };
}

/** Changes made in one transaction share a time; the cause reads before its effect on the application. */
const ENTITY_ORDER = { assessment: 0, offer: 1, application: 2 } as const;

/**
 * The application's timeline as both sides see it (the seeker's application page and the
 * recruiter's applicant): its own moves, its assessments' and its offers', oldest first.
 */
export async function applicationTimeline(
  db: Kysely<DB>,
  applicationId: string,
): Promise<ApplicationTimelineEvent[]> {
  const [applicationHistory, assessmentHistory, offerHistory] = await Promise.all([
    findApplicationHistory(db, applicationId),
    findAssessmentHistory(db, applicationId),
    findOfferHistory(db, applicationId),
  ]);
  const keyed = [
    ...applicationHistory.map((h) => ({
      key: h.changedAtKey,
      event: { ...historyEvent(h), entity: 'application' as const },
    })),
    ...assessmentHistory.map((h) => ({
      key: h.changedAtKey,
      event: { ...historyEvent(h), entity: 'assessment' as const },
    })),
    ...offerHistory.map((h) => ({
      key: h.changedAtKey,
      event: { ...historyEvent(h), entity: 'offer' as const },
    })),
  ].sort(
    (a, b) =>
      a.key.localeCompare(b.key) ||
      ENTITY_ORDER[a.event.entity] - ENTITY_ORDER[b.event.entity] ||
      a.event.id.localeCompare(b.event.id),
  );
  return keyed.map((k) => k.event);
}

/** A status change of an assessment or an offer, as the recruiter's and the seeker's answers list it. */
export function statusChange<S>(row: {
  fromStatus: S | null;
  toStatus: S;
  changedAt: Date | string;
  subject: string | null;
  fullName: string | null;
  note: string | null;
}) {
  return {
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    changedAt: new Date(row.changedAt).toISOString(),
    changedBy:
      row.subject === null || row.fullName === null ? null : { subject: row.subject, fullName: row.fullName },
    note: row.note,
  };
}
