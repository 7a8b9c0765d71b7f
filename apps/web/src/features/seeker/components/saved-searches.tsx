import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { SavedSearch, StoredSearchFilters } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { showToast } from '../../../lib/ui-store';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';
import classes from './seeker.module.css';

/** The filters /jobs keeps in its address; the others of a stored search are not shown there. */
export function searchHref(filters: StoredSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.keyword !== undefined && filters.keyword !== '') params.set('keyword', filters.keyword);
  if (filters.categoryId !== undefined && filters.categoryId !== '')
    params.set('categoryId', filters.categoryId);
  if (filters.employmentType !== undefined && filters.employmentType !== '')
    params.set('employmentType', filters.employmentType);
  const query = params.toString();
  return query === '' ? '/jobs' : `/jobs?${query}`;
}

/** The seeker's saved searches: run one, or delete it after a confirmation. */
export function SavedSearches() {
  const { t } = useTranslation();
  const query = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [confirming, setConfirming] = useState<SavedSearch | null>(null);

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

  if (query.isPending) return <PageLoader label={t('saved.searches.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        title={t('saved.searches.errorTitle')}
        message={t('saved.list.errorMessage')}
        retryLabel={t('common.actions.retry')}
        onRetry={() => void query.refetch()}
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
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={4} style={{ minInlineSize: 0 }}>
                    <Title order={2} size="h5">
                      <bdi>{search.name}</bdi>
                    </Title>
                    <Badge variant="light" color={search.notify ? 'brand' : 'gray'} tt="none" size="sm">
                      {search.notify ? t('saved.searches.alertsOn') : t('saved.searches.alertsOff')}
                    </Badge>
                  </Stack>
                  <Group gap="xs">
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
                      variant="subtle"
                      color="red"
                      onClick={() => setConfirming(search)}
                      aria-label={t('saved.searches.deleteLabel', { name: search.name })}
                    >
                      {t('saved.searches.delete')}
                    </Button>
                  </Group>
                </Group>
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
    </Stack>
  );
}
