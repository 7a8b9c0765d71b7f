import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PRIVACY_NOTICE_VERSION, type ProfileSection, profileSections, type Role } from '@talent/contracts';
import { type IdentityName, uniqueDomain, type World } from './identities.js';
import {
  type ApiOperation,
  fillPath,
  type HttpMethod,
  type QueryValue,
  queryString,
  sampleOf,
} from './openapi.js';

/**
 * Who may call each route: the table the authorisation matrix (authz-matrix.test.ts) checks every
 * route of the server against, as anonymous, a job seeker, a recruiter, an organisation admin, a
 * publisher, the platform admin, a member of another organisation, a locked account and a plain
 * `member` of organisation A who is a per-job interviewer.
 *
 * A route that is not here fails the matrix: add its row (docs/security.md, "Adding a route").
 */

export type Access =
  /** Anyone, signed in or not (a locked account too). */
  | { kind: 'public' }
  /** Any signed-in account, a locked one included: what the locked notice itself needs. */
  | { kind: 'signed-in' }
  /** Any signed-in account that is not locked. */
  | { kind: 'unlocked' }
  /** Signed in, not locked, holding one of these roles (in any organisation). */
  | { kind: 'roles'; roles: readonly Role[] };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const UNLOCKED: Access = { kind: 'unlocked' };
export const roles = (...allowed: Role[]): Access => ({ kind: 'roles', roles: allowed });

/** What the matrix sends; the parts left out come from the route's schemas (a valid sample). */
export interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

export interface RoutePolicy {
  access: Access;
  /**
   * The route works on organisation A's resource (the ids the request names): a member of another
   * organisation, allowed by role, must get 403 or 404 and never the resource.
   */
  orgScoped?: true;
  /** The call ends the caller's session, so the matrix makes it after every other route. */
  endsSession?: true;
  /** The request, with real ids of the right organisation; called once per identity. */
  request?: (world: World, who: IdentityName) => RequestParts;
  /** Answers an allowed caller may get besides 2xx and 3xx, because of the request the matrix sends. */
  allowedMayGet?: readonly number[];
  /**
   * What an allowed caller's answer must hold, so that the outsiders' leak check (they never get
   * `World.privateToOrgA`) is not true only because nobody gets those ids: a message when it is wrong.
   */
  check?: (answer: string, world: World, who: IdentityName) => string | null;
}

const HR = roles('hr', 'hr_admin');
const SEEKER = roles('jobseeker');
const MISSING_ID = '0f0f0f0f-0000-4000-8000-00000000beef';
/** Organisation members who may read assessments: a per-job interviewer is a plain `member`. */
const ASSESSMENT_READERS = roles('hr', 'hr_admin', 'publisher', 'member');
/** An hour from two days ahead, on whole minutes: a valid assessment time when the matrix runs. */
const futureSlot = () => {
  const start = Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + 3_600_000).toISOString() };
};

/** A valid job body for organisation A (POST and PUT /api/hr/job). */
const jobBody = (w: World) => ({
  organisationId: w.orgA,
  title: 'Security matrix analyst',
  description: 'A job written by the authorisation matrix, long enough to be valid.',
  textLanguage: 'en',
  category: { id: w.categoryId },
  location: { countryCode: 'OM' },
  employmentType: 'full_time',
});
/** The jobs of organisation A this caller changes; outsiders are pointed at the recruiter's. */
const jobsOf = (w: World, who: IdentityName) =>
  who === 'hr_admin' || who === 'publisher' ? w.jobsToChange[who] : w.jobsToChange.hr;

/** A valid entry of each profile sub-list that points at nothing the matrix's world lacks. */
const PROFILE_ENTRIES: Partial<Record<ProfileSection, unknown>> = {
  certifications: { certificationTitle: 'Matrix certificate', issuedDate: '2024-03-01' },
  awards: { awardTitle: 'Matrix award' },
  trainings: { trainingName: 'Matrix training' },
  'volunteer-works': { title: 'Matrix volunteering', link: 'example.org' },
  'online-profiles': { linkedin: 'https://www.linkedin.com/in/matrix' },
  'medical-infos': { bloodGroup: 'O+' },
  projects: { projectTitle: 'Matrix project' },
  signatures: { title: 'Matrix', text: 'M. Atrix' },
};

/**
 * The profile's sub-lists (profile-edit.routes.ts): the seeker's own. The sample body of a list
 * that names reference data names ids that do not exist (400); an entry id that is not theirs is
 * 404; an order must name every entry (400 once the POST row added one).
 */
