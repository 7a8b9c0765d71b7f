import { Anchor, Badge, Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { type HrJobDetail, links } from '@talent/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { isApiError } from '../../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useLocale } from '../../../../lib/i18n';
import { MessageCandidateButton } from '../../../messages/components/open-chat';
import { FitExplanation } from '../../../seeker/components/fit-panel';
import { TIMELINE_LABEL_KEYS } from '../../../seeker/components/status-labels';
import { useHrApplicant, useHrCandidate } from '../../api/candidate';
import type { StageRow } from '../../api/pipeline';
import { placeOf } from '../pipeline/candidate-row';
import {
  APPLICATION_LABEL_KEYS,
  DATE_LABEL_KEYS,
  INVITATION_LABEL_KEYS,
  stateLabel,
} from '../pipeline/labels';
import { CandidateAvatar, candidateDisplayName, isAnonymised, isAnonymisedSubject } from './anonymised';
import { CandidateActions } from './candidate-actions';
import { CandidatePanelSkeleton, TimelineSkeleton } from './candidate-skeleton';
import classes from './candidate.module.css';

const ENTITY_LABEL_KEYS = {
  application: 'recruiter.candidate.entityApplication',
  assessment: 'recruiter.candidate.entityAssessment',
  offer: 'recruiter.candidate.entityOffer',
} as const;

interface CandidatePanelProps {
  subject: string;
  /** The job whose pipeline it is opened from: the fit, the standing and the actions are for it. */
  job?: HrJobDetail;
  /** 1 on the candidate's own page, 2 beside a list. */
  headingOrder: 1 | 2;
  /** Where closing goes (the list without the panel); none on the candidate's own page. */
  closeHref?: string;
  /** The pipeline's row of this candidate, when the list shows them: all an anonymised one has. */
  known?: StageRow | undefined;
}

/**
 * An anonymised candidate (a subject `anonymised-…`, which the server answers with a 404): only what
 * the list knows of them, asked of no one: nobody to name, open, contact or act on.
 */
