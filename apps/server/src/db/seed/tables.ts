import type { TableSpec } from './load.js';

/** The tables the scale seed fills and the columns it gives, in the order rows are built. */
function table(name: string, columns: string): TableSpec {
  return { name, columns: columns.split(/,\s*/) };
}

export const tables = {
  organisations: table(
    'organisations',
    'id, name, slug, about, website, logo_url, country_code, city_id, industry_id, size_band, plan, founded_year, created_at, updated_at',
  ),
  users: table(
    'users',
    'id, subject, email, password_hash, full_name, preferred_language, is_locked, locked_at, locked_reason, is_premium, created_at, updated_at, last_login_at, deleted_at',
  ),
  userRoles: table('user_roles', 'user_id, role, granted_at'),
  organisationMembers: table('organisation_members', 'organisation_id, user_id, role, joined_at'),
  jobs: table(
    'jobs',
    'id, organisation_id, category_id, sub_category_id, title, description, text_language, country_code, state_id, city_id, work_model, remote_countries, employment_type, salary_min, salary_max, salary_currency, salary_period, min_experience_years, status, published_at, end_date, created_at, updated_at, degree_level_id, career_level_id, contract_type_id, vacancies, nationals_only, requires_work_permit, requires_resident_card, created_by, closed_at, withdrawn_at, skill_ids',
  ),
  jobSkills: table('job_skills', 'job_id, skill_id, min_level'),
  jobLanguages: table('job_languages', 'job_id, language_code, min_level_id'),
  profiles: table(
    'profiles',
    'user_id, full_name, title, about_me, nationality, date_of_birth, gender, resident_card_no, has_work_permit, phone_mobile, phone_home, email, is_searchable, career_level_id, years_of_experience, country_code, state_id, city_id, resume_file_id, photo_file_id, background_file_id, view_count, created_at, updated_at',
  ),
  experiences: table(
    'experiences',
    'id, user_id, job_title, job_description, company_name, company_logo_file_id, date_from, date_to, is_current, industry_id, employment_type, country_code, state_id, city_id',
  ),
  educations: table(
    'educations',
    'id, user_id, degree_level_id, degree_title, university_name, start_date, end_date, gpa, specialization_id, country_code, state_id, city_id',
  ),
  userSkills: table('user_skills', 'id, user_id, skill_id, level'),
  userLanguages: table('user_languages', 'id, user_id, language_code, level_id'),
  careerAspirations: table(
    'career_aspirations',
    'id, user_id, industry_id, employment_type, frequency_of_trips, preferred_country, preferred_state_id, preferred_city_id, salary_currency, salary_range_min, salary_range_max, contract_type_id',
  ),
  certifications: table('certifications', 'id, user_id, certification_title, issued_date, issued_by'),
  onlineProfiles: table('online_profiles', 'id, user_id, facebook, twitter, linkedin, created_at'),
  applications: table(
    'applications',
    'id, job_id, seeker_id, status, source, invitation_id, cover_letter, resume_file_id, applied_at, updated_at',
  ),
  applicationStatusHistory: table(
    'application_status_history',
    'id, application_id, from_status, to_status, changed_by, changed_at, note',
  ),
  savedJobs: table('saved_jobs', 'seeker_id, job_id, collection, saved_at'),
} as const satisfies Record<string, TableSpec>;

/** Kinds of generated ids (see stableUuid): one number per kind of row. */
export const IdKind = {
  organisation: 1,
  hrUser: 2,
  job: 3,
  seeker: 4,
  experience: 5,
  education: 6,
  userSkill: 7,
  userLanguage: 8,
  careerAspiration: 9,
  certification: 10,
  onlineProfile: 11,
  application: 12,
  applicationHistory: 13,
  skill: 14,
} as const;
