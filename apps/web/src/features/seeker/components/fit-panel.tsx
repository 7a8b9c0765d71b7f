import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FitPartResponse } from '@talent/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobFit } from '../api/fit';
import classes from './seeker.module.css';

const PART_LABEL_KEYS = {
  skills: 'jobs.fit.skills',
  languages: 'jobs.fit.languages',
  experience: 'jobs.fit.experience',
  education: 'jobs.fit.education',
  location: 'jobs.fit.location',
} as const satisfies Record<FitPartResponse['key'], string>;

/** "Why this job": the fit percent and, per part, what matched and what is missing. */
export function FitPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const fit = useJobFit(jobId, true);
  if (fit.data === undefined) return null;
  const { percent, parts } = fit.data.fit;

  return (
    <Card component="section" withBorder aria-labelledby={headingId} padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('jobs.fit.heading')}
        </Title>
        <Text fw={700} size="lg">
          {t('jobs.fit.percent', { percent })}
        </Text>
      </Group>
      <dl className={classes.fitParts}>
        {parts.map((part) => (
          <div key={part.key} className={classes.fitPart}>
            <dt>
              <Text fw={600} span>
                {t(PART_LABEL_KEYS[part.key])}
              </Text>{' '}
              <Text span size="sm" c="dimmed">
                {t('jobs.fit.partScore', { percent: Math.round(part.score * 100) })}
              </Text>
            </dt>
            <dd>
              <Stack gap={2}>
                {!part.required && <Text size="sm">{t('jobs.fit.notRequired')}</Text>}
                {part.matched.length + part.partial.length > 0 && (
                  <Text size="sm">
                    {t('jobs.fit.matched', { items: [...part.matched, ...part.partial].join(', ') })}
                  </Text>
                )}
                {part.missing.length > 0 && (
                  <Text size="sm">{t('jobs.fit.missing', { items: part.missing.join(', ') })}</Text>
                )}
              </Stack>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
