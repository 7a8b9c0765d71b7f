import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { TalentCollection } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/ui-store';
import { refusalMessage } from '../../api/candidate';
import { useCreateCollection, useDeleteCollection, useRenameCollection } from '../../api/collections';
import { isolate } from '../offers/isolate';

const NAME_MAX = 120;
const DESCRIPTION_MAX = 1000;

/** Create a collection (`collection` undefined) or rename one: its name and description. */
export function CollectionFormDialog({
  opened,
  onClose,
  collection,
  organisationId,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  collection?: TalentCollection;
  /** Only when the caller recruits for several organisations. */
  organisationId?: string;
  onSaved?: (collection: TalentCollection) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCollection();
  const rename = useRenameCollection();
  const mutation = collection === undefined ? create : rename;
  const [name, setName] = useState(collection?.name ?? '');
  const [description, setDescription] = useState(collection?.description ?? '');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setInvalid(true);
      return;
    }
    const done = (saved: TalentCollection) => {
      showToast(
        t(
          collection === undefined
            ? 'recruiter.collections.createdToast'
            : 'recruiter.collections.renamedToast',
          {
            name: isolate(saved.name),
          },
        ),
      );
      onSaved?.(saved);
      onClose();
    };
    if (collection === undefined) {
      create.mutate(
        {
          name: trimmed,
          description: description.trim(),
          ...(organisationId === undefined ? {} : { organisationId }),
        },
        { onSuccess: done },
      );
    } else {
      rename.mutate(
        { id: collection.id, name: trimmed, description: description.trim() },
        { onSuccess: done },
      );
    }
  };
  const refusal = mutation.isError ? refusalMessage(mutation.error) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        collection === undefined
          ? t('recruiter.collections.createTitle')
          : t('recruiter.collections.renameTitle', { name: isolate(collection.name) })
      }
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('recruiter.collections.nameLabel')}
            value={name}
            maxLength={NAME_MAX}
            required
            data-autofocus
            error={invalid && name.trim() === '' ? t('recruiter.collections.nameRequired') : undefined}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Textarea
            label={t('recruiter.collections.descriptionLabel')}
            value={description}
            maxLength={DESCRIPTION_MAX}
            minRows={3}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          {mutation.isError && (
            <Alert color="red" role="alert">
              {refusal ?? t('recruiter.collections.saveFailed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('recruiter.collections.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {collection === undefined ? t('recruiter.collections.create') : t('recruiter.collections.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Delete a collection after saying what it means: the list goes, its candidates stay. */
export function DeleteCollectionDialog({
  collection,
  onClose,
  onDeleted,
}: {
  collection: TalentCollection | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCollection();
  const confirm = () => {
    if (collection === null) return;
    remove.mutate(collection.id, {
      onSuccess: () => {
        showToast(t('recruiter.collections.deletedToast', { name: isolate(collection.name) }));
        onClose();
        onDeleted?.();
      },
    });
  };
  return (
    <Modal
      opened={collection !== null}
      onClose={onClose}
      title={
        collection === null ? '' : t('recruiter.collections.deleteTitle', { name: isolate(collection.name) })
      }
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      centered
    >
      <Stack gap="md">
        <Text>{t('recruiter.collections.deleteMessage', { count: collection?.candidateCount ?? 0 })}</Text>
        {remove.isError && (
          <Alert color="red" role="alert">
            {t('recruiter.collections.actionFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('recruiter.collections.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('recruiter.collections.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
