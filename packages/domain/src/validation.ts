/**
 * The spec's validation rules (section 5), shared by the web app and the server.
 */

const URL_PATTERN = new RegExp(
  '^' +
    '(?:https?:\\/\\/)?' + // optional http(s) scheme
    '(?:' +
    '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}' + // a domain name
    '|' +
    '(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)' + // or an IPv4 address
    ')' +
    '(?::\\d{1,5})?' + // optional port
    '(?:\\/[^\\s?#]*)?' + // path
    '(?:\\?[^\\s#]*)?' + // query
    '(?:#\\S*)?' + // fragment
    '$',
  'i',
);

/** URL check: optional http(s) scheme, a domain name or IPv4 address, optional port, path, query and fragment. */
export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value.trim());
}

const EMAIL_PATTERN = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/** E-mail check: a standard local@domain pattern with a top-level domain of at least 2 letters. */
export function isValidEmail(value: string): boolean {
  const v = value.trim();
  if (v.length > 254) return false;
  const local = v.split('@')[0] ?? '';
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL_PATTERN.test(v);
}

/**
 * End date reached: true when today, taken at UTC midnight, is after the end date.
 * `endDate` is a calendar date (`YYYY-MM-DD`) or a Date whose UTC day is used.
 */
export function isEndDateReached(endDate: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (endDate === null || endDate === undefined || endDate === '') return false;
  const end =
    typeof endDate === 'string' ? Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`) : utcMidnight(endDate);
  if (Number.isNaN(end)) return false;
  return utcMidnight(now) > end;
}

function utcMidnight(d: Date): number {
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/**
 * Skill match: true only when both lists are non-empty and every skill in the second list
 * is found in the first. Names compare without case or surrounding spaces.
 */
export function isSkillMatch(have: readonly string[], required: readonly string[]): boolean {
  if (have.length === 0 || required.length === 0) return false;
  const owned = new Set(have.map(normaliseSkill));
  return required.every((s) => owned.has(normaliseSkill(s)));
}

export function normaliseSkill(name: string): string {
  return name.trim().toLowerCase();
}
