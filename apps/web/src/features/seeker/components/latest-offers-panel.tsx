import { Anchor, Badge, Button, Group, Loader, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconChevronRight, IconFileCertificate } from '@tabler/icons-react';
import type { LatestOffersInterview } from '@talent/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useLatestOffersInterview } from '../api/latest-offers-interview';
import { seekerPaths } from '../seeker-paths';
import classes from './seeker.module.css';

export type LatestItem = LatestOffersInterview['items'][number];

/** Where an item is answered: an interview on its interview screen, an offer on its job's offer screen. */
export function latestItemPath(item: LatestItem): string {
  return item.type === 'interview'
    ? seekerPaths.interview(item.job.id, item.id)
    : seekerPaths.offer(item.job.id);
}

type InterviewItem = Extract<LatestItem, { type: 'interview' }>;
type OfferItem = Extract<LatestItem, { type: 'offer' }>;

const INTERVIEW_STATUS_KEYS = {
  scheduled: 'applications.latest.interviewScheduled',
  accepted: 'applications.latest.interviewAccepted',
  rejected: 'applications.latest.interviewRejected',
  reschedule_requested: 'applications.latest.interviewRescheduleRequested',
  completed: 'applications.latest.interviewCompleted',
  cancelled: 'applications.latest.interviewCancelled',
} as const satisfies Record<InterviewItem['status'], string>;

const OFFER_STATUS_KEYS = {
  sent: 'applications.latest.offerSent',
  accepted: 'applications.latest.offerAccepted',
  rejected: 'applications.latest.offerRejected',
  expired: 'applications.latest.offerExpired',
  hired: 'applications.latest.offerHired',
} as const satisfies Record<OfferItem['status'], string>;

type StatusKey =
  | (typeof INTERVIEW_STATUS_KEYS)[keyof typeof INTERVIEW_STATUS_KEYS]
  | (typeof OFFER_STATUS_KEYS)[keyof typeof OFFER_STATUS_KEYS];
type KindKey =
  'applications.latest.kindOffer' | 'applications.latest.kindTest' | 'applications.latest.kindInterview';

/** The translation key of an item's status, by its kind. */
export function latestStatusKey(item: LatestItem): StatusKey {
  return item.type === 'interview' ? INTERVIEW_STATUS_KEYS[item.status] : OFFER_STATUS_KEYS[item.status];
}

/** The translation key of what an item is: an interview, a test, an offer. */
export function latestKindKey(item: LatestItem): KindKey {
  if (item.type === 'offer') return 'applications.latest.kindOffer';
  return item.kind === 'test' ? 'applications.latest.kindTest' : 'applications.latest.kindInterview';
}

/** Whether the item still waits for the seeker (the badge is then filled, the others light). */
export function latestWaits(item: LatestItem): boolean {
  return item.type === 'interview' ? item.status === 'scheduled' : item.status === 'sent';
}

/**
 * "What's new: offers and interviews" on the applications page: the upcoming interviews and the
 * newest offers, each a link to its answer screen. Hidden while it loads and when there is nothing,
 * since the applications under it are what the page is for; a failed load says so in one line.
 */
export function LatestOffersPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const query = useLatestOffersInterview();

  if (query.isPending) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('applications.latest.loading')}
        </Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Group gap="xs" role="alert">
        <Text size="sm">{t('applications.latest.error')}</Text>
        <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Group>
    );
  }
  const items = query.data.items;
  if (items.length === 0) return null;

  const when = (item: LatestItem) =>
    item.type === 'interview'
      ? formatDateTime(item.at, locale)
      : item.status === 'sent'
        ? t('applications.latest.answerBy', { date: formatDate(item.expiresAt, locale) })
        : t('applications.latest.sentOn', { date: formatDate(item.at, locale) });

  return (
    <section aria-labelledby={headingId} className={classes.pending}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('applications.latest.heading')}
      </Title>
      <ul className={classes.pendingList}>
        {items.map((item) => {
          const Icon = item.type === 'interview' ? IconCalendarEvent : IconFileCertificate;
          return (
            <li key={`${item.type}-${item.id}`} className={classes.pendingItem}>
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <Icon size={iconSize.md} stroke={1.75} />
              </ThemeIcon>
              <div className={classes.pendingText}>
                <Group gap="xs" wrap="wrap">
                  <Text size="xs" c="dimmed" fw={600}>
                    {t(latestKindKey(item))}
                  </Text>
                  <Badge size="sm" variant={latestWaits(item) ? 'filled' : 'light'} tt="none">
                    {t(latestStatusKey(item))}
                  </Badge>
                </Group>
                <Anchor component={Link} to={latestItemPath(item)} fw={600} className={classes.pendingLink}>
                  <bdi>{item.job.title}</bdi>
                </Anchor>
                <Text size="sm" c="dimmed">
                  <bdi>{item.job.organisationName}</bdi>
                  {' · '}
                  <time dateTime={item.at}>{when(item)}</time>
                </Text>
              </div>
              <IconChevronRight size={iconSize.md} aria-hidden className={classes.pendingChevron} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
