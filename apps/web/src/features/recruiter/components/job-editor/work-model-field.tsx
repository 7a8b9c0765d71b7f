import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect, NativeSelect, Stack } from '@mantine/core';
import type { JobReferenceData } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../lib/i18n';
import { pickLocalized } from '../../../../lib/localized-text';
import { isWorkModel, WORK_MODEL_LABEL_KEYS, WORK_MODELS } from '../../../jobs/components/work-model-labels';
import type { FieldControl } from './job-editor-fields';

interface WorkModelFieldProps extends FieldControl {
  reference: JobReferenceData | undefined;
}

/**
 * The job's work model (on site, hybrid, remote) and, for a remote job, the countries its
 * candidates may live in: none chosen means anywhere.
 */
export function WorkModelField({ values, set, error, locked, reference }: WorkModelFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const remote = values.workModel === 'remote';
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('recruiter.editor.fieldWorkModel')}
        value={values.workModel}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isWorkModel(value)) set('workModel', value, 'location.workModel');
        }}
        data={WORK_MODELS.map((model) => ({ value: model, label: t(WORK_MODEL_LABEL_KEYS[model]) }))}
        error={error('location.workModel')}
        disabled={locked('workModel')}
      />
      {remote && (
        <MultiSelect
          label={t('recruiter.editor.fieldRemoteCountries')}
          description={t('recruiter.editor.fieldRemoteCountriesHint')}
          placeholder={
            values.remoteCountries.length === 0
              ? t('recruiter.editor.fieldRemoteCountriesAnywhere')
              : undefined
          }
          searchable
          clearable
          value={values.remoteCountries}
          onChange={(codes) => set('remoteCountries', codes, 'location.remoteCountries')}
          data={(reference?.countries ?? []).map((c) => ({
            value: c.code,
            label: pickLocalized(c.name, locale),
          }))}
          error={error('location.remoteCountries')}
          disabled={locked('remoteCountries')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}
