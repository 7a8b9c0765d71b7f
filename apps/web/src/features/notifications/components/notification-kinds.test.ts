import { notificationKinds } from '@talent/contracts';
import { describe, expect, it } from 'vitest';
import { isKnownKind, kindsForRoles, ORGANISATION_KINDS, SEEKER_KINDS } from './notification-kinds';

describe('kindsForRoles', () => {
  it("offers a job seeker the seeker's kinds, an organisation's people the organisation's", () => {
    expect(kindsForRoles({ primaryRole: 'jobseeker', roles: ['jobseeker'] })).toEqual(SEEKER_KINDS);
    for (const role of ['hr', 'hr_admin', 'publisher', 'member']) {
      expect(kindsForRoles({ primaryRole: role, roles: [role] }), role).toEqual(ORGANISATION_KINDS);
    }
  });

  it('offers both, each kind once, to someone with both sides', () => {
    const kinds = kindsForRoles({ primaryRole: 'hr', roles: ['jobseeker', 'hr'] });
    expect(new Set(kinds)).toEqual(new Set([...SEEKER_KINDS, ...ORGANISATION_KINDS]));
    expect(kinds).toHaveLength(new Set(kinds).size);
  });

  it('offers every kind the server sends to anyone else (the platform admin alone)', () => {
    const kinds = kindsForRoles({ primaryRole: 'admin', roles: ['admin'] });
    expect(new Set(kinds)).toEqual(new Set([...SEEKER_KINDS, ...ORGANISATION_KINDS]));
  });

  it('knows, and so can name, every kind of the contracts', () => {
    for (const kind of notificationKinds) expect(isKnownKind(kind), kind).toBe(true);
    expect(isKnownKind('toString')).toBe(false);
    expect(isKnownKind('email.new_applicant')).toBe(false);
  });
});
