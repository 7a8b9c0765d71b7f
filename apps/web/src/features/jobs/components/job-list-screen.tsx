import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListDetailSplit } from '../../../components/list-detail-split';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJobs } from '../api/list-jobs';
import {
  hasJobFilters,
  jobSearchOf,
  type JobSearchFilters,
  useJobListParams,
} from '../hooks/use-job-list-params';
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
  /** The job shown beside the list (wide screens) or instead of it (phones and tablets). */
  detail?: ReactNode;
  currentJobId?: string | undefined;
  /** Called with each search the reader runs, with every filter then set (recent searches). */
  onSearch?: (search: JobSearchFilters) => void;
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

  const query = useJobs(jobSearchOf(params, fixed));

  const onPageChange = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0 });
  };

  const list = (
    <JobResults
      query={query}
      page={params.page}
      hasSearch={hasJobFilters(params)}
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
      {header ?? <PageHeader title={heading ?? t('jobs.list.heading')} />}
      {intro}
      {/* below 64em the chosen job replaces the list: the search waits above the list, not the job */}
      <Stack
        gap="sm"
        className={classes.searchArea}
        data-job-open={currentJobId !== undefined && detail !== undefined}
      >
        <JobSearchForm
          keyword={params.keyword}
          location={params.location}
          onSearch={(search) => {
            update(search);
            onSearch?.({
              keyword: search.keyword,
              location: search.location,
              categoryId: params.categoryId,
              employmentType: params.employmentType,
              workModel: params.workModel,
              skills: params.skills,
              languages: params.languages,
              sort: params.sort,
            });
          }}
        />
        <JobFilters
          categoryId={params.categoryId}
          employmentType={params.employmentType}
          workModel={params.workModel}
          skills={params.skills}
          languages={params.languages}
          sort={params.sort}
          narrowing={fixed === undefined}
          onChange={update}
        />
        {searchActions}
      </Stack>
      {afterSearch}
      {detail === undefined ? (
        list
      ) : (
        <ListDetailSplit
          list={list}
          detail={currentJobId === undefined ? null : detail}
          listLabel={t('jobs.list.resultsLabel')}
        />
      )}
    </Stack>
  );
}
