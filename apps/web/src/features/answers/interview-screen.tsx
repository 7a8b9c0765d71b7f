import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AssessmentStatus, SeekerAssessment } from '@talent/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { API_BASE, isApiError } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n';
import { showToast } from '../../lib/ui-store';
import { usePageTitle } from '../../lib/use-page-title';
import {
  INTERVIEW_FORMAT_KEYS,
  INTERVIEW_MODE_KEYS,
  PARTICIPANT_ROLE_KEYS,
} from '../recruiter/components/interviews/labels';
import {
  browserTimeZone,
  isConflict,
  useAnswerAssessment,
  useRequestReschedule,
  useSeekerAssessment,
} from './api';
import classes from './answers.module.css';
import { ReasonDialog } from './reason-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { formatSpan, isolate, sameClock } from './time';
import { MessageRecruiterButton } from '../messages/components/open-chat';

export const ASSESSMENT_STATUS_KEYS = {
  scheduled: 'answers.interview.statusScheduled',
  accepted: 'answers.interview.statusAccepted',
  rejected: 'answers.interview.statusRejected',
  reschedule_requested: 'answers.interview.statusRescheduleRequested',
  completed: 'answers.interview.statusCompleted',
  cancelled: 'answers.interview.statusCancelled',
} as const satisfies Record<AssessmentStatus, string>;

const STATUS_COLORS: Record<AssessmentStatus, string> = {
  scheduled: 'orange',
  accepted: 'teal',
  rejected: 'red',
  reschedule_requested: 'blue',
  completed: 'gray',
  cancelled: 'gray',
};

/** Where the `.ics` of an assessment is downloaded (the lead's endpoint). */
export const calendarUrl = (assessmentId: string) =>
  `${API_BASE}/api/job-seeker/assesment/${encodeURIComponent(assessmentId)}/calendar.ics`;

type Dialog = 'reject' | 'reschedule' | null;

/** /jobs/interview/:jobId/:assessmentId: an interview or test, and the seeker's answer to it. */
export function InterviewScreen() {
  const { t } = useTranslation();
  const { assessmentId = '' } = useParams();
  const query = useSeekerAssessment(assessmentId);
  const item = query.data;
  usePageTitle(item === undefined ? t('answers.interview.pageTitle') : t(INTERVIEW_FORMAT_KEYS[item.format]));

  if (query.isPending) return <PageLoader label={t('answers.interview.loading')} />;
  if (item === undefined) {
    const missing = isApiError(query.error, 400, 404);
    return (
      <Stack gap="md" align="flex-start">
        <Anchor component={Link} to="/applications" size="sm" fw={500}>
          {t('answers.interview.backToApplications')}
        </Anchor>
        {missing ? (
          <EmptyState
            headingOrder={1}
            title={t('answers.interview.notFoundTitle')}
            message={t('answers.interview.notFoundMessage')}
          />
        ) : (
          <ErrorState
            headingOrder={1}
            title={t('answers.interview.errorTitle')}
            message={t('answers.interview.errorMessage')}
            retryLabel={t('common.actions.retry')}
            onRetry={() => void query.refetch()}
            error={query.error}
          />
        )}
      </Stack>
    );
  }
  // a refused answer (409) refreshes it: every answer invalidates the seeker's queries
  return <InterviewDetail item={item} />;
}

