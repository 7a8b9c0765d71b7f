import type { EmploymentType } from '@talent/contracts';
import { buildRequestFilters } from '@talent/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isEmploymentType } from '../components/employment-type-labels';

/** The job list's state as kept in the URL (`?keyword=…&categoryId=…&employmentType=…&page=N`). */
export interface JobListParams {
  keyword: string;
  categoryId: string;
  employmentType: EmploymentType | '';
  page: number;
}

export const KEYWORD_MAX_LENGTH = 200;
/** The API accepts offsets up to 1,000,000; at 100 a page that is page 10,001. */
const MAX_PAGE = 10_001;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the URL leniently: a value the API would refuse is dropped rather than shown as an error. */
export function parseJobListParams(params: URLSearchParams): JobListParams {
  const categoryId = params.get('categoryId')?.trim() ?? '';
  const employmentType = params.get('employmentType')?.trim() ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    categoryId: UUID.test(categoryId) ? categoryId : '',
    employmentType: isEmploymentType(employmentType) ? employmentType : '',
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1,
  };
}

export function toJobListSearchParams(params: JobListParams): URLSearchParams {
  return buildRequestFilters({
    keyword: params.keyword,
    categoryId: params.categoryId,
    employmentType: params.employmentType,
    page: params.page > 1 ? params.page : undefined,
  });
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
