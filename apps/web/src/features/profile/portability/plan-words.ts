import type { ParseKeys, TFunction } from 'i18next';
import type { FieldRefusal } from '../../../lib/field-errors';
import type { JsonResumeImportPlan } from '@talent/contracts';

/**
 * The import plan's words in the reader's language: the server names fields, sections and reasons in
 * English, each from a short fixed list, which these maps turn into translation keys.
 */

const FIELD_KEYS = {
  fullName: 'profile.importField.fullName',
  title: 'profile.importField.title',
  aboutMe: 'profile.importField.aboutMe',
  email: 'profile.importField.email',
  phoneMobile: 'profile.importField.phone',
  location: 'profile.importField.country',
} as const;
type FieldKey = (typeof FIELD_KEYS)[keyof typeof FIELD_KEYS] | 'profile.importField.other';

export function fieldLabelKey(field: string): FieldKey {
  return FIELD_KEYS[field as keyof typeof FIELD_KEYS] ?? 'profile.importField.other';
}

const SECTION_KEYS = {
  experiences: 'profile.importSection.experiences',
  educations: 'profile.importSection.educations',
  skills: 'profile.importSection.skills',
  languages: 'profile.importSection.languages',
  certifications: 'profile.importSection.certifications',
  awards: 'profile.importSection.awards',
  'volunteer-works': 'profile.importSection.volunteerWorks',
  interests: 'profile.importSection.interests',
  'online-profiles': 'profile.importSection.onlineProfiles',
} as const;
type SectionKey = (typeof SECTION_KEYS)[keyof typeof SECTION_KEYS] | 'profile.importSection.other';

export function sectionLabelKey(section: string): SectionKey {
  return SECTION_KEYS[section as keyof typeof SECTION_KEYS] ?? 'profile.importSection.other';
}

const REASON_KEYS = {
  'is on the profile already': 'profile.importReason.already',
  'has no start date': 'profile.importReason.noStart',
  'is not in our skills list': 'profile.importReason.unknownSkill',
  'is not in our languages list': 'profile.importReason.unknownLanguage',
  'is not in our interests list': 'profile.importReason.unknownInterest',
  'not a country we know': 'profile.importReason.unknownCountry',
  'only LinkedIn, X (Twitter) and Facebook addresses are kept': 'profile.importReason.otherNetwork',
  'projects are not imported': 'profile.importReason.projects',
} as const;
type ReasonKey = (typeof REASON_KEYS)[keyof typeof REASON_KEYS] | 'profile.importReason.invalid';

const KIND_KEYS = {
  skill: 'profile.importSection.skills',
  language: 'profile.importSection.languages',
  interest: 'profile.importSection.interests',
  country: 'profile.importField.country',
} as const;
type KindKey = (typeof KIND_KEYS)[keyof typeof KIND_KEYS];

export interface SkippedWords {
  /** What kind of thing it is, when the server's line names one ("skill React"). */
  kindKey: KindKey | null;
  name: string;
  reasonKey: ReasonKey;
}

/** One skipped line: any reason not in the list is a value the profile's rules refuse. */
export function describeSkipped(entry: JsonResumeImportPlan['skipped'][number]): SkippedWords {
  const reasonKey = REASON_KEYS[entry.reason as keyof typeof REASON_KEYS] ?? 'profile.importReason.invalid';
  const kind = /^(skill|language|interest|country) (.+)$/su.exec(entry.what);
  if (kind === null) return { kindKey: null, name: entry.what, reasonKey };
  return { kindKey: KIND_KEYS[kind[1] as keyof typeof KIND_KEYS], name: kind[2] ?? '', reasonKey };
}

// ───────────── a refused file's fields, in words ─────────────

type Key = ParseKeys;

