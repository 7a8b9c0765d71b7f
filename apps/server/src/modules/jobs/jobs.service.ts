import type { Kysely } from 'kysely';
import type {
  HrJobListResponse,
  JobDetail,
  JobListResponse,
  JobSummary,
  ListJobsQuery,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { type JobSummaryRow, findOpenJobs, findOrganisationJobs, findPublicJob } from './jobs.repository.js';
import { publicLogoUrl } from '../../lib/organisation-logo.js';

export function toSummary(row: JobSummaryRow): JobSummary {
  const hasSalary =
    row.salaryMin !== null &&
    row.salaryMax !== null &&
    row.salaryCurrency !== null &&
    row.salaryPeriod !== null;
  return {
    id: row.id,
    title: row.title,
    textLanguage: row.textLanguage,
    company: {
      id: row.companyId,
      name: row.companyName,
      logoUrl: publicLogoUrl(row.companyId, row.companyLogoUrl),
    },
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
    location: {
      countryCode: row.countryCode,
      country: { en: row.countryNameEn, zh: row.countryNameZh, ar: row.countryNameAr },
      city:
        row.cityNameEn === null
          ? null
          : { en: row.cityNameEn, zh: row.cityNameZh ?? '', ar: row.cityNameAr ?? '' },
      remote: row.remote,
    },
    employmentType: row.employmentType as JobSummary['employmentType'],
    salary: hasSalary
      ? {
          min: Number(row.salaryMin),
          max: Number(row.salaryMax),
          currency: row.salaryCurrency as string,
          period: row.salaryPeriod as 'month' | 'year',
        }
      : null,
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
