import { Box, Button, Pagination, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { JobListResponse } from '@talent/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { JOB_LIST_PAGE_SIZE } from '../api/list-jobs';
import { JobCard } from './job-card';
import { JobListSkeleton } from './job-list-skeleton';
import classes from './job-list.module.css';

interface JobResultsProps {
  query: UseQueryResult<JobListResponse>;
  page: number;
  hasSearch: boolean;
  onPageChange: (page: number) => void;
  onClearSearch: () => void;
  basePath?: string | undefined;
  currentJobId?: string | undefined;
  hideCompany?: boolean;
}

export function JobResults({
  query,
  page,
  hasSearch,
  onPageChange,
  onClearSearch,
  basePath,
  currentJobId,
  hideCompany = false,
}: JobResultsProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { data } = query;
  const hasItems = data !== undefined && data.items.length > 0;
  const totalPages = data === undefined ? 0 : Math.ceil(data.total / JOB_LIST_PAGE_SIZE);
  // a page past the last one (`?page=999`): nothing is wrong with the search, the list just ended
  const pastEnd = data !== undefined && !hasItems && page > 1;
  const firstPage = new URLSearchParams(search);
  firstPage.delete('page');
  const firstPageSearch = firstPage.toString();

  return (
    <Stack gap="md">
      {/* one live region, present in every state, so screen readers hear "loading" and then the count */}
      <Text role="status" fw={600}>
        {query.isPending && <VisuallyHidden>{t('jobs.list.loading')}</VisuallyHidden>}
        {hasItems &&
          (data.totalIsEstimate === true
            ? t('jobs.list.totalMoreThan', { count: data.total - 1 })
            : t('jobs.list.total', { count: data.total }))}
      </Text>

      {query.isPending && <JobListSkeleton />}

      {query.isError && (
        <ErrorState
          title={t('jobs.list.errorTitle')}
          message={t('jobs.list.errorMessage')}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void query.refetch()}
          error={query.error}
        />
      )}

      {pastEnd && (
        <EmptyState
          title={t('jobs.list.pastEndTitle')}
          message={t('jobs.list.pastEndMessage')}
          action={
            <Button
              component={Link}
              to={firstPageSearch === '' ? '?' : `?${firstPageSearch}`}
              variant="outline"
            >
              {t('jobs.list.firstPage')}
            </Button>
          }
        />
      )}

      {data !== undefined && !hasItems && !pastEnd && (
        <EmptyState
          icon={IconSearch}
          title={t('jobs.list.emptyTitle')}
          // "remove some filters" only when there are some
          message={hasSearch ? t('jobs.list.emptyMessage') : undefined}
          action={
            hasSearch ? (
              <Button variant="outline" onClick={onClearSearch}>
                {t('jobs.list.clearSearch')}
              </Button>
            ) : undefined
          }
        />
      )}

      {hasItems && (
        <ul className={classes.list}>
          {data.items.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                listSearch={search}
                basePath={basePath}
                current={job.id === currentJobId}
                hideCompany={hideCompany}
              />
            </li>
          ))}
        </ul>
      )}

      {hasItems && data.total > JOB_LIST_PAGE_SIZE && (
        <Box component="nav" aria-label={t('jobs.list.pagination')} py="md">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={onPageChange}
            getItemProps={(p) => ({ 'aria-label': t('jobs.list.pageLabel', { page: p }) })}
            getControlProps={(control) => {
              if (control === 'previous') return { 'aria-label': t('jobs.list.previousPage') };
              if (control === 'next') return { 'aria-label': t('jobs.list.nextPage') };
              return {};
            }}
          />
        </Box>
      )}
    </Stack>
  );
}