/** Each JSON Resume list or group (`work`, `basics`): its entries' name, and its fields' words. */
const FILE_PARTS: Record<string, { section: Key; numbered: boolean; fields: Record<string, Key> }> = {
  basics: {
    section: 'profile.personal.title',
    numbered: false,
    fields: {
      name: 'profile.importField.fullName',
      label: 'profile.importField.title',
      email: 'profile.importField.email',
      phone: 'profile.importField.phone',
      summary: 'profile.importField.aboutMe',
      image: 'profile.photo.title',
    },
  },
  work: {
    section: 'profile.importSection.experiences',
    numbered: true,
    fields: {
      name: 'profile.experience.company',
      position: 'profile.experience.jobTitle',
      summary: 'profile.experience.description',
    },
  },
  volunteer: {
    section: 'profile.importSection.volunteerWorks',
    numbered: true,
    fields: {
      organization: 'profile.volunteer.title',
      position: 'profile.volunteer.title',
      summary: 'profile.volunteer.description',
    },
  },
  education: {
    section: 'profile.importSection.educations',
    numbered: true,
    fields: {
      institution: 'profile.education.university',
      area: 'profile.education.specialization',
      studyType: 'profile.education.degreeLevel',
      score: 'profile.education.gpa',
      courses: 'profile.importFile.courses',
    },
  },
  awards: {
    section: 'profile.importSection.awards',
    numbered: true,
    fields: {
      title: 'profile.awards.title',
      awarder: 'profile.awards.issuedBy',
      summary: 'profile.importFile.summary',
    },
  },
  certificates: {
    section: 'profile.importSection.certifications',
    numbered: true,
    fields: { name: 'profile.certifications.title', issuer: 'profile.certifications.issuedBy' },
  },
  skills: {
    section: 'profile.importSection.skills',
    numbered: true,
    fields: { name: 'profile.skills.skill', level: 'profile.skills.level' },
  },
  languages: {
    section: 'profile.importSection.languages',
    numbered: true,
    fields: { language: 'profile.languages.language', fluency: 'profile.languages.level' },
  },
  interests: {
    section: 'profile.importSection.interests',
    numbered: true,
    fields: { name: 'profile.interests.interest' },
  },
  projects: {
    section: 'profile.importFile.project',
    numbered: true,
    fields: {
      name: 'profile.projects.title',
      description: 'profile.projects.description',
      url: 'profile.projects.url',
    },
  },
};

/** Fields of the same name in every part. */
const COMMON_FIELDS: Record<string, Key> = {
  startDate: 'profile.importFile.startDate',
  endDate: 'profile.importFile.endDate',
  date: 'profile.importFile.date',
  url: 'profile.importFile.url',
  summary: 'profile.importFile.summary',
  highlights: 'profile.importFile.highlights',
  keywords: 'profile.importFile.keywords',
};

/** The basics' place (`basics.location.city`) and online profiles (`basics.profiles.0.url`). */
const LOCATION_FIELDS: Record<string, Key> = {
  city: 'profile.place.city',
  region: 'profile.place.state',
  countryCode: 'profile.place.country',
};

/** What is wrong with the value, from the server's English words (`must be a date…`, `Too big: …`). */
function problemOf(message: string, t: TFunction): string {
  const max = /<=\s*(\d+)/.exec(message)?.[1];
  if (/must be a date/i.test(message)) return t('profile.importFile.problemDate');
  if (/too big/i.test(message) && max !== undefined) {
    return /array|items/i.test(message)
      ? t('profile.importFile.problemTooMany', { max: Number(max) })
      : t('profile.errors.tooLong', { max: Number(max) });
  }
  if (/control character|line break/i.test(message)) return t('profile.importFile.problemCharacters');
  if (/expected string/i.test(message)) return t('profile.importFile.problemText');
  return t('profile.errors.invalid');
}

/**
 * A field of an imported file the server refused (`work.0.startDate`, `must be a date…`), in the
 * reader's words: "Experience 1: Start date — Write the date as YYYY, YYYY-MM or YYYY-MM-DD." Never the
 * path: a part the list does not name is "Another part of the file".
 */
export function fileFieldError(refusal: FieldRefusal, t: TFunction): string {
  const [top = '', ...rest] = refusal.path === '' ? [] : refusal.path.split('.');
  const part = FILE_PARTS[top];
  const problem = problemOf(refusal.message, t);
  if (part === undefined)
    return t('profile.importFile.line', { where: t('profile.importFile.other'), problem });
  let where = t(part.section);
  let tail = rest;
  if (part.numbered && /^\d+$/.test(rest[0] ?? '')) {
    where = t('profile.importFile.numbered', { section: where, number: Number(rest[0]) + 1 });
    tail = rest.slice(1);
  }
  let fieldKey: Key | undefined;
  if (top === 'basics' && tail[0] === 'location') {
    where = t('profile.personal.placeLabel');
    fieldKey =
      LOCATION_FIELDS[tail[1] ?? ''] ?? (tail[1] === undefined ? undefined : 'profile.importFile.field');
  } else if (top === 'basics' && tail[0] === 'profiles') {
    where = /^\d+$/.test(tail[1] ?? '')
      ? t('profile.importFile.numbered', {
          section: t('profile.importSection.onlineProfiles'),
          number: Number(tail[1]) + 1,
        })
      : t('profile.importSection.onlineProfiles');
    fieldKey = tail[2] === undefined ? undefined : (COMMON_FIELDS[tail[2]] ?? 'profile.importFile.field');
  } else if (tail[0] !== undefined) {
    fieldKey = part.fields[tail[0]] ?? COMMON_FIELDS[tail[0]] ?? 'profile.importFile.field';
  }
  return fieldKey === undefined
    ? t('profile.importFile.line', { where, problem })
    : t('profile.importFile.fieldLine', { where, field: t(fieldKey), problem });
}
