import type { CategoryWithSubs, StoredSearchFilters } from '@talent/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../jobs/api/list-categories';
import { EMPLOYMENT_TYPE_LABEL_KEYS, isEmploymentType } from '../../jobs/components/employment-type-labels';
import { isWorkModel, WORK_MODEL_LABEL_KEYS } from '../../jobs/components/work-model-labels';
import {
  cleanLanguages,
  cleanSkills,
  type JobSearchFilters,
  toJobListSearchParams,
} from '../../jobs/hooks/use-job-list-params';
import { useLocale } from '../../../lib/i18n';
import { pickLocalized } from '../../../lib/localized-text';
import { languageName } from './fit-format';

/**
 * Where a saved or recent search runs, with every filter it stored: the job list (`listPath`,
 * /jobs by default) or, for a search of one company's jobs, that company's page.
 */
export function searchHref(filters: StoredSearchFilters, listPath = '/jobs'): string {
  const employmentType = filters.employmentType ?? '';
  const workModel = filters.workModel ?? '';
  const query = toJobListSearchParams({
    keyword: filters.keyword ?? '',
    location: filters.location ?? '',
    categoryId: filters.categoryId ?? '',
    employmentType: isEmploymentType(employmentType) ? employmentType : '',
    workModel: isWorkModel(workModel) ? workModel : '',
    skills: cleanSkills(filters.skills ?? []),
    languages: cleanLanguages(filters.languages ?? []),
  }).toString();
  const path =
    filters.companyId === undefined || filters.companyId === ''
      ? listPath
      : `/jobs/companies/${encodeURIComponent(filters.companyId)}`;
  return query === '' ? path : `${path}?${query}`;
}

/** The filters of the job list's address as a saved or recent search stores them (no empty ones, no order). */
export function storedFiltersOf(params: JobSearchFilters): StoredSearchFilters {
  const out: StoredSearchFilters = {};
  if (params.keyword !== '') out.keyword = params.keyword;
  if (params.location !== '') out.location = params.location;
  if (params.categoryId !== '') out.categoryId = params.categoryId;
  if (params.employmentType !== '') out.employmentType = params.employmentType;
  if (params.workModel !== '') out.workModel = params.workModel;
  if (params.skills.length > 0) out.skills = params.skills;
  if (params.languages.length > 0) out.languages = params.languages;
  return out;
}

function findCategoryName(categories: readonly CategoryWithSubs[], id: string) {
  for (const category of categories) {
    if (category.id === id) return category.name;
    const sub = category.subCategories.find((s) => s.id === id);
    if (sub !== undefined) return sub.name;
  }
  return undefined;
}

/**
 * A search in words, in the interface language, part by part: "“nurse”", "Muscat", "Full-time",
 * "Skills: Triage" (["All jobs"] when it has no filter). Values are the reader's, never codes; a
 * screen isolates each part (`<bdi>`) so that a Latin value keeps its place on an Arabic page.
 */
export function useSearchSummary(): (filters: StoredSearchFilters) => string[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const categories = useCategories();
  return useMemo(() => {
    const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    return (filters: StoredSearchFilters) => {
      const parts: string[] = [];
      if (filters.keyword !== undefined && filters.keyword !== '')
        parts.push(t('saved.searches.summaryKeyword', { keyword: filters.keyword }));
      if (filters.location !== undefined && filters.location !== '') parts.push(filters.location);
      if (filters.categoryId !== undefined && filters.categoryId !== '') {
        const name = findCategoryName(categories.data?.items ?? [], filters.categoryId);
        if (name !== undefined) parts.push(pickLocalized(name, locale));
      }
      if (filters.employmentType !== undefined && isEmploymentType(filters.employmentType))
        parts.push(t(EMPLOYMENT_TYPE_LABEL_KEYS[filters.employmentType]));
      if (filters.workModel !== undefined && isWorkModel(filters.workModel))
        parts.push(t(WORK_MODEL_LABEL_KEYS[filters.workModel]));
      if (filters.companyId !== undefined && filters.companyId !== '')
        parts.push(t('saved.searches.summaryCompany'));
      if (filters.skills !== undefined && filters.skills.length > 0)
        parts.push(t('saved.searches.summarySkills', { skills: list.format(filters.skills) }));
      if (filters.languages !== undefined && filters.languages.length > 0)
        parts.push(
          t('saved.searches.summaryLanguages', {
            languages: list.format(filters.languages.map((code) => languageName(code, locale))),
          }),
        );
      return parts.length === 0 ? [t('saved.searches.summaryAll')] : parts;
    };
  }, [t, locale, categories.data]);
}

/** The parts of a summary, each isolated, between middle dots. */
export function SummaryParts({ parts }: { parts: readonly string[] }) {
  return parts.flatMap((part, i) => [...(i === 0 ? [] : [' · ']), <bdi key={i}>{part}</bdi>]);
}
