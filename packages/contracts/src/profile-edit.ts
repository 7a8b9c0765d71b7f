import { z } from 'zod';
import { multiLineText, optionalText, singleLineText } from './common.js';

/**
 * The job seeker's own profile, written (issue 13): the profile itself by one PATCH, and each
 * sub-list of spec section 3 by add (POST), replace (PUT), remove (DELETE) and reorder (PUT
 * `.../order`) under `/api/job-seeker/profile/{section}`. Reads stay the profile GraphQL query.
 */

/** Entries one sub-list may hold: a profile is a page people read, not a database. */
export const PROFILE_SECTION_MAX_ITEMS = 50;

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a country code of two capital letters');
/** A calendar date; the screens ask for a month and send its first day. */
const day = z.iso.date();
const uuidRef = z.object({ id: z.uuid() });

/** Where a row happened; a city or a state must be in the country. */
export const profileLocationInputSchema = z.object({
  countryCode: nullable(countryCode),
  stateId: nullable(z.uuid()),
  cityId: nullable(z.uuid()),
});
export type ProfileLocationInput = z.infer<typeof profileLocationInputSchema>;

/** A start and an end, the end not before the start. */
function orderedDates<T extends z.ZodRawShape>(shape: T, from: string, to: string) {
  return z.object(shape).superRefine((value, ctx) => {
    const v = value as Record<string, unknown>;
    const start = v[from];
    const end = v[to];
    if (typeof start === 'string' && typeof end === 'string' && end < start) {
      ctx.addIssue({ code: 'custom', path: [to], message: `must not be before ${from}` });
    }
  });
}

export const experienceInputSchema = orderedDates(
  {
    jobTitle: singleLineText(200).min(1),
    companyName: singleLineText(200).min(1),
    jobDescription: optionalText(5000, { multiLine: true }),
    dateFrom: day,
    dateTo: nullable(day),
    isCurrent: z.boolean().default(false),
    industry: nullable(uuidRef),
    employmentType: nullable(singleLineText(40).min(1)),
    location: nullable(profileLocationInputSchema),
  },
  'dateFrom',
  'dateTo',
).superRefine((v, ctx) => {
  if (v.isCurrent && v.dateTo !== undefined && v.dateTo !== null) {
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'must be empty for a current job' });
  }
});
export type ExperienceInput = z.infer<typeof experienceInputSchema>;

export const educationInputSchema = orderedDates(
  {
    degreeTitle: singleLineText(200).min(1),
    universityName: singleLineText(200).min(1),
    degreeLevel: nullable(uuidRef),
    specialization: nullable(uuidRef),
    startDate: nullable(day),
    endDate: nullable(day),
    gpa: nullable(z.number().min(0).max(100)),
    location: nullable(profileLocationInputSchema),
  },
  'startDate',
  'endDate',
);
export type EducationInput = z.infer<typeof educationInputSchema>;

export const skillInputSchema = z.object({
  skill: uuidRef,
  /** 1 (beginner) to 5 (expert), as the jobs' minimum levels. */
  level: z.number().int().min(1).max(5),
});
export type SkillInput = z.infer<typeof skillInputSchema>;

export const languageInputSchema = z.object({
  /** The language's code (`GET /lang/...` list). */
  language: z.object({ code: z.string().regex(/^[a-z]{2,3}$/, 'must be a language code') }),
  level: uuidRef,
});
export type LanguageInput = z.infer<typeof languageInputSchema>;

export const certificationInputSchema = z.object({
  certificationTitle: singleLineText(200).min(1),
  issuedBy: optionalText(200),
  issuedDate: nullable(day),
});
export type CertificationInput = z.infer<typeof certificationInputSchema>;

export const awardInputSchema = z.object({
  awardTitle: singleLineText(200).min(1),
  issuedBy: optionalText(200),
  issuedDate: nullable(day),
});
export type AwardInput = z.infer<typeof awardInputSchema>;

export const trainingInputSchema = orderedDates(
  {
    trainingName: singleLineText(200).min(1),
    instituteName: optionalText(200),
    trainingSubject: optionalText(200),
    trainingDescription: optionalText(5000, { multiLine: true }),
    trainingDate: nullable(day),
    startDate: nullable(day),
    endDate: nullable(day),
  },
  'startDate',
  'endDate',
);
export type TrainingInput = z.infer<typeof trainingInputSchema>;

/** A web address; without a scheme it is taken as https (spec section 5: the scheme is optional). */
const webAddress = z.preprocess(
  (v) =>
    typeof v === 'string' && v.trim() !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(v.trim())
      ? `https://${v.trim()}`
      : v,
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'must be a web address' }).max(500),
);

export const volunteerWorkInputSchema = orderedDates(
  {
    title: singleLineText(200).min(1),
    description: optionalText(5000, { multiLine: true }),
    link: nullable(webAddress),
    startDate: nullable(day),
    endDate: nullable(day),
    isPrivate: z.boolean().default(false),
    location: nullable(profileLocationInputSchema),
  },
  'startDate',
  'endDate',
);
export type VolunteerWorkInput = z.infer<typeof volunteerWorkInputSchema>;

