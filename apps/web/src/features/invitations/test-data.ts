import type { MyInvitation, MyInvitationPage } from '@talent/contracts';

let sequence = 0;
const id = (prefix: string) =>
  `00000000-0000-4000-8000-${prefix}${String(++sequence).padStart(12 - prefix.length, '0')}`;

/** An invitation as GET /api/job-seeker/my-invitation answers it (for the tests). */
export function buildInvitation(overrides: Partial<MyInvitation> & { title?: string } = {}): MyInvitation {
  const { title = 'Staff Nurse', ...rest } = overrides;
  return {
    id: id('1'),
    job: {
      id: id('2'),
      title,
      status: 'published',
      company: { id: id('3'), name: 'Oasis Health', logoUrl: null },
      location: {
        countryCode: 'AE',
        country: { en: 'United Arab Emirates', zh: '阿联酋', ar: 'الإمارات' },
        city: { en: 'Dubai', zh: '迪拜', ar: 'دبي' },
        remote: false,
        workModel: 'on_site',
        remoteCountries: [],
      },
      endDate: null,
    },
    status: 'pending',
    message: 'Your ICU experience stood out. We would love to hear from you.',
    createdAt: new Date(Date.now() - 2 * 24 * 3600_000).toISOString(),
    expiresAt: new Date(Date.now() + 12 * 24 * 3600_000).toISOString(),
    respondedAt: null,
    applicationId: null,
    ...rest,
  };
}

export function invitationPage(items: MyInvitation[], total = items.length, offset = 0): MyInvitationPage {
  return { items, total, limit: 20, offset };
}
