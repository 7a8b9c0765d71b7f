import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { useSectionWrite, type Experience } from './api';
import { ExperienceDialog } from './experience-dialog';
import classes from './profile.module.css';

/** "Mar 2021" in the reader's language, from YYYY-MM-DD. */
export function formatMonth(date: string, locale: Locale): string {
  const [year, month] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)),
  );
}

/** The profile's jobs, newest first, each editable in a dialog and removable after a confirmation. */
export function ExperienceSection({ experiences }: { experiences: readonly Experience[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // undefined: closed; null: a new entry
  const [editing, setEditing] = useState<Experience | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Experience | null>(null);

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="profile-experience-heading">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4" id="profile-experience-heading">
          {t('profile.experience.heading')}
        </Title>
        {experiences.length > 0 && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing(null)}
          >
            {t('profile.experience.add')}
          </Button>
        )}
      </Group>
      {experiences.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">{t('profile.experience.empty')}</Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('profile.experience.addFirst')}
          </Button>
        </Stack>
      ) : (
        <ul className={classes.list}>
          {experiences.map((entry) => (
            <li key={entry.id} className={classes.item}>
              <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{entry.jobTitle}</bdi>
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{entry.companyName}</bdi>
                </Text>
                <Text size="sm" c="dimmed">
                  {t('profile.experience.period', {
                    from: formatMonth(entry.dateFrom, locale),
                    to:
                      entry.isCurrent || entry.dateTo === null
                        ? t('profile.experience.present')
                        : formatMonth(entry.dateTo, locale),
                  })}
                </Text>
                {entry.jobDescription !== null && entry.jobDescription !== '' && (
                  <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {entry.jobDescription}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing(entry)}
                  aria-label={t('profile.experience.editNamed', { title: entry.jobTitle })}
                >
                  {t('profile.actions.edit')}
                </Button>
                <Button
                  variant="default"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setRemoving(entry)}
                  aria-label={t('profile.experience.removeNamed', { title: entry.jobTitle })}
                >
                  {t('profile.actions.remove')}
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      )}
      <ExperienceDialog editing={editing} onClose={() => setEditing(undefined)} />
      <RemoveExperience entry={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function RemoveExperience({ entry, onClose }: { entry: Experience | null; onClose: () => void }) {
  const { t } = useTranslation();
  const write = useSectionWrite<never>('experiences');
  const close = () => {
    write.reset();
    onClose();
  };
  return (
    <Modal opened={entry !== null} onClose={close} title={t('profile.experience.removeTitle')}>
      <Stack gap="md">
        <Text>{t('profile.experience.removeQuestion', { title: entry?.jobTitle ?? '' })}</Text>
        {write.isError && (
          <Alert color="red" role="alert">
            {t('profile.errors.saveFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} data-autofocus>
            {t('profile.actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={write.isPending}
            onClick={() =>
              entry !== null && write.mutate({ id: entry.id, remove: true }, { onSuccess: close })
            }
          >
            {t('profile.actions.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
