import '@mantine/core/styles/NumberInput.css';
import { Alert, NativeSelect, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  careerAspirationInputSchema,
  type CareerAspirationInput,
  type LocalizedText,
  type ProfileLocationInput,
} from '@talent/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMoneyRange } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { pickLocalized } from '../../lib/localized-text';
import type { CareerAspiration } from './api';
import { validateWith, type FieldErrors } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { useFocusFirstInvalid } from './online-profile-section';
import { PlaceFields } from './place-fields';
import { useJobReference, useNamedOptions, useProfileReference, withSaved } from './reference';
import { ProfileSectionCard } from './section-card';

const TRIPS = ['none', 'occasional', 'frequent'] as const;
/** The contract's upper bound of a salary. */
const SALARY_MAX = 100_000_000;

export interface AspirationValues {
  industry: string | null;
  employmentType: string | null;
  contractType: string | null;
  frequencyOfTrips: string;
  preferredLocation: ProfileLocationInput | null;
  salaryCurrency: string | null;
  salaryRangeMin: number | string;
  salaryRangeMax: number | string;
}

const numberOrNull = (value: number | string): number | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

/** The form checked with the contract (a salary needs its currency; the highest not below the lowest). */
export function validateAspiration(values: AspirationValues): {
  input: CareerAspirationInput | null;
  errors: FieldErrors;
} {
  const body = {
    industry: values.industry === null ? null : { id: values.industry },
    employmentType: values.employmentType,
    contractType: values.contractType === null ? null : { id: values.contractType },
    frequencyOfTrips: values.frequencyOfTrips === '' ? null : values.frequencyOfTrips,
    preferredLocation: values.preferredLocation,
    salaryCurrency: values.salaryCurrency,
    salaryRangeMin: numberOrNull(values.salaryRangeMin),
    salaryRangeMax: numberOrNull(values.salaryRangeMax),
  };
  const nothing = Object.values(body).every((v) => v === null);
  if (nothing) return { input: null, errors: { industry: { key: 'profile.errors.required' } } };
  return validateWith<CareerAspirationInput>(careerAspirationInputSchema, body, []);
}

function useTripsName() {
  const { t } = useTranslation();
  const names: Record<string, string> = {
    none: t('profile.career.tripsNone'),
    occasional: t('profile.career.tripsOccasional'),
    frequent: t('profile.career.tripsFrequent'),
  };
  return (code: string) => names[code] ?? code;
}

/** Names of the reference data an aspiration stores as codes and ids (place, employment type). */
function useAspirationNames() {
  const job = useJobReference();
  const profile = useProfileReference();
  const locale = useLocale();
  return useMemo(() => {
    const name = (text: LocalizedText | undefined) =>
      text === undefined ? null : pickLocalized(text, locale);
    return {
      country: (code: string | null) =>
        code === null ? null : (name(job.data?.countries.find((c) => c.code === code)?.name) ?? code),
      state: (id: string | null) =>
        id === null ? null : name(profile.data?.states.find((s) => s.id === id)?.name),
      city: (id: string | null) =>
        id === null ? null : name(job.data?.cities.find((c) => c.id === id)?.name),
      employmentType: (code: string | null) =>
        code === null
          ? null
          : (name(profile.data?.employmentTypes.find((e) => e.code === code)?.name) ?? code),
    };
  }, [job.data, profile.data, locale]);
}

