import { Badge } from '@mantine/core';
import type { JobStatusName, PipelineStageCounts } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import classes from './recruiter.module.css';

export const JOB_STATUSES: readonly JobStatusName[] = ['draft', 'published', 'closed', 'withdrawn'];

export const isJobStatus = (value: string): value is JobStatusName =>
  (JOB_STATUSES as readonly string[]).includes(value);

export const JOB_STATUS_LABEL_KEYS = {
  draft: 'recruiter.jobs.statusDraft',
  published: 'recruiter.jobs.statusPublished',
  closed: 'recruiter.jobs.statusClosed',
  withdrawn: 'recruiter.jobs.statusWithdrawn',
} as const satisfies Record<JobStatusName, string>;

const STATUS_COLOURS: Record<JobStatusName, string> = {
  draft: 'gray',
  published: 'brand',
  closed: 'dark',
  withdrawn: 'red',
};

/** A job's status as a coloured badge with its name. */
export function JobStatusBadge({ status }: { status: JobStatusName }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" tt="none">
      {t(JOB_STATUS_LABEL_KEYS[status])}
    </Badge>
  );
}

/** The stages of the pipeline, in the order a candidate goes through them. */
export const STAGE_ORDER: readonly (keyof PipelineStageCounts)[] = [
  'invited',
  'applied',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'rejected',
];

const STAGE_LABEL_KEYS = {
  invited: 'recruiter.jobs.stageInvited',
  applied: 'recruiter.jobs.stageApplied',
  shortlisted: 'recruiter.jobs.stageShortlisted',
  interviewing: 'recruiter.jobs.stageInterviewing',
  offered: 'recruiter.jobs.stageOffered',
  hired: 'recruiter.jobs.stageHired',
  rejected: 'recruiter.jobs.stageRejected',
} as const satisfies Record<keyof PipelineStageCounts, string>;

/** How many candidates are at each stage, as a list of terms and figures. */
export function StageCounts({ counts, label }: { counts: PipelineStageCounts; label: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <dl className={classes.stageCounts} aria-label={label}>
      {STAGE_ORDER.map((stage) => (
        <div key={stage} className={classes.stageCount} data-empty={counts[stage] === 0}>
          <dt>{t(STAGE_LABEL_KEYS[stage])}</dt>
          <dd>{number.format(counts[stage])}</dd>
        </div>
      ))}
    </dl>
  );
}
