import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { SavedJob } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/ui-store';
import { useMoveToCollection } from '../api/job-collections';
import { ApplySheet } from './apply-sheet';

/** The longest collection name the API takes (contracts: collectionNameSchema). */
export const COLLECTION_NAME_MAX = 80;

interface SavedJobCardProps {
  job: SavedJob;
  current: boolean;
  /** The seeker's collection names, for the "Move to" menu. */
  collections: readonly string[];
  /** The seeker's application to this job, when there is one. */
  applicationId: string | undefined;
  onUnsave: (job: SavedJob) => void;
  unsaving: boolean;
}

/** One saved job: its facts and what can be done with it (apply, move, remove). */
export function SavedJobCard({
  job,
  current,
  collections,
  applicationId,
  onUnsave,
  unsaving,
}: SavedJobCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const move = useMoveToCollection();
  // the list's filter and page stay when a job is opened beside it
  const { search } = useLocation();
  const [applyOpen, setApplyOpen] = useState(false);
  const [newOpen, setNewOpen] = useState(false);
  const [newName, setNewName] = useState('');

  const moveTo = (collection: string | null) => {
    move.mutate(
      { jobId: job.id, collection },
      {
        onSuccess: () =>
          showToast(
            collection === null
              ? t('saved.collections.movedOut')
              : t('saved.collections.moved', { collection }),
          ),
        onError: () => showToast(t('saved.collections.moveFailed')),
      },
    );
  };

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = newName.trim();
    if (name === '') return;
    setNewOpen(false);
    setNewName('');
    moveTo(name);
  };

  return (
    <Card component="article" withBorder padding="md" data-current={current}>
      <Stack gap={6}>
        <Title order={2} size="h5">
          <Anchor
            component={Link}
            to={{ pathname: `/saved/${job.id}`, search }}
            dir="auto"
            aria-current={current ? 'page' : undefined}
          >
            {job.title}
          </Anchor>
        </Title>
        <Text size="sm">
          <bdi>{job.company.name}</bdi>
        </Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t('saved.list.savedOn', { date: formatDate(job.savedAt, locale) })}
          </Text>
          {job.collection !== null && (
            <Badge variant="light" tt="none" size="sm">
              <bdi>{job.collection}</bdi>
            </Badge>
          )}
          {!job.isOpen && (
            <Badge color="gray" variant="light" tt="none" size="sm">
              {t('saved.list.closed')}
            </Badge>
          )}
        </Group>
        <Group gap="xs" mt={4}>
          {applicationId === undefined ? (
            <Button size="xs" onClick={() => setApplyOpen(true)} disabled={!job.isOpen}>
              {t('jobs.actions.apply')}
            </Button>
          ) : (
            <Button component={Link} to={`/applications/${applicationId}`} size="xs" variant="light">
              {t('jobs.actions.viewApplication')}
            </Button>
          )}
          <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                loading={move.isPending}
                aria-label={t('saved.collections.moveLabel', { title: job.title })}
              >
                {t('saved.collections.move')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('saved.collections.moveTo')}</Menu.Label>
              {collections.map((name) => (
                <Menu.Item key={name} disabled={name === job.collection} onClick={() => moveTo(name)}>
                  <bdi>{name}</bdi>
                </Menu.Item>
              ))}
              <Menu.Item disabled={job.collection === null} onClick={() => moveTo(null)}>
                {t('saved.collections.none')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item onClick={() => setNewOpen(true)}>{t('saved.collections.new')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={unsaving}
            onClick={() => onUnsave(job)}
            aria-label={t('saved.list.unsaveLabel', { title: job.title })}
          >
            {t('saved.list.unsave')}
          </Button>
        </Group>
      </Stack>
      <ApplySheet
        opened={applyOpen}
        onClose={() => setApplyOpen(false)}
        jobId={job.id}
        jobTitle={job.title}
        companyName={job.company.name}
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        opened={newOpen}
        onClose={() => setNewOpen(false)}
        title={t('saved.collections.newTitle')}
        centered
      >
        <form onSubmit={onCreate}>
          <Stack gap="md">
            <TextInput
              label={t('saved.collections.name')}
              value={newName}
              onChange={(event) => setNewName(event.currentTarget.value)}
              maxLength={COLLECTION_NAME_MAX}
              required
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setNewOpen(false)}>
                {t('jobs.apply.cancel')}
              </Button>
              <Button type="submit" disabled={newName.trim() === ''}>
                {t('saved.collections.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
