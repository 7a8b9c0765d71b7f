import type { InvitationStatus, MyInvitation } from '@talent/contracts';
import type { TFunction } from 'i18next';
import type { Locale } from '../../lib/locale';
import { pickLocalized } from '../../lib/localized-text';

/** The statuses in the order of the filter (the same strings as `?status=`). */
export const INVITATION_STATUSES: readonly InvitationStatus[] = [
  'pending',
  'accepted',
  'rejected',
  'expired',
];

export const INVITATION_STATUS_KEYS = {
  pending: 'invitations.status.pending',
  accepted: 'invitations.status.accepted',
  rejected: 'invitations.status.rejected',
  expired: 'invitations.status.expired',
} as const satisfies Record<InvitationStatus, string>;

export const INVITATION_STATUS_COLORS: Record<InvitationStatus, string> = {
  pending: 'brand',
  accepted: 'teal',
  rejected: 'gray',
  expired: 'gray',
};

/** `?status=` when it names a status; otherwise every invitation. */
export function readStatus(params: URLSearchParams): InvitationStatus | undefined {
  const value = params.get('status');
  return INVITATION_STATUSES.find((s) => s === value);
}

/** Those still waiting first (the ones to act on), then the answered and expired; newest first within each. */
export function sortInvitations(items: readonly MyInvitation[]): MyInvitation[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        Number(a.item.status !== 'pending') - Number(b.item.status !== 'pending') || a.index - b.index,
    )
    .map(({ item }) => item);
}

/** "City, Country", the country alone, or "Remote". */
export function jobPlace(job: MyInvitation['job'], t: TFunction, locale: Locale): string {
  const country = pickLocalized(job.location.country, locale);
  const place =
    job.location.city === null
      ? country
      : t('jobs.job.location', { city: pickLocalized(job.location.city, locale), country });
  return job.location.remote ? `${place} · ${t('jobs.job.remote')}` : place;
}