export const interestInputSchema = z.object({ interest: uuidRef });
export type InterestInput = z.infer<typeof interestInputSchema>;

export const onlineProfileInputSchema = z
  .object({ facebook: nullable(webAddress), twitter: nullable(webAddress), linkedin: nullable(webAddress) })
  .refine((v) => [v.facebook, v.twitter, v.linkedin].some((a) => a !== undefined && a !== null), {
    message: 'must name at least one address',
    path: ['linkedin'],
  });
export type OnlineProfileInput = z.infer<typeof onlineProfileInputSchema>;

export const careerAspirationInputSchema = z
  .object({
    industry: nullable(uuidRef),
    employmentType: nullable(singleLineText(40).min(1)),
    contractType: nullable(uuidRef),
    frequencyOfTrips: nullable(z.enum(['none', 'occasional', 'frequent'])),
    preferredLocation: nullable(profileLocationInputSchema),
    salaryCurrency: nullable(
      z.string().regex(/^[A-Z]{3}$/, 'must be a currency code of three capital letters'),
    ),
    salaryRangeMin: nullable(z.number().min(0).max(100_000_000)),
    salaryRangeMax: nullable(z.number().min(0).max(100_000_000)),
  })
  .superRefine((v, ctx) => {
    if (v.salaryRangeMin != null && v.salaryRangeMax != null && v.salaryRangeMax < v.salaryRangeMin) {
      ctx.addIssue({ code: 'custom', path: ['salaryRangeMax'], message: 'must not be below salaryRangeMin' });
    }
    if ((v.salaryRangeMin != null || v.salaryRangeMax != null) && v.salaryCurrency == null) {
      ctx.addIssue({ code: 'custom', path: ['salaryCurrency'], message: 'is required with a salary' });
    }
  });
export type CareerAspirationInput = z.infer<typeof careerAspirationInputSchema>;

