import { describe, expect, it } from 'vitest';
import { hasRecruiterAccess, roleLanding } from './roles';

describe('roleLanding', () => {
  it('sends job seekers to the job list', () => {
    expect(roleLanding({ primaryRole: 'jobseeker', roles: ['jobseeker'] })).toBe('/jobs');
  });

  it.each(['hr', 'hr_admin', 'publisher'])('sends a %s to the recruiter workspace', (role) => {
    expect(roleLanding({ primaryRole: role, roles: [role] })).toBe('/hr');
  });

  it('follows the primary role when a user holds several', () => {
    expect(roleLanding({ primaryRole: 'jobseeker', roles: ['jobseeker', 'hr'] })).toBe('/jobs');
    expect(roleLanding({ primaryRole: 'hr', roles: ['jobseeker', 'hr'] })).toBe('/hr');
  });

  it('sends the platform admin to their console, or to the recruiter workspace when they also recruit', () => {
    expect(roleLanding({ primaryRole: 'admin', roles: ['admin'] })).toBe('/admin');
    expect(roleLanding({ primaryRole: 'admin', roles: ['admin', 'hr_admin'] })).toBe('/hr');
  });
});

describe('hasRecruiterAccess', () => {
  it('is true for any organisation role, whatever the primary role', () => {
    expect(hasRecruiterAccess({ primaryRole: 'jobseeker', roles: ['jobseeker', 'publisher'] })).toBe(true);
    expect(hasRecruiterAccess({ primaryRole: 'jobseeker', roles: ['jobseeker'] })).toBe(false);
    expect(hasRecruiterAccess({ primaryRole: 'admin', roles: ['admin'] })).toBe(false);
  });
});
