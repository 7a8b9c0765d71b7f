import { ActionIcon, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useChecklist, useDismissStep } from '../api/get-checklist';
import { completedCount, visibleItems, type ChecklistStep } from '../checklist';
import classes from './getting-started.module.css';

const STEP_TEXT = {
  profile: { label: 'help.checklist.profile', to: '/profile' },
  resume: { label: 'help.checklist.resume', to: '/profile' },
  savedSearch: { label: 'help.checklist.savedSearch', to: '/jobs' },
  savedJob: { label: 'help.checklist.savedJob', to: '/jobs' },
  followedCompany: { label: 'help.checklist.followedCompany', to: '/jobs' },
  application: { label: 'help.checklist.application', to: '/jobs' },
} as const satisfies Record<ChecklistStep, { label: string; to: string }>;

/** The "Getting Started" panel: the seeker's first steps, ticked from their real progress. */
export function GettingStartedPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const checklist = useChecklist();
  const dismiss = useDismissStep();
  const items = checklist.data ?? [];
  const shown = visibleItems(items);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      shadow="sm"
      p="md"
      className={classes.panel}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('help.checklist.title')}
        </Title>
        <ActionIcon variant="subtle" color="gray" aria-label={t('help.checklist.close')} onClick={onClose}>
          <span aria-hidden>×</span>
        </ActionIcon>
      </Group>
      {checklist.isPending ? (
        <PageLoader label={t('help.checklist.loading')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {t('help.checklist.progress', { done: completedCount(items), total: items.length })}
          </Text>
          {shown.length === 0 && <Text size="sm">{t('help.checklist.allDismissed')}</Text>}
          <ul className={classes.list}>
            {shown.map((item) => (
              <li key={item.step} className={classes.item} data-done={item.done}>
                <span aria-hidden className={classes.mark}>
                  {item.done ? '✓' : '○'}
                </span>
                <Stack gap={0} className={classes.text}>
                  <Anchor component={Link} to={STEP_TEXT[item.step].to} size="sm">
                    {t(STEP_TEXT[item.step].label)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {item.done ? t('help.checklist.done') : t('help.checklist.todo')}
                  </Text>
                </Stack>
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => dismiss.mutate(item.step)}
                  aria-label={t('help.checklist.dismissStep', { step: t(STEP_TEXT[item.step].label) })}
                >
                  {t('help.checklist.dismiss')}
                </Anchor>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </Paper>
  );
}
