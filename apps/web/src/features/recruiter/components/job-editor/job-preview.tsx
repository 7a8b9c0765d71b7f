import type { CategoryWithSubs, HrJobDetail, JobDetail as Job, JobReferenceData } from '@talent/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { JobDetail } from '../../../jobs/components/job-detail';
import type { JobFormValues } from './form';

const PREVIEW_ID = '00000000-0000-4000-8000-000000000000';

interface PreviewSources {
  jobId: string | undefined;
  company: HrJobDetail['company'];
  categories: readonly CategoryWithSubs[];
  reference: JobReferenceData | undefined;
  /** When the job went public; now for a draft (the seeker sees it the day it is published). */
  publishedAt: string | null;
  placeholder: string;
  untitled: string;
}

/** The editor's values as the public job page's data, so the preview is that very page. */
export function previewJob(values: JobFormValues, sources: PreviewSources): Job {
  const { reference, categories, placeholder } = sources;
  const named = (text: string) => ({ en: text, zh: text, ar: text });
  const category = categories.find((c) => c.id === values.categoryId);
  const subCategory = category?.subCategories.find((c) => c.id === values.subCategoryId);
  const country = reference?.countries.find((c) => c.code === values.countryCode);
  const city = reference?.cities.find((c) => c.id === values.cityId);
  const salaryComplete =
    values.hasSalary && values.salaryMin !== '' && values.salaryMax !== '' && values.currency !== '';
  return {
    id: sources.jobId ?? PREVIEW_ID,
    title: values.title.trim() === '' ? sources.untitled : values.title,
    textLanguage: values.textLanguage,
    company: sources.company,
    category: category === undefined ? { id: PREVIEW_ID, name: named(placeholder) } : category,
    subCategory: subCategory ?? null,
    location: {
      countryCode: values.countryCode,
      country: country?.name ?? named(placeholder),
      city: city?.name ?? null,
      remote: values.workModel === 'remote',
      workModel: values.workModel,
      remoteCountries: values.workModel === 'remote' ? values.remoteCountries : [],
    },
    employmentType: values.employmentType === '' ? 'full_time' : values.employmentType,
    salary: salaryComplete
      ? {
          min: Number(values.salaryMin),
          max: Number(values.salaryMax),
          currency: values.currency,
          period: values.period,
        }
      : null,
    skills: values.skills.map((s) => ({ id: s.id, skillName: s.name })),
    publishedAt: sources.publishedAt ?? new Date().toISOString(),
    endDate: values.endDate === '' ? null : values.endDate,
    description: values.description,
    languages: values.languages.map((l) => ({
      code: l.code,
      name: reference?.languages.find((x) => x.code === l.code)?.name ?? named(l.code),
    })),
    minExperienceYears: values.minExperienceYears === '' ? 0 : values.minExperienceYears,
    status: 'published',
  };
}

interface JobPreviewProps extends Omit<PreviewSources, 'placeholder' | 'untitled'> {
  values: JobFormValues;
}

/** The job page a seeker will see (the seeker's own JobDetail), fed with the editor's values. */
export function JobPreview({ values, jobId, company, categories, reference, publishedAt }: JobPreviewProps) {
  const { t } = useTranslation();
  const job = useMemo(
    () =>
      previewJob(values, {
        jobId,
        company,
        categories,
        reference,
        publishedAt,
        placeholder: t('recruiter.editor.previewPlaceholder'),
        untitled: t('recruiter.editor.previewUntitled'),
      }),
    [values, jobId, company, categories, reference, publishedAt, t],
  );
  return <JobDetail job={job} headingOrder={2} />;
}
