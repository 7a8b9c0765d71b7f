import { z } from 'zod';

/** Text kept in every interface language; clients pick the one they show. */
export const localizedTextSchema = z.object({
  en: z.string(),
  zh: z.string(),
  ar: z.string(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one shape every error leaves the server in. */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Query values: an empty string is the same as no value (the spec's request-filter rule). */
export const emptyToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Where a string holds a control character (Unicode category Cc: U+0000 to U+001F, U+007F to
 * U+009F), or -1. With `allowLineBreaks`, tab, line feed and carriage return are allowed: multi-line
 * text may hold them, a single line may not.
 */
export function findControlCharacter(value: string, allowLineBreaks = false): number {
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (!(allowLineBreaks && (c === 0x09 || c === 0x0a || c === 0x0d))) return i;
    } else if (c >= 0x7f && c <= 0x9f) return i;
  }
  return -1;
}

/**
 * Whether a string holds half of a surrogate pair alone (JSON can carry one as `\ud800`): such
 * text has no UTF-8 form, and PostgreSQL refuses it in JSON values.
 */
export function hasLoneSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i += 1;
  }
  return false;
}

export const SINGLE_LINE_MESSAGE = 'must be one line without control characters';
export const MULTI_LINE_MESSAGE = 'must not contain control characters other than tab and line breaks';

/** One line of text: a name, a keyword, a filter value. */
export const singleLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => findControlCharacter(v) === -1, SINGLE_LINE_MESSAGE);

/** Text that may run over several lines (a cover letter, a reason): tab and line breaks allowed. */
export const multiLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => findControlCharacter(v, true) === -1, MULTI_LINE_MESSAGE);

/** Optional text, one line unless `multiLine`; blank is the same as absent. */
export const optionalText = (max: number, options: { multiLine?: boolean } = {}) =>
  z.preprocess(
    emptyToUndefined,
    (options.multiLine === true ? multiLineText(max) : singleLineText(max)).optional(),
  );

export const optionalUuid = z.preprocess(emptyToUndefined, z.uuid().optional());

/** A list given as repeated keys (`a=1&a=2`) or comma-separated (`a=1,2`); empty items are dropped. */
export const stringList = (itemMax: number, maxItems: number) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return undefined;
      const items = (Array.isArray(value) ? value : [value])
        .flatMap((v) => String(v).split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '');
      return items.length === 0 ? undefined : items;
    },
    z.array(singleLineText(itemMax)).max(maxItems).optional(),
  );

export const MAX_PAGE_SIZE = 100;

export const pageQuery = (defaultLimit: number, maxLimit: number = MAX_PAGE_SIZE) => ({
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit)),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0)),
});

export const idParamsSchema = z.object({ id: z.uuid() });

/**
 * The candidate an offer, a hire or an interview names. `anonymised` is true when the account was
 * erased or the organisation's retention anonymised the application: the name is then a
 * placeholder and the subject leads nowhere; screens show their own words for it.
 */
export const candidatePersonSchema = z.object({
  subject: z.string(),
  fullName: z.string(),
  anonymised: z.boolean().optional(),
});
export type CandidatePerson = z.infer<typeof candidatePersonSchema>;
