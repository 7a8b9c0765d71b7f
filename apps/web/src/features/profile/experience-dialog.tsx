import { Checkbox, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ExperienceInput } from '@talent/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Experience } from './api';
import { monthOf, validateExperience, type ExperienceValues } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { useLocale } from '../../lib/i18n';
import { pickLocalized } from '../../lib/localized-text';
import { PlaceFields, placeInputOf } from './place-fields';
import { useNamedOptions, useProfileReference, withSaved } from './reference';

const initialValues = (entry: Experience | null): ExperienceValues => ({
  jobTitle: entry?.jobTitle ?? '',
  companyName: entry?.companyName ?? '',
  monthFrom: monthOf(entry?.dateFrom ?? null),
  monthTo: monthOf(entry?.dateTo ?? null),
  isCurrent: entry?.isCurrent ?? false,
  jobDescription: entry?.jobDescription ?? '',
  industry: entry?.industry?.id ?? null,
  employmentType: entry?.employmentType?.id ?? null,
  location: placeInputOf(entry?.location),
});

/** Adds (entry null) or changes one job of the experience list. */
export function ExperienceForm({ entry, onDone }: { entry: Experience | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSectionForm<ExperienceInput>('experiences', entry, onDone);
  const [values, setValues] = useState(() => initialValues(entry));
  const { errors, say } = form;
  const set = (patch: Partial<ExperienceValues>) => setValues((old) => ({ ...old, ...patch }));
  const reference = useProfileReference();
  const options = useNamedOptions();
  const locale = useLocale();
  const industries = useMemo(
    () =>
      withSaved(
        options(
          reference.data?.industries,
          (i) => i.id,
          (i) => i.name,
        ),
        entry?.industry ? { value: entry.industry.id, label: entry.industry.name } : null,
      ),
    [options, reference.data, entry],
  );
  // in the order the job search lists them (full time first)
  const employmentTypes = useMemo(
    () =>
      withSaved(
        (reference.data?.employmentTypes ?? []).map((e) => ({
          value: e.code,
          label: pickLocalized(e.name, locale),
        })),
        entry?.employmentType
          ? { value: entry.employmentType.id, label: entry.employmentType.employmentType }
          : null,
      ),
    [reference.data, locale, entry],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(validateExperience(values));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profile.experience.jobTitle')}
          value={values.jobTitle}
          onChange={(e) => set({ jobTitle: e.currentTarget.value })}
          error={say(errors.jobTitle)}
          required
          dir="auto"
          data-autofocus
        />
        <TextInput
          label={t('profile.experience.company')}
          value={values.companyName}
          onChange={(e) => set({ companyName: e.currentTarget.value })}
          error={say(errors.companyName)}
          required
          dir="auto"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="month"
            label={t('profile.experience.from')}
            value={values.monthFrom}
            onChange={(e) => set({ monthFrom: e.currentTarget.value })}
            error={say(errors.dateFrom)}
            required
          />
          <TextInput
            type="month"
            label={t('profile.experience.to')}
            value={values.isCurrent ? '' : values.monthTo}
            onChange={(e) => set({ monthTo: e.currentTarget.value })}
            error={say(errors.dateTo)}
            disabled={values.isCurrent}
          />
        </SimpleGrid>
        <Checkbox
          label={t('profile.experience.current')}
          checked={values.isCurrent}
          onChange={(e) => set({ isCurrent: e.currentTarget.checked })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={t('profile.experience.industry')}
            data={industries}
            value={values.industry}
            onChange={(industry) => set({ industry })}
            error={say(errors.industry)}
            searchable
            clearable
            nothingFoundMessage={t('profile.experience.noMatch')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('profile.experience.employmentType')}
            data={employmentTypes}
            value={values.employmentType}
            onChange={(employmentType) => set({ employmentType })}
            error={say(errors.employmentType)}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <PlaceFields
          value={values.location ?? null}
          onChange={(location) => set({ location })}
          saved={entry?.location ?? null}
          errors={{
            countryCode: say(errors['location.countryCode']),
            stateId: say(errors['location.stateId']),
            cityId: say(errors['location.cityId']),
          }}
        />
        <Textarea
          label={t('profile.experience.description')}
          value={values.jobDescription}
          onChange={(e) => set({ jobDescription: e.currentTarget.value })}
          error={say(errors.jobDescription)}
          rows={5}
          dir="auto"
        />
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
