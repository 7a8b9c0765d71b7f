import type { EmploymentType, ListJobsQuery, WorkModel } from '@talent/contracts';
import { buildRequestFilters } from '@talent/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_LIST_PAGE_SIZE, type JobSearch } from '../api/list-jobs';
import { isEmploymentType } from '../components/employment-type-labels';
import { isWorkModel } from '../components/work-model-labels';

/**
 * The job list's state as kept in the URL:
 * `?keyword=…&location=…&categoryId=…&employmentType=…&workModel=…&skills=a&skills=b&languages=en&sort=newest&page=N`.
 * Every filter the job search (GET /api/jobs) takes but the company, which a company's page fixes.
 */
export interface JobListParams {
  keyword: string;
  /** A city or country name in any language, or a country code. */
  location: string;
  categoryId: string;
  employmentType: EmploymentType | '';
  /** On site, hybrid or remote; '' for any. */
  workModel: WorkModel | '';
  /** Skill names; a job must require every one. */
  skills: string[];
  /** Language codes; a job must ask for every one. */
  languages: string[];
  /** '' is the API's default order (relevance with a keyword, newest without). */
  sort: JobSort | '';
  page: number;
}

/** The filters of a search, without its page: what a saved or recent search keeps. */
export type JobSearchFilters = Omit<JobListParams, 'page'>;

/** The job list's orders (jobSorts of @talent/contracts, whose values would bring zod into the bundle). */
export type JobSort = NonNullable<ListJobsQuery['sort']>;

/** The limits of listJobsQuerySchema (packages/contracts/src/jobs.ts), kept here without zod. */
export const KEYWORD_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 100;
const SKILL_MAX_LENGTH = 100;
const MAX_SKILLS = 20;
const LANGUAGE_MAX_LENGTH = 10;
const MAX_LANGUAGES = 10;
export const JOB_SORTS: readonly JobSort[] = ['relevance', 'newest', 'salary'];
/** The API accepts offsets up to 1,000,000; at 100 a page that is page 10,001. */
const MAX_PAGE = 10_001;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isJobSort = (value: string): value is JobSort =>
  (JOB_SORTS as readonly string[]).includes(value);

/**
 * A list as the API reads it (repeated keys or comma-separated), trimmed, without empty items or
 * repeats (compared by `fold`), and without items the API would refuse.
 */
export function cleanList(
  values: readonly string[],
  options: { itemMax: number; maxItems: number; fold?: (v: string) => string },
): string[] {
  const fold = options.fold ?? ((v: string) => v.toLocaleLowerCase());
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values.flatMap((v) => v.split(','))) {
    const value = raw.trim();
    if (value === '' || value.length > options.itemMax || seen.has(fold(value))) continue;
    seen.add(fold(value));
    out.push(value);
  }
  return out.slice(0, options.maxItems);
}

export const cleanSkills = (values: readonly string[]) =>
  cleanList(values, { itemMax: SKILL_MAX_LENGTH, maxItems: MAX_SKILLS });
export const cleanLanguages = (values: readonly string[]) =>
  cleanList(
    values.map((v) => v.toLowerCase()),
    { itemMax: LANGUAGE_MAX_LENGTH, maxItems: MAX_LANGUAGES },
  );

/** Reads the URL leniently: a value the API would refuse is dropped rather than shown as an error. */
export function parseJobListParams(params: URLSearchParams): JobListParams {
  const categoryId = params.get('categoryId')?.trim() ?? '';
  const employmentType = params.get('employmentType')?.trim() ?? '';
  const workModel = params.get('workModel')?.trim() ?? '';
  const sort = params.get('sort')?.trim() ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    location: (params.get('location') ?? '').trim().slice(0, LOCATION_MAX_LENGTH),
    categoryId: UUID.test(categoryId) ? categoryId : '',
    employmentType: isEmploymentType(employmentType) ? employmentType : '',
    workModel: isWorkModel(workModel) ? workModel : '',
    skills: cleanSkills(params.getAll('skills')),
    languages: cleanLanguages(params.getAll('languages')),
    sort: isJobSort(sort) ? sort : '',
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1,
  };
}

/** The job search (GET /api/jobs) of the list's state; a category's or a company's page fixes its own. */
export function jobSearchOf(
  params: JobListParams,
  fixed?: { categoryId?: string | undefined; companyId?: string | undefined },
): JobSearch {
  return {
    keyword: params.keyword,
    location: params.location,
    categoryId: fixed?.categoryId ?? params.categoryId,
    companyId: fixed?.companyId,
    employmentType: params.employmentType === '' ? undefined : params.employmentType,
    workModel: params.workModel === '' ? undefined : params.workModel,
    skills: params.skills,
    languages: params.languages,
    sort: params.sort === '' ? undefined : params.sort,
    limit: JOB_LIST_PAGE_SIZE,
    offset: (params.page - 1) * JOB_LIST_PAGE_SIZE,
  };
}

export function toJobListSearchParams(params: Partial<JobListParams>): URLSearchParams {
  return buildRequestFilters({
    keyword: params.keyword,
    location: params.location,
    categoryId: params.categoryId,
    employmentType: params.employmentType,
    workModel: params.workModel,
    skills: params.skills,
    languages: params.languages,
    sort: params.sort,
    page: params.page !== undefined && params.page > 1 ? params.page : undefined,
  });
}

/** True when any filter (not the order, not the page) narrows the list. */
export function hasJobFilters(params: JobSearchFilters): boolean {
  return (
    params.keyword !== '' ||
    params.location !== '' ||
    params.categoryId !== '' ||
    params.employmentType !== '' ||
    params.workModel !== '' ||
    params.skills.length > 0 ||
    params.languages.length > 0
  );
}

/** The list's URL state with setters; a change of search or filter goes back to page 1. */
export function useJobListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseJobListParams(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<JobListParams>) => {
      setSearchParams((prev) => toJobListSearchParams({ ...parseJobListParams(prev), page: 1, ...changes }));
    },
    [setSearchParams],
  );

  const clear = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { params, update, clear };
}
