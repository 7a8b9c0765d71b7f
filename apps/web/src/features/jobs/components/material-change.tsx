import { Text } from '@mantine/core';
import type { JobDetail, MaterialJobField } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatList } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';

/** A material field of a job (salary, place, employment type) as a sentence names it. */
export const MATERIAL_LABEL_KEYS = {
  salary: 'jobs.detail.changedSalary',
  location: 'jobs.detail.changedLocation',
  employmentType: 'jobs.detail.changedEmploymentType',
} as const satisfies Record<MaterialJobField, string>;

/** "Updated on 2 Dec 2026: salary changed", under a job whose salary, place or type was edited. */
export function MaterialChangeNote({ change }: { change: NonNullable<JobDetail['materialChange']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (change.fields.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" role="note" mb="sm">
      {t('jobs.detail.updatedNote', {
        date: formatDate(change.changedAt, locale),
        fields: formatList(
          change.fields.map((f) => t(MATERIAL_LABEL_KEYS[f])),
          locale,
        ),
      })}
    </Text>
  );
}
