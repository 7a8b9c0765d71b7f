import { type Kysely, sql, type Transaction } from 'kysely';
import {
  PROFILE_SECTION_MAX_ITEMS,
  type ProfileLocationInput,
  type ProfileSection,
  type ProfileWriteResponse,
  type UserProfilePatch,
} from '@talent/contracts';
import { languageOf, recordConsent } from '../account/consents.js';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { completionOf } from '../profile/profile.service.js';
import {
  type AnyRef,
  type FileCheck,
  type LocationCheck,
  SECTIONS,
  type SectionDef,
} from './profile-edit.sections.js';

/** The sub-list tables, typed loosely: which one is chosen at run time from the section. */
type Loose = Record<string, Record<string, unknown>>;
const loose = (trx: Transaction<DB>) => trx as unknown as Transaction<Loose>;

type Fault = { field: string; message: string };

const badRequest = (faults: Fault[]): AppError =>
  new AppError(
    400,
    'bad_request',
    faults.map((f) => `${f.field}: ${f.message}`).join('; '),
    {},
    faults.map((f) => ({ field: `body.${f.field}`, message: f.message })),
  );

/** Each reference the body makes must exist. */
async function checkRefs(trx: Transaction<DB>, refs: AnyRef[]): Promise<Fault[]> {
  const faults: Fault[] = [];
  for (const r of refs) {
    const found = await loose(trx)
      .selectFrom(r.table)
      .select(sql<number>`1`.as('one'))
      .where(r.column, '=', r.value)
      .executeTakeFirst();
    if (found === undefined) faults.push({ field: r.field, message: 'does not exist' });
  }
  return faults;
}

/** A place's state and city must exist and lie in its country (and the city in its state). */
async function checkLocations(trx: Transaction<DB>, checks: LocationCheck[]): Promise<Fault[]> {
  const faults: Fault[] = [];
  for (const { field, location } of checks) {
    faults.push(...(await checkLocation(trx, field, location)));
  }
  return faults;
}

async function checkLocation(trx: Transaction<DB>, field: string, l: ProfileLocationInput): Promise<Fault[]> {
  const country = l.countryCode ?? null;
  if (country === null) {
    return l.stateId != null || l.cityId != null
      ? [{ field: `${field}.countryCode`, message: 'is required with a state or a city' }]
      : [];
  }
  const known = await trx
    .selectFrom('countries')
    .select('code')
    .where('code', '=', country)
    .executeTakeFirst();
  if (known === undefined) return [{ field: `${field}.countryCode`, message: 'does not exist' }];
  const faults: Fault[] = [];
  if (l.stateId != null) {
    const state = await trx
      .selectFrom('states')
      .select('countryCode')
      .where('id', '=', l.stateId)
      .executeTakeFirst();
    if (state?.countryCode !== country)
      faults.push({ field: `${field}.stateId`, message: 'is not in the country' });
  }
  if (l.cityId != null) {
    const city = await trx
      .selectFrom('cities')
      .select(['countryCode', 'stateId'])
      .where('id', '=', l.cityId)
      .executeTakeFirst();
    if (city?.countryCode !== country) {
      faults.push({ field: `${field}.cityId`, message: 'is not in the country' });
    } else if (l.stateId != null && city.stateId !== null && city.stateId !== l.stateId) {
      faults.push({ field: `${field}.cityId`, message: 'is not in the state' });
    }
  }
  return faults;
}

