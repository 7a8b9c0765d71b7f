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

/** The given domains that an enabled provider already serves. */
export async function findTakenDomains(db: Db, domains: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('identityProviders')
    .select('emailDomains')
    .where('enabled', '=', true)
    .where('emailDomains', '&&', sql<string[]>`cast(${[...domains]} as text[])`)
    .execute();
  const taken = new Set(rows.flatMap((r) => r.emailDomains));
  return domains.filter((d) => taken.has(d));
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

/** The enabled provider that serves an e-mail domain, with its organisation's name. */
export function findEnabledProviderByDomain(db: Db, domain: string) {
  return db
    .selectFrom('identityProviders as p')
    .innerJoin('organisations as o', 'o.id', 'p.organisationId')
    .select(['p.id', 'p.issuer', 'p.clientId', 'o.name as organisationName'])
    .where('p.enabled', '=', true)
    .where(sql<boolean>`${domain} = any(p.email_domains)`)
    .orderBy('p.createdAt')
    .executeTakeFirst();
}

/** Everything the callback needs, secret included; only enabled providers. */
export function findEnabledProvider(db: Db, id: string) {
  return db
    .selectFrom('identityProviders')
    .select(['id', 'organisationId', 'issuer', 'clientId', 'clientSecretEncrypted', 'emailDomains'])
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

/** The account with this e-mail address (any case), deleted ones included. */
/**
 * The account for an e-mail address, with what makes it off limits to an organisation's provider:
 * platform admin rights, or membership of another organisation.
 */
export function findAccountByEmail(db: Db, email: string, organisationId: string) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.subject',
      'u.email',
      'u.fullName',
      'u.deletedAt',
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
        .as('protected'),
    ])
    .where(sql<string>`lower(u.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
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
    .values({ userId: user.id, fullName: values.fullName, email: values.email })
    .execute();
  return user;
}
