import { describe, expect, it } from 'vitest';
import { buildChecklist, completedCount, dismissAction, visibleItems } from './checklist';

describe('the Getting Started checklist', () => {
  it('marks nothing done for a new seeker', () => {
    const items = buildChecklist({}, []);
    expect(items.map((i) => i.step)).toEqual([
      'profile',
      'resume',
      'savedSearch',
      'savedJob',
      'followedCompany',
      'application',
    ]);
    expect(completedCount(items)).toBe(0);
  });

  it('reflects real progress; the profile counts from 80 %', () => {
    const done = (p: Parameters<typeof buildChecklist>[0]) =>
      buildChecklist(p, [])
        .filter((i) => i.done)
        .map((i) => i.step);
    expect(done({ percentageCompleted: 79 })).toEqual([]);
    expect(done({ percentageCompleted: 80, hasResume: true })).toEqual(['profile', 'resume']);
    expect(done({ savedSearches: 1, savedJobs: 2, followedCompanies: 1, applications: 3 })).toEqual([
      'savedSearch',
      'savedJob',
      'followedCompany',
      'application',
    ]);
  });

  it('hides dismissed steps by their one-time action', () => {
    expect(dismissAction('savedSearch')).toBe('getting_started.savedsearch');
    expect(dismissAction('savedSearch')).toMatch(/^[a-z0-9_.-]{1,64}$/);
    const items = buildChecklist({}, ['getting_started.resume', 'unrelated']);
    expect(visibleItems(items).map((i) => i.step)).not.toContain('resume');
    expect(visibleItems(items)).toHaveLength(5);
  });
});