function AnonymisedPanel({
  known,
  headingOrder,
  close,
}: {
  known: StageRow | undefined;
  headingOrder: 1 | 2;
  close: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const state = known === undefined ? null : stateLabel(known.state);
  return (
    <Card component="article" withBorder padding="md" className={classes.panel} aria-labelledby={headingId}>
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <CandidateAvatar candidate={{ fullName: '', anonymised: true }} size="lg" />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Title order={headingOrder} size="h3" id={headingId} className={classes.name}>
              {t('recruiter.candidate.anonymised')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('recruiter.candidate.anonymisedNote')}
            </Text>
          </Stack>
          {close}
        </Group>
        {known !== undefined && state !== null && (
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={state.color} tt="none" className={classes.badge}>
              {t(state.key)}
            </Badge>
            {known.dates.map((d) => (
              <Text key={d.what} size="xs" c="dimmed">
                {t(DATE_LABEL_KEYS[d.what], { date: formatDate(d.at, locale) })}
              </Text>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The application's history with this job: every status change, both sides see the same. */
function Timeline({ applicationId, headingOrder }: { applicationId: string; headingOrder: 2 | 3 }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const applicant = useHrApplicant(applicationId);
  // the timeline has a place of its own while it loads, so nothing under it moves when it comes
  if (applicant.isPending) return <TimelineSkeleton />;
  if (applicant.data === undefined) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={headingOrder} size="h5" id={id} mb="xs">
        {t('recruiter.candidate.timeline')}
      </Title>
      {applicant.data.coverLetter !== null && (
        <Text size="sm" mb="sm" dir="auto" className={classes.letter}>
          {applicant.data.coverLetter}
        </Text>
      )}
      <ol className={classes.timeline}>
        {applicant.data.timeline.map((event) => (
          <li key={event.id}>
            <Text size="sm" fw={600}>
              {t('recruiter.candidate.event', {
                entity: t(ENTITY_LABEL_KEYS[event.entity]),
                status: t(TIMELINE_LABEL_KEYS[event.toStatus]),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={event.changedAt}>{formatDateTime(event.changedAt, locale)}</time>
              {event.changedBy !== null && (
                <>
                  {' · '}
                  <bdi>{event.changedBy.fullName}</bdi>
                </>
              )}
            </Text>
            {event.note !== null && (
              <Text size="sm" dir="auto">
                {event.note}
              </Text>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A candidate as the organisation may see them, their fit and history, and what can be done next. */
export function CandidatePanel({ subject, job, headingOrder, closeHref, known }: CandidatePanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useHrCandidate(subject, job?.id);
  const sub = (headingOrder + 1) as 2 | 3;
  const historyId = useId();

  const close =
    closeHref === undefined ? null : (
      <CloseButton
        component={Link}
        to={closeHref}
        preventScrollReset
        aria-label={t('recruiter.candidate.close')}
      />
    );

  if (isAnonymisedSubject(subject))
    return <AnonymisedPanel known={known} headingOrder={headingOrder} close={close} />;
  if (query.isPending) return <CandidatePanelSkeleton close={close} actions={job !== undefined} />;
  if (query.data === undefined) {
    const notFound = isApiError(query.error, 400, 404);
    return (
      <Stack gap="sm">
        {close}
        <ErrorState
          headingOrder={headingOrder}
          title={t(notFound ? 'recruiter.candidate.notFound' : 'recruiter.candidate.errorTitle')}
          message={t(notFound ? 'recruiter.candidate.notFoundMessage' : 'recruiter.candidate.errorMessage')}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void query.refetch()}
          error={query.error}
        />
      </Stack>
    );
  }

  const { candidate, aboutMe, applications } = query.data;
  const standing = query.data.job;
  const place = placeOf(candidate.location, t, locale);
  // an erased account or an anonymised application: no one to name, open, contact or act on
  const anonymised = isAnonymised(candidate);

  return (
    <Card
      component="article"
      withBorder
      padding="md"
      className={classes.panel}
      aria-labelledby={`${historyId}-name`}
    >
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <CandidateAvatar candidate={candidate} size="lg" />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Title order={headingOrder} size="h3" id={`${historyId}-name`} className={classes.name}>
              {anonymised ? candidateDisplayName(candidate, t) : <bdi>{candidate.fullName}</bdi>}
            </Title>
            {anonymised && (
              <Text size="sm" c="dimmed">
                {t('recruiter.candidate.anonymisedNote')}
              </Text>
            )}
            {candidate.headline !== null && (
              // isolated, not dir="auto": a Latin headline would sit on the far edge of an Arabic page
              <Text size="sm">
                <bdi>{candidate.headline}</bdi>
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {place !== null && <bdi>{place}</bdi>}
              {place !== null && candidate.yearsOfExperience !== null && ' · '}
              {candidate.yearsOfExperience !== null &&
                t('recruiter.candidate.years', { count: candidate.yearsOfExperience })}
            </Text>
            {!anonymised && (
              <Anchor component={Link} to={`/profile/${encodeURIComponent(subject)}`} size="sm" fw={600}>
                {t('recruiter.candidate.viewProfile')}
              </Anchor>
            )}
          </Stack>
          {close}
        </Group>

        {anonymised ? null : candidate.contact !== null ? (
          // side by side, a line's height apart when they wrap: each link a target of its own (WCAG 2.5.8)
          <Group gap="md" wrap="wrap">
            {candidate.contact.email !== null && (
              <Anchor href={`mailto:${candidate.contact.email}`} size="sm" className={classes.name}>
                <bdi>{candidate.contact.email}</bdi>
              </Anchor>
            )}
            {candidate.contact.phone !== null && (
              <Anchor href={`tel:${candidate.contact.phone}`} size="sm">
                <bdi dir="ltr">{candidate.contact.phone}</bdi>
              </Anchor>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('recruiter.candidate.contactHidden')}
          </Text>
        )}

        {standing !== null && (
          <Group gap="xs" wrap="wrap">
            {standing.status !== null && (
              <Badge variant="light" tt="none" className={classes.badge}>
                {t(APPLICATION_LABEL_KEYS[standing.status])}
              </Badge>
            )}
            {standing.status === null && standing.invitation !== null && (
              <Badge variant="light" color="yellow" tt="none" className={classes.badge}>
                {t(INVITATION_LABEL_KEYS[standing.invitation.status])}
              </Badge>
            )}
            {standing.status === null && standing.shortlisted && (
              <Badge variant="light" tt="none" className={classes.badge}>
                {t('recruiter.candidate.onShortlist')}
              </Badge>
            )}
            {standing.appliedAt !== null && (
              <Text size="xs" c="dimmed">
                {t('recruiter.pipeline.dateApplied', { date: formatDate(standing.appliedAt, locale) })}
              </Text>
            )}
          </Group>
        )}

        {job !== undefined && standing !== null && !anonymised && (
          <CandidateActions job={job} candidate={candidate} standing={standing} />
        )}
        {job !== undefined && standing !== null && !anonymised && (
          <Group>
            <MessageCandidateButton jobId={job.id} subject={candidate.subject} />
          </Group>
        )}

        {aboutMe !== null && aboutMe !== '' && (
          <Text size="sm" dir="auto" className={classes.letter}>
            {aboutMe}
          </Text>
        )}

        {standing !== null && (
          <FitExplanation fit={standing.fit} facts={standing.facts} audience="recruiter" headingOrder={sub} />
        )}

        {standing?.applicationId != null && (
          <Timeline applicationId={standing.applicationId} headingOrder={sub} />
        )}

        <section aria-labelledby={historyId}>
          <Title order={sub} size="h5" id={historyId} mb="xs">
            {t('recruiter.candidate.history')}
          </Title>
          {applications.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('recruiter.candidate.noApplications')}
            </Text>
          ) : (
            <ul className={classes.applications}>
              {applications.map((a) => (
                <li key={a.id}>
                  {anonymised ? (
                    <Text span size="sm" dir="auto">
                      {a.jobTitle}
                    </Text>
                  ) : (
                    <Anchor
                      component={Link}
                      to={`${links.hrJobStage(a.jobId, 'applicants')}&candidate=${encodeURIComponent(candidate.subject)}`}
                      size="sm"
                      dir="auto"
                    >
                      {a.jobTitle}
                    </Anchor>
                  )}{' '}
                  <Text span size="xs" c="dimmed">
                    {t(APPLICATION_LABEL_KEYS[a.status])} ·{' '}
                    {t('recruiter.pipeline.dateApplied', { date: formatDate(a.appliedAt, locale) })}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Stack>
    </Card>
  );
}
