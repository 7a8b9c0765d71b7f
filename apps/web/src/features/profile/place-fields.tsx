import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import type { ProfileLocationInput } from '@talent/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileLocation } from './api';
import { useJobReference, useNamedOptions, useProfileReference, withSaved } from './reference';

type PlaceKey = 'countryCode' | 'stateId' | 'cityId';

export interface PlaceFieldsProps {
  value: ProfileLocationInput | null;
  onChange: (value: ProfileLocationInput | null) => void;
  /** A message per field, already in words. */
  errors?: Partial<Record<PlaceKey, string | undefined>>;
  /** The names the profile gave the saved place, shown while the lists load. */
  saved?: ProfileLocation | null;
}

/** A stored place as the pickers' value. */
export function placeInputOf(location: ProfileLocation | null | undefined): ProfileLocationInput | null {
  if (location == null) return null;
  const value = {
    countryCode: location.country?.id ?? null,
    stateId: location.state?.id ?? null,
    cityId: location.city?.id ?? null,
  };
  return value.countryCode === null && value.stateId === null && value.cityId === null ? null : value;
}

/** "Muscat, Oman": a stored place as people read it (in the reader's language), or null. */
export function usePlaceText() {
  const { t } = useTranslation();
  return (location: ProfileLocation | null | undefined): string | null => {
    if (location == null) return null;
    const parts = [location.city?.cityName, location.state?.name, location.country?.countryName].filter(
      (p): p is string => p !== undefined && p !== null && p !== '',
    );
    // "Muscat, Muscat, Oman" says the city's name twice when its state is named after it
    const distinct = parts.filter(
      (p, i) => i === 0 || p.toLocaleLowerCase() !== parts[i - 1]?.toLocaleLowerCase(),
    );
    return distinct.length === 0 ? null : distinct.join(t('profile.place.separator'));
  };
}

/** Says so when the lists a picker chooses from could not be loaded. */
export function ListsFailed({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  if (!failed) return null;
  return (
    <Alert color="red" role="alert">
      {t('profile.place.listsFailed')}
    </Alert>
  );
}

/**
 * Country, then state, then city, each a picker with type-ahead over the reference data; a state
 * and a city are chosen within the country, and changing the country clears them.
 */
export function PlaceFields({ value, onChange, errors = {}, saved = null }: PlaceFieldsProps) {
  const { t } = useTranslation();
  const job = useJobReference();
  const profile = useProfileReference();
  const options = useNamedOptions();
  const countryCode = value?.countryCode ?? null;

  const countries = useMemo(
    () =>
      options(
        job.data?.countries,
        (c) => c.code,
        (c) => c.name,
      ),
    [options, job.data],
  );
  const states = useMemo(
    () =>
      options(
        profile.data?.states.filter((s) => s.countryCode === countryCode),
        (s) => s.id,
        (s) => s.name,
      ),
    [options, profile.data, countryCode],
  );
  const cities = useMemo(
    () =>
      options(
        job.data?.cities.filter((c) => c.countryCode === countryCode),
        (c) => c.id,
        (c) => c.name,
      ),
    [options, job.data, countryCode],
  );

  const change = (patch: Partial<ProfileLocationInput>) => {
    const next = {
      countryCode: value?.countryCode ?? null,
      stateId: value?.stateId ?? null,
      cityId: value?.cityId ?? null,
      ...patch,
    };
    onChange(next.countryCode === null && next.stateId === null && next.cityId === null ? null : next);
  };

  const picker = {
    searchable: true,
    clearable: true,
    nothingFoundMessage: t('profile.place.noMatch'),
    comboboxProps: { withinPortal: true },
  } as const;

  return (
    <Stack gap="xs">
      <ListsFailed failed={job.isError || profile.isError} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          {...picker}
          label={t('profile.place.country')}
          placeholder={t('profile.place.typeToSearch')}
          data={withSaved(
            countries,
            saved?.country ? { value: saved.country.id, label: saved.country.countryName } : null,
          )}
          value={countryCode}
          onChange={(code) => change({ countryCode: code, stateId: null, cityId: null })}
          error={errors.countryCode}
        />
        <Select
          {...picker}
          label={t('profile.place.state')}
          placeholder={countryCode === null ? t('profile.place.countryFirst') : undefined}
          data={withSaved(
            states,
            saved?.state && value?.stateId === saved.state.id
              ? { value: saved.state.id, label: saved.state.name }
              : null,
          )}
          value={value?.stateId ?? null}
          onChange={(id) => change({ stateId: id })}
          disabled={countryCode === null}
          error={errors.stateId}
        />
        <Select
          {...picker}
          label={t('profile.place.city')}
          placeholder={countryCode === null ? t('profile.place.countryFirst') : undefined}
          data={withSaved(
            cities,
            saved?.city && value?.cityId === saved.city.id
              ? { value: saved.city.id, label: saved.city.cityName }
              : null,
          )}
          value={value?.cityId ?? null}
          onChange={(id) => change({ cityId: id })}
          disabled={countryCode === null}
          error={errors.cityId}
        />
      </SimpleGrid>
    </Stack>
  );
}
