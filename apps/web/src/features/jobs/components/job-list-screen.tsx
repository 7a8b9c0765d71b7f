import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { JOB_LIST_PAGE_SIZE, useJobs } from '../api/list-jobs';
import { useJobListParams } from '../hooks/use-job-list-params';
import { JobFilters } from './job-filters';
import { JobResults } from './job-results';
import { JobSearchForm } from './job-search-form';
import classes from './job-list.module.css';

interface JobListScreenProps {
  /** Jobs open at `{basePath}/{jobId}` with the list kept beside them; `/jobs/{jobId}` otherwise. */
  basePath?: string;
  /** The list's own heading; "Find your next job" by default. */
  heading?: string;
  /** Filters fixed by the address (a category's or a company's jobs): no filter controls then. */
  fixed?: { categoryId?: string; companyId?: string };
  /** Shown under the heading, above the search. */
  intro?: ReactNode;
  /** Replaces the heading: a header with the page's own h1 (a company's name and logo). */
  header?: ReactNode;
  /** The job shown beside the list (wide screens) or below it. */
  detail?: ReactNode;
  currentJobId?: string | undefined;
  /** Called with each search the reader runs (recent searches). */
  onSearch?: (keyword: string) => void;
  /** Extra controls beside the search (save the search). */
  searchActions?: ReactNode;
  /** Under the search, above the results (the seeker's home: recommendations): search leads. */
  afterSearch?: ReactNode;
}

/** /jobs: search published jobs; the search lives in the URL so reload and back/forward keep it. */
export function JobListScreen({
  basePath,
  heading,
  fixed,
  intro,
  detail,
  currentJobId,
  onSearch,
  searchActions,
  afterSearch,
  header,
}: JobListScreenProps = {}) {
  const { t } = useTranslation();
  usePageTitle(heading ?? t('jobs.list.pageTitle'));
  const { params, update, clear } = useJobListParams();

  const query = useJobs({
    keyword: params.keyword,
    categoryId: fixed?.categoryId ?? params.categoryId,
    companyId: fixed?.companyId,
    employmentType: params.employmentType === '' ? undefined : params.employmentType,
    limit: JOB_LIST_PAGE_SIZE,
    offset: (params.page - 1) * JOB_LIST_PAGE_SIZE,
  });

  const onPageChange = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0 });
  };

  const list = (
    <JobResults
      query={query}
      page={params.page}
      hasSearch={params.keyword !== '' || params.categoryId !== '' || params.employmentType !== ''}
      onPageChange={onPageChange}
      onClearSearch={clear}
      basePath={basePath}
      currentJobId={currentJobId}
      // a company's page shows its logo and name once, in its header
      hideCompany={fixed?.companyId !== undefined}
    />
  );

  return (
    <Stack gap="lg">
      {header ?? <Title order={1}>{heading ?? t('jobs.list.heading')}</Title>}
      {intro}
      <Stack gap="sm">
        <JobSearchForm
          keyword={params.keyword}
          onSearch={(keyword) => {
            update({ keyword });
            onSearch?.(keyword);
          }}
        />
        {fixed === undefined && (
          <JobFilters
            categoryId={params.categoryId}
            employmentType={params.employmentType}
            onChange={update}
          />
        )}
        {searchActions}
      </Stack>
      {afterSearch}
      {detail === undefined ? (
        list
      ) : (
        <div className={classes.split} data-detail={currentJobId !== undefined}>
          {list}
          {currentJobId !== undefined && <div className={classes.detail}>{detail}</div>}
        </div>
      )}
    </Stack>
  );
}
