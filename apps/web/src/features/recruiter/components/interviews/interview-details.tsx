import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { links, type HrAssessment } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSpanFormat } from './format';
import { isolate } from './time';
import { StatusBadge } from './interview-card';
import {
  INTERVIEW_FORMAT_KEYS,
  INTERVIEW_MODE_KEYS,
  PARTICIPANT_ROLE_KEYS,
  RECOMMENDATION_KEYS,
} from './labels';
import { CandidateLink, candidateDisplayName } from '../candidate/anonymised';

export type InterviewAction = 'reschedule' | 'feedback' | 'scheduleAnother';

const RESCHEDULABLE: readonly HrAssessment['status'][] = ['scheduled', 'accepted', 'reschedule_requested'];

/**
 * What the viewer may do with an interview. Recruiters (`hr`, `hr_admin`) re-schedule one that is
 * still on and schedule another round; anyone who may see it gives feedback once it has started or is
 * completed, once each (the server refuses a second).
 */
export function actionsFor(
  interview: HrAssessment,
  viewer: { subject: string; recruiter: boolean },
  now = Date.now(),
): InterviewAction[] {
  const actions: InterviewAction[] = [];
  if (viewer.recruiter && RESCHEDULABLE.includes(interview.status)) actions.push('reschedule');
  const started = Date.parse(interview.startsAt) <= now;
  const open =
    interview.status === 'completed' ||
    ((interview.status === 'scheduled' || interview.status === 'accepted') && started);
  const given = interview.feedback.some((f) => f.author.subject === viewer.subject);
  if (open && !given) actions.push('feedback');
  if (viewer.recruiter) actions.push('scheduleAnother');
  return actions;
}

interface InterviewDetailsProps {
  interview: HrAssessment | null;
  viewerZone: string;
  viewer: { subject: string; recruiter: boolean };
  onClose: () => void;
  onAction: (action: InterviewAction, interview: HrAssessment) => void;
}

/** One interview in full: participants, notes, the candidate's answer, the feedback, and what to do. */
export function InterviewDetails({
  interview,
  viewerZone,
  viewer,
  onClose,
  onAction,
}: InterviewDetailsProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={interview !== null}
      onClose={onClose}
      title={interview === null ? '' : candidateDisplayName(interview.candidate, t)}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      centered
      size="lg"
    >
      {interview !== null && (
        <DetailsBody interview={interview} viewerZone={viewerZone} viewer={viewer} onAction={onAction} />
      )}
    </Modal>
  );
}

function DetailsBody({
  interview,
  viewerZone,
  viewer,
  onAction,
}: Omit<InterviewDetailsProps, 'interview' | 'onClose'> & { interview: HrAssessment }) {
  const { t } = useTranslation();
  const format = useSpanFormat(viewerZone);
  const when = format(interview.startsAt, interview.endsAt, interview.timeZone);
  const proposed = interview.status === 'reschedule_requested' ? interview.proposedTimes : [];
  const theirZone = interview.proposedTimeZone ?? interview.timeZone;
  const reason = interview.seekerNote;
  const actions = actionsFor(interview, viewer);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <StatusBadge status={interview.status} />
        <Text size="sm">
          {t(INTERVIEW_FORMAT_KEYS[interview.format])} · {t(INTERVIEW_MODE_KEYS[interview.mode])}
        </Text>
      </Group>
      <div>
        <Text fw={700}>{when.here}</Text>
        {when.there !== null && (
          <Text size="sm" c="dimmed">
            {when.there}
          </Text>
        )}
      </div>
      <Text size="sm">
        {viewer.recruiter ? (
          <Anchor component={Link} to={links.hrJob(interview.job.id)}>
            {interview.job.title}
          </Anchor>
        ) : (
          interview.job.title
        )}
        {' · '}
        {interview.job.organisationName}
      </Text>
      {viewer.recruiter && (
        <CandidateLink
          candidate={interview.candidate}
          to={links.hrCandidate(interview.candidate.subject)}
          label={(name) => t('recruiter.interviews.openCandidate', { name })}
          size="sm"
        />
      )}
      {interview.location !== null && (
        <Text size="sm">{t('recruiter.interviews.where', { place: interview.location })}</Text>
      )}
      {interview.meetingUrl !== null && (
        <Anchor href={interview.meetingUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {t('recruiter.interviews.joinMeeting')}
        </Anchor>
      )}
      <div>
        <Title order={3} size="h5">
          {t('recruiter.interviews.participantsHeading')}
        </Title>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {interview.participants.map((p) => (
            <li key={p.subject}>
              <Text size="sm">
                {p.fullName} — {t(PARTICIPANT_ROLE_KEYS[p.role])}
              </Text>
            </li>
          ))}
        </ul>
      </div>
      {interview.note !== null && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {t('recruiter.interviews.noteLabel', { note: interview.note })}
        </Text>
      )}
      {proposed.length > 0 && (
        <div>
          <Title order={3} size="h5">
            {t('recruiter.interviews.proposedHeading')}
          </Title>
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {proposed.map((p) => {
              const theirs = format(p.startsAt, p.endsAt, theirZone).there;
              return (
                <li key={p.startsAt}>
                  <Text size="sm">{format(p.startsAt, p.endsAt, viewerZone).here}</Text>
                  {theirs !== null && (
                    <Text size="xs" c="dimmed">
                      {t('recruiter.interviews.proposedTheirTime', { time: theirs })}
                    </Text>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {reason !== null && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {t('recruiter.interviews.candidateReason', { reason: isolate(reason) })}
        </Text>
      )}
      {interview.feedback.length > 0 && (
        <div>
          <Title order={3} size="h5">
            {t('recruiter.interviews.feedbackHeading')}
          </Title>
          <Stack gap={6}>
            {interview.feedback.map((f) => (
              <div key={f.author.subject}>
                <Text size="sm" fw={600}>
                  {t('recruiter.interviews.feedbackBy', {
                    name: f.author.fullName,
                    rating: f.rating,
                    recommendation: t(RECOMMENDATION_KEYS[f.recommendation]),
                  })}
                </Text>
                {f.notes !== '' && (
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {f.notes}
                  </Text>
                )}
              </div>
            ))}
          </Stack>
        </div>
      )}
      {actions.length > 0 && (
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {actions.includes('scheduleAnother') && (
            <Button variant="default" onClick={() => onAction('scheduleAnother', interview)}>
              {t('recruiter.interviews.scheduleAnother')}
            </Button>
          )}
          {actions.includes('reschedule') && (
            <Button
              variant={interview.status === 'reschedule_requested' ? 'filled' : 'default'}
              onClick={() => onAction('reschedule', interview)}
            >
              {t('recruiter.interviews.reschedule')}
            </Button>
          )}
          {actions.includes('feedback') && (
            <Button onClick={() => onAction('feedback', interview)}>
              {t('recruiter.interviews.giveFeedback')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
