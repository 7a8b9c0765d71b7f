import {
  hrJobInputSchema,
  type EmploymentType,
  type HrJobDetail,
  type HrJobInput,
  MATERIAL_JOB_FIELDS,
  type MaterialJobField,
  type WorkModel,
} from '@talent/contracts';
import type { Locale } from '../../../../lib/locale';

/** What the editor holds: every field of the job as the inputs show it (empty text for "none"). */
export interface JobFormValues {
  organisationId: string;
  title: string;
  description: string;
  textLanguage: HrJobInput['textLanguage'];
  categoryId: string;
  subCategoryId: string;
  countryCode: string;
  cityId: string;
  workModel: WorkModel;
  /** A remote job: the countries it is open to; empty: anywhere. */
  remoteCountries: string[];
  employmentType: EmploymentType | '';
  contractTypeId: string;
  vacancies: number | '';
  endDate: string;
  minExperienceYears: number | '';
  careerLevelId: string;
  degreeLevelId: string;
  skills: { id: string; name: string; minLevel: number | null }[];
  languages: { code: string; minLevelId: string | null }[];
  hasSalary: boolean;
  salaryMin: number | '';
  salaryMax: number | '';
  currency: string;
  period: 'month' | 'year';
  nationalsOnly: boolean;
  requiresWorkPermit: boolean;
  requiresResidentCard: boolean;
}

const TEXT_LANGUAGE: Record<Locale, HrJobInput['textLanguage']> = { 'en-US': 'en', 'zh-CN': 'zh', ar: 'ar' };

/** A new job: written in the interface's language, full time, one vacancy. */
export function emptyJobValues(locale: Locale, organisationId = ''): JobFormValues {
  return {
    organisationId,
    title: '',
    description: '',
    textLanguage: TEXT_LANGUAGE[locale],
    categoryId: '',
    subCategoryId: '',
    countryCode: '',
    cityId: '',
    workModel: 'on_site',
    remoteCountries: [],
    employmentType: 'full_time',
    contractTypeId: '',
    vacancies: 1,
    endDate: '',
    minExperienceYears: 0,
    careerLevelId: '',
    degreeLevelId: '',
    skills: [],
    languages: [],
    hasSalary: false,
    salaryMin: '',
    salaryMax: '',
    currency: '',
    period: 'month',
    nationalsOnly: false,
    requiresWorkPermit: false,
    requiresResidentCard: false,
  };
}

/** The editor's values of a job the server answered. */
export function jobToValues(job: HrJobDetail): JobFormValues {
  return {
    organisationId: job.company.id,
    title: job.title,
    description: job.description,
    textLanguage: job.textLanguage,
    categoryId: job.category.id,
    subCategoryId: job.subCategory?.id ?? '',
    countryCode: job.location.countryCode,
    cityId: job.location.cityId ?? '',
    workModel: job.location.workModel,
    remoteCountries: job.location.remoteCountries,
    employmentType: job.employmentType,
    contractTypeId: job.contractTypeId ?? '',
    vacancies: job.vacancies,
    endDate: job.endDate ?? '',
    minExperienceYears: job.minExperienceYears,
    careerLevelId: job.careerLevelId ?? '',
    degreeLevelId: job.degreeLevelId ?? '',
    skills: job.skills.map((s) => ({ id: s.id, name: s.skillName, minLevel: s.minLevel })),
    languages: job.languages.map((l) => ({ code: l.code, minLevelId: l.minLevelId })),
    hasSalary: job.salary !== null,
    salaryMin: job.salary?.min ?? '',
    salaryMax: job.salary?.max ?? '',
    currency: job.salary?.currency ?? '',
    period: job.salary?.period ?? 'month',
    nationalsOnly: job.eligibility.nationalsOnly,
    requiresWorkPermit: job.eligibility.requiresWorkPermit,
    requiresResidentCard: job.eligibility.requiresResidentCard,
  };
}

const orNull = (value: string) => (value === '' ? null : value);
const orUndefined = <T>(value: T | '') => (value === '' ? undefined : value);

/**
 * The body of POST and PUT /api/hr/job, before the contract checks it: an empty required field is
 * left out, so that the contract names it as missing.
 */
export function valuesToInput(values: JobFormValues): Record<string, unknown> {
  return {
    ...(values.organisationId === '' ? {} : { organisationId: values.organisationId }),
    title: values.title,
    description: values.description,
    textLanguage: values.textLanguage,
    category: values.categoryId === '' ? undefined : { id: values.categoryId },
    subCategory: values.subCategoryId === '' ? null : { id: values.subCategoryId },
    location: {
      countryCode: orUndefined(values.countryCode),
      stateId: null,
      cityId: orNull(values.cityId),
      workModel: values.workModel,
      // the countries go with the remote model: switching away drops them
      remoteCountries: values.workModel === 'remote' ? values.remoteCountries : [],
    },
    employmentType: orUndefined(values.employmentType),
    salary: values.hasSalary
      ? {
          min: orUndefined(values.salaryMin),
          max: orUndefined(values.salaryMax),
          currency: orUndefined(values.currency),
          period: values.period,
        }
      : null,
    skills: values.skills.map((s) => ({ id: s.id, minLevel: s.minLevel })),
    languages: values.languages.map((l) => ({ code: l.code, minLevelId: l.minLevelId })),
    minExperienceYears: orUndefined(values.minExperienceYears) ?? 0,
    vacancies: orUndefined(values.vacancies),
    endDate: orNull(values.endDate),
    degreeLevelId: orNull(values.degreeLevelId),
    careerLevelId: orNull(values.careerLevelId),
    contractTypeId: orNull(values.contractTypeId),
    eligibility: {
      nationalsOnly: values.nationalsOnly,
      requiresWorkPermit: values.requiresWorkPermit,
      requiresResidentCard: values.requiresResidentCard,
    },
  };
}

