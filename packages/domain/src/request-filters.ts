export type FilterValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The spec's request-filter rule: empty values are skipped; the number zero is kept.
 * Arrays become repeated keys (`statusIn=a&statusIn=b`), their empty items skipped too.
 */
export function buildRequestFilters(filters: Readonly<Record<string, FilterValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) {
        if (!isEmpty(item)) params.append(key, String(item));
      }
    } else if (!isEmpty(value as Exclude<FilterValue, readonly unknown[]>)) {
      params.append(key, String(value));
    }
  }
  return params;
}

function isEmpty(value: string | number | boolean | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/** The query string for a path, with its leading `?`, or an empty string when nothing is left. */
export function toQueryString(filters: Readonly<Record<string, FilterValue>>): string {
  const qs = buildRequestFilters(filters).toString();
  return qs === '' ? '' : `?${qs}`;
}
