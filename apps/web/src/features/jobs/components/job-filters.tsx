import { Group, NativeSelect } from '@mantine/core';
import type { EmploymentType } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/list-categories';
import { useJobFormat } from '../hooks/use-job-format';
import { EMPLOYMENT_TYPES, isEmploymentType } from './employment-type-labels';
import classes from './job-list.module.css';

interface JobFiltersProps {
  categoryId: string;
  employmentType: EmploymentType | '';
  onChange: (changes: { categoryId?: string; employmentType?: EmploymentType | '' }) => void;
}

/** Category (with its sub-categories) and employment type; a choice applies at once. */
export function JobFilters({ categoryId, employmentType, onChange }: JobFiltersProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const categories = useCategories();

  return (
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
    </Group>
  );
}
