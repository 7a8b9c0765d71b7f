import { type Kysely, type RawBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/schema.js';
import { isOpenSql } from '../jobs/jobs.repository.js';

/** Which of the reference tables' name columns (`name_en`, `name_zh`, `name_ar`) to read. */
export type NameLanguage = 'en' | 'zh' | 'ar';

/** The localised `name` column of a joined reference table: `alias.name_<lang>`. */
const nameOf = (alias: string, lang: NameLanguage): RawBuilder<string> =>
  sql<string>`${sql.ref(alias)}.${sql.raw(`name_${lang}`)}`;

export interface FileJson {
  id: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
  bucket: string;
}

/** The file a column points at, as a JSON object; null when there is none or it was deleted. */
function fileOf(ref: string): RawBuilder<FileJson | null> {
  return sql<FileJson | null>`(
    select json_build_object('id', f.id, 'filename', f.filename, 'contentType', f.content_type,
                             'sizeBytes', f.size_bytes, 'bucket', f.bucket)
    from files f where f.id = ${sql.ref(ref)} and f.deleted_at is null)`;
}

export interface LocationJson {
  country: { id: string; countryName: string; countryCode: string; phoneCode: string | null } | null;
  state: { id: string; name: string } | null;
  city: { id: string; cityName: string } | null;
}

/** Country, state and city of a row, named in `lang`; without a state of its own, the city's state. */
function locationOf(table: string, lang: NameLanguage): RawBuilder<LocationJson> {
  const name = sql.raw(`name_${lang}`);
  return sql<LocationJson>`json_build_object(
    'country', (select json_build_object('id', c.code, 'countryName', c.${name}, 'countryCode', c.code,
                                         'phoneCode', c.phone_code)
                from countries c where c.code = ${sql.ref(`${table}.countryCode`)}),
    'state', (select json_build_object('id', s.id, 'name', s.${name})
              from states s where s.id = coalesce(${sql.ref(`${table}.stateId`)},
                (select cs.state_id from cities cs where cs.id = ${sql.ref(`${table}.cityId`)}))),
    'city', (select json_build_object('id', ci.id, 'cityName', ci.${name})
             from cities ci where ci.id = ${sql.ref(`${table}.cityId`)}))`;
}

// ───────────── the profile itself ─────────────

export async function findPreferredLanguage(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('preferredLanguage')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.preferredLanguage ?? null;
}

export async function findUserProfile(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .leftJoin('careerLevels as cl', 'cl.id', 'p.careerLevelId')
    .select([
      'u.id',
      'u.fullName as accountFullName',
      'u.email as accountEmail',
      'u.createdAt',
      'u.deletedAt',
      'u.lastLoginAt',
      'u.isLocked',
      'u.preferredLanguage',
      'p.fullName',
      'p.isSearchable',
      'p.title',
      'p.aboutMe',
      'p.nationality',
      'p.dateOfBirth',
      'p.gender',
      'p.residentCardNo',
      'p.phoneMobile',
      'p.phoneHome',
      'p.email',
      'p.yearsOfExperience',
      locationOf('p', lang).as('location'),
      'cl.id as careerLevelId',
      nameOf('cl', lang).as('careerLevelName'),
      fileOf('p.backgroundFileId').as('background'),
      fileOf('p.resumeFileId').as('resume'),
      fileOf('p.photoFileId').as('photo'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export type UserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;

const filled = (column: string) => sql<boolean>`coalesce(btrim(${sql.ref(column)}) <> '', false)`;
const hasRows = (table: keyof DB, userId: string) =>
  sql<boolean>`exists (select 1 from ${sql.table(table)} where user_id = ${userId})`;

/** What the completion percentage is computed from (profile-completion.ts). */
export async function findCompletionFacts(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select([
      filled('p.title').as('title'),
      filled('p.aboutMe').as('aboutMe'),
      sql<boolean>`(${fileOf('p.photoFileId')}) is not null`.as('photo'),
      sql<boolean>`(p.nationality is not null and p.date_of_birth is not null and p.gender is not null)`.as(
        'personalDetails',
      ),
      filled('p.phoneMobile').as('contact'),
      sql<boolean>`p.career_level_id is not null`.as('careerLevel'),
      sql<boolean>`(${fileOf('p.resumeFileId')}) is not null`.as('resume'),
      hasRows('experiences', userId).as('experience'),
      hasRows('educations', userId).as('education'),
      hasRows('userSkills', userId).as('skills'),
      hasRows('userLanguages', userId).as('languages'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

// ───────────── files and settings ─────────────

export async function findVideoCvs(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('profileVideoCvs as v')
    .select(['v.id', 'v.isDefault', fileOf('v.fileId').as('file')])
    .where('v.userId', '=', userId)
    .orderBy('v.isDefault', 'desc')
    .orderBy('v.id')
    .execute();
}

export async function findUserSettings(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('userSettings as us')
    .innerJoin('settingKeys as sk', 'sk.id', 'us.settingId')
    .select(['us.id', 'us.settingValue', 'sk.id as settingId', 'sk.settingKey'])
    .where('us.userId', '=', userId)
    .orderBy('sk.settingKey')
    .execute();
}

export async function findDocuments(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('userDocuments as d')
    .select(['d.id', 'd.documentType', fileOf('d.fileId').as('file')])
    .where('d.userId', '=', userId)
    .orderBy('d.documentType')
    .orderBy('d.id')
    .execute();
}

export async function findSignatures(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('signatures as s')
    .select(['s.id', 's.title', 's.text', 's.font', fileOf('s.imgFileId').as('img')])
    .where('s.userId', '=', userId)
    .orderBy('s.title')
    .orderBy('s.id')
    .execute();
}

// ───────────── career ─────────────

/** Newest first by start (spec section 9); among equal starts, the current job first. */
export async function findExperiences(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  return db
    .selectFrom('experiences as e')
    .leftJoin('industries as i', 'i.id', 'e.industryId')
    .leftJoin('employmentTypes as et', 'et.code', 'e.employmentType')
    .select([
      'e.id',
      'e.jobTitle',
      'e.jobDescription',
      'e.companyName',
      'e.dateFrom',
      'e.dateTo',
      'e.isCurrent',
      'i.id as industryId',
      nameOf('i', lang).as('industryName'),
      'i.nameAr as industryNameAr',
      'i.classification as industryClassification',
      'i.code as industryCode',
      'et.code as employmentTypeCode',
      nameOf('et', lang).as('employmentTypeName'),
      fileOf('e.companyLogoFileId').as('companyLogo'),
      locationOf('e', lang).as('location'),
    ])
    .where('e.userId', '=', userId)
    .orderBy(sql`e.position asc nulls last`)
    .orderBy('e.dateFrom', 'desc')
    .orderBy('e.isCurrent', 'desc')
    .orderBy('e.id')
    .execute();
}

export async function findCareerAspirations(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  return db
    .selectFrom('careerAspirations as ca')
    .leftJoin('industries as i', 'i.id', 'ca.industryId')
    .leftJoin('currencies as cu', 'cu.code', 'ca.salaryCurrency')
    .leftJoin('contractTypes as ct', 'ct.id', 'ca.contractTypeId')
    .select([
      'ca.id',
      'ca.employmentType',
      'ca.frequencyOfTrips',
      'ca.preferredCountry',
      'ca.preferredStateId',
      'ca.preferredCityId',
      'ca.salaryRangeMin',
      'ca.salaryRangeMax',
      'i.id as industryId',
      nameOf('i', lang).as('industryName'),
      'i.nameAr as industryNameAr',
      'i.classification as industryClassification',
      'i.code as industryCode',
      'cu.code as currencyCode',
      nameOf('cu', lang).as('currencyName'),
      'ct.id as contractTypeId',
      nameOf('ct', lang).as('contractTypeTitle'),
    ])
    .where('ca.userId', '=', userId)
    .orderBy(sql`ca.position asc nulls last`)
    .orderBy('ca.id')
    .execute();
}

export async function findEducations(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  return db
    .selectFrom('educations as ed')
    .leftJoin('degreeLevels as dl', 'dl.id', 'ed.degreeLevelId')
    .leftJoin('specializations as sp', 'sp.id', 'ed.specializationId')
    .select([
      'ed.id',
      'ed.degreeTitle',
      'ed.universityName',
      'ed.startDate',
      'ed.endDate',
      'ed.gpa',
      'dl.id as degreeLevelId',
      nameOf('dl', lang).as('degreeName'),
      'sp.id as specializationId',
      nameOf('sp', lang).as('specializationName'),
      locationOf('ed', lang).as('location'),
    ])
    .where('ed.userId', '=', userId)
    .orderBy(sql`ed.position asc nulls last`)
    .orderBy(sql`ed.start_date desc nulls last`)
    .orderBy('ed.id')
    .execute();
}

export async function findTrainings(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('trainings')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy(sql`trainings.position asc nulls last`)
    .orderBy(sql`coalesce(start_date, training_date) desc nulls last`)
    .orderBy('id')
    .execute();
}

export async function findAwards(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('awards')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy(sql`position asc nulls last`)
    .orderBy(sql`issued_date desc nulls last`)
    .orderBy('id')
    .execute();
}

export async function findCertifications(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('certifications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy(sql`position asc nulls last`)
    .orderBy(sql`issued_date desc nulls last`)
    .orderBy('id')
    .execute();
}

export async function findVolunteerWorks(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  return db
    .selectFrom('volunteerWorks as vw')
    .select([
      'vw.id',
      'vw.title',
      'vw.description',
      'vw.link',
      'vw.startDate',
      'vw.endDate',
      'vw.isPrivate',
      fileOf('vw.coverFileId').as('cover'),
      locationOf('vw', lang).as('location'),
    ])
    .where('vw.userId', '=', userId)
    .orderBy(sql`vw.position asc nulls last`)
    .orderBy(sql`vw.start_date desc nulls last`)
    .orderBy('vw.id')
    .execute();
}

// ───────────── skills, languages, projects ─────────────

export async function findUserSkills(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('userSkills as us')
    .innerJoin('skills as s', 's.id', 'us.skillId')
    .select((eb) => [
      'us.id',
      'us.level',
      's.id as skillId',
      's.name as skillName',
      jsonArrayFrom(
        eb
          .selectFrom('skillEndorsements as se')
          .innerJoin('users as eu', 'eu.id', 'se.endorsedBy')
          .leftJoin('profiles as ep', 'ep.userId', 'eu.id')
          .select([
            'se.id',
            'se.endorsed',
            'se.status',
            'eu.subject',
            'eu.fullName',
            sql<
              string | null
            >`(select f.id from files f where f.id = ep.photo_file_id and f.deleted_at is null)`.as(
              'photoFileId',
            ),
          ])
          .whereRef('se.userSkillId', '=', 'us.id')
          .orderBy('se.createdAt')
          .orderBy('se.id'),
      ).as('endorsements'),
    ])
    .where('us.userId', '=', userId)
    .orderBy(sql`us.position asc nulls last`)
    .orderBy('us.level', 'desc')
    .orderBy('s.name')
    .execute();
}

export async function findGainedSkills(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('gainedSkills as g')
    .select([
      'g.id',
      'g.gainedSkillTitle',
      'g.gainingAuthorityName',
      fileOf('g.authorityLogoFileId').as('logo'),
    ])
    .where('g.userId', '=', userId)
    .orderBy(sql`g.gained_at desc nulls last`)
    .orderBy('g.id')
    .execute();
}

export async function findUserLanguages(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  return db
    .selectFrom('userLanguages as ul')
    .innerJoin('languages as l', 'l.code', 'ul.languageCode')
    .innerJoin('languageLevels as ll', 'll.id', 'ul.levelId')
    .select([
      'ul.id',
      'l.code as languageCode',
      nameOf('l', lang).as('languageName'),
      'll.id as levelId',
      nameOf('ll', lang).as('levelTitle'),
    ])
    .where('ul.userId', '=', userId)
    .orderBy(sql`ul.position asc nulls last`)
    .orderBy('ll.rank', 'desc')
    .orderBy('l.code')
    .execute();
}

export async function findUserInterests(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  return db
    .selectFrom('userInterests as ui')
    .innerJoin('interests as it', 'it.id', 'ui.interestId')
    .select(['ui.id', 'it.id as interestId', nameOf('it', lang).as('interestName'), 'it.imageUrl'])
    .where('ui.userId', '=', userId)
    .orderBy(sql`ui.position asc nulls last`)
    .orderBy('it.nameEn')
    .execute();
}

export async function findProjects(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  return db
    .selectFrom('projects as pr')
    .select((eb) => [
      'pr.id',
      'pr.projectTitle',
      'pr.projectDescription',
      'pr.companyName',
      'pr.startDate',
      'pr.endDate',
      'pr.projectUrl',
      'pr.isPrivate',
      fileOf('pr.coverFileId').as('cover'),
      locationOf('pr', lang).as('location'),
      jsonArrayFrom(
        eb
          .selectFrom('projectAttachments as pa')
          .select(['pa.id', 'pa.projectId', fileOf('pa.fileId').as('file')])
          .whereRef('pa.projectId', '=', 'pr.id')
          .orderBy('pa.id'),
      ).as('attachments'),
    ])
    .where('pr.userId', '=', userId)
    .orderBy(sql`pr.start_date desc nulls last`)
    .orderBy('pr.id')
    .execute();
}

export async function findProjectUsedSkills(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('projectUsedSkills as pus')
    .innerJoin('projects as pr', 'pr.id', 'pus.projectId')
    .innerJoin('skills as s', 's.id', 'pus.skillId')
    .select(['pus.id', 'pus.projectId', 's.id as skillId', 's.name as skillName'])
    .where('pr.userId', '=', userId)
    .orderBy('pus.projectId')
    .orderBy('s.name')
    .execute();
}

// ───────────── what others wrote, and the rest ─────────────

/** Every recommendation the owner received, in any status (only approved ones are shown to others). */
export async function findRecommendations(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('recommendations as r')
    .innerJoin('users as ru', 'ru.id', 'r.recommendedBy')
    .leftJoin('profiles as rp', 'rp.userId', 'ru.id')
    .select([
      'r.id',
      'r.description',
      'r.status',
      'ru.id as recommenderId',
      'ru.fullName as recommenderAccountName',
      'ru.email as recommenderAccountEmail',
      'rp.fullName as recommenderFullName',
      'rp.title as recommenderTitle',
      'rp.aboutMe as recommenderAboutMe',
      'rp.email as recommenderEmail',
      sql<
        string | null
      >`(select f.id from files f where f.id = rp.photo_file_id and f.deleted_at is null)`.as(
        'recommenderPhotoFileId',
      ),
    ])
    .where('r.userId', '=', userId)
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id')
    .execute();
}

export async function findUserSections(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('userSections as usn')
    .innerJoin('sectionKeys as sk', 'sk.id', 'usn.sectionId')
    .select(['usn.id', 'usn.sectionValue', 'sk.id as sectionId', 'sk.sectionKey'])
    .where('usn.userId', '=', userId)
    .orderBy('sk.sectionKey')
    .execute();
}

export async function findMedicalInfos(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('medicalInfos')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy(sql`position asc nulls last`)
    .orderBy('id')
    .execute();
}

export async function findOnlineProfiles(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('onlineProfiles')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy(sql`position asc nulls last`)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

// ───────────── companies ─────────────

const companyColumns = [
  'o.id',
  'o.name',
  'o.logoUrl',
  'o.about',
  'o.website',
  sql<number>`(select count(*) from jobs j where j.organisation_id = o.id and ${isOpenSql})`.as(
    'openJobCount',
  ),
] as const;

export async function findCompanies(db: Kysely<DB>, limit: number, offset: number) {
  return db
    .selectFrom('organisations as o')
    .select(companyColumns)
    .orderBy('o.name')
    .orderBy('o.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function findCompany(db: Kysely<DB>, organisationId: string) {
  return db
    .selectFrom('organisations as o')
    .select(companyColumns)
    .where('o.id', '=', organisationId)
    .executeTakeFirst();
}

export type CompanyRow = Awaited<ReturnType<typeof findCompanies>>[number];

/** Live files by id (for logos that point at the file manager). */
export async function findFiles(db: Kysely<DB>, ids: readonly string[]): Promise<FileJson[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('files')
    .select(['id', 'filename', 'contentType', 'sizeBytes', 'bucket'])
    .where('id', 'in', ids)
    .where('deletedAt', 'is', null)
    .execute();
}
