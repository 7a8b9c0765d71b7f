import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../db/schema.js';
import { buildCategory, buildJob, buildOrganisation, buildUser, type UserOverrides } from './factories.js';
import { signIn } from './session.js';

/**
 * The people the security tests call every route as, and the things they own: organisation A with
 * its recruiter, admin and publisher, a member of organisation B, a job seeker, a locked job seeker,
 * the platform admin and nobody at all. Each is signed in once; the tests reuse the sessions.
 */

export const IDENTITY_NAMES = [
  'anonymous',
  'locked',
  'seeker',
  'publisher',
  'hr',
  'otherOrg',
  'admin',
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
    privateToOrgA: [draftJobA, provider.id],
  };
}
