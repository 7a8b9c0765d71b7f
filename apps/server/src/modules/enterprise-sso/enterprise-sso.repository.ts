import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

const PUBLIC_COLUMNS = [
  'id',
  'organisationId',
  'issuer',
  'clientId',
  'emailDomains',
  'enabled',
  'createdAt',
] as const;

/** Registrations wait for each other, so that two cannot claim one domain at the same moment. */
export async function lockDomainRegistrations(trx: Transaction<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('identity_providers.email_domains'))`.execute(trx);
}

/**
 * The given domains this organisation may not claim: verified by another organisation, or served by
 * another enabled provider of its own. (An unverified claim by another organisation does not
 * count, or anyone could block a domain's owner by claiming it first.)
 */
export async function findTakenDomains(
  db: Db,
  organisationId: string,
  domains: readonly string[],
): Promise<string[]> {
  const list = sql<string[]>`cast(${[...domains]} as text[])`;
  const verifiedElsewhere = await db
    .selectFrom('organisationDomains')
    .select('domain')
    .where('organisationId', '<>', organisationId)
    .where('verifiedAt', 'is not', null)
    .where(sql<boolean>`domain = any(${list})`)
    .execute();
  const servedHere = await db
    .selectFrom('identityProviders')
    .select('emailDomains')
    .where('organisationId', '=', organisationId)
    .where('enabled', '=', true)
    .where('emailDomains', '&&', list)
    .execute();
  const taken = new Set([
    ...verifiedElsewhere.map((r) => r.domain),
    ...servedHere.flatMap((r) => r.emailDomains),
  ]);
  return domains.filter((d) => taken.has(d));
}

/** Records the domains a provider claims for its organisation, unverified, each with a fresh token. */
export async function insertOrganisationDomains(
  db: Db,
  organisationId: string,
  domains: readonly { domain: string; verificationToken: string }[],
): Promise<void> {
  if (domains.length === 0) return;
  await db
    .insertInto('organisationDomains')
    .values(domains.map((d) => ({ organisationId, ...d })))
    .onConflict((oc) => oc.columns(['organisationId', 'domain']).doNothing())
    .execute();
}

const DOMAIN_COLUMNS = [
  'id',
  'organisationId',
  'domain',
  'verificationToken',
  'verifiedAt',
  'verificationMethod',
  'lastCheckedAt',
] as const;

export function listOrganisationDomains(db: Db, organisationId: string) {
  return db
    .selectFrom('organisationDomains')
    .select([...DOMAIN_COLUMNS])
    .where('organisationId', '=', organisationId)
    .orderBy('domain')
    .execute();
}

export function findOrganisationDomain(db: Db, organisationId: string, domain: string) {
  return db
    .selectFrom('organisationDomains')
    .select([...DOMAIN_COLUMNS])
    .where('organisationId', '=', organisationId)
    .where('domain', '=', domain)
    .executeTakeFirst();
}

/**
 * Claims the right to check a domain now: answers false when it was checked less than the interval
 * ago, so that repeated requests cannot make this server call a domain over and over.
 */
export async function claimDomainCheck(db: Db, id: string, intervalSeconds: number): Promise<boolean> {
  const row = await db
    .updateTable('organisationDomains')
    .set({ lastCheckedAt: sql`now()` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('lastCheckedAt', 'is', null),
        eb('lastCheckedAt', '<=', sql<Date>`now() - make_interval(secs => ${intervalSeconds})`),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether another organisation holds this domain verified. */
export async function domainVerifiedElsewhere(
  db: Db,
  organisationId: string,
  domain: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('organisationDomains')
    .select('id')
    .where('domain', '=', domain)
    .where('organisationId', '<>', organisationId)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export function markDomainVerified(
  db: Db,
  id: string,
  values: { method: 'dns_txt' | 'well_known' | 'admin'; byUserId: string },
) {
  return db
    .updateTable('organisationDomains')
    .set({ verifiedAt: sql`now()`, verificationMethod: values.method, verifiedByUserId: values.byUserId })
    .where('id', '=', id)
    .where('verifiedAt', 'is', null)
    .returning([...DOMAIN_COLUMNS])
    .executeTakeFirst();
}

export async function issuerRegistered(db: Db, organisationId: string, issuer: string): Promise<boolean> {
  const row = await db
    .selectFrom('identityProviders')
    .select('id')
    .where('organisationId', '=', organisationId)
    .where('issuer', '=', issuer)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertIdentityProvider(
  db: Db,
  values: {
    id: string;
    organisationId: string;
    issuer: string;
    clientId: string;
    clientSecretEncrypted: string;
    emailDomains: string[];
  },
) {
  return db
    .insertInto('identityProviders')
    .values(values)
    .returning([...PUBLIC_COLUMNS])
    .executeTakeFirstOrThrow();
}

export function listIdentityProviders(db: Db, organisationId: string) {
  return db
    .selectFrom('identityProviders')
    .select([...PUBLIC_COLUMNS])
    .where('organisationId', '=', organisationId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** A provider of one of these organisations, or undefined. */
export function findOrganisationProvider(db: Db, id: string, organisationIds: readonly string[]) {
  if (organisationIds.length === 0) return Promise.resolve(undefined);
  return db
    .selectFrom('identityProviders')
    .select([...PUBLIC_COLUMNS])
    .where('id', '=', id)
    .where('organisationId', 'in', organisationIds)
    .executeTakeFirst();
}

export async function deleteIdentityProvider(db: Db, id: string): Promise<void> {
  await db.deleteFrom('identityProviders').where('id', '=', id).execute();
}

/**
 * The enabled provider that serves an e-mail domain its organisation has verified, with the
 * organisation's name. A claimed but unverified domain has no provider.
 */
export function findEnabledProviderByDomain(db: Db, domain: string) {
  return db
    .selectFrom('identityProviders as p')
    .innerJoin('organisations as o', 'o.id', 'p.organisationId')
    .innerJoin('organisationDomains as d', (join) =>
      join.onRef('d.organisationId', '=', 'p.organisationId').on('d.domain', '=', domain),
    )
    .select(['p.id', 'p.issuer', 'p.clientId', 'o.name as organisationName'])
    .where('p.enabled', '=', true)
    .where('d.verifiedAt', 'is not', null)
    .where(sql<boolean>`${domain} = any(p.email_domains)`)
    .orderBy('p.createdAt')
    .executeTakeFirst();
}

/** Everything the callback needs, secret included; only enabled providers. */
export function findEnabledProvider(db: Db, id: string) {
  return db
    .selectFrom('identityProviders as p')
    .innerJoin('organisations as o', 'o.id', 'p.organisationId')
    .select([
      'p.id',
      'p.organisationId',
      'p.issuer',
      'p.clientId',
      'p.clientSecretEncrypted',
      'p.emailDomains',
      'o.name as organisationName',
    ])
    .where('p.id', '=', id)
    .where('p.enabled', '=', true)
    .executeTakeFirst();
}

/** Whether the organisation holds this domain verified. */
export async function domainVerifiedFor(db: Db, organisationId: string, domain: string): Promise<boolean> {
  const row = await db
    .selectFrom('organisationDomains')
    .select('id')
    .where('organisationId', '=', organisationId)
    .where('domain', '=', domain)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

type AccountFilter = { email: string; id?: undefined } | { id: string; email?: undefined };

/**
 * An account by e-mail address (any case) or id, deleted ones included, with what makes it off
 * limits to an organisation's provider: platform admin rights, or membership of another
 * organisation.
 */
export function findAccount(db: Db, filter: AccountFilter, organisationId: string) {
  const query = db.selectFrom('users as u').select((eb) => [
    'u.id',
    'u.subject',
    'u.email',
    'u.fullName',
    'u.deletedAt',
    eb('u.passwordHash', 'is not', null).$castTo<boolean>().as('hasPassword'),
    eb
      .or([
        eb.exists(
          eb
            .selectFrom('userRoles as r')
            .select('r.role')
            .whereRef('r.userId', '=', 'u.id')
            .where('r.role', '=', 'admin'),
        ),
        eb.exists(
          eb
            .selectFrom('organisationMembers as m')
            .select('m.role')
            .whereRef('m.userId', '=', 'u.id')
            .where('m.organisationId', '<>', organisationId),
        ),
      ])
      .$castTo<boolean>()
      .as('protected'),
  ]);
  return (
    filter.id !== undefined
      ? query.where('u.id', '=', filter.id)
      : query.where(sql<string>`lower(u.email)`, '=', filter.email.toLowerCase())
  ).executeTakeFirst();
}

/** The account a provider's subject is linked to. */
export async function findLinkedUserId(
  db: Db,
  identityProviderId: string,
  subject: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('externalIdentities')
    .set({ lastUsedAt: sql`now()` })
    .where('identityProviderId', '=', identityProviderId)
    .where('subject', '=', subject)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}

/** Links a provider's subject to an account; a link already there stays as it is. */
export async function insertExternalIdentity(
  db: Db,
  values: {
    identityProviderId: string;
    subject: string;
    userId: string;
    linkedBy: 'created' | 'password' | 'legacy';
  },
): Promise<void> {
  await db
    .insertInto('externalIdentities')
    .values(values)
    .onConflict((oc) => oc.columns(['identityProviderId', 'subject']).doNothing())
    .execute();
}

/**
 * Whether a session was opened for this account through this provider before linked identities
 * were kept (migration 0007): such an account was made or used through the provider already.
 */
export async function signedInThroughBefore(
  db: Db,
  userId: string,
  identityProviderId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('refreshTokenFamilies')
    .select('id')
    .where('userId', '=', userId)
    .where('identityProviderId', '=', identityProviderId)
    .where('authMethod', '=', 'oidc')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A job seeker without a password, for someone whose organisation vouched for them. Two first
 * sign-ins at once insert one account: the later insert does nothing and the caller reads again.
 */
export async function insertPasswordlessJobSeeker(
  db: Db,
  values: { email: string; fullName: string },
): Promise<{ id: string; subject: string } | undefined> {
  const user = await db
    .insertInto('users')
    .values({
      subject: `u-${crypto.randomUUID()}`,
      email: values.email,
      fullName: values.fullName,
      passwordHash: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'subject'])
    .executeTakeFirst();
  if (user === undefined) return undefined;
  await db.insertInto('userRoles').values({ userId: user.id, role: 'jobseeker' }).execute();
  await db
    .insertInto('profiles')
    // not searchable until the person chooses it (issue 24)
    .values({ userId: user.id, fullName: values.fullName, email: values.email, isSearchable: false })
    .execute();
  return user;
}
