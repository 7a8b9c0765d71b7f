import { describe, expect, it } from 'vitest';
import { monthOf, readResumeText, skillsNamedIn } from './resume-text.js';

const NOW = new Date('2026-11-24T00:00:00Z');

describe('monthOf', () => {
  it('reads the ways résumés write a month, as its first day', () => {
    expect(monthOf('Mar 2021', NOW)).toBe('2021-03-01');
    expect(monthOf('September, 2019', NOW)).toBe('2019-09-01');
    expect(monthOf('Sept. 2019', NOW)).toBe('2019-09-01');
    expect(monthOf('2021-03', NOW)).toBe('2021-03-01');
    expect(monthOf('03/2021', NOW)).toBe('2021-03-01');
    expect(monthOf('2018', NOW)).toBe('2018-01-01');
  });

  it('is null for what is not a month of a working life', () => {
    expect(monthOf('2021-13', NOW)).toBeNull();
    expect(monthOf('9123', NOW)).toBeNull();
    expect(monthOf('1890', NOW)).toBeNull();
    expect(monthOf('Foo 2020', NOW)).toBeNull();
  });
});

describe('readResumeText', () => {
  it('takes the title and company from the lines above a date range on a line of its own', () => {
    const text = [
      'EXPERIENCE',
      'Product Manager',
      'Acme LLC | Dubai',
      'Feb 2019 - Present',
      'Ran the roadmap.',
      'Engineer at Globex',
      '06/2015 – 01/2019',
    ].join('\n');
    expect(readResumeText(text).experiences).toEqual([
      {
        jobTitle: 'Product Manager',
        companyName: 'Acme LLC',
        dateFrom: '2019-02-01',
        dateTo: null,
        isCurrent: true,
      },
      {
        jobTitle: 'Engineer',
        companyName: 'Globex',
        dateFrom: '2015-06-01',
        dateTo: '2019-01-01',
        isCurrent: false,
      },
    ]);
  });

  it('puts the company second when it was written first', () => {
    const text = 'Work History\nGlobex Ltd, Accountant (2012 - 2014)';
    expect(readResumeText(text).experiences).toEqual([
      {
        jobTitle: 'Accountant',
        companyName: 'Globex Ltd',
        dateFrom: '2012-01-01',
        dateTo: '2014-01-01',
        isCurrent: false,
      },
    ]);
  });

  it('takes no jobs from a phone number or from the education section', () => {
    const text = [
      'Sara Haddad',
      'Mobile +968 9123-4567',
      'Education',
      'MSc Finance, London School of Economics, 2010 - 2011',
    ].join('\n');
    const read = readResumeText(text);
    expect(read.experiences).toEqual([]);
    expect(read.educations).toEqual([
      {
        degreeTitle: 'MSc Finance',
        universityName: 'London School of Economics',
        startDate: '2010-01-01',
        endDate: '2011-01-01',
      },
    ]);
  });

  it('finds nothing in a text without dates or degrees', () => {
    expect(readResumeText('Hello\nI like tea.')).toEqual({ experiences: [], educations: [] });
  });
});

describe('skillsNamedIn', () => {
  const skills = [
    { name: 'Java' },
    { name: 'JavaScript' },
    { name: 'Go' },
    { name: 'C++' },
    { name: 'Node.js' },
    { name: 'Machine Learning' },
    { name: 'Learning' },
  ];

  it('matches whole words only, each skill once, longest runs of words first', () => {
    const found = skillsNamedIn('JavaScript, Node.js and C++; machine learning. More JavaScript.', skills);
    expect(found.map((s) => s.name)).toEqual([
      'JavaScript',
      'Node.js',
      'C++',
      'Machine Learning',
      'Learning',
    ]);
  });

  it('wants a short name in its own case, so that a verb is not a language', () => {
    expect(skillsNamedIn('Ready to go anywhere', skills)).toEqual([]);
    expect(skillsNamedIn('Services in Go', skills).map((s) => s.name)).toEqual(['Go']);
  });
});
