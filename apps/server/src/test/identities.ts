import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../db/schema.js';
import { buildCategory, buildJob, buildOrganisation, buildUser, type UserOverrides } from './factories.js';
import { signIn } from './session.js';

/**
 * The people the security tests call every route as, and the things they own: organisation A with
 * its recruiter, admin and publisher, a per-job interviewer, a member of organisation B, a job seeker,
 * a locked job seeker, the platform admin and nobody at all. Each is signed in once; the tests reuse the sessions.
 */

export const IDENTITY_NAMES = [
  'anonymous',
  'locked',
  'seeker',
  'publisher',
  'hr',
  'otherOrg',
  'admin',
  // a member of organisation A whose only say in hiring is a per-job role: interviewer on one job
  'interviewer',
  // last: organisation A's admin removes what the others were refused
  'hr_admin',
] as const;
export type IdentityName = (typeof IDENTITY_NAMES)[number];

export interface Identity {
  name: IdentityName;
  userId: string | null;
  email: string | null;
  /** The Cookie header of the signed-in browser; null for anonymous. */
  cookie: string | null;
}

/** Things of organisation A (and one of B) with real ids, so that answers mean something. */
export interface World {
  orgA: string;
  orgB: string;
  categoryId: string;
  /** Published jobs of organisation A: one to read and apply to, one the seeker applied to before. */
  publishedJobA: string;
  appliedJobA: string;
  /** A draft of organisation A: only its own members may ever see it. */
  draftJobA: string;
  publishedJobB: string;
  /** The seeker's application to `appliedJobA`, open. */
  applicationId: string;
  savedSearchId: string;
  recentSearchId: string;
  /** Organisation A's identity provider, and the e-mail domain it signs in (approved). */
  identityProviderA: string;
  domainA: string;
  /** An account that the platform admin may lock and unlock. */
  lockTarget: { id: string; email: string; password: string };
  identities: Record<IdentityName, Identity>;
  /** Ids nobody outside organisation A may receive in any answer. */
  privateToOrgA: string[];
  /** The seeker's subject: how the recruiter's calls name a candidate. */
  seekerSubject: string;
  /** The interviewer's configuration on `appliedJobA`, and one (the recruiter's) for the DELETE call. */
  interviewerConfigA: string;
  roleConfigToDeleteA: string;
  /** Organisation A's talent collection holding the seeker, and one for the DELETE call. */
  collectionA: string;
  collectionToDeleteA: string;
  /** A notification of organisation A's recruiter (the seeker's application told them). */
  notificationOfHr: string;
  /** A published job of organisation A that the seeker was invited to, and that pending invitation. */
  invitedJobA: string;
  invitationA: string;
  /** The seeker's assessment on `appliedJobA`: the recruiter and the interviewer take part. */
  assessmentA: string;
  /** The per-job interviewer's subject, a participant the recruiter's scheduling names. */
  interviewerSubject: string;
  /** An offer to the seeker on `appliedJobA`, waiting for an answer. */
  offerA: string;
  /** A freshout (graduate) offer of organisation A to the seeker, waiting for an answer. */
  freshoutOfferA: string;
  /**
   * Jobs of organisation A for the calls that change a job's state, one set per caller allowed to
   * make them: each call changes its job once, so every caller gets a job of its own.
   */
  jobsToChange: Record<JobChanger, JobsToChange>;
}

/** The callers allowed to change organisation A's jobs (hr-jobs routes). */
export type JobChanger = 'hr' | 'hr_admin' | 'publisher';
export interface JobsToChange {
  draftToDelete: string;
  draftToPublish: string;
  toClose: string;
  toWithdraw: string;
}

async function signedIn(
  app: FastifyInstance,
  db: Kysely<DB>,
  name: IdentityName,
  overrides: UserOverrides,
): Promise<Identity> {
  const user = await buildUser(db, overrides);
  // a locked account can still sign in (decisions.md), to be shown the locked notice
  const session = await signIn(app, user.email, user.password);
  return { name, userId: user.id, email: user.email, cookie: session.cookie };
}

