import '@mantine/core/styles/Tabs.css';
import { Alert, Button, Group, NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import type { SavedJob } from '@talent/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListDetailSplit } from '../../../components/list-detail-split';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { showToast } from '../../../lib/ui-store';
import { useApplies } from '../api/applications';
import { putJobCollection, useJobCollections } from '../api/job-collections';
import { SAVED_PAGE_SIZE, useSavedJobs, useToggleSave } from '../api/saved-jobs';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { SavedJobCard } from './saved-job-card';
import { SavedSearches } from './saved-searches';
import classes from './seeker.module.css';
import { ListPages } from '../../../components/list-pages';

interface SavedJobsScreenProps {
  currentJobId?: string | undefined;
  /** The saved job shown beside the list. */
  detail?: ReactNode;
}

/** The list's state in the address: `?view=searches`, `?collection=…&page=N`. */
function readParams(params: URLSearchParams) {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const collection = params.get('collection')?.trim() ?? '';
  return {
    view: params.get('view') === 'searches' ? ('searches' as const) : ('jobs' as const),
    collection: collection === '' ? undefined : collection,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** /saved: saved jobs (50 a page, by collection, the chosen one beside the list) and saved searches. */
export function SavedJobsScreen({ currentJobId, detail }: SavedJobsScreenProps) {
  const { t } = useTranslation();
  usePageTitle(t('saved.list.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const { view, collection, page } = readParams(searchParams);

  const setParams = (changes: { view?: string; collection?: string | undefined; page?: number }) => {
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || value === 'jobs' || value === 1) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('saved.list.title')} />
      <Tabs value={view} onChange={(value) => setParams({ view: value ?? 'jobs' })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="jobs">{t('saved.tabs.jobs')}</Tabs.Tab>
          <Tabs.Tab value="searches">{t('saved.tabs.searches')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="jobs" pt="md">
          <SavedJobsList
            currentJobId={currentJobId}
            detail={detail}
            collection={collection}
            page={page}
            onCollection={(value) => setParams({ collection: value, page: 1 })}
            onPage={(value) => setParams({ page: value })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="searches" pt="md">
          <SavedSearches />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

interface SavedJobsListProps extends SavedJobsScreenProps {
  collection: string | undefined;
  page: number;
  onCollection: (collection: string | undefined) => void;
  onPage: (page: number) => void;
}

function SavedJobsList({ currentJobId, detail, collection, page, onCollection, onPage }: SavedJobsListProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useSavedJobs((page - 1) * SAVED_PAGE_SIZE, true, collection);
  const collections = useJobCollections();
  const applies = useApplies(true);
  const toggle = useToggleSave();
  const [removed, setRemoved] = useState<SavedJob | null>(null);
  const [undoing, setUndoing] = useState(false);
  const data = query.data;
  const names = (collections.data?.items ?? []).map((c) => c.name);

  const onUnsave = (job: SavedJob) => {
    toggle.mutate(
      { jobId: job.id, save: false },
      {
        onSuccess: () => setRemoved(job),
        onError: () => showToast(t('saved.list.unsaveFailed')),
      },
    );
  };

  const onUndo = async () => {
    if (removed === null) return;
    setUndoing(true);
    try {
      // PUT jobCollection saves the job again, in the collection it was in
      await putJobCollection(removed.id, removed.collection);
      setRemoved(null);
    } catch {
      showToast(t('jobs.actions.saveFailed'));
    } finally {
      setUndoing(false);
      void client.invalidateQueries({ queryKey: ['seeker'] });
    }
  };

  return (
    <ListDetailSplit
      listLabel={t('saved.list.title')}
      detail={currentJobId === undefined ? null : detail}
      list={
        <Stack gap="md" style={{ minInlineSize: 0 }}>
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <Text role="status" fw={600}>
              {data !== undefined && t('saved.list.total', { count: data.total })}
            </Text>
            {(names.length > 0 || collection !== undefined) && (
              <NativeSelect
                label={t('saved.collections.filter')}
                value={collection ?? ''}
                onChange={(event) => onCollection(event.currentTarget.value || undefined)}
                data={[
                  { value: '', label: t('saved.collections.all') },
                  ...[...new Set([...names, ...(collection === undefined ? [] : [collection])])].map(
                    (name) => ({
                      value: name,
                      label: name,
                    }),
                  ),
                ]}
              />
            )}
          </Group>
          {removed !== null && (
            <Alert
              color="gray"
              variant="light"
              role="status"
              withCloseButton
              onClose={() => setRemoved(null)}
              closeButtonLabel={t('common.actions.close')}
            >
              <Group gap="sm" justify="space-between" wrap="wrap">
                <Text size="sm">{t('saved.list.removed', { title: removed.title })}</Text>
                <Button size="xs" variant="outline" loading={undoing} onClick={() => void onUndo()}>
                  {t('saved.list.undo')}
                </Button>
              </Group>
            </Alert>
          )}
          {query.isPending && <PageLoader label={t('saved.list.loading')} />}
          {query.isError && (
            <ErrorState
              title={t('saved.list.errorTitle')}
              message={t('saved.list.errorMessage')}
              retryLabel={t('common.actions.retry')}
              onRetry={() => void query.refetch()}
              error={query.error}
            />
          )}
          {data !== undefined && data.items.length === 0 && (
            <EmptyState
              title={collection === undefined ? t('saved.list.empty') : t('saved.collections.empty')}
              action={
                collection === undefined ? (
                  <Button component={Link} to="/jobs" variant="light">
                    {t('saved.list.browse')}
                  </Button>
                ) : (
                  <Button variant="light" onClick={() => onCollection(undefined)}>
                    {t('saved.collections.showAll')}
                  </Button>
                )
              }
            />
          )}
          {data !== undefined && data.items.length > 0 && (
            <ul className={classes.list}>
              {data.items.map((job) => (
                <li key={job.id}>
                  <SavedJobCard
                    job={job}
                    current={job.id === currentJobId}
                    collections={names}
                    applicationId={applies.data?.items.find((a) => a.jobId === job.id)?.id}
                    onUnsave={onUnsave}
                    unsaving={toggle.isPending && toggle.variables.jobId === job.id}
                  />
                </li>
              ))}
            </ul>
          )}
          {data !== undefined && (
            <ListPages
              total={data.total}
              pageSize={SAVED_PAGE_SIZE}
              page={page}
              label={t('saved.list.pagination')}
              onChange={onPage}
            />
          )}
        </Stack>
      }
    />
  );
}