export const medicalInfoInputSchema = z.object({
  bloodGroup: nullable(z.enum(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'])),
  height: nullable(z.number().positive().max(300)),
  heightUnit: nullable(z.enum(['cm', 'in'])),
  weight: nullable(z.number().positive().max(700)),
  weightUnit: nullable(z.enum(['kg', 'lb'])),
  medicalCondition: optionalText(2000, { multiLine: true }),
});
export type MedicalInfoInput = z.infer<typeof medicalInfoInputSchema>;

/** Skills and files one project may name. */
export const PROJECT_SKILLS_MAX = 20;
export const PROJECT_ATTACHMENTS_MAX = 10;

const idList = (max: number) =>
  z
    .array(uuidRef)
    .max(max)
    .refine((list) => new Set(list.map((x) => x.id)).size === list.length, 'must not name one twice');

export const projectInputSchema = orderedDates(
  {
    projectTitle: singleLineText(200).min(1),
    projectDescription: optionalText(5000, { multiLine: true }),
    companyName: optionalText(200),
    projectUrl: nullable(webAddress),
    startDate: nullable(day),
    endDate: nullable(day),
    isPrivate: z.boolean().default(false),
    location: nullable(profileLocationInputSchema),
    /** An image of the seeker's own (`POST /fm/upload`). */
    cover: nullable(uuidRef),
    skills: idList(PROJECT_SKILLS_MAX).default([]),
    /** Files of the seeker's own. */
    attachments: idList(PROJECT_ATTACHMENTS_MAX).default([]),
  },
  'startDate',
  'endDate',
);
export type ProjectInput = z.infer<typeof projectInputSchema>;

export const profileDocumentTypes = [
  'passport',
  'resident_card',
  'degree',
  'certificate',
  'reference_letter',
  'other',
] as const;
export const documentInputSchema = z.object({
  documentType: z.enum(profileDocumentTypes),
  file: uuidRef,
});
export type DocumentInput = z.infer<typeof documentInputSchema>;

export const videoCvInputSchema = z.object({
  /** A video file of the seeker's own. */
  file: uuidRef,
  /** The one shown first; setting it moves the mark from any other. */
  isDefault: z.boolean().default(false),
});
export type VideoCvInput = z.infer<typeof videoCvInputSchema>;

export const signatureInputSchema = z
  .object({
    title: singleLineText(200).min(1),
    img: nullable(uuidRef),
    text: optionalText(200),
    font: optionalText(100),
  })
  .refine((v) => v.img != null || v.text !== undefined, {
    message: 'must have an image or a text',
    path: ['text'],
  });
export type SignatureInput = z.infer<typeof signatureInputSchema>;

export const userSectionInputSchema = z.object({
  section: uuidRef,
  sectionValue: multiLineText(5000).min(1),
});
export type UserSectionInput = z.infer<typeof userSectionInputSchema>;

export const userSettingInputSchema = z.object({
  setting: uuidRef,
  settingValue: singleLineText(500),
});
export type UserSettingInput = z.infer<typeof userSettingInputSchema>;

/** Every sub-list written through `/api/job-seeker/profile/{section}`, with its body. */
export const profileSectionInputSchemas = {
  experiences: experienceInputSchema,
  educations: educationInputSchema,
  skills: skillInputSchema,
  languages: languageInputSchema,
  certifications: certificationInputSchema,
  awards: awardInputSchema,
  trainings: trainingInputSchema,
  'volunteer-works': volunteerWorkInputSchema,
  interests: interestInputSchema,
  'online-profiles': onlineProfileInputSchema,
  'career-aspirations': careerAspirationInputSchema,
  'medical-infos': medicalInfoInputSchema,
  projects: projectInputSchema,
  documents: documentInputSchema,
  'video-cvs': videoCvInputSchema,
  signatures: signatureInputSchema,
  sections: userSectionInputSchema,
  settings: userSettingInputSchema,
} as const;
export type ProfileSection = keyof typeof profileSectionInputSchemas;
export const profileSections = Object.keys(profileSectionInputSchemas) as ProfileSection[];

export const profileItemParamsSchema = z.object({ id: z.uuid() });

export const profileReorderBodySchema = z.object({
  /** Every entry of the sub-list, each once, in the order wanted. */
  ids: z
    .array(z.uuid())
    .max(PROFILE_SECTION_MAX_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name an entry twice'),
});
export type ProfileReorderBody = z.infer<typeof profileReorderBodySchema>;

/** The answer to a write: the entry's id, and the profile's completion after it. */
export const profileWriteResponseSchema = z.object({
  id: z.uuid(),
  percentageCompleted: z.number().int().min(0).max(100),
});
export type ProfileWriteResponse = z.infer<typeof profileWriteResponseSchema>;

export const profileCompletionResponseSchema = z.object({
  percentageCompleted: z.number().int().min(0).max(100),
});
export type ProfileCompletionResponse = z.infer<typeof profileCompletionResponseSchema>;

/** The profile itself: only the fields sent change; null clears an optional one. */
export const userProfilePatchSchema = z
  .object({
    fullName: singleLineText(200).min(1),
    title: nullable(singleLineText(200)),
    aboutMe: nullable(optionalText(5000, { multiLine: true })),
    nationality: nullable(countryCode),
    dateOfBirth: nullable(day),
    gender: nullable(z.enum(['male', 'female'])),
    residentCardNo: nullable(singleLineText(40)),
    phoneMobile: nullable(singleLineText(40).regex(/^\+?[0-9 ()-]{6,}$/, 'must be a phone number')),
    phoneHome: nullable(singleLineText(40).regex(/^\+?[0-9 ()-]{6,}$/, 'must be a phone number')),
    email: nullable(z.email().max(320)),
    careerLevel: nullable(uuidRef),
    location: nullable(profileLocationInputSchema),
    yearsOfExperience: nullable(z.number().int().min(0).max(70)),
    hasWorkPermit: z.boolean(),
    /** Whether recruiters find the profile in their sourcing pools and searches. */
    isSearchable: z.boolean(),
    photo: nullable(uuidRef),
    background: nullable(uuidRef),
    resume: nullable(uuidRef),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'must change at least one field')
  .superRefine((v, ctx) => {
    if (v.dateOfBirth != null) {
      const born = Date.parse(v.dateOfBirth);
      const years = (Date.now() - born) / (365.25 * 86_400_000);
      if (!(years >= 14 && years <= 120)) {
        ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'must be 14 to 120 years ago' });
      }
    }
  });
export type UserProfilePatch = z.infer<typeof userProfilePatchSchema>;

// ───────────── what others write on a profile ─────────────

/** A recommendation is read by recruiters: a few words at least, a page at most. */
export const RECOMMENDATION_MIN = 20;
export const RECOMMENDATION_MAX = 3000;

export const profileSubjectParamsSchema = z.object({ subject: singleLineText(200).min(1) });

export const writeRecommendationBodySchema = z.object({
  description: multiLineText(RECOMMENDATION_MAX).min(RECOMMENDATION_MIN),
});
export type WriteRecommendationBody = z.infer<typeof writeRecommendationBodySchema>;

export const endorseSkillBodySchema = z.object({ skill: uuidRef });
export type EndorseSkillBody = z.infer<typeof endorseSkillBodySchema>;

export const profileAnswerStatuses = ['approved', 'declined'] as const;
export const answerProfileNoteBodySchema = z.object({ status: z.enum(profileAnswerStatuses) });
export type AnswerProfileNoteBody = z.infer<typeof answerProfileNoteBodySchema>;

/** A recommendation or an endorsement, where it stands: only approved ones are shown to others. */
export const profileNoteSchema = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'approved', 'declined']),
  createdAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
});
export type ProfileNote = z.infer<typeof profileNoteSchema>;