/** A message of the editor's own (`recruiter.editor.errors.*`) with what it names. */
export interface FieldMessage {
  key: ErrorKey;
  values?: Record<string, number>;
}

export const ERROR_KEYS = {
  required: 'recruiter.editor.errorsRequired',
  tooShort: 'recruiter.editor.errorsTooShort',
  tooLong: 'recruiter.editor.errorsTooLong',
  numberMin: 'recruiter.editor.errorsNumberMin',
  numberMax: 'recruiter.editor.errorsNumberMax',
  wholeNumber: 'recruiter.editor.errorsWholeNumber',
  tooMany: 'recruiter.editor.errorsTooMany',
  salaryOrder: 'recruiter.editor.errorsSalaryOrder',
  endDatePast: 'recruiter.editor.errorsEndDatePast',
  duplicate: 'recruiter.editor.errorsDuplicate',
  singleLine: 'recruiter.editor.errorsSingleLine',
  notInList: 'recruiter.editor.errorsNotInList',
  invalid: 'recruiter.editor.errorsInvalid',
} as const;
export type ErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];

/** Field errors by the contract's path (`title`, `salary.max`, `skills.2.id`). */
export type FieldErrors = Record<string, FieldMessage>;

interface Issue {
  code: string;
  path: PropertyKey[];
  origin?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/** The value at a path of the body (zod's issues do not carry it). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at = input;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function messageOf(issue: Issue, path: string, value: unknown): FieldMessage {
  const min = Number(issue.minimum ?? 0);
  const max = Number(issue.maximum ?? 0);
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  switch (issue.code) {
    case 'invalid_type':
      if (empty) return { key: ERROR_KEYS.required };
      return { key: issue.expected === 'int' ? ERROR_KEYS.wholeNumber : ERROR_KEYS.invalid };
    case 'too_small':
      if (issue.origin === 'string')
        return empty ? { key: ERROR_KEYS.required } : { key: ERROR_KEYS.tooShort, values: { min } };
      return { key: ERROR_KEYS.numberMin, values: { min } };
    case 'too_big':
      if (issue.origin === 'string') return { key: ERROR_KEYS.tooLong, values: { max } };
      if (issue.origin === 'array') return { key: ERROR_KEYS.tooMany, values: { max } };
      return { key: ERROR_KEYS.numberMax, values: { max } };
    case 'custom':
      if (path === 'salary.max') return { key: ERROR_KEYS.salaryOrder };
      if (path === 'endDate') return { key: ERROR_KEYS.endDatePast };
      if (path === 'skills' || path === 'languages') return { key: ERROR_KEYS.duplicate };
      return { key: ERROR_KEYS.singleLine };
    case 'invalid_format':
    case 'invalid_value':
      return empty ? { key: ERROR_KEYS.required } : { key: ERROR_KEYS.invalid };
    default:
      return { key: ERROR_KEYS.invalid };
  }
}

export interface Validation {
  input: HrJobInput | null;
  errors: FieldErrors;
}

/** The contract the server checks with (packages/contracts), run on the editor's values. */
export function validateJob(values: JobFormValues): Validation {
  const body = valuesToInput(values);
  const result = hrJobInputSchema.safeParse(body);
  if (result.success) return { input: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    let path = issue.path.map(String).join('.');
    // a reference left out is reported on its object; the field is its id
    if (path === 'category' || path === 'subCategory') path = `${path}.id`;
    errors[path] ??= messageOf(issue as Issue, path, valueAt(body, issue.path));
  }
  // the contract checks the range only once the salary is otherwise whole; say it as soon as both are there
  if (
    values.hasSalary &&
    values.salaryMin !== '' &&
    values.salaryMax !== '' &&
    values.salaryMax < values.salaryMin
  ) {
    errors['salary.max'] ??= { key: ERROR_KEYS.salaryOrder };
  }
  return { input: null, errors };
}

/** The field errors of a 400 answer (`body.salary.currency`), by the contract's path. */
export function serverFieldErrors(fields: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of fields) {
    const path = field.replace(/^body\./, '');
    errors[path] ??= { key: message.startsWith('is not') ? ERROR_KEYS.notInList : ERROR_KEYS.invalid };
  }
  return errors;
}

/** The form fields of each field a job's history names, and those of the material ones. */
const MATERIAL_FORM_FIELDS: Record<MaterialJobField, readonly (keyof JobFormValues)[]> = {
  salary: ['hasSalary', 'salaryMin', 'salaryMax', 'currency', 'period'],
  location: ['countryCode', 'cityId', 'workModel', 'remoteCountries'],
  employmentType: ['employmentType'],
};

/**
 * The material fields (salary, place, employment type) that differ between two sets of values: what
 * a published job's active applicants are told of when the edit is saved.
 */
export function materialChanges(before: JobFormValues, after: JobFormValues): MaterialJobField[] {
  const salaryOf = (v: JobFormValues) =>
    v.hasSalary ? [v.salaryMin, v.salaryMax, v.currency, v.period] : [false];
  return MATERIAL_JOB_FIELDS.filter((field) =>
    field === 'salary'
      ? JSON.stringify(salaryOf(before)) !== JSON.stringify(salaryOf(after))
      : MATERIAL_FORM_FIELDS[field].some((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])),
  );
}
