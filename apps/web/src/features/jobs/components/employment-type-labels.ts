import type { EmploymentType } from '@talent/contracts';

/** The translation key of each employment type; `satisfies` keeps it in step with the contract. */
export const EMPLOYMENT_TYPE_LABEL_KEYS = {
  full_time: 'jobs.employmentType.fullTime',
  part_time: 'jobs.employmentType.partTime',
  contract: 'jobs.employmentType.contract',
  temporary: 'jobs.employmentType.temporary',
  internship: 'jobs.employmentType.internship',
  freelance: 'jobs.employmentType.freelance',
} as const satisfies Record<EmploymentType, string>;

export const EMPLOYMENT_TYPES = Object.keys(EMPLOYMENT_TYPE_LABEL_KEYS) as EmploymentType[];

export function isEmploymentType(value: string): value is EmploymentType {
  return Object.hasOwn(EMPLOYMENT_TYPE_LABEL_KEYS, value);
}
