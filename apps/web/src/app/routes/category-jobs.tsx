import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { JobListScreen, useCategories } from '../../features/jobs';
import { useLocale } from '../../lib/i18n';
import { pickLocalized } from '../../lib/localized-text';
import { SeekerJobDetail } from './seeker-job-detail';

/** /jobs/category/:categoryId(/:jobId): a category's jobs, the chosen one beside the list. */
export function CategoryJobsRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { categoryId = '', jobId } = useParams();
  const { search } = useLocation();
  const categories = useCategories();
  const all = (categories.data?.items ?? []).flatMap((c) => [c, ...c.subCategories]);
  const category = all.find((c) => c.id === categoryId);
  const base = `/jobs/category/${categoryId}`;
  return (
    <JobListScreen
      basePath={base}
      heading={category === undefined ? t('jobs.category.heading') : pickLocalized(category.name, locale)}
      fixed={{ categoryId }}
      currentJobId={jobId}
      detail={
        jobId === undefined ? null : (
          <SeekerJobDetail key={jobId} headingOrder={2} backTo={`${base}${search}`} />
        )
      }
    />
  );
}
