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
