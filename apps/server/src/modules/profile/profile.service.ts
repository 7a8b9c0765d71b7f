import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { percentageCompleted } from './profile-completion.js';
import * as repo from './profile.repository.js';
import type { FileJson, LocationJson, NameLanguage } from './profile.repository.js';

/**
 * The profile service's data in the shapes of its GraphQL schema (profile.graphql.ts): the spec's
 * field names (`userID`, `aPIURL`, `preferedCountry`, …) are kept as the spec spells them.
 */

/** The file manager's preview address of a stored file. */
export const previewUrl = (fileId: string): string => `/fm/download/preview/${fileId}`;

export interface FileShape {
  id: string | null;
  aPIID: string | null;
  aPIURL: string;
  aPISize: number | null;
  aPIFilename: string | null;
  aPIContentType: string | null;
  aPIBucket: string | null;
  aPIObject: string | null;
}

function toFile(file: FileJson | null): FileShape | null {
  if (file === null) return null;
  return {
    id: file.id,
    aPIID: file.id,
    aPIURL: previewUrl(file.id),
    aPISize: Number(file.sizeBytes),
    aPIFilename: file.filename,
    aPIContentType: file.contentType,
    aPIBucket: file.bucket,
    // the file manager names objects by file id; the storage key stays internal
    aPIObject: file.id,
  };
}

const urlOf = (file: FileJson | null): string | null => (file === null ? null : previewUrl(file.id));

function toLocation(location: LocationJson): LocationJson | null {
  return location.country === null && location.state === null && location.city === null ? null : location;
}

const iso = (d: Date | null): string | null => (d === null ? null : new Date(d).toISOString());
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** A `language` cookie or stored preference (en-US, zh-CN, ar, or the old zh and en) as a name column. */
export function nameLanguageOf(value: string | null | undefined): NameLanguage | undefined {
  const v = value?.trim().toLowerCase();
  if (v === 'zh-cn' || v === 'zh') return 'zh';
  if (v === 'ar') return 'ar';
  if (v === 'en-us' || v === 'en') return 'en';
  return undefined;
}

// ───────────── the profile ─────────────

export async function preferredLanguage(db: Kysely<DB>, userId: string): Promise<string | null> {
  return repo.findPreferredLanguage(db, userId);
}

export async function loadUserProfile(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  const row = await repo.findUserProfile(db, userId, lang);
  if (row === undefined) return null;
  return {
    userProfile: {
      userID: row.id,
      fullName: row.fullName ?? row.accountFullName,
      isSearchable: row.isSearchable ?? false,
      title: row.title,
      aboutMe: row.aboutMe,
      nationality: row.nationality,
      dateOfBirth: row.dateOfBirth,
      gender: row.gender,
      residentCardNo: row.residentCardNo,
      phoneMobile: row.phoneMobile,
      phoneHome: row.phoneHome,
      email: row.email ?? row.accountEmail,
      createdDate: iso(row.createdAt),
      deletedDate: iso(row.deletedAt),
      lastLoginDate: iso(row.lastLoginAt),
      isActive: row.deletedAt === null,
      isLocked: row.isLocked,
      careerLevel: row.careerLevelId === null ? null : { id: row.careerLevelId, name: row.careerLevelName },
      bkgImg: urlOf(row.background),
      location: toLocation(row.location),
      yearsOfExperience: row.yearsOfExperience,
    },
    resume: toFile(row.resume),
    photo: toFile(row.photo),
  };
}

export async function completionOf(db: Kysely<DB>, userId: string): Promise<number> {
  const facts = await repo.findCompletionFacts(db, userId);
  return facts === undefined ? 0 : percentageCompleted(facts);
}

export async function videoCvs(db: Kysely<DB>, userId: string) {
  const rows = await repo.findVideoCvs(db, userId);
  return rows.map((r) => ({ id: r.id, isDefault: r.isDefault, videoCv: toFile(r.file) }));
}

export async function userSettings(db: Kysely<DB>, userId: string) {
  const rows = await repo.findUserSettings(db, userId);
  return rows.map((r) => ({
    id: r.id,
    settingValue: r.settingValue,
    setting: { id: r.settingId, settingKey: r.settingKey },
  }));
}

export async function documents(db: Kysely<DB>, userId: string) {
  const rows = await repo.findDocuments(db, userId);
  return rows.map((r) => ({ id: r.id, documentType: r.documentType, document: toFile(r.file) }));
}

export async function signatures(db: Kysely<DB>, userId: string) {
  const rows = await repo.findSignatures(db, userId);
  return rows.map((r) => ({ id: r.id, title: r.title, img: toFile(r.img), text: r.text, font: r.font }));
}

interface IndustryColumns {
  industryId: string | null;
  industryName: string | null;
  industryNameAr: string | null;
  industryClassification: string | null;
  industryCode: string | null;
}