/** A short unique lower-case host for e-mail domains and issuers. */
export const uniqueDomain = (prefix = 'org') => `${prefix}-${randomUUID().slice(0, 8)}.example`;

export async function buildWorld(app: FastifyInstance, db: Kysely<DB>): Promise<World> {
  const orgA = await buildOrganisation(db, { name: 'Organisation A' });
  const orgB = await buildOrganisation(db, { name: 'Organisation B' });
  const categoryId = await buildCategory(db);
  const publishedJobA = await buildJob(db, { organisationId: orgA, categoryId, skills: ['SQL'] });
  const appliedJobA = await buildJob(db, { organisationId: orgA, categoryId });
  const draftJobA = await buildJob(db, { organisationId: orgA, categoryId, status: 'draft' });
  const publishedJobB = await buildJob(db, { organisationId: orgB, categoryId });

  const identities = {
    anonymous: { name: 'anonymous', userId: null, email: null, cookie: null },
    locked: await signedIn(app, db, 'locked', { locked: true }),
    seeker: await signedIn(app, db, 'seeker', {}),
    publisher: await signedIn(app, db, 'publisher', {
      memberships: [{ organisationId: orgA, role: 'publisher' }],
    }),
    hr: await signedIn(app, db, 'hr', { memberships: [{ organisationId: orgA, role: 'hr' }] }),
    otherOrg: await signedIn(app, db, 'otherOrg', {
      memberships: [
        { organisationId: orgB, role: 'hr' },
        { organisationId: orgB, role: 'hr_admin' },
      ],
    }),
    admin: await signedIn(app, db, 'admin', { platformRoles: ['admin'] }),
    // a plain `member`: no recruiter's or publisher's rights, only the per-job role given below
    interviewer: await signedIn(app, db, 'interviewer', {
      memberships: [{ organisationId: orgA, role: 'member' }],
    }),
    hr_admin: await signedIn(app, db, 'hr_admin', {
      memberships: [{ organisationId: orgA, role: 'hr_admin' }],
    }),
  } satisfies Record<IdentityName, Identity>;

  const call = async (who: Identity, method: 'POST', url: string, payload: object) => {
    const res = await app.inject({ method, url, payload, headers: { cookie: who.cookie ?? '' } });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json<{ id: string }>();
  };
  const api = '/elevate-be/rest/api';
  const application = await call(identities.seeker, 'POST', `${api}/job-seeker/job/${appliedJobA}/apply`, {});
  const savedSearch = await call(identities.seeker, 'POST', `${api}/job-seeker/search`, {
    name: 'Engineers',
    filters: { keyword: 'engineer' },
  });
  const recentSearch = await call(identities.seeker, 'POST', `${api}/job-seeker/search-recent`, {
    keyword: 'engineer',
  });
  const domainA = uniqueDomain('a');
  const provider = await call(identities.hr_admin, 'POST', `${api}/hr/identity-provider`, {
    organisationId: orgA,
    issuer: `https://${uniqueDomain('idp')}`,
    clientId: 'talent',
    clientSecret: 'a client secret',
    emailDomains: [domainA],
  });
  // approved up front, so that checking it again needs no DNS or web request
  await call(identities.admin, 'POST', `${api}/admin/identity-provider/domain/approve`, {
    organisationId: orgA,
    domain: domainA,
  });
  const target = await buildUser(db);
  const config = (userId: string | null, jobId: string, jobRole: 'interviewer' | 'coordinator') =>
    db
      .insertInto('jobRoleConfigs')
      .values({ jobId, userId: userId ?? '', jobRole, createdBy: identities.hr_admin.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
  const interviewerConfig = await config(identities.interviewer.userId, appliedJobA, 'interviewer');
  const configToDelete = await config(identities.hr.userId, publishedJobA, 'coordinator');
  const collection = await call(identities.hr, 'POST', `${api}/hr/talent-collection`, { name: 'Analysts' });
  const collectionToDelete = await call(identities.hr, 'POST', `${api}/hr/talent-collection`, {
    name: 'To delete',
  });
  await db
    .insertInto('talentCollectionCandidates')
    .values({ collectionId: collection.id, seekerId: identities.seeker.userId ?? '' })
    .execute();
  const seekerRow = await db
    .selectFrom('users')
    .select('subject')
    .where('id', '=', identities.seeker.userId ?? '')
    .executeTakeFirstOrThrow();
  const notificationOfHr = await db
    .selectFrom('notifications')
    .select('id')
    .where('userId', '=', identities.hr.userId ?? '')
    .executeTakeFirstOrThrow();
  const invitedJobA = await buildJob(db, { organisationId: orgA, categoryId });
  const invitation = await db
    .insertInto('invitations')
    .values({
      jobId: invitedJobA,
      seekerId: identities.seeker.userId ?? '',
      invitedBy: identities.hr.userId,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // the seeker's assessment and offer (assessments and offers routes), written as the demo data writes them
  const assessment = await db
    .insertInto('assessments')
    .values({
      applicationId: application.id,
      kind: 'interview',
      title: 'Interview – security matrix',
      mode: 'phone',
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      durationMinutes: 60,
      createdBy: identities.hr.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('assessmentParticipants')
    .values([
      { assessmentId: assessment.id, userId: identities.hr.userId ?? '', role: 'interviewer' },
      { assessmentId: assessment.id, userId: identities.interviewer.userId ?? '', role: 'interviewer' },
    ])
    .execute();
  await db
    .insertInto('assessmentStatusHistory')
    .values({
      assessmentId: assessment.id,
      fromStatus: null,
      toStatus: 'scheduled',
      changedBy: identities.hr.userId,
    })
    .execute();
  const offer = await db
    .insertInto('offers')
    .values({
      applicationId: application.id,
      salaryAmount: 1200,
      salaryCurrency: 'OMR',
      salaryPeriod: 'month',
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      createdBy: identities.hr.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const interviewerRow = await db
    .selectFrom('users')
    .select('subject')
    .where('id', '=', identities.interviewer.userId ?? '')
    .executeTakeFirstOrThrow();
  const freshoutRequest = await db
    .insertInto('freshoutRequests')
    .values({
      seekerId: identities.seeker.userId ?? '',
      universityName: 'Matrix University',
      graduationDate: '2026-06-30',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const freshoutOffer = await db
    .insertInto('freshoutOffers')
    .values({
      requestId: freshoutRequest.id,
      organisationId: orgA,
      title: 'Graduate analyst',
      sentBy: identities.hr.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const jobsToChange = {} as Record<JobChanger, JobsToChange>;
  for (const who of ['hr', 'hr_admin', 'publisher'] as const) {
    jobsToChange[who] = {
      draftToDelete: await buildJob(db, { organisationId: orgA, categoryId, status: 'draft' }),
      draftToPublish: await buildJob(db, { organisationId: orgA, categoryId, status: 'draft' }),
      toClose: await buildJob(db, { organisationId: orgA, categoryId }),
      toWithdraw: await buildJob(db, { organisationId: orgA, categoryId }),
    };
  }

  return {
    orgA,
    orgB,
    categoryId,
    publishedJobA,
    appliedJobA,
    draftJobA,
    publishedJobB,
    applicationId: application.id,
    savedSearchId: savedSearch.id,
    recentSearchId: recentSearch.id,
    identityProviderA: provider.id,
    domainA,
    lockTarget: { id: target.id, email: target.email, password: target.password },
    identities,
    seekerSubject: seekerRow.subject,
    interviewerConfigA: interviewerConfig.id,
    roleConfigToDeleteA: configToDelete.id,
    collectionA: collection.id,
    collectionToDeleteA: collectionToDelete.id,
    notificationOfHr: notificationOfHr.id,
    invitedJobA,
    invitationA: invitation.id,
    assessmentA: assessment.id,
    interviewerSubject: interviewerRow.subject,
    offerA: offer.id,
    freshoutOfferA: freshoutOffer.id,
    privateToOrgA: [
      collection.id,
      collectionToDelete.id,
      interviewerConfig.id,
      notificationOfHr.id,
      draftJobA,
      provider.id,
      ...Object.values(jobsToChange).map((j) => j.draftToDelete),
    ],
    jobsToChange,
  };
}