/** Each file named must be the seeker's own, not deleted, of an accepted kind. */
async function checkFiles(trx: Transaction<DB>, userId: string, checks: FileCheck[]): Promise<Fault[]> {
  const faults: Fault[] = [];
  for (const c of checks) {
    const found = await trx
      .selectFrom('files')
      .select('contentType')
      .where('id', '=', c.id)
      .where('ownerId', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (found === undefined) faults.push({ field: c.field, message: 'is not a file of yours' });
    else if (!c.types.includes(found.contentType)) {
      faults.push({ field: c.field, message: `must be one of ${c.types.join(', ')}` });
    }
  }
  return faults;
}

async function validate<I>(
  trx: Transaction<DB>,
  def: SectionDef<I>,
  userId: string,
  input: I,
): Promise<void> {
  const faults = [
    ...(await checkRefs(trx, def.refs?.(input) ?? [])),
    ...(await checkLocations(trx, def.locations?.(input) ?? [])),
    ...(await checkFiles(trx, userId, def.files?.(input) ?? [])),
  ];
  if (faults.length > 0) throw badRequest(faults);
}

/** No two entries of one seeker name the same skill, language or interest. */
async function checkUnique<I>(
  trx: Transaction<DB>,
  def: SectionDef<I>,
  userId: string,
  input: I,
  exceptId: string | null,
): Promise<void> {
  if (def.unique === undefined) return;
  let query = loose(trx)
    .selectFrom(def.table)
    .select('id')
    .where('userId', '=', userId)
    .where(def.unique.column, '=', def.unique.value(input));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if ((await query.executeTakeFirst()) !== undefined) {
    throw new AppError(409, 'conflict', `${def.what} is already on the profile.`, {}, [
      { field: `body.${def.unique.field}`, message: 'is already on the profile' },
    ]);
  }
}

/**
 * Removes the files a write let go of, once it is committed: each only when nothing points at it
 * any more (another entry, an application). Without the file manager (some tests), keeps them.
 */
export type ReleaseFiles = (fileIds: readonly string[]) => Promise<void>;
const keepFiles: ReleaseFiles = async () => {};

/** The files an entry points at now: its file columns, and a project's attachments. */
async function filesOfEntry(trx: Transaction<DB>, def: SectionDef<unknown>, id: string): Promise<string[]> {
  const columns = def.fileColumns ?? [];
  if (columns.length === 0) return [];
  const row = await loose(trx).selectFrom(def.table).select(columns).where('id', '=', id).executeTakeFirst();
  const ids = columns.map((c) => row?.[c]).filter((v): v is string => typeof v === 'string');
  if (def.table === 'projects') {
    const attached = await trx
      .selectFrom('projectAttachments')
      .select('fileId')
      .where('projectId', '=', id)
      .execute();
    ids.push(...attached.map((a) => a.fileId));
  }
  return ids;
}

/** Serialises one seeker's writes, so that two at once cannot both pass the count or the uniqueness. */
async function lockProfile(trx: Transaction<DB>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('profile-edit'), hashtext(${userId}))`.execute(trx);
}

const sectionOf = (section: ProfileSection) => SECTIONS[section] as SectionDef<unknown>;

async function written(db: Kysely<DB>, userId: string, id: string): Promise<ProfileWriteResponse> {
  return { id, percentageCompleted: await completionOf(db, userId) };
}

/** Adds an entry to one of the seeker's sub-lists (at the end once the list has an order). */
export async function addEntry(
  db: Kysely<DB>,
  userId: string,
  section: ProfileSection,
  input: unknown,
): Promise<ProfileWriteResponse> {
  const id = await db.transaction().execute(async (trx) => addEntryIn(trx, userId, section, input));
  return written(db, userId, id);
}

/** `addEntry` inside the caller's transaction (an import adds many at once); answers the id. */
export async function addEntryIn(
  trx: Transaction<DB>,
  userId: string,
  section: ProfileSection,
  input: unknown,
): Promise<string> {
  const def = sectionOf(section);
  await lockProfile(trx, userId);
  const counted = await loose(trx)
    .selectFrom(def.table)
    .select([sql<number>`count(*)::int`.as('n'), sql<number | null>`max(position)`.as('last')])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(counted.n) >= PROFILE_SECTION_MAX_ITEMS) {
    throw new AppError(
      409,
      'limit_reached',
      `A profile holds at most ${PROFILE_SECTION_MAX_ITEMS} entries in one list; remove one first.`,
    );
  }
  await validate(trx, def, userId, input);
  await checkUnique(trx, def, userId, input, null);
  await def.beforeWrite?.(trx, userId, input);
  const position = counted.last === null ? null : Number(counted.last) + 1;
  const row = await loose(trx)
    .insertInto(def.table)
    .values({ ...def.row(input), userId, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = String(row.id);
  await def.afterWrite?.(trx, userId, id, input);
  return id;
}

/** Replaces one entry of the seeker's own: another's does not exist for them (404). */
export async function replaceEntry(
  db: Kysely<DB>,
  userId: string,
  section: ProfileSection,
  id: string,
  input: unknown,
  release: ReleaseFiles = keepFiles,
): Promise<ProfileWriteResponse> {
  const def = sectionOf(section);
  const before = await db.transaction().execute(async (trx) => {
    await lockProfile(trx, userId);
    const mine = await loose(trx)
      .selectFrom(def.table)
      .select('id')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (mine === undefined) throw notFound(def.what);
    const files = await filesOfEntry(trx, def, id);
    await validate(trx, def, userId, input);
    await checkUnique(trx, def, userId, input, id);
    await def.beforeWrite?.(trx, userId, input);
    await loose(trx).updateTable(def.table).set(def.row(input)).where('id', '=', id).execute();
    await def.afterWrite?.(trx, userId, id, input);
    return files;
  });
  await release(before);
  return written(db, userId, id);
}

export async function removeEntry(
  db: Kysely<DB>,
  userId: string,
  section: ProfileSection,
  id: string,
  release: ReleaseFiles = keepFiles,
): Promise<ProfileWriteResponse> {
  const def = sectionOf(section);
  const before = await db.transaction().execute(async (trx) => {
    const files = await filesOfEntry(trx, def, id);
    const result = await loose(trx)
      .deleteFrom(def.table)
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound(def.what);
    return files;
  });
  await release(before);
  return written(db, userId, id);
}

/** Puts the whole sub-list in the order given: every entry named once. */
export async function reorderEntries(
  db: Kysely<DB>,
  userId: string,
  section: ProfileSection,
  ids: string[],
): Promise<{ percentageCompleted: number }> {
  const def = sectionOf(section);
  await db.transaction().execute(async (trx) => {
    await lockProfile(trx, userId);
    const rows = await loose(trx).selectFrom(def.table).select('id').where('userId', '=', userId).execute();
    const mine = new Set(rows.map((r) => String(r.id)));
    if (ids.length !== mine.size || ids.some((id) => !mine.has(id))) {
      throw badRequest([{ field: 'ids', message: `must name every entry of the list once (${mine.size})` }]);
    }
    for (const [position, id] of ids.entries()) {
      await loose(trx).updateTable(def.table).set({ position }).where('id', '=', id).execute();
    }
  });
  return { percentageCompleted: await completionOf(db, userId) };
}

// ───────────── the profile itself ─────────────

/** Which kinds of file each of the profile's own files may be. */
const PROFILE_FILE_KINDS = {
  photo: ['image/jpeg', 'image/png', 'image/webp'],
  background: ['image/jpeg', 'image/png', 'image/webp'],
  resume: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
} as const;

async function checkOwnFiles(
  trx: Transaction<DB>,
  userId: string,
  patch: UserProfilePatch,
): Promise<Fault[]> {
  const faults: Fault[] = [];
  for (const key of ['photo', 'background', 'resume'] as const) {
    const id = patch[key]?.id;
    if (id === undefined) continue;
    const file = await trx
      .selectFrom('files')
      .select('contentType')
      .where('id', '=', id)
      .where('ownerId', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (file === undefined) faults.push({ field: `${key}.id`, message: 'is not a file of yours' });
    else if (!(PROFILE_FILE_KINDS[key] as readonly string[]).includes(file.contentType)) {
      faults.push({ field: `${key}.id`, message: `must be one of ${PROFILE_FILE_KINDS[key].join(', ')}` });
    }
  }
  return faults;
}

/** Changes the fields sent of the seeker's profile (made on first write). */
export async function patchProfile(
  db: Kysely<DB>,
  userId: string,
  patch: UserProfilePatch,
  release: ReleaseFiles = keepFiles,
): Promise<{ percentageCompleted: number }> {
  const before = await db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('profiles')
      .select(['photoFileId', 'backgroundFileId', 'resumeFileId'])
      .where('userId', '=', userId)
      .executeTakeFirst();
    await patchProfileIn(trx, userId, patch);
    // only the files this change replaced or cleared
    return [
      patch.photo === undefined ? null : files?.photoFileId,
      patch.background === undefined ? null : files?.backgroundFileId,
      patch.resume === undefined ? null : files?.resumeFileId,
    ].filter((f): f is string => typeof f === 'string');
  });
  await release(before);
  return { percentageCompleted: await completionOf(db, userId) };
}

/** `patchProfile` inside the caller's transaction. */
export async function patchProfileIn(
  trx: Transaction<DB>,
  userId: string,
  patch: UserProfilePatch,
): Promise<void> {
  await lockProfile(trx, userId);
  const faults = [
    ...(await checkLocations(
      trx,
      patch.location == null ? [] : [{ field: 'location', location: patch.location }],
    )),
    ...(await checkOwnFiles(trx, userId, patch)),
  ];
  if (patch.careerLevel != null) {
    const level = await trx
      .selectFrom('careerLevels')
      .select('id')
      .where('id', '=', patch.careerLevel.id)
      .executeTakeFirst();
    if (level === undefined) faults.push({ field: 'careerLevel.id', message: 'does not exist' });
  }
  if (patch.nationality != null) {
    const country = await trx
      .selectFrom('countries')
      .select('code')
      .where('code', '=', patch.nationality)
      .executeTakeFirst();
    if (country === undefined) faults.push({ field: 'nationality', message: 'does not exist' });
  }
  if (faults.length > 0) throw badRequest(faults);

  const set: Record<string, unknown> = {};
  const copy = [
    'fullName',
    'title',
    'aboutMe',
    'nationality',
    'dateOfBirth',
    'gender',
    'residentCardNo',
    'phoneMobile',
    'phoneHome',
    'email',
    'yearsOfExperience',
    'hasWorkPermit',
    'isSearchable',
  ] as const;
  for (const key of copy) if (patch[key] !== undefined) set[key] = patch[key];
  if (patch.careerLevel !== undefined) set.careerLevelId = patch.careerLevel?.id ?? null;
  if (patch.photo !== undefined) set.photoFileId = patch.photo?.id ?? null;
  if (patch.background !== undefined) set.backgroundFileId = patch.background?.id ?? null;
  if (patch.resume !== undefined) set.resumeFileId = patch.resume?.id ?? null;
  if (patch.location !== undefined) {
    set.countryCode = patch.location?.countryCode ?? null;
    set.stateId = patch.location?.stateId ?? null;
    set.cityId = patch.location?.cityId ?? null;
  }
  set.updatedAt = new Date();

  const existing = await trx
    .selectFrom('profiles')
    .select(['userId', 'isSearchable'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  // the profile's name is the account's: one name everywhere (issue 24)
  if (patch.fullName !== undefined) {
    await trx
      .updateTable('users')
      .set({ fullName: patch.fullName, updatedAt: new Date() })
      .where('id', '=', userId)
      .execute();
  }
  // being found by recruiters is a consent: each change is recorded with the words shown (issue 24)
  if (patch.isSearchable !== undefined && patch.isSearchable !== (existing?.isSearchable ?? true)) {
    await recordConsent(trx, {
      userId,
      kind: 'searchable',
      granted: patch.isSearchable,
      language: await languageOf(trx, userId),
    });
  }
  if (existing === undefined) {
    const user = await trx
      .selectFrom('users')
      .select('fullName')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await loose(trx)
      .insertInto('profiles')
      .values({ userId, fullName: user.fullName, ...set })
      .execute();
  } else {
    await loose(trx).updateTable('profiles').set(set).where('userId', '=', userId).execute();
  }
}