function profileEditPolicies(): Record<string, RoutePolicy> {
  const rows: Record<string, RoutePolicy> = {
    'PATCH /elevate-be/rest/api/job-seeker/profile': {
      access: SEEKER,
      request: () => ({ body: { title: 'Matrix analyst', isSearchable: true } }),
    },
  };
  // another person's view of a profile (profile-view.routes.ts): the world's seeker applied to
  // organisation A, so its recruiters and the seeker see it; anyone else may find it not searchable
  rows['GET /elevate-be/rest/api/profile/{subject}'] = {
    access: UNLOCKED,
    request: (w) => ({ params: { subject: w.seekerSubject } }),
    allowedMayGet: [404],
    check: (answer, w, who) =>
      (who === 'hr' || who === 'hr_admin' || who === 'seeker') && !answer.includes(w.seekerSubject)
        ? 'the profile was not in the answer'
        : null,
  };
  // what others write on a profile: the world's seeker may not be searchable (404), and cannot
  // write on their own (400); the answers name an entry that does not exist (404)
  rows['POST /elevate-be/rest/api/profile/{subject}/recommendations'] = {
    access: UNLOCKED,
    request: (w) => ({
      params: { subject: w.seekerSubject },
      body: { description: 'A careful colleague who ships on time, written by the matrix.' },
    }),
    allowedMayGet: [400, 404, 409],
  };
  rows['POST /elevate-be/rest/api/profile/{subject}/endorsements'] = {
    access: UNLOCKED,
    request: (w) => ({ params: { subject: w.seekerSubject }, body: { skill: { id: MISSING_ID } } }),
    allowedMayGet: [400, 404],
  };
  rows['GET /elevate-be/rest/api/job-seeker/profile/json-resume'] = { access: SEEKER };
  for (const path of ['json-resume', 'json-resume/preview']) {
    rows[`POST /elevate-be/rest/api/job-seeker/profile/${path}`] = {
      access: SEEKER,
      request: () => ({ body: { basics: { label: 'Matrix analyst' }, awards: [{ title: 'Matrix prize' }] } }),
    };
  }
  // a file nobody has: the seeker's own PDFs are read, any other id is 404
  rows['POST /elevate-be/rest/api/job-seeker/profile/resume-prefill'] = {
    access: SEEKER,
    request: () => ({ body: { file: { id: MISSING_ID } } }),
    allowedMayGet: [404],
  };
  for (const what of ['recommendations', 'endorsements']) {
    rows[`PUT /elevate-be/rest/api/job-seeker/profile/${what}/{id}`] = {
      access: SEEKER,
      request: () => ({ params: { id: MISSING_ID }, body: { status: 'approved' } }),
      allowedMayGet: [404],
    };
  }
  for (const section of profileSections) {
    const base = `/elevate-be/rest/api/job-seeker/profile/${section}`;
    const entry = PROFILE_ENTRIES[section];
    // a language code the sample maker cannot make up; its level does not exist (400)
    const referring =
      section === 'languages' ? { language: { code: 'en' }, level: { id: MISSING_ID } } : undefined;
    rows[`POST ${base}`] =
      entry === undefined
        ? { access: SEEKER, allowedMayGet: [400], ...(referring && { request: () => ({ body: referring }) }) }
        : { access: SEEKER, request: () => ({ body: entry }) };
    rows[`PUT ${base}/order`] = {
      access: SEEKER,
      request: () => ({ body: { ids: [] } }),
      allowedMayGet: [400],
    };
    rows[`PUT ${base}/{id}`] = {
      access: SEEKER,
      request: () => ({
        params: { id: MISSING_ID },
        ...((entry ?? referring) === undefined ? {} : { body: entry ?? referring }),
      }),
      allowedMayGet: [400, 404],
    };
    rows[`DELETE ${base}/{id}`] = {
      access: SEEKER,
      request: () => ({ params: { id: MISSING_ID } }),
      allowedMayGet: [404],
    };
  }
  return rows;
}