function toIndustry(r: IndustryColumns) {
  return r.industryId === null
    ? null
    : {
        id: r.industryId,
        name: r.industryName ?? '',
        industryAr: r.industryNameAr ?? '',
        classification: r.industryClassification ?? '',
        code: r.industryCode ?? '',
      };
}

export async function experiences(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  const rows = await repo.findExperiences(db, userId, lang);
  return rows.map((r) => ({
    id: r.id,
    jobTitle: r.jobTitle,
    jobDescription: r.jobDescription,
    companyName: r.companyName,
    companyLogo: toFile(r.companyLogo),
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    isCurrent: r.isCurrent,
    industry: toIndustry(r),
    employmentType:
      r.employmentTypeCode === null
        ? null
        : { id: r.employmentTypeCode, employmentType: r.employmentTypeName },
    location: toLocation(r.location),
  }));
}

export async function careerAspirations(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  const rows = await repo.findCareerAspirations(db, userId, lang);
  return rows.map((r) => ({
    id: r.id,
    industry: toIndustry(r),
    employmentType: r.employmentType,
    frequencyOfTrips: r.frequencyOfTrips,
    preferedCountry: r.preferredCountry,
    preferedState: r.preferredStateId,
    preferedCity: r.preferredCityId,
    salaryCurrency:
      r.currencyCode === null
        ? null
        : { id: r.currencyCode, currencyName: r.currencyName, currencyCode: r.currencyCode },
    salaryRangeMin: num(r.salaryRangeMin),
    salaryRangeMax: num(r.salaryRangeMax),
    contractType:
      r.contractTypeId === null ? null : { id: r.contractTypeId, contractTypeTitle: r.contractTypeTitle },
  }));
}

export async function educations(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  const rows = await repo.findEducations(db, userId, lang);
  return rows.map((r) => ({
    id: r.id,
    degreeLevel: r.degreeLevelId === null ? null : { id: r.degreeLevelId, degreeName: r.degreeName },
    degreeTitle: r.degreeTitle,
    universityName: r.universityName,
    startDate: r.startDate,
    endDate: r.endDate,
    gpa: num(r.gpa),
    specialization:
      r.specializationId === null ? null : { id: r.specializationId, minorSubject: r.specializationName },
    location: toLocation(r.location),
  }));
}

export async function trainings(db: Kysely<DB>, userId: string) {
  const rows = await repo.findTrainings(db, userId);
  return rows.map((r) => ({
    id: r.id,
    trainingName: r.trainingName,
    instituteName: r.instituteName,
    trainingDate: r.trainingDate,
    trainingDescription: r.trainingDescription,
    trainingSubject: r.trainingSubject,
    startDate: r.startDate,
    endDate: r.endDate,
  }));
}

export async function awards(db: Kysely<DB>, userId: string) {
  const rows = await repo.findAwards(db, userId);
  return rows.map((r) => ({
    id: r.id,
    awardTitle: r.awardTitle,
    awardsIssuedDate: r.issuedDate,
    awardsIssuedBy: r.issuedBy,
  }));
}

export async function certifications(db: Kysely<DB>, userId: string) {
  const rows = await repo.findCertifications(db, userId);
  return rows.map((r) => ({
    id: r.id,
    certificationTitle: r.certificationTitle,
    certificationIssuedDate: r.issuedDate,
    certificationIssuedBy: r.issuedBy,
  }));
}

export async function volunteerWorks(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  const rows = await repo.findVolunteerWorks(db, userId, lang);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    link: r.link,
    startDate: r.startDate,
    endDate: r.endDate,
    workCover: urlOf(r.cover),
    location: toLocation(r.location),
    isPrivate: r.isPrivate,
  }));
}

export async function userSkills(db: Kysely<DB>, userId: string) {
  const rows = await repo.findUserSkills(db, userId);
  return rows.map((r) => ({
    id: r.id,
    skill: { id: r.skillId, skillName: r.skillName },
    skillLevelID: r.level,
    endorsements: r.endorsements.map((e) => ({
      id: e.id,
      endorsed: e.endorsed,
      status: e.status,
      endorsedBy: {
        subject: e.subject,
        fullName: e.fullName,
        photo: e.photoFileId === null ? null : previewUrl(e.photoFileId),
      },
    })),
  }));
}

export async function gainedSkills(db: Kysely<DB>, userId: string) {
  const rows = await repo.findGainedSkills(db, userId);
  return {
    totalCount: rows.length,
    items: rows.map((r) => ({
      id: r.id,
      gainedSkillTitle: r.gainedSkillTitle,
      gainingAuthorityName: r.gainingAuthorityName,
      gainingAuthorityLogo: toFile(r.logo),
    })),
  };
}

export async function userLanguages(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  const rows = await repo.findUserLanguages(db, userId, lang);
  return rows.map((r) => ({
    id: r.id,
    language: { id: r.languageCode, languageName: r.languageName },
    skillLevel: { id: r.levelId, levelTitle: r.levelTitle },
  }));
}

