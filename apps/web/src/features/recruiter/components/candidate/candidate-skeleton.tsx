import { Box, Card, Group, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSkeleton, SkeletonLines } from '../../../../components/content-skeleton';
import classes from './candidate.module.css';

/**
 * The candidate panel while the candidate (or the job they are opened for) loads: the card, with
 * placeholders for the photo, the name, the headline, the place, the contact, the standing and the
 * sections, where the panel draws them; with `actions` (opened for a job) the buttons' places too.
 * `close` is the panel's close button, which needs nothing.
 */
export function CandidatePanelSkeleton({ close, actions = false }: { close?: ReactNode; actions?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" className={classes.panel}>
      <Group align="flex-start" wrap="nowrap" gap="sm" justify="space-between">
        <Box miw={0} style={{ flex: 1 }}>
          <ContentSkeleton label={t('recruiter.candidate.loading')}>
            <Stack gap="md">
              <Group align="flex-start" wrap="nowrap" gap="sm">
                <Skeleton circle height={56} />
                <Stack gap={8} pt={4}>
                  <Skeleton height={22} width={200} />
                  <SkeletonLines widths={[160, 120, 90]} />
                </Stack>
              </Group>
              <SkeletonLines widths={[180]} />
              <Group gap="xs">
                <Skeleton height={22} width={90} radius="xl" />
                <Skeleton height={14} width={110} />
              </Group>
              {actions && (
                <Stack gap="sm">
                  <Group gap="sm">
                    <Skeleton height={36} width={170} />
                    <Skeleton height={36} width={70} />
                  </Group>
                  <Skeleton height={36} />
                  <Skeleton height={30} width={100} />
                </Stack>
              )}
              <Stack gap={8}>
                <Skeleton height={16} width={120} />
                <Skeleton height={8} radius="xl" />
                <SkeletonLines widths={['85%', '70%']} />
              </Stack>
              <Stack gap={8}>
                <Skeleton height={16} width={140} />
                <SkeletonLines widths={['60%', '50%']} />
              </Stack>
            </Stack>
          </ContentSkeleton>
        </Box>
        {close}
      </Group>
    </Card>
  );
}

/** The application's timeline while it loads: its heading's line and two events. */
export function TimelineSkeleton() {
  const { t } = useTranslation();
  return (
    <ContentSkeleton label={t('recruiter.candidate.loading')}>
      <Stack gap={8}>
        <Skeleton height={16} width={100} />
        <SkeletonLines widths={['55%', '30%', '50%', '30%']} />
      </Stack>
    </ContentSkeleton>
  );
}
