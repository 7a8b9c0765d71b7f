import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** Kysely's view of the tables (camelCase; the CamelCasePlugin maps to snake_case). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** `date` columns travel as `YYYY-MM-DD` strings. */
type CalendarDate = string;

export interface CountriesTable {
  code: string;
  nameEn: string;
  nameZh: string;
  nameAr: string;
  phoneCode: string | null;
}

export interface CitiesTable {
  id: Generated<string>;
  countryCode: string;
  nameEn: string;
  nameZh: string;
  nameAr: string;
}

export interface LanguagesTable {
  code: string;
  nameEn: string;
  nameZh: string;
  nameAr: string;
}

export interface EmploymentTypesTable {
  code: string;
  nameEn: string;
  nameZh: string;
  nameAr: string;
  position: number;
}

export interface OrganisationsTable {
  id: Generated<string>;
  name: string;
  slug: string;
  about: string;
  website: string | null;
  logoUrl: string | null;
  countryCode: string | null;
  cityId: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface CategoriesTable {
  id: Generated<string>;
  parentId: string | null;
  nameEn: string;
  nameZh: string;
  nameAr: string;
  position: Generated<number>;
  createdAt: CreatedAt;
}

export interface SkillsTable {
  id: Generated<string>;
  name: string;
  createdAt: CreatedAt;
}

export type JobStatus = 'draft' | 'published' | 'closed' | 'withdrawn';
export type TextLanguage = 'en' | 'zh' | 'ar';

export interface JobsTable {
  id: Generated<string>;
  organisationId: string;
  categoryId: string;
  subCategoryId: string | null;
  title: string;
  description: string;
  textLanguage: TextLanguage;
  countryCode: string;
  cityId: string | null;
  remote: Generated<boolean>;
  employmentType: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: 'month' | 'year' | null;
  minExperienceYears: Generated<number>;
  status: Generated<JobStatus>;
  publishedAt: Timestamp | null;
  endDate: CalendarDate | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  searchVector: GeneratedAlways<string>;
}

export interface JobSkillsTable {
  jobId: string;
  skillId: string;
}

export interface JobLanguagesTable {
  jobId: string;
  languageCode: string;
}

export interface DB {
  countries: CountriesTable;
  cities: CitiesTable;
  languages: LanguagesTable;
  employmentTypes: EmploymentTypesTable;
  organisations: OrganisationsTable;
  categories: CategoriesTable;
  skills: SkillsTable;
  jobs: JobsTable;
  jobSkills: JobSkillsTable;
  jobLanguages: JobLanguagesTable;
}