export async function userInterests(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  const rows = await repo.findUserInterests(db, userId, lang);
  return rows.map((r) => ({
    id: r.id,
    interest: { id: r.interestId, interestName: r.interestName, interestImg: r.imageUrl },
  }));
}

export async function projects(db: Kysely<DB>, userId: string, lang: NameLanguage) {
  const rows = await repo.findProjects(db, userId, lang);
  return rows.map((r) => ({
    id: r.id,
    projectTitle: r.projectTitle,
    projectDescription: r.projectDescription,
    coverImg: urlOf(r.cover),
    companyName: r.companyName,
    startDate: r.startDate,
    endDate: r.endDate,
    projectURL: r.projectUrl,
    isPrivate: r.isPrivate,
    location: toLocation(r.location),
    projectAttachements: r.attachments
      .filter((a) => a.file !== null)
      .map((a) => ({ id: a.id, project: { id: a.projectId }, attachement: toFile(a.file) })),
  }));
}

export async function projectUsedSkills(db: Kysely<DB>, userId: string) {
  const rows = await repo.findProjectUsedSkills(db, userId);
  return rows.map((r) => ({
    id: r.id,
    project: { id: r.projectId },
    skill: { id: r.skillId, skillName: r.skillName },
  }));
}

export async function recommendations(db: Kysely<DB>, userId: string) {
  const rows = await repo.findRecommendations(db, userId);
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    status: r.status,
    recommendedBy: {
      userID: r.recommenderId,
      title: r.recommenderTitle,
      fullName: r.recommenderFullName ?? r.recommenderAccountName,
      aboutMe: r.recommenderAboutMe,
      email: r.recommenderEmail ?? r.recommenderAccountEmail,
      photo: r.recommenderPhotoFileId === null ? null : previewUrl(r.recommenderPhotoFileId),
    },
  }));
}

export async function userSections(db: Kysely<DB>, userId: string) {
  const rows = await repo.findUserSections(db, userId);
  return rows.map((r) => ({
    id: r.id,
    section: { id: r.sectionId, sectionKey: r.sectionKey },
    sectionValue: r.sectionValue,
  }));
}

export async function medicalInfos(db: Kysely<DB>, userId: string) {
  const rows = await repo.findMedicalInfos(db, userId);
  return rows.map((r) => ({
    id: r.id,
    bloodGroup: r.bloodGroup,
    height: num(r.height),
    heightUnit: r.heightUnit,
    weight: num(r.weight),
    weightUnit: r.weightUnit,
    medicalCondition: r.medicalCondition,
  }));
}

export async function onlineProfiles(db: Kysely<DB>, userId: string) {
  const rows = await repo.findOnlineProfiles(db, userId);
  return rows.map((r) => ({
    id: r.id,
    facebook: r.facebook,
    twitter: r.twitter,
    linkedin: r.linkedin,
    createdDate: iso(r.createdAt),
  }));
}

// ───────────── companies ─────────────

/** A logo kept as a file manager address is answered as that file; any other address as it is. */
const FILE_URL =
  /^\/fm\/download(?:\/preview)?\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

async function toCompanies(db: Kysely<DB>, rows: repo.CompanyRow[]) {
  const fileIds = rows.flatMap((r) => {
    const id = r.logoUrl === null ? undefined : FILE_URL.exec(r.logoUrl)?.[1];
    return id === undefined ? [] : [id.toLowerCase()];
  });
  const files = new Map((await repo.findFiles(db, [...new Set(fileIds)])).map((f) => [f.id, f]));
  return rows.map((r) => {
    let companyLogo: FileShape | null = null;
    if (r.logoUrl !== null) {
      const fileId = FILE_URL.exec(r.logoUrl)?.[1]?.toLowerCase();
      companyLogo =
        fileId === undefined
          ? {
              id: null,
              aPIID: null,
              aPIURL: r.logoUrl,
              aPISize: null,
              aPIFilename: null,
              aPIContentType: null,
              aPIBucket: null,
              aPIObject: null,
            }
          : toFile(files.get(fileId) ?? null);
    }
    return {
      organisationID: r.id,
      name: r.name,
      companyLogo,
      about: r.about,
      website: r.website,
      openJobCount: Number(r.openJobCount),
    };
  });
}

export type CompanyShape = Awaited<ReturnType<typeof toCompanies>>[number];

export async function listCompanies(db: Kysely<DB>, limit: number, offset: number): Promise<CompanyShape[]> {
  return toCompanies(db, await repo.findCompanies(db, limit, offset));
}

export async function getCompany(db: Kysely<DB>, organisationId: string): Promise<CompanyShape | null> {
  const row = await repo.findCompany(db, organisationId);
  if (row === undefined) return null;
  const [company] = await toCompanies(db, [row]);
  return company ?? null;
}
