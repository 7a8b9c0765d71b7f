import { Anchor, Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { InvitationStatus, MyInvitation } from '@talent/contracts';
import { IconMailOpened } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { ListDetailSplit } from '../../components/list-detail-split';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { formatDate, formatRelativeTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { useJobFit } from '../seeker/api/fit';
import { formatPercent } from '../seeker/components/fit-format';
import { loadedInvitations, useMyInvitations } from './api';
import classes from './invitations.module.css';
import {
  INVITATION_STATUS_COLORS,
  INVITATION_STATUS_KEYS,
  INVITATION_STATUSES,
  jobPlace,
  readStatus,
  sortInvitations,
} from './invitation-labels';

interface InvitationsScreenProps {
  /** The job of the invitation open beside the list (`/invitations/:jobId`). */
  currentJobId?: string | undefined;
  /** That invitation's detail, or null when none is open. */
  detail?: ReactNode;
}

/**
 * /invitations: the employers' invitations to apply, those waiting for an answer first, with a status
 * filter kept in the address (`?status=pending`); /invitations/:jobId opens one beside the list on a
 * wide screen, in its place on a phone.
 */
export function InvitationsScreen({ currentJobId, detail = null }: InvitationsScreenProps) {
  const { t } = useTranslation();
  usePageTitle(t('invitations.list.title'));
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const query = useMyInvitations();
  const all = sortInvitations(loadedInvitations(query.data?.pages));
  const items = status === undefined ? all : all.filter((item) => item.status === status);
  const setStatus = (next: InvitationStatus | undefined) =>
    setParams(next === undefined ? new URLSearchParams() : new URLSearchParams({ status: next }));
  const search = status === undefined ? '' : `?status=${status}`;

  const list = (
    <Stack gap="md" style={{ minInlineSize: 0 }}>
      <Group gap="xs" role="group" aria-label={t('invitations.list.filter')}>
        <Button
          size="xs"
          variant={status === undefined ? 'filled' : 'default'}
          aria-pressed={status === undefined}
          onClick={() => setStatus(undefined)}
        >
          {t('invitations.list.all')}
        </Button>
        {INVITATION_STATUSES.map((s) => (
          <Button
            key={s}
            size="xs"
            variant={status === s ? 'filled' : 'default'}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {t(INVITATION_STATUS_KEYS[s])}
          </Button>
        ))}
      </Group>
      {query.isPending && <PageLoader label={t('invitations.list.loading')} />}
      {query.isError && (
        <ErrorState
          title={t('invitations.list.errorTitle')}
          message={t('invitations.list.errorMessage')}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void query.refetch()}
          error={query.error}
        />
      )}
      {query.isSuccess && all.length === 0 && (
        <EmptyState
          icon={IconMailOpened}
          title={t('invitations.list.emptyTitle')}
          message={t('invitations.list.empty')}
          action={
            <Button component={Link} to="/profile" variant="light">
              {t('invitations.list.emptyAction')}
            </Button>
          }
        />
      )}
      {query.isSuccess && all.length > 0 && items.length === 0 && !query.hasNextPage && (
        <EmptyState
          title={t('invitations.list.emptyFiltered')}
          action={
            <Button variant="default" onClick={() => setStatus(undefined)}>
              {t('invitations.list.showAll')}
            </Button>
          }
        />
      )}
      {items.length > 0 && (
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.id}>
              <InvitationCard invitation={item} current={item.job.id === currentJobId} search={search} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Group>
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('invitations.list.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('invitations.list.title')} />
      <ListDetailSplit
        listLabel={t('invitations.list.title')}
        detail={currentJobId === undefined ? null : detail}
        list={list}
      />
    </Stack>
  );
}

/** The company's logo, or its first letter on the brand colour. */
export function CompanyLogo({
  company,
  size = 40,
}: {
  company: MyInvitation['job']['company'];
  size?: number;
}) {
  return (
    <Avatar src={company.logoUrl} alt="" size={size} radius="md" color="brand" aria-hidden>
      {company.name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}

function FitBadge({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fit = useJobFit(jobId, true);
  if (fit.data === undefined) return null;
  return (
    <Badge variant="light" color="gray" tt="none">
      {t('jobs.fit.percent', { percent: formatPercent(fit.data.fit.percent, locale) })}
    </Badge>
  );
}

/** When it came, and until when it can be answered (or when it was answered, or expired). */
export function InvitationDates({ invitation }: { invitation: MyInvitation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const second =
    invitation.status === 'pending'
      ? t('invitations.list.expires', { date: formatDate(invitation.expiresAt, locale) })
      : invitation.status === 'expired'
        ? t('invitations.list.expired', { date: formatDate(invitation.expiresAt, locale) })
        : invitation.respondedAt === null
          ? null
          : t('invitations.list.answered', { date: formatDate(invitation.respondedAt, locale) });
  return (
    <Text size="xs" c="dimmed">
      <time dateTime={invitation.createdAt}>
        {t('invitations.list.received', { when: formatRelativeTime(invitation.createdAt, locale) })}
      </time>
      {second !== null && (
        <>
          {' · '}
          <time
            dateTime={
              invitation.status === 'pending' || invitation.status === 'expired'
                ? invitation.expiresAt
                : (invitation.respondedAt ?? undefined)
            }
          >
            {second}
          </time>
        </>
      )}
    </Text>
  );
}

function InvitationCard({
  invitation,
  current,
  search,
}: {
  invitation: MyInvitation;
  current: boolean;
  search: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { job } = invitation;
  return (
    <Card component="article" withBorder padding="md" data-current={current} className={classes.card}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <CompanyLogo company={job.company} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Title order={2} size="h5">
            <Anchor
              component={Link}
              to={{ pathname: `/invitations/${encodeURIComponent(job.id)}`, search }}
              dir="auto"
              aria-current={current ? 'page' : undefined}
              className={classes.cardLink}
            >
              {job.title}
            </Anchor>
          </Title>
          <Text size="sm">
            <bdi>{job.company.name}</bdi>
            {' · '}
            <bdi>{jobPlace(job, t, locale)}</bdi>
          </Text>
          <InvitationDates invitation={invitation} />
          {invitation.message !== null && (
            <Text size="sm" lineClamp={2} dir="auto" className={classes.message}>
              {invitation.message}
            </Text>
          )}
          <Group gap="xs" mt={2}>
            <Badge variant="light" tt="none" color={INVITATION_STATUS_COLORS[invitation.status]}>
              {t(INVITATION_STATUS_KEYS[invitation.status])}
            </Badge>
            {/* the fit matters for an answer still to give, and is asked only of an open job */}
            {invitation.status === 'pending' && job.status === 'published' && <FitBadge jobId={job.id} />}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
