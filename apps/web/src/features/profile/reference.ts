import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LocalizedText, ProfileReferenceData } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../lib/api-client';
import { normaliseLocale } from '../../lib/locale';
import { pickLocalized } from '../../lib/localized-text';

/**
 * GET /api/reference/job: countries, cities, languages and their levels, degree levels (the job
 * editor's hook, one cache entry for both screens).
 */
export { useJobReferenceData as useJobReference } from '../recruiter/components/job-editor/reference-data';

/**
 * GET /api/reference/profile: states, specializations, industries, interests, employment types and
 * the section and setting keys, each named in the three languages.
 */
export const profileReferenceQuery = {
  queryKey: ['reference', 'profile'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<ProfileReferenceData>('/api/reference/profile', { signal }),
  // reference data changes only with a release
  staleTime: 30 * 60_000,
};

export function useProfileReference() {
  return useQuery(profileReferenceQuery);
}

/** A server name (`{en, zh, ar}`) in the reader's language. */
export function useLocalized() {
  const { i18n } = useTranslation();
  const locale = normaliseLocale(i18n.language);
  return useCallback((text: LocalizedText) => pickLocalized(text, locale), [locale]);
}

/** A picker's options from named reference rows, in the reader's language and alphabetical order. */
export function useNamedOptions() {
  const { i18n } = useTranslation();
  const locale = normaliseLocale(i18n.language);
  return useCallback(
    <R>(rows: readonly R[] | undefined, value: (row: R) => string, name: (row: R) => LocalizedText) =>
      (rows ?? [])
        .map((row) => ({ value: value(row), label: pickLocalized(name(row), locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [locale],
  );
}

/**
 * A saved choice stays shown (by the name the profile gave it) while the lists load or when the
 * list no longer has it.
 */
export function withSaved(
  data: { value: string; label: string }[],
  saved: { value: string; label: string } | null,
): { value: string; label: string }[] {
  if (saved === null || saved.value === '' || data.some((d) => d.value === saved.value)) return data;
  return [...data, saved];
}
