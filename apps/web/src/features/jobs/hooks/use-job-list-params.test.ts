import { describe, expect, it } from 'vitest';
import { hasJobFilters, parseJobListParams, toJobListSearchParams } from './use-job-list-params';

const parse = (query: string) => parseJobListParams(new URLSearchParams(query));

describe('the job list address', () => {
  it('reads every filter of the job search', () => {
    expect(
      parse(
        'keyword=+nurse+&location=Muscat&categoryId=0f0f0f0f-0000-4000-8000-000000000000&employmentType=part_time' +
          '&workModel=hybrid&skills=Triage&skills=icu,ICU&languages=AR&languages=en&sort=salary&page=3',
      ),
    ).toEqual({
      keyword: 'nurse',
      location: 'Muscat',
      categoryId: '0f0f0f0f-0000-4000-8000-000000000000',
      employmentType: 'part_time',
      workModel: 'hybrid',
      skills: ['Triage', 'icu'],
      languages: ['ar', 'en'],
      sort: 'salary',
      page: 3,
    });
  });

  it('drops what the API would refuse instead of failing', () => {
    const params = parse(
      `categoryId=abc&employmentType=forever&workModel=sometimes&sort=cheapest&page=-4&location=${'x'.repeat(150)}` +
        `&skills=${'s'.repeat(101)}&skills=ok&languages=${'l'.repeat(11)}`,
    );
    expect(params).toMatchObject({
      categoryId: '',
      employmentType: '',
      workModel: '',
      sort: '',
      page: 1,
      skills: ['ok'],
    });
    expect(params.location).toHaveLength(100);
    expect(params.languages).toEqual([]);
    expect(parse(Array.from({ length: 25 }, (_, i) => `skills=s${i}`).join('&')).skills).toHaveLength(20);
  });

  it('writes the same address back, without empty filters or page 1', () => {
    const query =
      'keyword=nurse&location=Muscat&employmentType=part_time&skills=Triage&skills=ICU&languages=ar&sort=newest&page=2';
    expect(toJobListSearchParams(parse(query)).toString()).toBe(query);
    expect(toJobListSearchParams(parse('page=1&keyword=')).toString()).toBe('');
  });

  it('counts the order as no filter', () => {
    expect(hasJobFilters(parse('sort=newest&page=4'))).toBe(false);
    expect(hasJobFilters(parse('languages=ar'))).toBe(true);
    expect(hasJobFilters(parse('location=Sohar'))).toBe(true);
  });
});
