import type { WorkModel } from '@talent/contracts';
import type { TFunction } from 'i18next';
import { formatList } from '../../../lib/format';
import type { Locale } from '../../../lib/locale';

/** The translation key of each work model; `satisfies` keeps it in step with the contract. */
export const WORK_MODEL_LABEL_KEYS = {
  on_site: 'jobs.workModel.onSite',
  hybrid: 'jobs.workModel.hybrid',
  remote: 'jobs.workModel.remote',
} as const satisfies Record<WorkModel, string>;

export const WORK_MODELS = Object.keys(WORK_MODEL_LABEL_KEYS) as WorkModel[];

export function isWorkModel(value: string): value is WorkModel {
  return Object.hasOwn(WORK_MODEL_LABEL_KEYS, value);
}

/** A country's name in the interface language, by its ISO 3166 code (the browser's own names). */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The work model in words: "On site", "Hybrid", "Remote — open to candidates in Qatar", or
 * "Remote — open to candidates anywhere". A place written before work models (`remote` only) reads
 * as remote open anywhere.
 */
export function describeWorkModel(
  location: {
    remote: boolean;
    workModel?: WorkModel | undefined;
    remoteCountries?: readonly string[] | undefined;
  },
  t: TFunction,
  locale: Locale,
): string {
  const model = location.workModel ?? (location.remote ? 'remote' : 'on_site');
  if (model !== 'remote') return t(WORK_MODEL_LABEL_KEYS[model]);
  const countries = location.remoteCountries ?? [];
  if (countries.length === 0) return t('jobs.workModel.remoteAnywhere');
  return t('jobs.workModel.remoteIn', {
    countries: formatList(
      countries.map((code) => `\u2068${countryName(code, locale)}\u2069`),
      locale,
    ),
  });
}