/** Every route of the OpenAPI document, keyed `METHOD /path/{param}`. */
export const ROUTE_POLICIES: Record<string, RoutePolicy> = {
  ...profileEditPolicies(),
  // ───────────── the service itself ─────────────
  'GET /wf/api/v1/info': { access: PUBLIC },
  'GET /lang/rest/languages/v1/talent-sourcing': { access: PUBLIC },

  // ───────────── sign-in, sign-up, the session ─────────────
  'POST /uaa/oauth/token': {
    access: PUBLIC,
    request: (w) => ({
      body: { grant_type: 'password', username: w.lockTarget.email, password: w.lockTarget.password },
    }),
  },
  'POST /uaa/oauth/revoke_token': { access: PUBLIC, endsSession: true },
  'GET /uaa/me': { access: SIGNED_IN },
  'GET /uaa/sessions': { access: UNLOCKED },
  'DELETE /uaa/sessions/{sessionId}': {
    access: UNLOCKED,
    request: () => ({ params: { sessionId: MISSING_ID } }),
    allowedMayGet: [404],
  },
  'POST /sso/rest/signup': {
    access: PUBLIC,
    request: () => ({
      body: {
        fullName: 'New Person',
        email: `new-${randomUUID().slice(0, 8)}@example.com`,
        password: 'Unguessable#Words2026',
      },
    }),
  },
  'POST /sso/rest/verify-email': {
    access: PUBLIC,
    request: () => ({ body: { token: 'a'.repeat(43) } }),
    // a token nobody was sent
    allowedMayGet: [400],
  },
  'PUT /sso/rest/update-password': {
    access: UNLOCKED,
    request: () => ({ body: { currentPassword: 'not the password', newPassword: 'Another#Secret2026' } }),
    // the wrong current password: the matrix must not change anyone's password
    allowedMayGet: [400],
  },
  // ───────────── the account's own life (issue 24) ─────────────
  'POST /sso/rest/password-reset': {
    access: PUBLIC,
    request: () => ({ body: { email: `reset-${randomUUID().slice(0, 8)}@example.com` } }),
  },
  'POST /sso/rest/password-reset/confirm': {
    access: PUBLIC,
    request: () => ({ body: { token: 'a'.repeat(43), password: 'Another#Secret2026' } }),
    // a token nobody was sent: the matrix must not change anyone's password
    allowedMayGet: [400],
  },
  'PUT /elevate-be/rest/api/me/name': {
    access: UNLOCKED,
    request: (_w, who) => ({ body: { fullName: `Matrix ${who}` } }),
  },
  'POST /elevate-be/rest/api/me/email': {
    access: UNLOCKED,
    request: () => ({
      body: { email: `moved-${randomUUID().slice(0, 8)}@example.com`, currentPassword: 'not the password' },
    }),
    // the wrong current password (400), or an account whose organisation manages its address (409)
    allowedMayGet: [400, 409],
  },
  'POST /elevate-be/rest/api/me/email/confirm': {
    access: PUBLIC,
    request: () => ({ body: { token: 'a'.repeat(43) } }),
    allowedMayGet: [400],
  },
  'GET /elevate-be/rest/api/me/notification-settings': { access: UNLOCKED },
  'PUT /elevate-be/rest/api/me/notification-settings': {
    access: UNLOCKED,
    request: () => ({ body: { 'email.hired': true } }),
  },
  'POST /unsubscribe': {
    access: PUBLIC,
    request: () => ({ query: { token: 'a.b.c' } }),
    // a token that is not ours: the matrix must not turn anyone's mail off
    allowedMayGet: [400],
  },
  'GET /elevate-be/rest/api/me/export': { access: UNLOCKED },
  'POST /elevate-be/rest/api/me/export': {
    access: UNLOCKED,
    // EXPORTS_PER_DAY: the matrix asks once per identity, and the fuzz test many more times
    allowedMayGet: [409, 429],
  },
  'GET /elevate-be/rest/api/me/export/{exportId}/download': {
    access: UNLOCKED,
    request: () => ({ params: { exportId: MISSING_ID } }),
    allowedMayGet: [404],
  },
  'DELETE /elevate-be/rest/api/me': {
    access: UNLOCKED,
    // the wrong password: the matrix must not delete anyone (an account without one: a sign-in too old)
    request: () => ({ body: { password: 'not the password' } }),
    allowedMayGet: [400, 403],
  },
  'POST /sso/rest/account-deletion/cancel': {
    access: PUBLIC,
    request: () => ({ body: { token: 'a'.repeat(43) } }),
    allowedMayGet: [400],
  },
  'GET /elevate-be/rest/api/me/consents': { access: UNLOCKED },
  'POST /elevate-be/rest/api/me/consents/privacy-notice': {
    access: UNLOCKED,
    request: () => ({ body: { version: PRIVACY_NOTICE_VERSION } }),
  },
  'GET /elevate-be/rest/api/me/preferences': { access: UNLOCKED },
  'PUT /elevate-be/rest/api/me/preferences': {
    access: UNLOCKED,
    request: () => ({ body: { timeZone: 'Asia/Muscat' } }),
  },
  'GET /sso/rest/idp-discovery': {
    access: PUBLIC,
    request: () => ({ query: { email: 'someone@example.com' } }),
  },
  'GET /sso/oidc/start': { access: PUBLIC, request: () => ({ query: { email: 'someone@example.com' } }) },
  'GET /sso/oidc/callback': { access: PUBLIC },
  // linking an existing account to its organisation's sign-in: the pending link is in a cookie
  // that only the provider's callback sets, so the matrix's callers have none
  'GET /sso/oidc/link': { access: PUBLIC, allowedMayGet: [404] },
  'POST /sso/oidc/link': {
    access: PUBLIC,
    request: () => ({ body: { password: 'not the password' } }),
    allowedMayGet: [404],
  },

  // ───────────── platform admin ─────────────
  'GET /elevate-be/rest/api/hr/organisation/{organisationId}/retention': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { organisationId: w.orgA } }),
  },
  'PUT /elevate-be/rest/api/hr/organisation/{organisationId}/retention': {
    access: roles('hr_admin'),
    orgScoped: true,
    request: (w) => ({ params: { organisationId: w.orgA }, body: { retentionMonths: null } }),
  },
  'GET /elevate-be/rest/api/admin/users': { access: roles('admin'), request: () => ({ query: { q: 'a' } }) },
  'GET /elevate-be/rest/api/admin/users/{userId}': {
    access: roles('admin'),
    request: (w) => ({ params: { userId: w.lockTarget.id } }),
  },
  'POST /elevate-be/rest/api/admin/users/{userId}/sessions/end': {
    access: roles('admin'),
    request: (w) => ({ params: { userId: w.lockTarget.id } }),
  },
  'POST /elevate-be/rest/api/admin/users/{userId}/password-reset': {
    access: roles('admin'),
    request: (w) => ({ params: { userId: w.lockTarget.id } }),
  },
  'GET /elevate-be/rest/api/admin/organisations': { access: roles('admin') },
  'GET /elevate-be/rest/api/admin/organisations/{organisationId}': {
    access: roles('admin'),
    request: (w) => ({ params: { organisationId: w.orgA } }),
  },
  'PUT /elevate-be/rest/api/admin/organisations/{organisationId}/plan': {
    access: roles('admin'),
    request: (w) => ({ params: { organisationId: w.orgB }, body: { plan: 'standard' } }),
  },
  'GET /elevate-be/rest/api/admin/privacy-requests': { access: roles('admin') },
  'GET /elevate-be/rest/api/admin/audit': { access: roles('admin') },
  'GET /elevate-be/rest/api/admin/audit.csv': { access: roles('admin') },
  'POST /elevate-be/rest/api/admin/users/{userId}/lock': {
    access: roles('admin'),
    request: (w) => ({ params: { userId: w.lockTarget.id }, body: { reason: 'security matrix' } }),
  },
  'POST /elevate-be/rest/api/admin/users/{userId}/unlock': {
    access: roles('admin'),
    request: (w) => ({ params: { userId: w.lockTarget.id } }),
  },

  // ───────────── organisation admin: enterprise sign-in ─────────────
  'POST /elevate-be/rest/api/hr/identity-provider': {
    access: roles('hr_admin'),
    orgScoped: true,
    request: (w) => ({
      body: {
        organisationId: w.orgA,
        issuer: `https://${uniqueDomain('idp')}`,
        clientId: 'talent',
        clientSecret: 'a client secret',
        emailDomains: [uniqueDomain('mail')],
      },
    }),
  },
  'GET /elevate-be/rest/api/hr/identity-provider': {
    access: roles('hr_admin'),
    orgScoped: true,
    request: (w) => ({ query: { organisationId: w.orgA } }),
  },
  'DELETE /elevate-be/rest/api/hr/identity-provider/{id}': {
    access: roles('hr_admin'),
    orgScoped: true,
    request: (w) => ({ params: { id: w.identityProviderA } }),
  },
  'GET /elevate-be/rest/api/hr/identity-provider/domain': {
    // the platform admin reads them too, to decide on an approval
    access: roles('hr_admin', 'admin'),
    orgScoped: true,
    request: (w) => ({ query: { organisationId: w.orgA } }),
  },
  'POST /elevate-be/rest/api/hr/identity-provider/domain/verify': {
    access: roles('hr_admin'),
    orgScoped: true,
    request: (w) => ({ body: { organisationId: w.orgA, domain: w.domainA } }),
  },
  'POST /elevate-be/rest/api/admin/identity-provider/domain/approve': {
    access: roles('admin'),
    request: (w) => ({ body: { organisationId: w.orgA, domain: w.domainA } }),
  },

  // ───────────── recruiters ─────────────
  'GET /elevate-be/rest/api/hr/job': {
    access: HR,
    check: (answer, w, who) =>
      (who === 'hr' || who === 'hr_admin') && !answer.includes(w.draftJobA)
        ? "organisation A's recruiter does not see its draft"
        : null,
  },
  // the recruiter's jobs (modules/hr-jobs): each caller changes a job of its own (World.jobsToChange)
  'POST /elevate-be/rest/api/hr/job': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ body: jobBody(w) }),
  },
  'GET /elevate-be/rest/api/hr/job/{id}': {
    access: roles('hr', 'hr_admin', 'publisher'),
    orgScoped: true,
    request: (w) => ({ params: { id: w.draftJobA } }),
    check: (answer, w) => (answer.includes(w.draftJobA) ? null : 'the draft was not in the answer'),
  },
  'PUT /elevate-be/rest/api/hr/job/{id}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.draftJobA }, body: jobBody(w) }),
  },
  'GET /elevate-be/rest/api/hr/job/{id}/changes': {
    access: roles('hr', 'hr_admin', 'publisher'),
    orgScoped: true,
    request: (w) => ({ params: { id: w.draftJobA } }),
  },
  'DELETE /elevate-be/rest/api/hr/job/{id}': {
    access: HR,
    orgScoped: true,
    request: (w, who) => ({ params: { id: jobsOf(w, who).draftToDelete } }),
  },
  'GET /elevate-be/rest/api/hr/my/job': { access: HR },
  'GET /elevate-be/rest/api/hr/my-job/search': {
    access: HR,
    request: () => ({ query: { status: 'draft' } }),
    check: (answer, w, who) =>
      (who === 'hr' || who === 'hr_admin') && !answer.includes(w.draftJobA)
        ? "organisation A's recruiter does not find its draft"
        : null,
  },
  'POST /elevate-be/rest/api/hr/my/job/{jobId}/publish': {
    access: roles('hr_admin', 'publisher'),
    orgScoped: true,
    request: (w, who) => ({ params: { jobId: jobsOf(w, who).draftToPublish } }),
  },
  'DELETE /elevate-be/rest/api/hr/my/job/{jobId}/close': {
    access: HR,
    orgScoped: true,
    request: (w, who) => ({ params: { jobId: jobsOf(w, who).toClose } }),
  },
  'DELETE /elevate-be/rest/api/hr/my/job/{jobId}/withdraw': {
    access: HR,
    orgScoped: true,
    request: (w, who) => ({ params: { jobId: jobsOf(w, who).toWithdraw } }),
  },
  'GET /elevate-be/rest/api/publisher/job': {
    access: roles('hr_admin', 'publisher'),
    check: (answer, w, who) =>
      (who === 'publisher' || who === 'hr_admin') && !answer.includes(w.draftJobA)
        ? "organisation A's publisher does not see the draft waiting"
        : null,
  },
  // ───────────── an organisation's addresses and per-job roles (modules/organisation) ─────────────
  'GET /elevate-be/rest/api/hr/address/list': {
    access: roles('hr', 'hr_admin', 'publisher'),
    orgScoped: true,
    request: (w) => ({ query: { orgId: w.orgA } }),
  },
  'POST /elevate-be/rest/api/hr/address/upsert': {
    access: roles('hr_admin'),
    orgScoped: true,
    request: (w) => ({
      body: { orgId: w.orgA, label: 'Head office', line1: 'Way 3021', countryCode: 'OM', isPrimary: true },
    }),
  },
  'GET /elevate-be/rest/api/hr/members': {
    access: roles('hr_admin'),
    orgScoped: true,
    request: (w) => ({ query: { orgId: w.orgA } }),
    check: (answer, w) =>
      answer.includes(w.identities.hr.userId ?? '-')
        ? null
        : "organisation A's recruiter was not among its members",
  },
  'GET /elevate-be/rest/api/hr/configure/roles': { access: HR },
  'POST /elevate-be/rest/api/hr/configure/update': {
    access: roles('hr_admin'),
    orgScoped: true,
    request: (w) => ({
      body: { jobId: w.publishedJobA, userId: w.identities.hr.userId, role: 'recruiter' },
    }),
  },
  'GET /elevate-be/rest/api/hr/configure/list/{jobId}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { jobId: w.appliedJobA } }),
    check: (answer, w) =>
      answer.includes(w.interviewerConfigA) ? null : "the job's interviewer was not in the answer",
  },
  'DELETE /elevate-be/rest/api/hr/configure/delete/{configId}': {
    access: roles('hr_admin'),
    orgScoped: true,
    request: (w) => ({ params: { configId: w.roleConfigToDeleteA } }),
  },
  'GET /elevate-be/rest/api/roles': { access: UNLOCKED },

  // ───────────── talent collections (modules/talent-collections) ─────────────
  'GET /elevate-be/rest/api/hr/talent-collection': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ query: { organisationId: w.orgA } }),
    check: (answer, w) => (answer.includes(w.collectionA) ? null : 'the collection was not in the answer'),
  },
  'POST /elevate-be/rest/api/hr/talent-collection': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ body: { organisationId: w.orgA, name: `Matrix ${randomUUID().slice(0, 8)}` } }),
  },
  'GET /elevate-be/rest/api/hr/talent-collection/{id}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.collectionA } }),
    check: (answer, w) => (answer.includes(w.collectionA) ? null : 'the collection was not in the answer'),
  },
  'PATCH /elevate-be/rest/api/hr/talent-collection/{id}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.collectionA }, body: { name: `Matrix ${randomUUID().slice(0, 8)}` } }),
  },
  'DELETE /elevate-be/rest/api/hr/talent-collection/{id}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.collectionToDeleteA } }),
    // the recruiter deleted it before the admin's turn (talent-collections.routes.test.ts covers both)
    allowedMayGet: [404],
  },
  'PUT /elevate-be/rest/api/hr/talent-collection/{id}/candidates/{subject}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.collectionA, subject: w.seekerSubject } }),
  },
  'DELETE /elevate-be/rest/api/hr/talent-collection/{id}/candidates/{subject}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.collectionA, subject: w.seekerSubject } }),
  },

  // ───────────── the pipeline of a job (modules/pipeline) ─────────────
  'GET /elevate-be/rest/api/hr/wf/job/{id}/sourcing-pool': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.publishedJobA } }),
  },
  'GET /elevate-be/rest/api/hr/wf/job/{id}/applicant-pool': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.appliedJobA } }),
    check: (answer, w) => (answer.includes(w.applicationId) ? null : 'the application was not in the pool'),
  },
  'GET /elevate-be/rest/api/hr/wf/job/{id}/invitation-pool': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.invitedJobA } }),
    check: (answer, w) => (answer.includes(w.invitationA) ? null : 'the invitation was not in the pool'),
  },
  'GET /elevate-be/rest/api/hr/wf/job/{id}/shortlist': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.appliedJobA } }),
  },
  // the seeker may have withdrawn the application first (pipeline tests cover success): 409, then 404
  'PUT /elevate-be/rest/api/hr/wf/job/{id}/shortlist/{subject}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.appliedJobA, subject: w.seekerSubject } }),
    allowedMayGet: [409],
  },
  'DELETE /elevate-be/rest/api/hr/wf/job/{id}/shortlist/{subject}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.appliedJobA, subject: w.seekerSubject } }),
    allowedMayGet: [404],
  },
  // the recruiter invites first; the admin's invitation then finds it waiting (or the seeker applied)
  'POST /elevate-be/rest/api/hr/job-invitation/{jobId}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { jobId: w.publishedJobA }, body: { subject: w.seekerSubject } }),
    allowedMayGet: [409],
  },
  'GET /elevate-be/rest/api/hr/job-invitation/{jobId}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { jobId: w.invitedJobA } }),
    check: (answer, w) => (answer.includes(w.invitationA) ? null : 'the invitation was not in the answer'),
  },
  'GET /elevate-be/rest/api/hr/job-applicant/{id}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.applicationId } }),
    check: (answer, w) => (answer.includes(w.applicationId) ? null : 'the application was not in the answer'),
  },
  // shortlisted once; again (or after the seeker withdrew) the move is illegal: 409
  'POST /elevate-be/rest/api/hr/job-applicant/{id}/move': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { id: w.applicationId }, body: { to: 'shortlisted' } }),
    allowedMayGet: [409],
  },
  'POST /elevate-be/rest/api/candidates/filter': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ body: { jobId: w.publishedJobA } }),
  },
  'GET /elevate-be/rest/api/hr/candidate/{subject}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { subject: w.seekerSubject }, query: { jobId: w.appliedJobA } }),
    check: (answer, w) => (answer.includes(w.applicationId) ? null : 'the application was not in the answer'),
  },
  'GET /elevate-be/rest/api/job-seeker/my-invitation': {
    access: SEEKER,
    check: (answer, w) => (answer.includes(w.invitationA) ? null : 'the invitation was not in the answer'),
  },
  'PUT /elevate-be/rest/api/job-seeker/my-invitation/acceptOrReject': {
    access: SEEKER,
    request: (w) => ({ body: { invitationId: w.invitationA, accept: false, reason: 'Not looking now.' } }),
  },

  // ───────────── assessments (a per-job interviewer is a plain member: roles hr, hr_admin, publisher, member) ─────────────
  // the application may be shortlisted (scheduled: 201) or not (409) when the matrix gets here
  'POST /elevate-be/rest/api/hr/assesment/schedule': {
    access: HR,
    orgScoped: true,
    request: (w) => ({
      body: {
        applicationId: w.applicationId,
        kind: 'interview',
        ...futureSlot(),
        timeZone: 'Asia/Muscat',
        participants: [w.interviewerSubject],
      },
    }),
    allowedMayGet: [409],
  },
  // completed or declined by an earlier caller: 409
  'POST /elevate-be/rest/api/hr/assesment/re-schedule': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ body: { id: w.assessmentA, ...futureSlot(), timeZone: 'UTC' } }),
    allowedMayGet: [409],
  },
  'GET /elevate-be/rest/api/hr/assesment/list': {
    access: ASSESSMENT_READERS,
    check: (answer, w, who) =>
      (who === 'hr' || who === 'hr_admin' || who === 'interviewer') && !answer.includes(w.assessmentA)
        ? 'the assessment was not in the answer'
        : null,
  },
  // a publisher who takes no part in it: 404
  'GET /elevate-be/rest/api/hr/assesment/detail': {
    access: ASSESSMENT_READERS,
    orgScoped: true,
    request: (w) => ({ query: { id: w.assessmentA } }),
    allowedMayGet: [404],
  },
  // one feedback per author; a publisher who takes no part in it: 404; declined by the seeker: 409
  'POST /elevate-be/rest/api/hr/assesment/feedback': {
    access: ASSESSMENT_READERS,
    orgScoped: true,
    request: (w) => ({ body: { id: w.assessmentA, rating: 4, recommendation: 'yes', notes: 'Good.' } }),
    allowedMayGet: [404, 409],
  },
  'GET /elevate-be/rest/api/job-seeker/assesment/detail': {
    access: SEEKER,
    request: (w) => ({ query: { id: w.assessmentA } }),
    check: (answer, w) => (answer.includes(w.assessmentA) ? null : 'the assessment was not in the answer'),
  },
  'GET /elevate-be/rest/api/job-seeker/assesment/{assessmentId}/calendar.ics': {
    access: SEEKER,
    request: (w) => ({ params: { assessmentId: w.assessmentA } }),
    check: (answer, w) =>
      answer.includes(`assessment-${w.assessmentA}@`) ? null : 'not the assessment’s calendar',
  },
  'POST /elevate-be/rest/api/job-seeker/assesment/acceptOrReject': {
    access: SEEKER,
    request: (w) => ({ body: { id: w.assessmentA, accept: true } }),
    allowedMayGet: [409],
  },
  'POST /elevate-be/rest/api/job-seeker/assesment/reschedule': {
    access: SEEKER,
    request: (w) => ({ body: { id: w.assessmentA, proposedTimes: [futureSlot()], timeZone: 'UTC' } }),
    allowedMayGet: [409],
  },

  // ───────────── offers and hiring ─────────────
  // offerA waits for an answer on the same application, or the application moved on: 409
  'POST /elevate-be/rest/api/hr/offer/send': {
    access: HR,
    orgScoped: true,
    request: (w) => ({
      body: {
        applicationId: w.applicationId,
        salary: 1000,
        currency: 'OMR',
        period: 'month',
        startDate: '2027-01-01',
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    }),
    allowedMayGet: [409],
  },
  'POST /elevate-be/rest/api/hr/offer/resend': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ body: { offerId: w.offerA } }),
    allowedMayGet: [409],
  },
  'POST /elevate-be/rest/api/hr/offer/hire': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ body: { offerId: w.offerA } }),
    allowedMayGet: [409],
  },
  'GET /elevate-be/rest/api/hr/offer/list': {
    access: HR,
    check: (answer, w, who) =>
      who !== 'otherOrg' && !answer.includes(w.offerA) ? 'the offer was not in the answer' : null,
  },
  'POST /elevate-be/rest/api/hr/hire': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ body: { applicationId: w.applicationId } }),
    allowedMayGet: [409],
  },
  'GET /elevate-be/rest/api/hr/job-hired/{jobId}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { jobId: w.appliedJobA } }),
  },
  'GET /elevate-be/rest/api/hr/recent-hired': { access: HR },
  'GET /elevate-be/rest/api/hr/stats/response-time': { access: HR },
  'GET /elevate-be/rest/api/hr/job-offer/{jobId}': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ params: { jobId: w.appliedJobA } }),
    check: (answer, w) => (answer.includes(w.offerA) ? null : 'the offer was not in the answer'),
  },
  'GET /elevate-be/rest/api/offers': {
    access: SEEKER,
    check: (answer, w) => (answer.includes(w.offerA) ? null : 'the offer was not in the answer'),
  },
  'PUT /elevate-be/rest/api/job-seeker/offer/acceptOrReject': {
    access: SEEKER,
    request: (w) => ({ body: { offerId: w.offerA, accept: true } }),
    allowedMayGet: [409],
  },
  // the seeker's request of the World is open: another one is 409
  'POST /elevate-be/rest/api/job-seeker/freshout': {
    access: SEEKER,
    request: () => ({ body: { universityName: 'Matrix University', graduationDate: '2026-06-30' } }),
    allowedMayGet: [409],
  },
  'GET /elevate-be/rest/api/job-seeker/freshout': {
    access: SEEKER,
    check: (answer, w) =>
      answer.includes(w.freshoutOfferA) ? null : 'the freshout offer was not in the answer',
  },
  'PUT /elevate-be/rest/api/job-seeker/freshout/offer-reject': {
    access: SEEKER,
    request: (w) => ({ body: { offerID: w.freshoutOfferA, reason: 'Not now.' } }),
    allowedMayGet: [409],
  },
  'PUT /elevate-be/rest/api/job-seeker/freshout/offer-accept': {
    access: SEEKER,
    request: (w) => ({ body: { offerID: w.freshoutOfferA } }),
    allowedMayGet: [409],
  },
  'POST /elevate-be/rest/api/job-seeker/latest-offers-interview': { access: SEEKER },

  'POST /elevate-be/rest/api/candidates/fit': {
    access: HR,
    orgScoped: true,
    request: (w) => ({ body: { jobId: w.draftJobA, seekerIds: [w.identities.seeker.userId] } }),
  },

  // ───────────── public job search ─────────────
  'GET /elevate-be/rest/api/category': { access: PUBLIC },
  'GET /elevate-be/rest/api/reference/job': { access: PUBLIC },
  'GET /elevate-be/rest/api/reference/profile': { access: PUBLIC },
  'GET /elevate-be/rest/api/reference/skill': { access: PUBLIC },
  'GET /elevate-be/rest/api/category/{id}': {
    access: PUBLIC,
    request: (w) => ({ params: { id: w.categoryId } }),
  },
  'GET /elevate-be/rest/api/jobs': { access: PUBLIC },
  'POST /elevate-be/rest/api/job-seeker/job': { access: PUBLIC },
  'GET /elevate-be/rest/api/job-seeker/job/{jobId}': {
    access: PUBLIC,
    request: (w) => ({ params: { jobId: w.publishedJobA } }),
  },
  // logos show on the public job board; the matrix's organisations have none stored: 404
  'GET /elevate-be/rest/api/organisation/{organisationId}/logo': {
    access: PUBLIC,
    request: (w) => ({ params: { organisationId: w.orgA } }),
    allowedMayGet: [404],
  },

  // ───────────── the job seeker ─────────────
  'GET /elevate-be/rest/api/job-seeker/check': { access: SIGNED_IN },
  'POST /elevate-be/rest/api/job-seeker/job/{jobId}/apply': {
    access: SEEKER,
    request: (w) => ({ params: { jobId: w.publishedJobA } }),
  },
  'GET /elevate-be/rest/api/job-seeker/apply-files': { access: SEEKER },
  'GET /elevate-be/rest/api/applies': { access: SEEKER },
  'GET /elevate-be/rest/api/job-seeker/my-application': { access: SEEKER },
  'GET /elevate-be/rest/api/job-seeker/my-application/{applicationId}': {
    access: SEEKER,
    request: (w) => ({ params: { applicationId: w.applicationId } }),
  },
  'POST /elevate-be/rest/api/job-seeker/my-application/{applicationId}/withdraw': {
    access: SEEKER,
    request: (w) => ({ params: { applicationId: w.applicationId }, body: { reason: 'Found another job.' } }),
  },
  'GET /elevate-be/rest/api/job-seeker/statistics': { access: SEEKER },
  'POST /elevate-be/rest/api/job-seeker/my-jobs': { access: SEEKER },
  'GET /elevate-be/rest/api/job-seeker/recommend': { access: SEEKER },
  'POST /elevate-be/rest/api/job-seeker/recommend': { access: SEEKER },
  'GET /elevate-be/rest/api/job-seeker/job/{jobId}/fit': {
    access: SEEKER,
    request: (w) => ({ params: { jobId: w.publishedJobA } }),
  },
  'POST /elevate-be/rest/api/job-seeker/job/{jobId}/share/email': {
    access: SEEKER,
    request: (w) => ({ params: { jobId: w.publishedJobA }, body: { to: 'friend@example.com' } }),
  },
  'POST /elevate-be/rest/api/job-seeker/job-save': {
    access: SEEKER,
    request: (w) => ({ body: { jobId: w.publishedJobA } }),
  },
  'DELETE /elevate-be/rest/api/job-seeker/job-save/{jobId}': {
    access: SEEKER,
    request: (w) => ({ params: { jobId: w.publishedJobA } }),
  },
  'POST /elevate-be/rest/api/job-seeker/my-job-saved': { access: SEEKER },
  'PUT /elevate-be/rest/api/jobCollection/{jobId}': {
    access: SEEKER,
    request: (w) => ({ params: { jobId: w.publishedJobA }, body: { collection: 'Favourites' } }),
  },
  'GET /elevate-be/rest/api/jobCollections': { access: SEEKER },
  'GET /elevate-be/rest/api/job-seeker/interest-company': { access: SEEKER },
  'POST /elevate-be/rest/api/job-seeker/interest-company': {
    access: SEEKER,
    request: (w) => ({ body: { organisationId: w.orgA } }),
  },
  'PUT /elevate-be/rest/api/job-seeker/interest-company/delete': {
    access: SEEKER,
    request: (w) => ({ body: { organisationId: w.orgA } }),
  },
  'GET /elevate-be/rest/api/job-seeker/applied-organization': { access: SEEKER },
  'GET /elevate-be/rest/api/job-seeker/search': { access: SEEKER },
  'POST /elevate-be/rest/api/job-seeker/search': {
    access: SEEKER,
    request: () => ({
      body: { name: `Search ${randomUUID().slice(0, 8)}`, filters: { location: 'Muscat' } },
    }),
  },
  'PATCH /elevate-be/rest/api/job-seeker/search/{id}': {
    access: SEEKER,
    request: (w) => ({ params: { id: w.savedSearchId }, body: { notify: false } }),
    // the DELETE row may have removed the world's saved search first (searches.routes.test.ts covers success)
    allowedMayGet: [404],
  },
  'DELETE /elevate-be/rest/api/job-seeker/search/{id}': {
    access: SEEKER,
    request: (w) => ({ params: { id: w.savedSearchId } }),
  },
  'GET /elevate-be/rest/api/job-seeker/search-recent': { access: SEEKER },
  'POST /elevate-be/rest/api/job-seeker/search-recent': {
    access: SEEKER,
    request: () => ({ body: { keyword: 'analyst' } }),
  },
  'DELETE /elevate-be/rest/api/job-seeker/search-recent/{id}': {
    access: SEEKER,
    request: (w) => ({ params: { id: w.recentSearchId } }),
  },
  'GET /elevate-be/rest/api/job-seeker/my-notification-setting': { access: SEEKER },
  'PUT /elevate-be/rest/api/job-seeker/my-notification-setting': {
    access: SEEKER,
    request: () => ({ body: { 'email.offer_sent': false } }),
  },

  // ───────────── the live channel: a WebSocket; a plain GET is told to upgrade ─────────────
  'GET /router/rest/api/live': { access: UNLOCKED, allowedMayGet: [426] },
  // ───────────── the notifications feed: every account reads its own ─────────────
  'GET /router/rest/api/v2/notifications': { access: UNLOCKED },
  'GET /router/rest/api/v2/notifications/count': { access: UNLOCKED },
  'PUT /router/rest/api/v2/notifications/{id}': {
    access: UNLOCKED,
    // the recruiter's own notification; everyone else is told it does not exist
    request: (w) => ({ params: { id: w.notificationOfHr } }),
    allowedMayGet: [404],
    check: (answer, w, who) =>
      who === 'hr' && !answer.includes(w.notificationOfHr) ? 'the recruiter could not read theirs' : null,
  },
  'PUT /router/rest/api/v2/notifications/all/clear': { access: UNLOCKED },
  'PUT /router/rest/api/v2/notifications/all/read': { access: UNLOCKED },

  // ───────────── conversations (modules/chat; chat.routes.test.ts covers each rule) ─────────────
  // every account lists its own; a conversation exists for its members only, so the channel the
  // matrix names (none) is 404 to everyone allowed
  'GET /router/rest/api/channels': { access: UNLOCKED },
  // the seeker opens theirs about the job they applied to; organisation A's people open it with them
  'POST /router/rest/api/channels': {
    access: roles('jobseeker', 'hr', 'hr_admin', 'publisher', 'member'),
    orgScoped: true,
    request: (w, who) => ({
      body:
        who === 'seeker'
          ? { jobId: w.appliedJobA }
          : { jobId: w.appliedJobA, seekerId: w.identities.seeker.userId },
    }),
  },
  'GET /router/rest/api/channels/{channelId}': {
    access: UNLOCKED,
    request: () => ({ params: { channelId: MISSING_ID } }),
    allowedMayGet: [404],
  },
  'GET /router/rest/api/channels/{channelId}/messages': {
    access: UNLOCKED,
    request: () => ({ params: { channelId: MISSING_ID } }),
    allowedMayGet: [404],
  },
  'POST /router/rest/api/channels/{channelId}/messages': {
    access: UNLOCKED,
    request: () => ({ params: { channelId: MISSING_ID }, body: { text: 'Hello from the matrix.' } }),
    allowedMayGet: [404],
  },
  'POST /router/rest/api/channels/{channelId}/read': {
    access: UNLOCKED,
    request: () => ({ params: { channelId: MISSING_ID }, body: { messageId: MISSING_ID } }),
    allowedMayGet: [404],
  },
  'POST /router/rest/api/addMemberToChannelDiscussion': {
    access: roles('hr', 'hr_admin', 'publisher', 'member'),
    request: (w) => ({
      body: { fullName: 'A colleague', userName: w.identities.hr.email ?? '', channelId: MISSING_ID },
    }),
    allowedMayGet: [404],
  },

  // ───────────── the file manager (files.routes.test.ts covers each rule) ─────────────
  // the matrix sends no multipart body: a signed-in caller is told the file is missing (400)
  'POST /fm/upload': { access: UNLOCKED, allowedMayGet: [400] },
  // a file nobody has: 404 for everyone, as a private one is
  'GET /fm/download/{fileId}': {
    access: PUBLIC,
    request: () => ({ params: { fileId: MISSING_ID } }),
    allowedMayGet: [404],
  },
  'GET /fm/download/preview/{fileId}': {
    access: PUBLIC,
    request: () => ({ params: { fileId: MISSING_ID } }),
    allowedMayGet: [404],
  },
  // the token, not the session, allows a deletion; the matrix has none: a malformed one is a 400
  'DELETE /fm/files/{fileId}': {
    access: PUBLIC,
    request: () => ({ params: { fileId: MISSING_ID }, query: { token: 'not-a-token' } }),
    allowedMayGet: [400],
  },
  'GET /elevate-be/rest/api/common/image/upload-token': { access: UNLOCKED },

  // ───────────── any open account ─────────────
  'GET /elevate-be/rest/api/me/one-time-actions': { access: UNLOCKED },
  'POST /elevate-be/rest/api/me/one-time-action/{action}': {
    access: UNLOCKED,
    request: () => ({ params: { action: 'security.matrix' } }),
  },
};

