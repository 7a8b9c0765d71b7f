import type { EmploymentType, JobSummary, LocalizedText } from '@talent/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoneyRange, formatRelativeTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { pickLocalized } from '../../../lib/localized-text';
import { EMPLOYMENT_TYPE_LABEL_KEYS } from '../components/employment-type-labels';

type Salary = NonNullable<JobSummary['salary']>;

/** Job fields as text in the current interface language. */
export function useJobFormat() {
  const { t } = useTranslation();
  const locale = useLocale();

  return useMemo(() => {
    const name = (text: LocalizedText) => pickLocalized(text, locale);
    return {
      name,
      employmentType: (type: EmploymentType) => t(EMPLOYMENT_TYPE_LABEL_KEYS[type]),
      location: (location: JobSummary['location']) =>
        location.city === null
          ? name(location.country)
          : t('jobs.job.location', { city: name(location.city), country: name(location.country) }),
      salary: (salary: Salary) =>
        t(salary.period === 'month' ? 'jobs.job.salaryPerMonth' : 'jobs.job.salaryPerYear', {
          range: formatMoneyRange(salary.min, salary.max, salary.currency, locale),
        }),
      posted: (publishedAt: string) =>
        t('jobs.job.posted', { when: formatRelativeTime(publishedAt, locale) }),
      date: (value: string) => formatDate(value, locale),
    };
  }, [t, locale]);
}
