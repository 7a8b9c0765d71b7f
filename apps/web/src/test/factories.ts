import type { CategoryWithSubs, JobDetail, JobListResponse, JobSummary, MeResponse } from '@talent/contracts';

let sequence = 0;
function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function buildJobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: nextId(),
    title: 'Frontend Engineer',
    textLanguage: 'en',
    company: { id: nextId(), name: 'Acme Labs', logoUrl: null },
    category: { id: nextId(), name: { en: 'Engineering', zh: '工程', ar: 'الهندسة' } },
    subCategory: null,
    location: {
      countryCode: 'SA',
      country: { en: 'Saudi Arabia', zh: '沙特阿拉伯', ar: 'السعودية' },
      city: { en: 'Riyadh', zh: '利雅得', ar: 'الرياض' },
      remote: false,
      workModel: 'on_site',
      remoteCountries: [],
    },
    employmentType: 'full_time',
    salary: { min: 4000, max: 6000, currency: 'USD', period: 'month' },
    skills: [],
    publishedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    endDate: null,
    ...overrides,
  };
}

export function buildJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...buildJobSummary(),
    description: 'Build things.\n\nShip them.',
    languages: [],
    minExperienceYears: 2,
    status: 'published',
    ...overrides,
  };
}

export function buildJobList(items: JobSummary[], total = items.length, offset = 0): JobListResponse {
  return { items, total, limit: 100, offset };
}

export function buildCategory(overrides: Partial<CategoryWithSubs> = {}): CategoryWithSubs {
  return {
    id: nextId(),
    parentId: null,
    name: { en: 'Engineering', zh: '工程', ar: 'الهندسة' },
    jobCount: 1,
    subCategories: [],
    ...overrides,
  };
}

export function buildMe(overrides: Partial<MeResponse> = {}): MeResponse {
  const id = nextId();
  return {
    id,
    subject: `demo|${id}`,
    email: 'nadia.rahman@example.com',
    fullName: 'Nadia Rahman',
    roles: ['jobseeker'],
    primaryRole: 'jobseeker',
    organisations: [],
    isPremium: false,
    isEnterpriseUser: false,
    locked: false,
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