/**
 * Routes the server has that the OpenAPI document hides (`schema.hide`): health checks, the
 * document itself and the two GraphQL endpoints (whose operations GRAPHQL_POLICIES covers). A hidden
 * route that is in neither list fails the matrix too.
 */
export const HIDDEN_ROUTES: Record<string, RoutePolicy | 'graphql'> = {
  'GET /healthz': { access: PUBLIC },
  'GET /readyz': { access: PUBLIC },
  'GET /wf/api/v1/openapi.json': { access: PUBLIC },
  'GET /workspace/x/graphql': 'graphql',
  'POST /workspace/x/graphql': 'graphql',
  'GET /profile/x/': 'graphql',
  'POST /profile/x/': 'graphql',
};

export interface GraphqlPolicy {
  access: Access;
  orgScoped?: true;
  /** The field's arguments, as written in the query: `(organisationID: "…")`. */
  args?: (world: World) => string;
}

export const GRAPHQL_ENDPOINTS = {
  profile: '/profile/x/',
  workspace: '/workspace/x/graphql',
} as const;

/** Every query field of the two GraphQL endpoints, keyed `endpoint field` (`endpoint mutation field`). */
export const GRAPHQL_POLICIES: Record<string, GraphqlPolicy> = {
  '/profile/x/ companies': { access: PUBLIC, args: () => '(limit: 5)' },
  '/profile/x/ company': { access: PUBLIC, args: (w) => `(organisationID: "${w.orgA}")` },
  '/profile/x/ profile': { access: UNLOCKED },
  // the current-user query: the shell needs it to show the locked notice
  '/workspace/x/graphql user': { access: SIGNED_IN },
  '/workspace/x/graphql primaryRole': { access: SIGNED_IN },
  '/workspace/x/graphql isPremium': { access: SIGNED_IN },
  '/workspace/x/graphql isEnterpriseUser': { access: SIGNED_IN },
  '/workspace/x/graphql roles': { access: SIGNED_IN },
};

