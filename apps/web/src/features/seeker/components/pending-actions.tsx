import { Anchor, Badge, Button, Group, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChevronRight,
  IconConfetti,
  IconFileCertificate,
  IconMailOpened,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import type { JobSeekerCheckResponse } from '@talent/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { seekerPaths } from '../seeker-paths';
import classes from './seeker.module.css';

export type PendingAction = JobSeekerCheckResponse['items'][number];

/** How many the home shows before "Show all". */
export const PENDING_SHOWN = 3;

const ICONS: Record<PendingAction['kind'], TablerIcon> = {
  invitation: IconMailOpened,
  assessment: IconCalendarEvent,
  offer: IconFileCertificate,
  freshout_offer: IconConfetti,
};

/**
 * Where an item is answered: an invitation on /invitations/{jobId}, an interview or test on
 * /jobs/interview/{jobId}/{assessmentId} (the check's `id` of an assessment is the assessment's),
 * an offer and a graduate offer on /jobs/offer/{jobId}. Null when there is nothing to open (a
 * graduate offer made without a job).
 */
export function pendingActionPath(item: PendingAction): string | null {
  // a graduate offer made for no job is found by its own id (the offer page reads either)
  if (item.kind === 'freshout_offer') return seekerPaths.offer(item.jobId ?? item.id);
  if (item.jobId === null) return null;
  switch (item.kind) {
    case 'invitation':
      return seekerPaths.invitation(item.jobId);
    case 'assessment':
      return seekerPaths.interview(item.jobId, item.id);
    case 'offer':
      return seekerPaths.offer(item.jobId);
  }
}

/**
 * "Waiting for your answer" on the seeker's home: invitations, interviews and offers as a short list
 * of links, the first few with the rest a click away. Nothing at all when nothing waits: the search
 * and the recommendations need the room more than a line saying so.
 */
export function PendingActions({ items }: { items: readonly PendingAction[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return null;

  const kindLabel: Record<PendingAction['kind'], string> = {
    invitation: t('jobs.home.pendingInvitation'),
    assessment: t('jobs.home.pendingInterview'),
    offer: t('jobs.home.pendingOffer'),
    freshout_offer: t('jobs.home.pendingGraduateOffer'),
  };
  const when = (item: PendingAction) =>
    // an interview is a moment to keep; the rest were sent a while ago
    item.kind === 'assessment'
      ? formatDateTime(item.at, locale)
      : t('jobs.home.pendingSent', { when: formatRelativeTime(item.at, locale) });
  const shown = expanded ? items : items.slice(0, PENDING_SHOWN);

  return (
    <section aria-labelledby={headingId} className={classes.pending}>
      <Group gap="xs" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id={headingId}>
          {t('jobs.home.pendingHeading')}
        </Title>
        <Badge variant="filled" circle aria-hidden>
          {items.length}
        </Badge>
      </Group>
      <ul className={classes.pendingList} id={listId}>
        {shown.map((item) => {
          const Icon = ICONS[item.kind];
          const path = pendingActionPath(item);
          return (
            <li key={`${item.kind}-${item.id}`} className={classes.pendingItem}>
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <Icon size={iconSize.md} stroke={1.75} />
              </ThemeIcon>
              <div className={classes.pendingText}>
                <Text size="xs" c="dimmed" fw={600}>
                  {kindLabel[item.kind]}
                </Text>
                {path === null ? (
                  <Text fw={600}>
                    <bdi>{item.title}</bdi>
                  </Text>
                ) : (
                  <Anchor component={Link} to={path} fw={600} className={classes.pendingLink}>
                    <bdi>{item.title}</bdi>
                  </Anchor>
                )}
                <Text size="sm" c="dimmed">
                  <bdi>{item.companyName}</bdi>
                  {' · '}
                  <time dateTime={item.at}>{when(item)}</time>
                </Text>
              </div>
              {path !== null && (
                <IconChevronRight size={iconSize.md} aria-hidden className={classes.pendingChevron} />
              )}
            </li>
          );
        })}
      </ul>
      {items.length > PENDING_SHOWN && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded
            ? t('jobs.home.pendingShowFewer')
            : t('jobs.home.pendingShowAll', { total: items.length })}
        </Button>
      )}
    </section>
  );
}
