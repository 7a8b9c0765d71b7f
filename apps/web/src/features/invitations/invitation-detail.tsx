import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ApplyErrorCode, MyInvitation } from '@talent/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppModal } from '../../components/app-modal';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import type { Refusal } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { showToast } from '../../lib/ui-store';
import { useApplies } from '../seeker/api/applications';
import { FitPanel } from '../seeker/components/fit-panel';
import { loadedInvitations, useAnswerInvitation, useMyInvitations, type AnswerOutcome } from './api';
import { CompanyLogo, InvitationDates } from './invitations-screen';
import classes from './invitations.module.css';
import { INVITATION_STATUS_COLORS, INVITATION_STATUS_KEYS, jobPlace } from './invitation-labels';
import { MessageRecruiterButton } from '../messages/components/open-chat';

/** The API's limit on a reason (contracts: answerInvitationBodySchema). */
export const REASON_MAX = 1000;

/** Each refusal of the apply checks: what happened (the apply sheet's words), what to do, and where. */
const REFUSALS = {
  notfound: { title: 'jobs.apply.refusalNotfound', hint: 'invitations.detail.hintNotfound', to: '/jobs' },
  molapi: { title: 'jobs.apply.refusalMolapi', hint: 'invitations.detail.hintMolapi', to: '/profile' },
  ropapi: { title: 'jobs.apply.refusalRopapi', hint: 'invitations.detail.hintRopapi', to: '/profile' },
  internal: { title: 'jobs.apply.refusalInternal', hint: 'invitations.detail.hintInternal', to: null },
} as const satisfies Record<ApplyErrorCode, { title: string; hint: string; to: string | null }>;

function refusalOf(refusal: Refusal) {
  return Object.hasOwn(REFUSALS, refusal.error)
    ? REFUSALS[refusal.error as ApplyErrorCode]
    : REFUSALS.internal;
}

type Problem = { kind: 'refused'; refusal: Refusal } | { kind: 'conflict' } | { kind: 'failed' };

/**
 * One invitation (`/invitations/:jobId`, the newest for that job): the job's essentials, the
 * recruiter's message, the fit, and Accept (which applies) or Decline with an optional reason. An
 * answered or expired one shows its answer instead of the buttons.
 */
