import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { JOB_LIST_PAGE_SIZE, useJobs } from '../api/list-jobs';
import { useJobListParams } from '../hooks/use-job-list-params';
import { JobFilters } from './job-filters';
import { JobResults } from './job-results';
import { JobSearchForm } from './job-search-form';

/** /jobs: search published jobs; the search lives in the URL so reload and back/forward keep it. */
export function JobListScreen() {
  const { t } = useTranslation();
  usePageTitle(t('jobs.list.pageTitle'));
  const { params, update, clear } = useJobListParams();

  const query = useJobs({
    keyword: params.keyword,
    categoryId: params.categoryId,
    employmentType: params.employmentType === '' ? undefined : params.employmentType,
    limit: JOB_LIST_PAGE_SIZE,
    offset: (params.page - 1) * JOB_LIST_PAGE_SIZE,
  });

  const onPageChange = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('jobs.list.heading')}</Title>
      <Stack gap="sm">
        <JobSearchForm keyword={params.keyword} onSearch={(keyword) => update({ keyword })} />
        <JobFilters categoryId={params.categoryId} employmentType={params.employmentType} onChange={update} />
      </Stack>
      <JobResults
        query={query}
        page={params.page}
        hasSearch={params.keyword !== '' || params.categoryId !== '' || params.employmentType !== ''}
        onPageChange={onPageChange}
        onClearSearch={clear}
      />
    </Stack>
  );
}