/** What the seeker looks for next: industry, kind of job, trips, place and salary; one or more entries. */
export function CareerAspirationSection({ aspirations }: { aspirations: readonly CareerAspiration[] }) {
  const { t } = useTranslation();
  const names = useAspirationNames();
  const tripsName = useTripsName();
  const locale = useLocale();
  const salaryOf = (entry: CareerAspiration): string | null => {
    const { salaryRangeMin: min, salaryRangeMax: max } = entry;
    const currency = entry.salaryCurrency?.currencyCode ?? '';
    if (min === null && max === null) return null;
    if (min !== null && max !== null)
      return t('profile.career.salaryRange', { range: formatMoneyRange(min, max, currency, locale) });
    if (min !== null) return t('profile.career.salaryFrom', { amount: formatMoney(min, currency, locale) });
    return t('profile.career.salaryUpTo', { amount: formatMoney(max ?? 0, currency, locale) });
  };
  const titleOf = (entry: CareerAspiration): string =>
    [names.employmentType(entry.employmentType), entry.industry?.name ?? null]
      .filter((p): p is string => p !== null && p !== '')
      .join(t('profile.career.separator')) || t('profile.career.untitled');
  const placeOf = (entry: CareerAspiration): string | null => {
    const parts = [
      names.city(entry.preferedCity),
      names.state(entry.preferedState),
      names.country(entry.preferedCountry),
    ];
    const named = parts.filter((p): p is string => p !== null && p !== '');
    return named.length === 0 ? null : named.join(t('profile.career.placeSeparator'));
  };
  return (
    <ProfileSectionCard
      section="career-aspirations"
      labels={{
        heading: t('profile.career.heading'),
        add: t('profile.career.add'),
        addFirst: t('profile.career.addFirst'),
        addTitle: t('profile.career.addTitle'),
        editTitle: t('profile.career.editTitle'),
        empty: t('profile.career.empty'),
      }}
      intro={
        <Text size="sm" c="dimmed" mb="sm">
          {t('profile.career.intro')}
        </Text>
      }
      items={aspirations}
      nameOf={titleOf}
      renderForm={(entry, onDone) => <AspirationForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => {
        const place = placeOf(entry);
        const salary = salaryOf(entry);
        const details = [
          entry.contractType?.contractTypeTitle ?? null,
          entry.frequencyOfTrips === null ? null : tripsName(entry.frequencyOfTrips),
        ].filter((p): p is string => p !== null);
        return (
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{titleOf(entry)}</bdi>
            </Text>
            {details.length > 0 && <Text size="sm">{details.join(' · ')}</Text>}
            {place !== null && (
              <Text size="sm" c="dimmed">
                {t('profile.career.placeShown', { place })}
              </Text>
            )}
            {salary !== null && (
              <Text size="sm" c="dimmed">
                <bdi>{salary}</bdi>
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

function AspirationForm({ entry, onDone }: { entry: CareerAspiration | null; onDone: () => void }) {
  const { t } = useTranslation();
  const job = useJobReference();
  const profile = useProfileReference();
  const options = useNamedOptions();
  const locale = useLocale();
  const tripsName = useTripsName();
  const form = useSectionForm<CareerAspirationInput>('career-aspirations', entry, onDone);
  const formRef = useFocusFirstInvalid(form.errors);
  const [values, setValues] = useState<AspirationValues>({
    industry: entry?.industry?.id ?? null,
    employmentType: entry?.employmentType ?? null,
    contractType: entry?.contractType?.id ?? null,
    frequencyOfTrips: entry?.frequencyOfTrips ?? '',
    preferredLocation:
      entry === null || (entry.preferedCountry ?? entry.preferedState ?? entry.preferedCity) === null
        ? null
        : { countryCode: entry.preferedCountry, stateId: entry.preferedState, cityId: entry.preferedCity },
    salaryCurrency: entry?.salaryCurrency?.currencyCode ?? null,
    salaryRangeMin: entry?.salaryRangeMin ?? '',
    salaryRangeMax: entry?.salaryRangeMax ?? '',
  });
  const set = (patch: Partial<AspirationValues>) => setValues((old) => ({ ...old, ...patch }));
  const { errors, say } = form;

  const industries = useMemo(
    () =>
      options(
        profile.data?.industries,
        (i) => i.id,
        (i) => i.name,
      ),
    [options, profile.data],
  );
  // in the order the job search lists them (full time first), not alphabetical
  const employmentTypes = useMemo(
    () =>
      (profile.data?.employmentTypes ?? []).map((e) => ({
        value: e.code,
        label: pickLocalized(e.name, locale),
      })),
    [profile.data, locale],
  );
  const contractTypes = useMemo(
    () =>
      options(
        job.data?.contractTypes,
        (c) => c.id,
        (c) => c.name,
      ),
    [options, job.data],
  );
  const currencies = useMemo(
    () =>
      (job.data?.currencies ?? []).map((c) => ({
        value: c.code,
        label: `${c.code} – ${pickLocalized(c.name, locale)}`,
      })),
    [job.data, locale],
  );

  const salaryError = (field: 'salaryRangeMin' | 'salaryRangeMax') => {
    const message = errors[field];
    if (message === undefined) return undefined;
    if (message.key === 'profile.errors.server') return say(message);
    if (field === 'salaryRangeMax' && message.key === 'profile.errors.singleLine')
      return t('profile.career.maxBelowMin');
    return t('profile.career.salaryBounds', { max: new Intl.NumberFormat(locale).format(SALARY_MAX) });
  };
  const currencyError =
    errors.salaryCurrency === undefined
      ? undefined
      : errors.salaryCurrency.key === 'profile.errors.server'
        ? say(errors.salaryCurrency)
        : t('profile.career.currencyNeeded');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(validateAspiration(values));
  };

  const picker = {
    searchable: true,
    clearable: true,
    nothingFoundMessage: t('profile.career.noMatch'),
    comboboxProps: { withinPortal: true },
  } as const;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {(job.isError || profile.isError) && (
          <Alert color="red" role="alert">
            {t('profile.career.listsFailed')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            clearable
            comboboxProps={{ withinPortal: true }}
            label={t('profile.career.employmentType')}
            data={employmentTypes}
            value={values.employmentType}
            onChange={(employmentType) => set({ employmentType })}
            error={say(errors.employmentType)}
            data-autofocus
          />
          <Select
            {...picker}
            label={t('profile.career.industry')}
            data={withSaved(
              industries,
              entry?.industry ? { value: entry.industry.id, label: entry.industry.name } : null,
            )}
            value={values.industry}
            onChange={(industry) => set({ industry })}
            error={
              errors.industry?.key === 'profile.errors.required'
                ? undefined
                : say(errors['industry.id'] ?? errors.industry)
            }
          />
          <Select
            clearable
            comboboxProps={{ withinPortal: true }}
            label={t('profile.career.contractType')}
            data={withSaved(
              contractTypes,
              entry?.contractType
                ? { value: entry.contractType.id, label: entry.contractType.contractTypeTitle }
                : null,
            )}
            value={values.contractType}
            onChange={(contractType) => set({ contractType })}
            error={say(errors['contractType.id'] ?? errors.contractType)}
          />
          <NativeSelect
            label={t('profile.career.trips')}
            value={values.frequencyOfTrips}
            onChange={(e) => set({ frequencyOfTrips: e.currentTarget.value })}
            data={[
              { value: '', label: t('profile.career.notSaid') },
              ...TRIPS.map((v) => ({ value: v, label: tripsName(v) })),
            ]}
            error={say(errors.frequencyOfTrips)}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('profile.career.place')}
          </Text>
          <PlaceFields
            value={values.preferredLocation}
            onChange={(preferredLocation) => set({ preferredLocation })}
            errors={{
              countryCode: say(errors['preferredLocation.countryCode']),
              stateId: say(errors['preferredLocation.stateId']),
              cityId: say(errors['preferredLocation.cityId']),
            }}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('profile.career.salary')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('profile.career.salaryHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Select
              {...picker}
              label={t('profile.career.currency')}
              data={currencies}
              value={values.salaryCurrency}
              onChange={(salaryCurrency) => set({ salaryCurrency })}
              error={currencyError}
            />
            <NumberInput
              label={t('profile.career.salaryMin')}
              value={values.salaryRangeMin}
              onChange={(salaryRangeMin) => set({ salaryRangeMin })}
              error={salaryError('salaryRangeMin')}
              min={0}
              thousandSeparator=","
              clampBehavior="none"
              hideControls
            />
            <NumberInput
              label={t('profile.career.salaryMax')}
              value={values.salaryRangeMax}
              onChange={(salaryRangeMax) => set({ salaryRangeMax })}
              error={salaryError('salaryRangeMax')}
              min={0}
              thousandSeparator=","
              clampBehavior="none"
              hideControls
            />
          </SimpleGrid>
        </Stack>
        {errors.industry?.key === 'profile.errors.required' && (
          <Alert color="red" role="alert">
            {t('profile.career.oneAtLeast')}
          </Alert>
        )}
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
