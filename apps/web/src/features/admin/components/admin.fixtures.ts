import type { AdminOrganisationDetail, AdminUser, AdminUserDetail, AuditEntry } from '@talent/contracts';

/** Test data for the console's screens. */
export const USER_ID = '00000000-0000-4000-8000-0000000000a1';
export const ORG_ID = '00000000-0000-4000-8000-0000000000b1';
export const ADMIN_ID = '00000000-0000-4000-8000-0000000000c1';

export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: USER_ID,
    subject: `demo|${USER_ID}`,
    email: 'layla.haddad@example.com',
    fullName: 'Layla Haddad',
    roles: ['jobseeker'],
    organisations: [],
    locked: false,
    passwordless: false,
    openSessions: 2,
    createdAt: '2025-01-10T09:00:00.000Z',
    lastLoginAt: '2025-03-01T12:30:00.000Z',
    deletionDueAt: null,
    erased: false,
    ...overrides,
  };
}

export function buildAdminUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...buildAdminUser(),
    lockedReason: null,
    sessions: [
      {
        id: '00000000-0000-4000-8000-0000000000d1',
        authMethod: 'password',
        ip: '203.0.113.7',
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
        createdAt: '2025-03-01T12:30:00.000Z',
        lastUsedAt: '2025-03-02T08:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function buildAdminOrganisation(
  overrides: Partial<AdminOrganisationDetail> = {},
): AdminOrganisationDetail {
  return {
    id: ORG_ID,
    name: 'Falcon Bay Technologies',
    plan: 'standard',
    members: 1,
    domains: [
      {
        domain: 'falconbay.example',
        verified: true,
        verificationMethod: 'dns_txt',
        createdAt: '2025-01-02T00:00:00.000Z',
      },
      {
        domain: 'falcon.example',
        verified: false,
        verificationMethod: null,
        createdAt: '2025-02-02T00:00:00.000Z',
      },
    ],
    retentionMonths: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    memberList: [
      { userId: USER_ID, fullName: 'Layla Haddad', email: 'layla@falconbay.example', roles: ['hr_admin'] },
    ],
    ...overrides,
  };
}

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '1',
    at: '2025-03-01T12:30:00.000Z',
    actor: { id: ADMIN_ID, fullName: 'Omar Admin', email: 'omar@example.com' },
    action: 'admin.user.lock',
    targetType: 'user',
    targetId: USER_ID,
    ip: '198.51.100.4',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/125.0',
    requestId: 'req-1',
    details: { reason: 'spam' },
    ...overrides,
  };
}
