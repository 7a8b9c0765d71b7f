import { ActionIcon, Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import type { ProfileSection } from '@talent/contracts';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionOrder, useSectionWrite } from './api';
import classes from './profile.module.css';

/** The words of one section, already in the reader's language. */
export interface SectionLabels {
  heading: string;
  /** The header's button once the list has entries. */
  add: string;
  /** The empty state's button. */
  addFirst: string;
  addTitle: string;
  editTitle: string;
  /** The empty state's sentence: why the section matters. */
  empty: string;
}

export interface ProfileSectionCardProps<T extends { id: string }> {
  /** The REST section its entries are removed and reordered through. */
  section: ProfileSection;
  labels: SectionLabels;
  items: readonly T[];
  /** The entry's name in the buttons' labels and the removal question. */
  nameOf: (entry: T) => string;
  renderItem: (entry: T) => ReactNode;
  /** The dialog's form: `entry` null adds one; `onDone` closes the dialog. */
  renderForm: (entry: T | null, onDone: () => void) => ReactNode;
  /** One line per entry (a skill, a language) rather than a block. */
  compact?: boolean;
  /** An entry that cannot be changed, only removed (a file's entry); every entry by default. */
  editable?: (entry: T) => boolean;
  dialogSize?: 'md' | 'lg';
  /** Shown under the heading, above the list. */
  intro?: ReactNode;
}

/**
 * One sub-list of the profile as a card: heading, an empty state inviting the first entry, the
 * entries with edit, remove (after a question) and move up/down, and the add/edit dialog.
 */
export function ProfileSectionCard<T extends { id: string }>({
  section,
  labels,
  items,
  nameOf,
  renderItem,
  renderForm,
  compact = false,
  editable = () => true,
  dialogSize = 'lg',
  intro,
}: ProfileSectionCardProps<T>) {
  const { t } = useTranslation();
  // undefined: closed; null: a new entry
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [removing, setRemoving] = useState<T | null>(null);
  const order = useSectionOrder(section);
  const headingId = `profile-${section}-heading`;
  const close = () => setEditing(undefined);

  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((entry) => entry.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    order.mutate(ids);
  };

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {labels.heading}
        </Title>
        {items.length > 0 && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing(null)}
          >
            {labels.add}
          </Button>
        )}
      </Group>
      {intro}
      {items.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">{labels.empty}</Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {labels.addFirst}
          </Button>
        </Stack>
      ) : (
        <ul className={classes.list}>
          {items.map((entry, index) => {
            const name = nameOf(entry);
            return (
              <li key={entry.id} className={classes.item} data-compact={compact || undefined}>
                <div className={classes.itemBody}>{renderItem(entry)}</div>
                <Group gap={4} wrap="nowrap">
                  {items.length > 1 && (
                    <>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="lg"
                        disabled={index === 0 || order.isPending}
                        onClick={() => move(index, -1)}
                        aria-label={t('profile.list.moveUp', { name })}
                        title={t('profile.list.moveUp', { name })}
                      >
                        <IconArrowUp size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="lg"
                        disabled={index === items.length - 1 || order.isPending}
                        onClick={() => move(index, 1)}
                        aria-label={t('profile.list.moveDown', { name })}
                        title={t('profile.list.moveDown', { name })}
                      >
                        <IconArrowDown size={18} aria-hidden />
                      </ActionIcon>
                    </>
                  )}
                  {editable(entry) && (
                    <ActionIcon
                      variant="default"
                      size="lg"
                      onClick={() => setEditing(entry)}
                      aria-label={t('profile.list.editNamed', { name })}
                      title={t('profile.list.editNamed', { name })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  )}
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={() => setRemoving(entry)}
                    aria-label={t('profile.list.removeNamed', { name })}
                    title={t('profile.list.removeNamed', { name })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </li>
            );
          })}
        </ul>
      )}
      {order.isError && (
        <Alert color="red" role="alert" mt="sm">
          {t('profile.errors.saveFailed')}
        </Alert>
      )}
      <AppModal
        opened={editing !== undefined}
        onClose={close}
        title={editing ? labels.editTitle : labels.addTitle}
        size={dialogSize}
      >
        {/* mounted only while open, so each opening starts from the saved values */}
        {editing !== undefined && <div key={editing?.id ?? 'new'}>{renderForm(editing, close)}</div>}
      </AppModal>
      <RemoveQuestion
        section={section}
        entry={removing}
        name={removing === null ? '' : nameOf(removing)}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}

/** "Remove this entry?" with Cancel (the default) and Remove, which deletes the entry. */
export function RemoveQuestion({
  section,
  entry,
  name,
  onClose,
}: {
  section: ProfileSection;
  entry: { id: string } | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useSectionWrite<never>(section);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <AppModal opened={entry !== null} onClose={close} title={t('profile.list.removeTitle')}>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{t('profile.list.removeQuestion', { name })}</Text>
        {remove.isError && (
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
            loading={remove.isPending}
            onClick={() =>
              entry !== null && remove.mutate({ id: entry.id, remove: true }, { onSuccess: close })
            }
          >
            {t('profile.actions.remove')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