/** The roles each identity of the matrix holds. */
export const IDENTITY_ROLES: Record<IdentityName, readonly Role[]> = {
  anonymous: [],
  locked: ['jobseeker'],
  seeker: ['jobseeker'],
  publisher: ['publisher'],
  hr: ['hr'],
  otherOrg: ['hr', 'hr_admin'],
  admin: ['admin'],
  interviewer: ['member'],
  hr_admin: ['hr_admin'],
};

/** Identities outside organisation A: nothing in `World.privateToOrgA` may reach them. */
export const OUTSIDERS: readonly IdentityName[] = ['anonymous', 'locked', 'seeker', 'otherOrg'];

export type Expectation =
  | { kind: 'unauthenticated' }
  | { kind: 'locked' }
  | { kind: 'forbidden' }
  | { kind: 'not-theirs' }
  | { kind: 'allowed' };

/** What the identity must get from a route with this policy. */
export function expectationFor(policy: { access: Access; orgScoped?: true }, who: IdentityName): Expectation {
  const { access } = policy;
  if (access.kind === 'public') return { kind: 'allowed' };
  if (who === 'anonymous') return { kind: 'unauthenticated' };
  if (access.kind === 'signed-in') return { kind: 'allowed' };
  if (who === 'locked') return { kind: 'locked' };
  if (access.kind === 'roles' && !IDENTITY_ROLES[who].some((r) => access.roles.includes(r))) {
    return { kind: 'forbidden' };
  }
  if (policy.orgScoped === true && who === 'otherOrg') return { kind: 'not-theirs' };
  return { kind: 'allowed' };
}