export function InvitationDetail({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = useMyInvitations();
  const invitation = loadedInvitations(query.data?.pages).find((item) => item.job.id === jobId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // not among the pages loaded yet: look further, a page at a time
  const looking = invitation === undefined && hasNextPage;
  useEffect(() => {
    if (looking && !isFetchingNextPage) void fetchNextPage();
  }, [looking, isFetchingNextPage, fetchNextPage]);
  const back = { pathname: '/invitations', search: params.toString() === '' ? '' : `?${params.toString()}` };
  const backLink = (
    <Anchor component={Link} to={back} size="sm" fw={500}>
      {t('invitations.detail.back')}
    </Anchor>
  );

  if (query.isPending || looking) return <PageLoader label={t('invitations.detail.loading')} />;
  if (invitation === undefined) {
    return (
      <Stack gap="md" align="flex-start">
        {backLink}
        <ErrorState
          title={query.isError ? t('invitations.list.errorTitle') : t('invitations.detail.notFound')}
          message={t('invitations.detail.notFoundMessage')}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void query.refetch()}
          error={query.error}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {backLink}
      <InvitationBody invitation={invitation} />
    </Stack>
  );
}

function InvitationBody({ invitation }: { invitation: MyInvitation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const messageId = useId();
  const { job } = invitation;
  const answer = useAnswerInvitation();
  const applies = useApplies(true);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const pending = invitation.status === 'pending';
  const jobOpen = job.status === 'published';
  const application = applies.data?.items.find((a) => a.jobId === job.id);
  const applicationId = invitation.applicationId ?? application?.id ?? null;

  const send = (accept: boolean) => {
    setProblem(null);
    answer.mutate(
      { invitationId: invitation.id, accept, reason: accept ? '' : reason },
      {
        onSuccess: (outcome: AnswerOutcome) => {
          if (outcome.kind === 'refused') {
            setDeclining(false);
            setProblem({ kind: 'refused', refusal: outcome.refusal });
          } else if (outcome.kind === 'conflict') {
            setDeclining(false);
            setProblem({ kind: 'conflict' });
          } else if (outcome.answer.application !== null) {
            showToast(t('invitations.detail.acceptedToast'), {
              label: t('jobs.actions.viewApplication'),
              href: `/applications/${encodeURIComponent(outcome.answer.application.id)}`,
            });
          } else {
            setDeclining(false);
            setReason('');
            showToast(t('invitations.detail.rejectedToast'));
          }
        },
        onError: () => setProblem({ kind: 'failed' }),
      },
    );
  };

  return (
    <Stack gap="lg" component="article" aria-labelledby={headingId}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <CompanyLogo company={job.company} size={56} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{job.title}</bdi>
          </Title>
          <Text>
            <bdi>{job.company.name}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            <bdi>{jobPlace(job, t, locale)}</bdi>
            {job.endDate !== null && (
              <>
                {' · '}
                {t('invitations.detail.closes', { date: formatDate(job.endDate, locale) })}
              </>
            )}
          </Text>
          <Group gap="xs">
            <Badge variant="light" tt="none" color={INVITATION_STATUS_COLORS[invitation.status]}>
              {t(INVITATION_STATUS_KEYS[invitation.status])}
            </Badge>
            <Anchor component={Link} to={`/jobs/${encodeURIComponent(job.id)}`} size="sm">
              {t('invitations.detail.viewJob')}
            </Anchor>
          </Group>
          <InvitationDates invitation={invitation} />
          <Group>
            <MessageRecruiterButton jobId={job.id} size="xs" />
          </Group>
        </Stack>
      </Group>

      <section aria-labelledby={messageId}>
        <Title order={3} size="h5" id={messageId} mb="xs">
          {t('invitations.detail.message')}
        </Title>
        {invitation.message === null ? (
          <Text c="dimmed">{t('invitations.detail.noMessage')}</Text>
        ) : (
          <Text component="blockquote" dir="auto" className={classes.quote}>
            {invitation.message}
          </Text>
        )}
      </section>

      {problem?.kind === 'refused' && <RefusalAlert refusal={problem.refusal} />}
      {problem?.kind === 'conflict' && (
        <Alert color="yellow" variant="light" role="alert" title={t('invitations.detail.conflictTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {application !== undefined && pending
                ? t('invitations.detail.alreadyApplied')
                : t('invitations.detail.conflict')}
            </Text>
            {applicationId !== null && (
              <Anchor component={Link} to={`/applications/${encodeURIComponent(applicationId)}`} size="sm">
                {t('jobs.actions.viewApplication')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      {problem?.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {t('invitations.detail.failed')}
        </Alert>
      )}

      {pending ? (
        <Stack gap="xs">
          {!jobOpen && (
            <Alert color="gray" variant="light">
              {t('invitations.detail.jobClosed')}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              onClick={() => send(true)}
              loading={answer.isPending && answer.variables.accept}
              disabled={!jobOpen || (answer.isPending && !answer.variables.accept)}
            >
              {t('invitations.detail.accept')}
            </Button>
            <Button variant="default" onClick={() => setDeclining(true)} disabled={answer.isPending}>
              {t('invitations.detail.reject')}
            </Button>
          </Group>
          {jobOpen && (
            <Text size="sm" c="dimmed">
              {t('invitations.detail.acceptHint')}
            </Text>
          )}
        </Stack>
      ) : (
        <Answered invitation={invitation} applicationId={applicationId} />
      )}

      {jobOpen && <FitPanel jobId={job.id} />}

      <AppModal
        opened={declining}
        onClose={() => setDeclining(false)}
        title={t('invitations.detail.rejectTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('invitations.detail.rejectMessage')}</Text>
          <Textarea
            label={t('invitations.detail.reason')}
            description={t('invitations.detail.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX}
            rows={3}
            resize="vertical"
          />
          {problem?.kind === 'failed' && (
            <Alert color="red" variant="light" role="alert">
              {t('invitations.detail.failed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeclining(false)}>
              {t('invitations.detail.keep')}
            </Button>
            <Button color="red" loading={answer.isPending} onClick={() => send(false)}>
              {t('invitations.detail.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}

function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  const words = refusalOf(refusal);
  return (
    <Alert color="red" variant="light" role="alert" title={t('jobs.actions.applyRefused')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {t(words.title)}
        </Text>
        <Text size="sm">{t(words.hint)}</Text>
        {words.to === '/jobs' && (
          <Button component={Link} to="/jobs" size="xs" variant="light">
            {t('invitations.detail.actionSearch')}
          </Button>
        )}
        {words.to === '/profile' && (
          <Button component={Link} to="/profile" size="xs" variant="light">
            {t('invitations.detail.actionProfile')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function Answered({ invitation, applicationId }: { invitation: MyInvitation; applicationId: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (value: string | null) => (value === null ? '' : formatDate(value, locale));
  const text =
    invitation.status === 'accepted'
      ? t('invitations.detail.answeredAccepted', { date: date(invitation.respondedAt) })
      : invitation.status === 'rejected'
        ? t('invitations.detail.answeredRejected', { date: date(invitation.respondedAt) })
        : t('invitations.detail.expiredOn', { date: date(invitation.expiresAt) });
  return (
    <Alert color={invitation.status === 'accepted' ? 'teal' : 'gray'} variant="light">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {invitation.status === 'accepted' && applicationId !== null && (
          <Anchor
            component={Link}
            to={`/applications/${encodeURIComponent(applicationId)}`}
            size="sm"
            c="inherit"
            underline="always"
          >
            {t('jobs.actions.viewApplication')}
          </Anchor>
        )}
        {invitation.status === 'expired' && invitation.job.status === 'published' && (
          <Anchor component={Link} to={`/jobs/${encodeURIComponent(invitation.job.id)}`} size="sm">
            {t('invitations.detail.viewJob')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
