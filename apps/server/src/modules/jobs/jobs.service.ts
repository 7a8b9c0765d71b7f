import type { Kysely } from 'kysely';
import {
  isMaterialJobField,
  type HrJobListResponse,
  type JobDetail,
  type JobListResponse,
  type JobSummary,
  type ListJobsQuery,
  type WorkModel,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { type JobSummaryRow, findOpenJobs, findOrganisationJobs, findPublicJob } from './jobs.repository.js';
import { publicLogoUrl } from '../../lib/organisation-logo.js';

type LocalisedColumns<P extends string> = { [K in `${P}En` | `${P}Zh` | `${P}Ar`]: string };
type NullableColumns<P extends string> = { [K in `${P}En` | `${P}Zh` | `${P}Ar`]: string | null };

/** A job's place as every job answer shows it (the public cards, the recruiter's, the seeker's own lists). */
export function jobPlace(
  row: {
    countryCode: string;
    remote: boolean;
    workModel: WorkModel;
    remoteCountries: string[];
  } & LocalisedColumns<'countryName'> &
    NullableColumns<'cityName'>,
) {
  return {
    countryCode: row.countryCode,
    country: { en: row.countryNameEn, zh: row.countryNameZh, ar: row.countryNameAr },
    city:
      row.cityNameEn === null
        ? null
        : { en: row.cityNameEn, zh: row.cityNameZh ?? '', ar: row.cityNameAr ?? '' },
    remote: row.remote,
    workModel: row.workModel,
    remoteCountries: row.remoteCountries,
  };
}

/** A job's category and sub-category, named in the three languages. */
export function jobCategories(
  row: { categoryId: string; subCategoryId: string | null } & LocalisedColumns<'categoryName'> &
    NullableColumns<'subCategoryName'>,
) {
  return {
    category: {
      id: row.categoryId,
      name: { en: row.categoryNameEn, zh: row.categoryNameZh, ar: row.categoryNameAr },
    },
    subCategory:
      row.subCategoryId === null
        ? null
        : {
            id: row.subCategoryId,
            name: {
              en: row.subCategoryNameEn ?? '',
              zh: row.subCategoryNameZh ?? '',
              ar: row.subCategoryNameAr ?? '',
            },
          },
  };
}

/** A job's salary range, or null unless all of it is given. */
export function jobSalary(row: {
  salaryMin: string | number | null;
  salaryMax: string | number | null;
  salaryCurrency: string | null;
  salaryPeriod: string | null;
}) {
  return row.salaryMin !== null &&
    row.salaryMax !== null &&
    row.salaryCurrency !== null &&
    row.salaryPeriod !== null
    ? {
        min: Number(row.salaryMin),
        max: Number(row.salaryMax),
        currency: row.salaryCurrency,
        period: row.salaryPeriod as 'month' | 'year',
      }
    : null;
}

export function toSummary(row: JobSummaryRow): JobSummary {
  return {
    id: row.id,
    title: row.title,
    textLanguage: row.textLanguage,
    company: {
      id: row.companyId,
      name: row.companyName,
      logoUrl: publicLogoUrl(row.companyId, row.companyLogoUrl),
    },
    ...jobCategories(row),
    location: jobPlace(row),
    employmentType: row.employmentType as JobSummary['employmentType'],
    salary: jobSalary(row),
    skills: row.skills,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    endDate: row.endDate,
  };
}

export async function searchJobs(db: Kysely<DB>, filters: ListJobsQuery): Promise<JobListResponse> {
  const { rows, total, totalIsEstimate } = await findOpenJobs(db, filters);
  return { items: rows.map(toSummary), total, totalIsEstimate, limit: filters.limit, offset: filters.offset };
}

export async function getPublicJob(db: Kysely<DB>, jobId: string): Promise<JobDetail> {
  const row = await findPublicJob(db, jobId);
  if (row === undefined) throw notFound('Job');
  return {
    ...toSummary(row),
    description: row.description,
    status: row.status,
    minExperienceYears: row.minExperienceYears,
    languages: row.languages.map((l) => ({
      code: l.code,
      name: { en: l.nameEn, zh: l.nameZh, ar: l.nameAr },
    })),
    materialChange:
      row.materialChangedAt === null || row.materialChangedFields === null
        ? null
        : {
            changedAt: new Date(row.materialChangedAt).toISOString(),
            fields: row.materialChangedFields.filter(isMaterialJobField),
          },
  };
}

export async function listOrganisationJobs(
  db: Kysely<DB>,
  organisationIds: string[],
  page: { limit: number; offset: number },
): Promise<HrJobListResponse> {
  const { rows, total } = await findOrganisationJobs(db, organisationIds, page.limit, page.offset);
  return {
    items: rows.map((row) => ({
      ...toSummary(row),
      status: row.status,
      publishedAt: row.publishedAt?.toISOString() ?? null,
    })),
    total,
    limit: page.limit,
    offset: page.offset,
  };
}