function InterviewDetail({ item }: { item: SeekerAssessment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = useAnswerAssessment(item.id);
  const reschedule = useRequestReschedule(item.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [conflict, setConflict] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const answered = useRef(false);
  const detailsId = useId();
  const myZone = browserTimeZone();

  // after an answer the buttons that led to it are gone: the focus goes to the new status
  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      statusRef.current?.focus();
    }
  }, [item.status]);

  const onFailure = (error: unknown) => {
    if (!isConflict(error)) return;
    setDialog(null);
    setConflict(true);
    answered.current = true;
  };
  const done = (toast: string) => {
    setDialog(null);
    setConflict(false);
    answered.current = true;
    showToast(toast);
  };

  const accept = () =>
    answer.mutate(
      { accept: true },
      { onSuccess: () => done(t('answers.interview.acceptedToast')), onError: onFailure },
    );
  const reject = (reason: string) =>
    answer.mutate(reason === '' ? { accept: false } : { accept: false, reason }, {
      onSuccess: () => done(t('answers.interview.rejectedToast')),
      onError: onFailure,
    });

  const pending = item.status === 'scheduled';
  const canReschedule = item.status === 'scheduled' || item.status === 'accepted';
  const withCalendar = item.status === 'scheduled' || item.status === 'accepted';
  const mine = formatSpan(item.startsAt, item.endsAt, myZone, locale);
  const theirs = sameClock(item.startsAt, myZone, item.timeZone)
    ? null
    : formatSpan(item.startsAt, item.endsAt, item.timeZone, locale);
  const backTo = `/applications/${item.applicationId}`;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backTo} size="sm" fw={500}>
        {t('answers.interview.backToApplication')}
      </Anchor>
      <Stack gap="xs">
        <PageHeader
          title={<span dir="auto">{t(INTERVIEW_FORMAT_KEYS[item.format])}</span>}
          description={
            <>
              <bdi>{item.job.title}</bdi> · <bdi>{item.job.organisationName}</bdi>
            </>
          }
        />
        <Group gap="xs" ref={statusRef} tabIndex={-1} aria-live="polite">
          <Text fw={600}>{t('answers.interview.status')}</Text>
          <Badge variant="light" size="lg" tt="none" color={STATUS_COLORS[item.status]}>
            {t(ASSESSMENT_STATUS_KEYS[item.status])}
          </Badge>
        </Group>
        <Group>
          <MessageRecruiterButton jobId={item.job.id} size="sm" />
        </Group>
      </Stack>

      {conflict && (
        <Alert color="orange" role="alert" title={t('answers.interview.conflictTitle')}>
          {t('answers.interview.conflictMessage')}
        </Alert>
      )}
      {item.status === 'reschedule_requested' && (
        <Alert color="blue">{t('answers.interview.waitingForTime')}</Alert>
      )}

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={detailsId}>
        <Title order={2} size="h3" id={detailsId} mb="md">
          <bdi>{item.title}</bdi>
        </Title>
        <dl className={classes.facts}>
          <dt>{t('answers.interview.when')}</dt>
          <dd>
            <Stack gap={2}>
              <Text>
                <time dateTime={item.startsAt}>
                  <bdi>{mine}</bdi>
                </time>
              </Text>
              <Text size="sm" c="dimmed">
                {theirs === null
                  ? t('answers.interview.zoneShown', { zone: isolate(myZone) })
                  : t('answers.interview.yourZone', { zone: isolate(myZone) })}
              </Text>
              {theirs !== null && (
                <>
                  <Text mt="xs">
                    <bdi>{theirs}</bdi>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('answers.interview.employerTime', { zone: isolate(item.timeZone) })}
                  </Text>
                </>
              )}
            </Stack>
          </dd>
          <dt>{t('answers.interview.duration')}</dt>
          <dd>{t('recruiter.interviews.minutes', { count: item.durationMinutes })}</dd>
          <dt>{t('answers.interview.mode')}</dt>
          <dd>{t(INTERVIEW_MODE_KEYS[item.mode])}</dd>
          {item.location !== null && (
            <>
              <dt>{t('answers.interview.where')}</dt>
              <dd dir="auto">{item.location}</dd>
            </>
          )}
          {item.meetingUrl !== null && (
            <>
              <dt>{t('answers.interview.link')}</dt>
              <dd>
                <Anchor href={item.meetingUrl} target="_blank" rel="noopener noreferrer" dir="ltr">
                  {item.meetingUrl}
                </Anchor>
              </dd>
            </>
          )}
          {item.participants.length > 0 && (
            <>
              <dt>{t('answers.interview.participants')}</dt>
              <dd>
                <ul className={classes.people}>
                  {item.participants.map((p) => (
                    <li key={p.subject}>
                      <bdi>{p.fullName}</bdi>
                      <Text span c="dimmed" size="sm">
                        {' · '}
                        {t(PARTICIPANT_ROLE_KEYS[p.role])}
                      </Text>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          {item.note !== null && (
            <>
              <dt>{t('answers.interview.note')}</dt>
              <dd dir="auto" style={{ whiteSpace: 'pre-line' }}>
                {item.note}
              </dd>
            </>
          )}
          {item.seekerNote !== null && (
            <>
              <dt>{t('answers.interview.yourNote')}</dt>
              <dd dir="auto" style={{ whiteSpace: 'pre-line' }}>
                {item.seekerNote}
              </dd>
            </>
          )}
        </dl>
      </Paper>

      {answer.isError && !isConflict(answer.error) && dialog === null && (
        <Alert color="red" role="alert">
          {t('answers.dialog.failed')}
        </Alert>
      )}

      {(pending || canReschedule || withCalendar) && (
        <div className={classes.actions}>
          {pending && (
            <Button onClick={accept} loading={answer.isPending && dialog === null}>
              {t('answers.interview.accept')}
            </Button>
          )}
          {pending && (
            <Button variant="outline" color="red" onClick={() => setDialog('reject')}>
              {t('answers.interview.reject')}
            </Button>
          )}
          {canReschedule && (
            <Button variant="default" onClick={() => setDialog('reschedule')}>
              {t('answers.interview.askAnotherTime')}
            </Button>
          )}
          {withCalendar && (
            <Button component="a" variant="subtle" href={calendarUrl(item.id)} download>
              {t('answers.interview.addToCalendar')}
            </Button>
          )}
        </div>
      )}

      <ReasonDialog
        opened={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={t('answers.interview.rejectTitle')}
        message={t('answers.interview.rejectMessage')}
        confirmLabel={t('answers.interview.rejectConfirm')}
        required={false}
        pending={answer.isPending}
        error={answer.error}
        onConfirm={reject}
      />
      <RescheduleDialog
        opened={dialog === 'reschedule'}
        onClose={() => setDialog(null)}
        durationMinutes={item.durationMinutes}
        timeZone={myZone}
        pending={reschedule.isPending}
        error={reschedule.error}
        onConfirm={(proposedTimes, reason) =>
          reschedule.mutate(
            { proposedTimes, timeZone: myZone, ...(reason === '' ? {} : { reason }) },
            { onSuccess: () => done(t('answers.interview.rescheduleToast')), onError: onFailure },
          )
        }
      />
    </Stack>
  );
}
