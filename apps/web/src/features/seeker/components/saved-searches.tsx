import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Card, Group, Modal, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { SavedSearch } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/ui-store';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import { searchHref, SummaryParts, useSearchSummary } from './saved-searches-format';
import classes from './seeker.module.css';

export { searchHref } from './saved-searches-format';

/** The name limit of the API (createSavedSearchBodySchema). */
const NAME_MAX_LENGTH = 120;

const isDuplicateName = (error: unknown) =>
  isApiError(error, 409) && (error.body as { error?: string } | undefined)?.error === 'duplicate_name';

/** The seeker's saved searches: run one, rename it, switch its alerts, or delete it after a confirmation. */
export function SavedSearches() {
  const { t } = useTranslation();
  const query = useSavedSearches();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const summary = useSearchSummary();
  const [confirming, setConfirming] = useState<SavedSearch | null>(null);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);

  const onDelete = () => {
    if (confirming === null) return;
    const { id, name } = confirming;
    remove.mutate(id, {
      onSuccess: () => {
        setConfirming(null);
        showToast(t('saved.searches.deletedToast', { name }));
      },
      onError: () => {
        setConfirming(null);
        showToast(t('saved.searches.deleteFailed'));
      },
    });
  };

  const onAlerts = (search: SavedSearch, notify: boolean) => {
    update.mutate(
      { id: search.id, notify },
      {
        onSuccess: () =>
          showToast(
            t(notify ? 'saved.searches.alertsOnToast' : 'saved.searches.alertsOffToast', {
              name: search.name,
            }),
          ),
        onError: () => showToast(t('saved.searches.updateFailed')),
      },
    );
  };

  if (query.isPending) return <PageLoader label={t('saved.searches.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        title={t('saved.searches.errorTitle')}
        message={t('saved.list.errorMessage')}
        retryLabel={t('common.actions.retry')}
        onRetry={() => void query.refetch()}
        error={query.error}
      />
    );

  const items = query.data.items;
  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Stack align="flex-start" gap="xs">
          <Text>{t('saved.searches.empty')}</Text>
          <Button component={Link} to="/jobs" variant="light">
            {t('saved.list.browse')}
          </Button>
        </Stack>
      ) : (
        <ul className={classes.list}>
          {items.map((search) => (
            <li key={search.id}>
              <Card component="article" withBorder padding="md">
                <Stack gap="sm">
                  <Stack gap={4} style={{ minInlineSize: 0 }}>
                    <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                      <bdi>{search.name}</bdi>
                    </Title>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      <SummaryParts parts={summary(search.filters)} />
                    </Text>
                  </Stack>
                  <Group justify="space-between" gap="sm" wrap="wrap">
                    <Switch
                      checked={search.notify}
                      onChange={(event) => onAlerts(search, event.currentTarget.checked)}
                      label={t('saved.searches.alerts')}
                      aria-label={t('saved.searches.alertsLabel', { name: search.name })}
                    />
                    <Group gap="xs" wrap="wrap">
                      <Button
                        component={Link}
                        to={searchHref(search.filters)}
                        size="xs"
                        aria-label={t('saved.searches.runLabel', { name: search.name })}
                      >
                        {t('saved.searches.run')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setRenaming(search)}
                        aria-label={t('saved.searches.renameLabel', { name: search.name })}
                      >
                        {t('saved.searches.rename')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setConfirming(search)}
                        aria-label={t('saved.searches.deleteLabel', { name: search.name })}
                      >
                        {t('saved.searches.delete')}
                      </Button>
                    </Group>
                  </Group>
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('saved.searches.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('saved.searches.confirm', { name: confirming?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('jobs.apply.cancel')}
            </Button>
            <Button color="red" onClick={onDelete} loading={remove.isPending}>
              {t('saved.searches.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t('saved.searches.renameTitle')}
        centered
      >
        {renaming !== null && (
          <RenameForm key={renaming.id} search={renaming} onDone={() => setRenaming(null)} />
        )}
      </Modal>
    </Stack>
  );
}

/** The rename dialog's form: the name, saved with Enter or the button; a taken name is said at the field. */
function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(t('saved.searches.nameRequired'));
      return;
    }
    if (trimmed === search.name) {
      onDone();
      return;
    }
    update.mutate(
      { id: search.id, name: trimmed },
      {
        onSuccess: () => {
          onDone();
          showToast(t('saved.searches.renamedToast', { name: trimmed }));
        },
        onError: (failure) => {
          if (isDuplicateName(failure)) setError(t('saved.searches.nameTaken'));
          else setError(t('saved.searches.updateFailed'));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('saved.searches.nameLabel')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          maxLength={NAME_MAX_LENGTH}
          error={error}
          data-autofocus
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('jobs.apply.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('saved.searches.renameSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