/** A route as the matrix calls it: a documented operation, or only the method and path of a hidden one. */
export type RouteRef = Pick<ApiOperation, 'method' | 'path'> &
  Partial<Pick<ApiOperation, 'pathParams' | 'query' | 'requiredQuery' | 'body'>>;

/** The parts of the request the row describes, its gaps filled with valid samples of the route's schemas. */
export function requestParts(
  op: RouteRef,
  policy: RoutePolicy,
  world: World,
  who: IdentityName,
): { params: Record<string, string>; query: Record<string, QueryValue>; body: unknown } {
  const given = policy.request?.(world, who) ?? {};
  const params: Record<string, string> = {};
  for (const [name, schema] of Object.entries(op.pathParams ?? {})) params[name] = String(sampleOf(schema));
  Object.assign(params, given.params);
  const query: Record<string, QueryValue> = {};
  for (const name of op.requiredQuery ?? []) query[name] = sampleOf(op.query?.[name]) as QueryValue;
  Object.assign(query, given.query);
  const body = given.body !== undefined ? given.body : op.body !== undefined ? sampleOf(op.body) : undefined;
  return { params, query, body };
}

/** Sends the parts as the identity's browser would (its session cookie, a JSON body). */
export function sendAs(
  app: FastifyInstance,
  world: World,
  who: IdentityName,
  op: RouteRef,
  parts: ReturnType<typeof requestParts>,
): Promise<LightMyRequestResponse> {
  const cookie = world.identities[who].cookie;
  return app.inject({
    method: op.method as HttpMethod,
    url: `${fillPath(op.path, parts.params)}${queryString(parts.query)}`,
    headers: cookie === null ? {} : { cookie },
    ...(parts.body !== undefined ? { payload: parts.body as object } : {}),
  });
}
