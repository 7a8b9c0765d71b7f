import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Group, MultiSelect, NativeSelect, Stack, TagsInput } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { EmploymentType, WorkModel } from '@talent/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { iconSize } from '../../../app/theme';
import { useCategories } from '../api/list-categories';
import { useJobFormat } from '../hooks/use-job-format';
import {
  cleanLanguages,
  cleanSkills,
  isJobSort,
  JOB_SORTS,
  type JobListParams,
  type JobSort,
} from '../hooks/use-job-list-params';
import { EMPLOYMENT_TYPES, isEmploymentType } from './employment-type-labels';
import { isWorkModel, WORK_MODEL_LABEL_KEYS, WORK_MODELS } from './work-model-labels';
import classes from './job-list.module.css';

/** The languages of the reference data (migration 0002): the codes a job can ask for. */
export const JOB_LANGUAGE_CODES = [
  'ar',
  'en',
  'zh',
  'hi',
  'ur',
  'fr',
  'de',
  'es',
  'tl',
  'ml',
  'bn',
  'fa',
  'ru',
  'ja',
] as const;

const SORT_LABEL_KEYS = {
  relevance: 'jobs.list.sortRelevance',
  newest: 'jobs.list.sortNewest',
  salary: 'jobs.list.sortSalary',
} as const satisfies Record<JobSort, string>;

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

type FilterChanges = Partial<
  Pick<JobListParams, 'categoryId' | 'employmentType' | 'workModel' | 'skills' | 'languages' | 'sort'>
>;

interface JobFiltersProps {
  categoryId: string;
  employmentType: EmploymentType | '';
  /** Absent on a list without the filter (the recruiter's jobs). */
  workModel?: WorkModel | '';
  skills: string[];
  languages: string[];
  sort: JobSort | '';
  /** False on a page whose address fixes the category or the company: only the order shows then. */
  narrowing?: boolean;
  onChange: (changes: FilterChanges) => void;
}

/**
 * Category (with its sub-categories), employment type, work model and order in one row; skills and languages
 * behind "More filters" (open when one is set). A choice applies at once.
 */
export function JobFilters({
  categoryId,
  employmentType,
  workModel,
  skills,
  languages,
  sort,
  narrowing = true,
  onChange,
}: JobFiltersProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useJobFormat();
  const categories = useCategories();
  const moreCount = skills.length + languages.length;
  const [moreOpen, setMoreOpen] = useState(moreCount > 0);
  const moreId = useId();
  // on a phone the filters wait behind one button, so that the results start on the first screen
  const [phoneOpen, setPhoneOpen] = useState(false);
  const panelId = useId();
  const activeCount =
    (categoryId !== '' ? 1 : 0) +
    (employmentType !== '' ? 1 : 0) +
    (workModel !== undefined && workModel !== '' ? 1 : 0) +
    (sort !== '' ? 1 : 0) +
    moreCount;

  const sortSelect = (
    <NativeSelect
      className={classes.filters}
      label={t('jobs.list.sortLabel')}
      value={sort}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange({ sort: isJobSort(value) ? value : '' });
      }}
    >
      <option value="">{t('jobs.list.sortDefault')}</option>
      {JOB_SORTS.map((value) => (
        <option key={value} value={value}>
          {t(SORT_LABEL_KEYS[value])}
        </option>
      ))}
    </NativeSelect>
  );

  if (!narrowing) {
    return (
      <Group gap="sm" wrap="wrap" align="flex-end">
        {sortSelect}
      </Group>
    );
  }

  return (
    <Stack gap="sm" data-component="filters-bar">
      <Group hiddenFrom="sm">
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={iconSize.sm} aria-hidden />}
          aria-expanded={phoneOpen}
          aria-controls={panelId}
          onClick={() => setPhoneOpen((open) => !open)}
        >
          {activeCount > 0 ? t('jobs.list.filtersCount', { number: activeCount }) : t('jobs.list.filters')}
        </Button>
      </Group>
      <Stack id={panelId} gap="sm" className={classes.filterPanel} data-open={phoneOpen}>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <NativeSelect
            className={classes.filters}
            label={t('jobs.list.categoryLabel')}
            value={categoryId}
            onChange={(event) => onChange({ categoryId: event.currentTarget.value })}
          >
            <option value="">{t('jobs.list.allCategories')}</option>
            {categories.data?.items.map((category) => {
              const name = format.name(category.name);
              if (category.subCategories.length === 0) {
                return (
                  <option key={category.id} value={category.id}>
                    {name}
                  </option>
                );
              }
              return (
                <optgroup key={category.id} label={name}>
                  <option value={category.id}>{t('jobs.list.allInCategory', { name })}</option>
                  {category.subCategories.map((sub) => (
                    <option key={sub.id} value={sub.id}>
                      {format.name(sub.name)}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </NativeSelect>
          <NativeSelect
            className={classes.filters}
            label={t('jobs.list.employmentTypeLabel')}
            value={employmentType}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange({ employmentType: isEmploymentType(value) ? value : '' });
            }}
          >
            <option value="">{t('jobs.list.anyEmploymentType')}</option>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {format.employmentType(type)}
              </option>
            ))}
          </NativeSelect>
          {workModel !== undefined && (
            <NativeSelect
              className={classes.filters}
              label={t('jobs.list.workModelLabel')}
              value={workModel}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onChange({ workModel: isWorkModel(value) ? value : '' });
              }}
            >
              <option value="">{t('jobs.list.anyWorkModel')}</option>
              {WORK_MODELS.map((model) => (
                <option key={model} value={model}>
                  {t(WORK_MODEL_LABEL_KEYS[model])}
                </option>
              ))}
            </NativeSelect>
          )}
          {sortSelect}
          <Button
            variant="subtle"
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen((open) => !open)}
          >
            {moreCount > 0
              ? t('jobs.list.moreFiltersCount', { number: moreCount })
              : t('jobs.list.moreFilters')}
          </Button>
        </Group>
        <Group id={moreId} gap="sm" wrap="wrap" align="flex-start" hidden={!moreOpen}>
          {moreOpen && (
            <>
              <TagsInput
                className={classes.filters}
                label={t('jobs.list.skillsLabel')}
                description={t('jobs.list.skillsHint')}
                value={skills}
                onChange={(value) => onChange({ skills: cleanSkills(value) })}
                splitChars={[',']}
                clearable
                clearButtonProps={{ 'aria-label': t('jobs.list.clearSkills') }}
                comboboxProps={{ withinPortal: true }}
              />
              <MultiSelect
                className={classes.filters}
                label={t('jobs.list.languagesLabel')}
                description={t('jobs.list.languagesHint')}
                value={languages}
                // a code from the address that the list lacks still shows, and can be removed
                data={[...new Set([...JOB_LANGUAGE_CODES, ...languages])].map((code) => ({
                  value: code,
                  label: languageName(code, locale),
                }))}
                onChange={(value) => onChange({ languages: cleanLanguages(value) })}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': t('jobs.list.clearLanguages') }}
                comboboxProps={{ withinPortal: true }}
              />
            </>
          )}
        </Group>
      </Stack>
    </Stack>
  );
}
