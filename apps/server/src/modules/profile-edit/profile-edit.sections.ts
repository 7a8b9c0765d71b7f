import type { Transaction } from 'kysely';
import {
  ACCEPTED_FILE_TYPES,
  type AwardInput,
  type CareerAspirationInput,
  type CertificationInput,
  type EducationInput,
  type ExperienceInput,
  type InterestInput,
  type LanguageInput,
  type MedicalInfoInput,
  type OnlineProfileInput,
  type ProfileLocationInput,
  type ProfileSection,
  type SkillInput,
  type TrainingInput,
  type DocumentInput,
  type ProjectInput,
  type SignatureInput,
  type UserSectionInput,
  type UserSettingInput,
  type VideoCvInput,
  type VolunteerWorkInput,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';

/** A reference the body makes that must exist: `field` names it in a 400. */
export interface RefCheck {
  field: string;
  table: 'industries' | 'employmentTypes' | 'degreeLevels' | 'specializations' | 'skills';
  column: 'id' | 'code';
  value: string;
}
export interface LocationCheck {
  field: string;
  location: ProfileLocationInput;
}
type MoreRefs =
  | { field: string; table: 'languages' | 'currencies'; column: 'code'; value: string }
  | {
      field: string;
      table: 'languageLevels' | 'interests' | 'contractTypes' | 'sectionKeys' | 'settingKeys';
      column: 'id';
      value: string;
    };

/** A file the body names: the seeker's own, not deleted, of one of these content types. */
export interface FileCheck {
  field: string;
  id: string;
  types: readonly string[];
}
export type AnyRef = RefCheck | MoreRefs;

/** How one sub-list is written: its table, the row from a body, what the body points at. */
export interface SectionDef<I> {
  /** The table (Kysely's camelCase name), with `id`, `user_id` and `position`. */
  table: string;
  /** The entry, as said in messages: "Experience not found". */
  what: string;
  row: (input: I) => Record<string, unknown>;
  refs?: (input: I) => AnyRef[];
  locations?: (input: I) => LocationCheck[];
  files?: (input: I) => FileCheck[];
  /** What must change before the entry is written (the one default video CV). */
  beforeWrite?: (trx: Transaction<DB>, userId: string, input: I) => Promise<void>;
  /** The file columns of the entry's row; a project's attachments are read besides. */
  fileColumns?: readonly string[];
  /** Rows that hang off the entry (a project's skills and files), written after it in the same transaction. */
  afterWrite?: (trx: Transaction<DB>, userId: string, id: string, input: I) => Promise<void>;
  /** A column no two entries of one seeker share, and how to name the clash. */
  unique?: { column: string; value: (input: I) => string; field: string };
}

const orNull = <T>(v: T | null | undefined): T | null => v ?? null;
const ref = (
  field: string,
  table: RefCheck['table'],
  value: string | undefined | null,
  column: RefCheck['column'] = 'id',
): AnyRef[] => (value === undefined || value === null ? [] : [{ field, table, column, value }]);
const place = (l: ProfileLocationInput | null | undefined, prefix = '') => ({
  [`${prefix}countryCode`]: orNull(l?.countryCode),
  [`${prefix}stateId`]: orNull(l?.stateId),
  [`${prefix}cityId`]: orNull(l?.cityId),
});
const located = (l: ProfileLocationInput | null | undefined, field = 'location'): LocationCheck[] =>
  l === undefined || l === null ? [] : [{ field, location: l }];

const experiences: SectionDef<ExperienceInput> = {
  table: 'experiences',
  fileColumns: ['companyLogoFileId'],
  what: 'Experience',
  row: (v) => ({
    jobTitle: v.jobTitle,
    companyName: v.companyName,
    jobDescription: orNull(v.jobDescription),
    dateFrom: v.dateFrom,
    dateTo: v.isCurrent ? null : orNull(v.dateTo),
    isCurrent: v.isCurrent,
    industryId: orNull(v.industry?.id),
    employmentType: orNull(v.employmentType),
    ...place(v.location),
  }),
  refs: (v) => [
    ...ref('industry.id', 'industries', v.industry?.id),
    ...ref('employmentType', 'employmentTypes', v.employmentType, 'code'),
  ],
  locations: (v) => located(v.location),
};

const educations: SectionDef<EducationInput> = {
  table: 'educations',
  what: 'Education',
  row: (v) => ({
    degreeTitle: v.degreeTitle,
    universityName: v.universityName,
    degreeLevelId: orNull(v.degreeLevel?.id),
    specializationId: orNull(v.specialization?.id),
    startDate: orNull(v.startDate),
    endDate: orNull(v.endDate),
    gpa: v.gpa === undefined || v.gpa === null ? null : String(v.gpa),
    ...place(v.location),
  }),
  refs: (v) => [
    ...ref('degreeLevel.id', 'degreeLevels', v.degreeLevel?.id),
    ...ref('specialization.id', 'specializations', v.specialization?.id),
  ],
  locations: (v) => located(v.location),
};

const skills: SectionDef<SkillInput> = {
  table: 'userSkills',
  what: 'Skill',
  row: (v) => ({ skillId: v.skill.id, level: v.level }),
  refs: (v) => ref('skill.id', 'skills', v.skill.id),
  unique: { column: 'skillId', value: (v) => v.skill.id, field: 'skill.id' },
};

const languages: SectionDef<LanguageInput> = {
  table: 'userLanguages',
  what: 'Language',
  row: (v) => ({ languageCode: v.language.code, levelId: v.level.id }),
  refs: (v) => [
    { field: 'language.code', table: 'languages', column: 'code', value: v.language.code },
    { field: 'level.id', table: 'languageLevels', column: 'id', value: v.level.id },
  ],
  unique: { column: 'languageCode', value: (v) => v.language.code, field: 'language.code' },
};

const certifications: SectionDef<CertificationInput> = {
  table: 'certifications',
  what: 'Certification',
  row: (v) => ({
    certificationTitle: v.certificationTitle,
    issuedBy: orNull(v.issuedBy),
    issuedDate: orNull(v.issuedDate),
  }),
};

const awards: SectionDef<AwardInput> = {
  table: 'awards',
  what: 'Award',
  row: (v) => ({ awardTitle: v.awardTitle, issuedBy: orNull(v.issuedBy), issuedDate: orNull(v.issuedDate) }),
};

const trainings: SectionDef<TrainingInput> = {
  table: 'trainings',
  what: 'Training',
  row: (v) => ({
    trainingName: v.trainingName,
    instituteName: orNull(v.instituteName),
    trainingSubject: orNull(v.trainingSubject),
    trainingDescription: orNull(v.trainingDescription),
    trainingDate: orNull(v.trainingDate),
    startDate: orNull(v.startDate),
    endDate: orNull(v.endDate),
  }),
};

const volunteerWorks: SectionDef<VolunteerWorkInput> = {
  table: 'volunteerWorks',
  fileColumns: ['coverFileId'],
  what: 'Volunteer work',
  row: (v) => ({
    title: v.title,
    description: orNull(v.description),
    link: orNull(v.link),
    startDate: orNull(v.startDate),
    endDate: orNull(v.endDate),
    isPrivate: v.isPrivate,
    ...place(v.location),
  }),
  locations: (v) => located(v.location),
};

const interests: SectionDef<InterestInput> = {
  table: 'userInterests',
  what: 'Interest',
  row: (v) => ({ interestId: v.interest.id }),
  refs: (v) => [{ field: 'interest.id', table: 'interests', column: 'id', value: v.interest.id }],
  unique: { column: 'interestId', value: (v) => v.interest.id, field: 'interest.id' },
};

const onlineProfiles: SectionDef<OnlineProfileInput> = {
  table: 'onlineProfiles',
  what: 'Online profile',
  row: (v) => ({ facebook: orNull(v.facebook), twitter: orNull(v.twitter), linkedin: orNull(v.linkedin) }),
};

const careerAspirations: SectionDef<CareerAspirationInput> = {
  table: 'careerAspirations',
  what: 'Career aspiration',
  row: (v) => ({
    industryId: orNull(v.industry?.id),
    employmentType: orNull(v.employmentType),
    contractTypeId: orNull(v.contractType?.id),
    frequencyOfTrips: orNull(v.frequencyOfTrips),
    preferredCountry: orNull(v.preferredLocation?.countryCode),
    preferredStateId: orNull(v.preferredLocation?.stateId),
    preferredCityId: orNull(v.preferredLocation?.cityId),
    salaryCurrency: orNull(v.salaryCurrency),
    salaryRangeMin: v.salaryRangeMin == null ? null : String(v.salaryRangeMin),
    salaryRangeMax: v.salaryRangeMax == null ? null : String(v.salaryRangeMax),
  }),
  refs: (v) => [
    ...ref('industry.id', 'industries', v.industry?.id),
    ...ref('employmentType', 'employmentTypes', v.employmentType, 'code'),
    ...(v.contractType == null
      ? []
      : [
          {
            field: 'contractType.id',
            table: 'contractTypes' as const,
            column: 'id' as const,
            value: v.contractType.id,
          },
        ]),
    ...(v.salaryCurrency == null
      ? []
      : [
          {
            field: 'salaryCurrency',
            table: 'currencies' as const,
            column: 'code' as const,
            value: v.salaryCurrency,
          },
        ]),
  ],
  locations: (v) => located(v.preferredLocation, 'preferredLocation'),
};

const medicalInfos: SectionDef<MedicalInfoInput> = {
  table: 'medicalInfos',
  what: 'Medical information',
  row: (v) => ({
    bloodGroup: orNull(v.bloodGroup),
    height: v.height == null ? null : String(v.height),
    heightUnit: v.height == null ? null : (v.heightUnit ?? 'cm'),
    weight: v.weight == null ? null : String(v.weight),
    weightUnit: v.weight == null ? null : (v.weightUnit ?? 'kg'),
    medicalCondition: orNull(v.medicalCondition),
  }),
};

const IMAGES = ACCEPTED_FILE_TYPES.image;
const DOCUMENTS = [...ACCEPTED_FILE_TYPES.document, ...ACCEPTED_FILE_TYPES.image];
const ANY_FILE = [
  ...ACCEPTED_FILE_TYPES.image,
  ...ACCEPTED_FILE_TYPES.document,
  ...ACCEPTED_FILE_TYPES.video,
];
const file = (field: string, id: string | null | undefined, types: readonly string[]): FileCheck[] =>
  id === undefined || id === null ? [] : [{ field, id, types }];

const projects: SectionDef<ProjectInput> = {
  table: 'projects',
  fileColumns: ['coverFileId'],
  what: 'Project',
  row: (v) => ({
    projectTitle: v.projectTitle,
    projectDescription: orNull(v.projectDescription),
    companyName: orNull(v.companyName),
    projectUrl: orNull(v.projectUrl),
    startDate: orNull(v.startDate),
    endDate: orNull(v.endDate),
    isPrivate: v.isPrivate,
    coverFileId: orNull(v.cover?.id),
    ...place(v.location),
  }),
  refs: (v) => v.skills.flatMap((s, i) => ref(`skills.${i}.id`, 'skills', s.id)),
  locations: (v) => located(v.location),
  files: (v) => [
    ...file('cover.id', v.cover?.id, IMAGES),
    ...v.attachments.flatMap((a, i) => file(`attachments.${i}.id`, a.id, ANY_FILE)),
  ],
  // the project's skills and files are replaced with the entry
  afterWrite: async (trx, _userId, id, v) => {
    await trx.deleteFrom('projectUsedSkills').where('projectId', '=', id).execute();
    await trx.deleteFrom('projectAttachments').where('projectId', '=', id).execute();
    if (v.skills.length > 0) {
      await trx
        .insertInto('projectUsedSkills')
        .values(v.skills.map((s) => ({ projectId: id, skillId: s.id })))
        .execute();
    }
    if (v.attachments.length > 0) {
      await trx
        .insertInto('projectAttachments')
        .values(v.attachments.map((a) => ({ projectId: id, fileId: a.id })))
        .execute();
    }
  },
};

const documents: SectionDef<DocumentInput> = {
  table: 'userDocuments',
  fileColumns: ['fileId'],
  what: 'Document',
  row: (v) => ({ documentType: v.documentType, fileId: v.file.id }),
  files: (v) => file('file.id', v.file.id, DOCUMENTS),
};

const videoCvs: SectionDef<VideoCvInput> = {
  table: 'profileVideoCvs',
  fileColumns: ['fileId'],
  what: 'Video CV',
  row: (v) => ({ fileId: v.file.id, isDefault: v.isDefault }),
  files: (v) => file('file.id', v.file.id, ACCEPTED_FILE_TYPES.video),
  beforeWrite: async (trx, userId, v) => {
    if (v.isDefault) {
      await trx
        .updateTable('profileVideoCvs')
        .set({ isDefault: false })
        .where('userId', '=', userId)
        .execute();
    }
  },
};

const signatures: SectionDef<SignatureInput> = {
  table: 'signatures',
  fileColumns: ['imgFileId'],
  what: 'Signature',
  row: (v) => ({ title: v.title, imgFileId: orNull(v.img?.id), text: orNull(v.text), font: orNull(v.font) }),
  files: (v) => file('img.id', v.img?.id, IMAGES),
};

const sections: SectionDef<UserSectionInput> = {
  table: 'userSections',
  what: 'Section',
  row: (v) => ({ sectionId: v.section.id, sectionValue: v.sectionValue }),
  refs: (v) => [{ field: 'section.id', table: 'sectionKeys', column: 'id', value: v.section.id }],
  unique: { column: 'sectionId', value: (v) => v.section.id, field: 'section.id' },
};

const settings: SectionDef<UserSettingInput> = {
  table: 'userSettings',
  what: 'Setting',
  row: (v) => ({ settingId: v.setting.id, settingValue: v.settingValue }),
  refs: (v) => [{ field: 'setting.id', table: 'settingKeys', column: 'id', value: v.setting.id }],
  unique: { column: 'settingId', value: (v) => v.setting.id, field: 'setting.id' },
};

/** Every sub-list the seeker writes, by its address. */
export const SECTIONS: { [S in ProfileSection]: SectionDef<never> } = {
  experiences,
  educations,
  skills,
  languages,
  certifications,
  awards,
  trainings,
  'volunteer-works': volunteerWorks,
  interests,
  'online-profiles': onlineProfiles,
  'career-aspirations': careerAspirations,
  'medical-infos': medicalInfos,
  projects,
  documents,
  'video-cvs': videoCvs,
  signatures,
  sections,
  settings,
} as { [S in ProfileSection]: SectionDef<never> };
