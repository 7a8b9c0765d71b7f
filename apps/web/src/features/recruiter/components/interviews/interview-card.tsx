import { Anchor, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { HrAssessment } from '@talent/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpanFormat } from './format';
import {
  INTERVIEW_FORMAT_KEYS,
  INTERVIEW_MODE_KEYS,
  INTERVIEW_STATUS_COLORS,
  INTERVIEW_STATUS_KEYS,
} from './labels';
import classes from './interviews.module.css';
import { candidateDisplayName } from '../candidate/anonymised';

interface InterviewCardProps {
  interview: HrAssessment;
  viewerZone: string;
  /** Show the day with the time (the list); the week's columns already name the day. */
  withDay: boolean;
  onOpen: () => void;
}

/** An interview's status: the text colour on a tint of the status (a tinted text is too faint), wrapping rather than cut in a narrow column. */
export function StatusBadge({ status }: { status: HrAssessment['status'] }) {
  const { t } = useTranslation();
  const color = INTERVIEW_STATUS_COLORS[status];
  return (
    <Badge
      color={color}
      variant="light"
      size="sm"
      tt="none"
      style={{ '--badge-color': 'var(--mantine-color-text)' } as CSSProperties}
      styles={{ root: { height: 'auto', maxInlineSize: '100%' }, label: { whiteSpace: 'normal' } }}
    >
      {t(INTERVIEW_STATUS_KEYS[status])}
    </Badge>
  );
}

/** One interview: who, for which job, when (here and there), what kind, its status, where. */
export function InterviewCard({ interview, viewerZone, withDay, onOpen }: InterviewCardProps) {
  const { t } = useTranslation();
  const format = useSpanFormat(viewerZone);
  const when = format(interview.startsAt, interview.endsAt, interview.timeZone, withDay);
  const color = INTERVIEW_STATUS_COLORS[interview.status];
  const name = candidateDisplayName(interview.candidate, t);
  return (
    <article
      className={classes.card}
      style={{ '--status-color': `var(--mantine-color-${color}-6)` } as CSSProperties}
      aria-label={name}
    >
      <Text size="sm" fw={700}>
        {when.here}
      </Text>
      {when.there !== null && (
        <Text size="xs" c="dimmed">
          {when.there}
        </Text>
      )}
      <UnstyledButton className={classes.cardButton} onClick={onOpen} aria-haspopup="dialog">
        {name}
      </UnstyledButton>
      <Text size="sm">{interview.job.title}</Text>
      <Text size="xs" c="dimmed">
        {t(INTERVIEW_FORMAT_KEYS[interview.format])} · {t(INTERVIEW_MODE_KEYS[interview.mode])}
      </Text>
      <Group gap={4} mt={4} wrap="wrap">
        <StatusBadge status={interview.status} />
      </Group>
      {interview.meetingUrl !== null ? (
        <Anchor href={interview.meetingUrl} target="_blank" rel="noopener noreferrer" size="xs">
          {t('recruiter.interviews.joinMeeting')}
        </Anchor>
      ) : (
        interview.location !== null && <Text size="xs">{interview.location}</Text>
      )}
    </article>
  );
}
