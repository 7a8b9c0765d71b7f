import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type {
  CollectionCandidate,
  CollectionCandidateAdded,
  CollectionPageQuery,
  CreateTalentCollectionBody,
  Role,
  TalentCollection,
  TalentCollectionDetail,
  TalentCollectionListResponse,
  UpdateTalentCollectionBody,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { localized } from '../../lib/localized.js';
import { callerOrganisation, organisationsWithRole } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/auth-context.js';

const RECRUITER_ROLES: readonly Role[] = ['hr', 'hr_admin'];
/** Skills shown per candidate, the strongest first. */
const SKILLS_SHOWN = 12;

const iso = (d: Date): string => d.toISOString();

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const nameTaken = () =>
  new AppError(409, 'conflict', 'The organisation already has a collection with this name.', {}, [
    { field: 'body.name', message: 'already used by another collection' },
  ]);

/**
 * The organisation a call works for: the one named (the caller must recruit for it, else 404),
 * or the caller's only one. A caller who recruits for several must name it.
 */
function organisationFor(auth: AuthContext, given: string | undefined, field: string): string {
  return callerOrganisation(auth, RECRUITER_ROLES, given, () => {
    const message = 'you recruit for several organisations: name one';
    return new AppError(400, 'validation', `${field}: ${message}`, {}, [{ field, message }]);
  });
}

/**
 * Whether the user (a reference to a users id) is a job seeker the organisation may see: a
 * searchable profile, or one that applied or was invited to one of its jobs (issue 11, "Privacy").
 */
function visibleTo(seekerId: Expression<string>, organisationId: string): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from users u
    where u.id = ${seekerId} and u.deleted_at is null
      and exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'jobseeker')
      and (
        exists (select 1 from profiles p where p.user_id = u.id and p.is_searchable)
        or exists (
          select 1 from applications a join jobs j on j.id = a.job_id
          where a.seeker_id = u.id and j.organisation_id = ${organisationId}
        )
        or exists (
          select 1 from invitations i join jobs j on j.id = i.job_id
          where i.seeker_id = u.id and j.organisation_id = ${organisationId}
        )
      )
  )`;
}

interface CollectionRow {
  id: string;
  organisationId: string;
  name: string;
  description: string | null;
  createdAt: Date;
  candidateCount: string | number | bigint | null;
}

function toCollection(row: CollectionRow): TalentCollection {
  return {
    id: row.id,
    organisationId: row.organisationId,
    name: row.name,
    description: row.description,
    candidateCount: Number(row.candidateCount ?? 0),
    createdAt: iso(row.createdAt),
  };
}

/** The organisation's collections, each with the count of the candidates it may still see. */
function collectionsOf(db: Kysely<DB>, organisationId: string) {
  return db
    .selectFrom('talentCollections as c')
    .select((eb) => [
      'c.id',
      'c.organisationId',
      'c.name',
      'c.description',
      'c.createdAt',
      eb
        .selectFrom('talentCollectionCandidates as tc')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('tc.collectionId', '=', 'c.id')
        .where(visibleTo(sql.ref<string>('tc.seekerId'), organisationId))
        .as('candidateCount'),
    ])
    .where('c.organisationId', '=', organisationId);
}

/** A collection of one of the caller's organisations; another's is not found (404). */
async function requireCollection(db: Kysely<DB>, auth: AuthContext, id: string): Promise<TalentCollection> {
  const mine = organisationsWithRole(auth, RECRUITER_ROLES);
  const found = await db
    .selectFrom('talentCollections')
    .select('organisationId')
    .where('id', '=', id)
    .executeTakeFirst();
  if (found === undefined || !mine.includes(found.organisationId)) throw notFound('Talent collection');
  const row = await collectionsOf(db, found.organisationId).where('c.id', '=', id).executeTakeFirstOrThrow();
  return toCollection(row);
}

export async function listCollections(
  db: Kysely<DB>,
  auth: AuthContext,
  organisationId: string | undefined,
): Promise<TalentCollectionListResponse> {
  const orgId = organisationFor(auth, organisationId, 'querystring.organisationId');
  const rows = await collectionsOf(db, orgId).orderBy('c.name').orderBy('c.id').execute();
  return { collections: rows.map(toCollection) };
}

export async function createCollection(
  db: Kysely<DB>,
  auth: AuthContext,
  body: CreateTalentCollectionBody,
): Promise<TalentCollection> {
  const orgId = organisationFor(auth, body.organisationId, 'body.organisationId');
  const inserted = await db
    .insertInto('talentCollections')
    .values({
      organisationId: orgId,
      name: body.name,
      description: body.description ?? null,
      createdBy: auth.userId,
    })
    .onConflict((oc) => oc.columns(['organisationId', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted === undefined) throw nameTaken();
  return requireCollection(db, auth, inserted.id);
}

export async function renameCollection(
  db: Kysely<DB>,
  auth: AuthContext,
  id: string,
  body: UpdateTalentCollectionBody,
): Promise<TalentCollection> {
  await requireCollection(db, auth, id);
  try {
    await db
      .updateTable('talentCollections')
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
      })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return requireCollection(db, auth, id);
}

export async function deleteCollection(db: Kysely<DB>, auth: AuthContext, id: string): Promise<void> {
  await requireCollection(db, auth, id);
  await db.deleteFrom('talentCollections').where('id', '=', id).execute();
}

/** One page of the candidates the organisation may see, the latest added first. */
export async function collectionDetail(
  db: Kysely<DB>,
  auth: AuthContext,
  id: string,
  page: CollectionPageQuery,
): Promise<TalentCollectionDetail> {
  const collection = await requireCollection(db, auth, id);
  const rows = await db
    .selectFrom('talentCollectionCandidates as tc')
    .innerJoin('users as u', 'u.id', 'tc.seekerId')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .leftJoin('countries as co', 'co.code', 'p.countryCode')
    .leftJoin('cities as ci', 'ci.id', 'p.cityId')
    .select((eb) => [
      'u.subject',
      'u.fullName',
      'p.fullName as profileName',
      'p.title',
      'p.photoFileId',
      'p.countryCode',
      'co.nameEn as countryEn',
      'co.nameZh as countryZh',
      'co.nameAr as countryAr',
      'ci.nameEn as cityEn',
      'ci.nameZh as cityZh',
      'ci.nameAr as cityAr',
      'tc.addedAt',
      eb
        .selectFrom((inner) =>
          inner
            .selectFrom('userSkills as us')
            .innerJoin('skills as s', 's.id', 'us.skillId')
            .select('s.name')
            .whereRef('us.userId', '=', 'u.id')
            .orderBy('us.level', 'desc')
            .orderBy('s.name')
            .limit(SKILLS_SHOWN)
            .as('top'),
        )
        .select(sql<string[]>`coalesce(array_agg(top.name), '{}')`.as('names'))
        .as('skills'),
    ])
    .where('tc.collectionId', '=', id)
    .where(visibleTo(sql.ref<string>('tc.seekerId'), collection.organisationId))
    .orderBy('tc.addedAt', 'desc')
    .orderBy('u.subject')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const items: CollectionCandidate[] = rows.map((r) => {
    const country = localized(r.countryEn, r.countryZh, r.countryAr);
    return {
      subject: r.subject,
      fullName: r.profileName ?? r.fullName,
      headline: r.title ?? null,
      photoUrl: r.photoFileId ? `/fm/download/preview/${r.photoFileId}` : null,
      location:
        r.countryCode !== null && country !== null
          ? { countryCode: r.countryCode, country, city: localized(r.cityEn, r.cityZh, r.cityAr) }
          : null,
      skills: r.skills ?? [],
      addedAt: iso(r.addedAt),
    };
  });
  return {
    collection,
    candidates: { items, total: collection.candidateCount, limit: page.limit, offset: page.offset },
  };
}

/**
 * Adds a candidate (adding again keeps the first time). Only a job seeker the organisation may see
 * can be added; anyone else is not found (404), so that the call does not tell who exists.
 */
export async function addCandidate(
  db: Kysely<DB>,
  auth: AuthContext,
  id: string,
  subject: string,
): Promise<CollectionCandidateAdded> {
  const collection = await requireCollection(db, auth, id);
  const seeker = await db
    .selectFrom('users')
    .select('id')
    .where('subject', '=', subject)
    .where(visibleTo(sql.ref<string>('users.id'), collection.organisationId))
    .executeTakeFirst();
  if (seeker === undefined) throw notFound('Candidate');
  await db
    .insertInto('talentCollectionCandidates')
    .values({ collectionId: id, seekerId: seeker.id, addedBy: auth.userId })
    .onConflict((oc) => oc.columns(['collectionId', 'seekerId']).doNothing())
    .execute();
  const row = await db
    .selectFrom('talentCollectionCandidates')
    .select('addedAt')
    .where('collectionId', '=', id)
    .where('seekerId', '=', seeker.id)
    .executeTakeFirstOrThrow();
  return { collectionId: id, subject, addedAt: iso(row.addedAt) };
}

/** Takes a candidate out (one who is not in it: harmless). */
export async function removeCandidate(
  db: Kysely<DB>,
  auth: AuthContext,
  id: string,
  subject: string,
): Promise<void> {
  await requireCollection(db, auth, id);
  await db
    .deleteFrom('talentCollectionCandidates')
    .where('collectionId', '=', id)
    .where('seekerId', 'in', (eb) =>
      eb.selectFrom('users').select('users.id').where('users.subject', '=', subject),
    )
    .execute();
}
