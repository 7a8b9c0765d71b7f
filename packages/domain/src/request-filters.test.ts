import { describe, expect, it } from 'vitest';
import { buildRequestFilters, toQueryString } from './request-filters.js';

describe('request filters', () => {
  it('skips empty values and keeps the number zero', () => {
    const qs = buildRequestFilters({
      keyword: '',
      blank: '   ',
      missing: undefined,
      nothing: null,
      offset: 0,
      limit: 100,
      remote: false,
      location: 'Muscat',
    }).toString();
    expect(qs).toBe('offset=0&limit=100&remote=false&location=Muscat');
  });

  it('repeats keys for arrays and skips their empty items', () => {
    expect(toQueryString({ statusIn: ['applied', '', 'hired'], typeIn: [] })).toBe(
      '?statusIn=applied&statusIn=hired',
    );
  });

  it('skips NaN and gives an empty string when nothing is left', () => {
    expect(toQueryString({ page: Number.NaN, q: '' })).toBe('');
  });

  it('encodes values', () => {
    expect(toQueryString({ keyword: 'C++ & Go', city: 'مسقط' })).toBe(
      '?keyword=C%2B%2B+%26+Go&city=%D9%85%D8%B3%D9%82%D8%B7',
    );
  });
});
