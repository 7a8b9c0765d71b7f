import {
  experienceInputSchema,
  userProfilePatchSchema,
  type ExperienceInput,
  type ProfileLocationInput,
  type UserProfilePatch,
} from '@talent/contracts';
import { isApiError } from '../../lib/api-client';

/** A field's message: a locale key and its values. */
export interface FieldMessage {
  key:
    | 'profile.errors.tooLong'
    | 'profile.errors.singleLine'
    | 'profile.errors.invalid'
    | 'profile.errors.server'
    | 'profile.errors.required'
    | 'profile.errors.endBeforeStart';
  values?: Record<string, number>;
}
export type FieldErrors = Partial<Record<string, FieldMessage>>;

export interface AboutValues {
  title: string;
  aboutMe: string;
}

interface Issue {
  code: string;
  path: PropertyKey[];
  origin?: string;
  maximum?: number | bigint;
}

function messageOf(issue: Issue, value?: unknown): FieldMessage {
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (
    empty &&
    (issue.code === 'too_small' || issue.code === 'invalid_type' || issue.code === 'invalid_format')
  )
    return { key: 'profile.errors.required' };
  if (issue.code === 'too_big')
    return { key: 'profile.errors.tooLong', values: { max: Number(issue.maximum) } };
  if (issue.code === 'custom') return { key: 'profile.errors.singleLine' };
  return { key: 'profile.errors.invalid' };
}

/** The "About" card's values checked with the contract the server uses; empty clears a field. */
export function validateAbout(values: AboutValues): { patch: UserProfilePatch | null; errors: FieldErrors } {
  const body = {
    title: values.title.trim() === '' ? null : values.title,
    aboutMe: values.aboutMe.trim() === '' ? null : values.aboutMe,
  };
  const result = userProfilePatchSchema.safeParse(body);
  if (result.success) return { patch: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= messageOf(issue as Issue);
  }
  return { patch: null, errors };
}

/** The field errors of a 400 answer (`fields: [{ field: 'body.title' }]`), by field name; null when it has none. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error, 400)) return null;
  const body = error.body as { fields?: { field: string; message: string }[] } | undefined;
  if (body?.fields === undefined || body.fields.length === 0) return null;
  const errors: FieldErrors = {};
  for (const { field } of body.fields) {
    errors[field.replace(/^body\./, '')] ??= { key: 'profile.errors.server' };
  }
  return errors;
}

export interface ExperienceValues {
  jobTitle: string;
  companyName: string;
  /** YYYY-MM, as a month field gives it; empty when not chosen. */
  monthFrom: string;
  monthTo: string;
  isCurrent: boolean;
  jobDescription: string;
  /** An industry's id, or null (none when left out). */
  industry?: string | null;
  /** An employment type's code, or null. */
  employmentType?: string | null;
  location?: ProfileLocationInput | null;
}

/** A stored date (YYYY-MM-DD) as a month field's value. */
export const monthOf = (date: string | null): string => (date === null ? '' : date.slice(0, 7));

/**
 * A body checked with the contract's schema: the parsed input, or a message per field. An "end
 * before start" issue (the schemas' own custom check on an end date) says so in words.
 */
export function validateWith<T>(
  schema: {
    safeParse: (
      body: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
  },
  body: Record<string, unknown>,
  endFields: readonly string[] = ['dateTo', 'endDate'],
): { input: T | null; errors: FieldErrors } {
  const result = schema.safeParse(body);
  if (result.success) return { input: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const raw of result.error.issues) {
    const issue = raw as Issue;
    const path = issue.path.map(String).join('.');
    if (endFields.includes(path) && issue.code === 'custom')
      errors[path] ??= { key: 'profile.errors.endBeforeStart' };
    else errors[path] ??= messageOf(issue, body[path]);
  }
  return { input: null, errors };
}

/** The experience dialog's values checked with the contract; a month is sent as its first day. */
export function validateExperience(values: ExperienceValues): {
  input: ExperienceInput | null;
  errors: FieldErrors;
} {
  return validateWith<ExperienceInput>(experienceInputSchema, {
    jobTitle: values.jobTitle,
    companyName: values.companyName,
    jobDescription: values.jobDescription,
    dateFrom: values.monthFrom === '' ? '' : `${values.monthFrom}-01`,
    dateTo: values.isCurrent || values.monthTo === '' ? null : `${values.monthTo}-01`,
    isCurrent: values.isCurrent,
    industry: values.industry == null ? null : { id: values.industry },
    employmentType: values.employmentType ?? null,
    location: values.location ?? null,
  });
}

/** A month field's value (YYYY-MM) as the first day the server stores, or null when empty. */
export const dayOf = (month: string): string | null => (month === '' ? null : `${month}-01`);
