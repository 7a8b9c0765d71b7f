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

export const optionalText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

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
    z.array(z.string().max(itemMax)).max(maxItems).optional(),
  );

export const MAX_PAGE_SIZE = 100;

export const pageQuery = (defaultLimit: number, maxLimit: number = MAX_PAGE_SIZE) => ({
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit)),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0)),
});

export const idParamsSchema = z.object({ id: z.uuid() });
