import { type Kysely, sql, type Transaction } from 'kysely';
import {
  JSON_RESUME_SCHEMA_URL,
  type JsonResume,
  type JsonResumeImportPlan,
  type JsonResumeImportResult,
  type ProfileSection,
  profileSectionInputSchemas,
  type UserProfilePatch,
  userProfilePatchSchema,
} from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import * as profile from '../profile/profile.service.js';
import { addEntryIn, patchProfileIn } from './profile-edit.service.js';

/**
 * The profile as a JSON Resume (schema 1.0.0), and a JSON Resume file read into a profile: each
 * entry the file holds becomes the entry of our list it matches, unless the profile has it
 * already; what cannot be kept (an unknown skill, a job without a start) is listed as skipped.
 */

const monthOf = (d: string | null | undefined) =>
  d === null || d === undefined ? undefined : d.slice(0, 10);

export async function exportJsonResume(db: Kysely<DB>, userId: string): Promise<JsonResume> {
  const lang = 'en';
  const [
    me,
    work,
    education,
    volunteering,
    awards,
    certificates,
    skills,
    languages,
    interests,
    links,
    projects,
  ] = await Promise.all([
    profile.loadUserProfile(db, userId, lang),
    profile.experiences(db, userId, lang),
    profile.educations(db, userId, lang),
    profile.volunteerWorks(db, userId, lang),
    profile.awards(db, userId),
    profile.certifications(db, userId),
    profile.userSkills(db, userId),
    profile.userLanguages(db, userId, lang),
    profile.userInterests(db, userId, lang),
    profile.onlineProfiles(db, userId),
    profile.projects(db, userId, lang),
  ]);
  const place = await db
    .selectFrom('profiles as p')
    .leftJoin('cities as c', 'c.id', 'p.cityId')
    .select(['p.countryCode', 'c.nameEn as city'])
    .where('p.userId', '=', userId)
    .executeTakeFirst();
  const u = me?.userProfile;
  const network = (name: string, url: string | null) => (url === null ? [] : [{ network: name, url }]);
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: u?.fullName ?? undefined,
      label: u?.title ?? undefined,
      email: u?.email ?? undefined,
      phone: u?.phoneMobile ?? undefined,
      summary: u?.aboutMe ?? undefined,
      location:
        place?.countryCode == null
          ? undefined
          : { countryCode: place.countryCode, city: place.city ?? undefined },
      profiles: links.flatMap((l) => [
        ...network('LinkedIn', l.linkedin),
        ...network('Twitter', l.twitter),
        ...network('Facebook', l.facebook),
      ]),
    },
    work: work.map((w) => ({
      name: w.companyName,
      position: w.jobTitle,
      startDate: monthOf(w.dateFrom),
      endDate: w.isCurrent ? undefined : monthOf(w.dateTo),
      summary: w.jobDescription ?? undefined,
    })),
    volunteer: volunteering.map((v) => ({
      position: v.title,
      url: v.link ?? undefined,
      startDate: monthOf(v.startDate),
      endDate: monthOf(v.endDate),
      summary: v.description ?? undefined,
    })),
    education: education.map((e) => ({
      institution: e.universityName,
      studyType: e.degreeLevel?.degreeName ?? undefined,
      area: e.degreeTitle,
      startDate: monthOf(e.startDate),
      endDate: monthOf(e.endDate),
      score: e.gpa === null ? undefined : String(e.gpa),
    })),
    awards: awards.map((a) => ({
      title: a.awardTitle,
      awarder: a.awardsIssuedBy ?? undefined,
      date: monthOf(a.awardsIssuedDate),
    })),
    certificates: certificates.map((c) => ({
      name: c.certificationTitle,
      issuer: c.certificationIssuedBy ?? undefined,
      date: monthOf(c.certificationIssuedDate),
    })),
    skills: skills.map((s) => ({ name: s.skill.skillName, level: SKILL_LEVELS[s.skillLevelID - 1] })),
    languages: languages.map((l) => ({
      language: l.language.languageName,
      fluency: l.skillLevel.levelTitle,
    })),
    interests: interests.map((i) => ({ name: i.interest.interestName })),
    projects: projects
      .filter((p) => !p.isPrivate)
      .map((p) => ({
        name: p.projectTitle,
        description: p.projectDescription ?? undefined,
        startDate: monthOf(p.startDate),
        endDate: monthOf(p.endDate),
        url: p.projectURL ?? undefined,
      })),
    meta: { version: 'v1.0.0', lastModified: new Date().toISOString() },
  };
}

/** Our skill levels 1–5 as JSON Resume words, and the words read back. */
const SKILL_LEVELS = ['Beginner', 'Elementary', 'Intermediate', 'Advanced', 'Expert'] as const;
const SKILL_LEVEL_WORDS: Record<string, number> = {
  beginner: 1,
  novice: 1,
  basic: 1,
  elementary: 2,
  junior: 2,
  intermediate: 3,
  competent: 3,
  advanced: 4,
  proficient: 4,
  senior: 4,
  expert: 5,
  master: 5,
};
const LANGUAGE_FLUENCY_WORDS: Record<string, string> = {
  basic: 'basic',
  elementary: 'basic',
  beginner: 'basic',
  conversational: 'conversational',
  intermediate: 'conversational',
  professional: 'professional',
  'professional working proficiency': 'professional',
  'full professional proficiency': 'fluent',
  fluent: 'fluent',
  advanced: 'fluent',
  native: 'native',
  'native speaker': 'native',
  'native or bilingual proficiency': 'native',
  bilingual: 'native',
  'mother tongue': 'native',
};

/** A JSON Resume date as a day: a year reads as its 1 January, a month as its first day. */
function dayOf(d: string | undefined): string | undefined {
  if (d === undefined) return undefined;
  if (/^\d{4}$/.test(d)) return `${d}-01-01`;
  if (/^\d{4}-\d{2}$/.test(d)) return `${d}-01`;
  return d;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

interface Planned {
  plan: JsonResumeImportPlan;
  patch: UserProfilePatch | null;
  entries: { section: ProfileSection; body: unknown }[];
}

async function plan(db: Kysely<DB> | Transaction<DB>, userId: string, doc: JsonResume): Promise<Planned> {
  const out: Planned = { plan: { profile: [], added: [], skipped: [] }, patch: null, entries: [] };
  const skip = (what: string, reason: string) => out.plan.skipped.push({ what, reason });
  const add = (section: ProfileSection, summary: string, body: unknown) => {
    const parsed = profileSectionInputSchemas[section].safeParse(body);
    if (!parsed.success) {
      skip(summary, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      return;
    }
    out.entries.push({ section, body: parsed.data });
    out.plan.added.push({ section, summary });
  };

  // the profile itself: only what the file says and the profile does not
  const current = await db
    .selectFrom('profiles')
    .select(['fullName', 'title', 'aboutMe', 'email', 'phoneMobile', 'countryCode'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  const b = doc.basics;
  const wanted: Record<string, string | undefined> = {
    fullName: b?.name,
    title: b?.label,
    aboutMe: b?.summary,
    email: b?.email,
    phoneMobile: b?.phone,
  };
  const patch: Record<string, unknown> = {};
  for (const [field, to] of Object.entries(wanted)) {
    if (to === undefined || to.trim() === '') continue;
    const from = (current as Record<string, string | null> | undefined)?.[field] ?? null;
    if (same(from, to)) continue;
    const one = userProfilePatchSchema.safeParse({ [field]: to });
    if (!one.success) {
      skip(`${field}: ${to}`, one.error.issues.map((i) => i.message).join('; '));
      continue;
    }
    patch[field] = to;
    out.plan.profile.push({ field, from, to });
  }
  const country = b?.location?.countryCode?.toUpperCase();
  if (country !== undefined && current?.countryCode !== country) {
    const known = await db
      .selectFrom('countries')
      .select('code')
      .where('code', '=', country)
      .executeTakeFirst();
    if (known === undefined) skip(`country ${country}`, 'not a country we know');
    else {
      const city =
        b?.location?.city === undefined
          ? undefined
          : await db
              .selectFrom('cities')
              .select(['id', 'stateId'])
              .where('countryCode', '=', country)
              .where(sql<boolean>`lower(name_en) = lower(${b.location.city})`)
              .executeTakeFirst();
      patch.location = { countryCode: country, cityId: city?.id ?? null };
      out.plan.profile.push({ field: 'location', from: current?.countryCode ?? null, to: country });
    }
  }
  out.patch = Object.keys(patch).length > 0 ? (patch as UserProfilePatch) : null;

  // the sub-lists: what the profile has already is not added twice
  const [work, education, volunteering, awards, certificates, skills, languages, interests, links] =
    await Promise.all([
      db
        .selectFrom('experiences')
        .select(['companyName', 'jobTitle', 'dateFrom'])
        .where('userId', '=', userId)
        .execute(),
      db
        .selectFrom('educations')
        .select(['universityName', 'degreeTitle'])
        .where('userId', '=', userId)
        .execute(),
      db.selectFrom('volunteerWorks').select('title').where('userId', '=', userId).execute(),
      db.selectFrom('awards').select('awardTitle').where('userId', '=', userId).execute(),
      db.selectFrom('certifications').select('certificationTitle').where('userId', '=', userId).execute(),
      db.selectFrom('userSkills').select('skillId').where('userId', '=', userId).execute(),
      db.selectFrom('userLanguages').select('languageCode').where('userId', '=', userId).execute(),
      db.selectFrom('userInterests').select('interestId').where('userId', '=', userId).execute(),
      db
        .selectFrom('onlineProfiles')
        .select(['linkedin', 'twitter', 'facebook'])
        .where('userId', '=', userId)
        .execute(),
    ]);

  for (const w of doc.work ?? []) {
    const summary = [w.position, w.name].filter(Boolean).join(' · ') || 'a job';
    const dateFrom = dayOf(w.startDate);
    if (dateFrom === undefined) {
      skip(summary, 'has no start date');
      continue;
    }
    if (
      work.some(
        (e) =>
          same(e.companyName, w.name) &&
          same(e.jobTitle, w.position) &&
          String(e.dateFrom).slice(0, 10) === dateFrom,
      )
    ) {
      skip(summary, 'is on the profile already');
      continue;
    }
    const description = [w.summary, ...(w.highlights ?? []).map((h) => `• ${h}`)].filter(Boolean).join('\n');
    add('experiences', summary, {
      jobTitle: w.position,
      companyName: w.name,
      jobDescription: description === '' ? undefined : description.slice(0, 5000),
      dateFrom,
      dateTo: dayOf(w.endDate) ?? null,
      isCurrent: w.endDate === undefined,
    });
  }

  for (const e of doc.education ?? []) {
    const degreeTitle = [e.studyType, e.area].filter(Boolean).join(', ') || e.area;
    const summary = [degreeTitle, e.institution].filter(Boolean).join(' · ') || 'a degree';
    if (education.some((x) => same(x.universityName, e.institution) && same(x.degreeTitle, degreeTitle))) {
      skip(summary, 'is on the profile already');
      continue;
    }
    const score = e.score === undefined ? undefined : Number.parseFloat(e.score);
    add('educations', summary, {
      degreeTitle,
      universityName: e.institution,
      startDate: dayOf(e.startDate) ?? null,
      endDate: dayOf(e.endDate) ?? null,
      gpa: score !== undefined && Number.isFinite(score) && score >= 0 && score <= 100 ? score : null,
    });
  }

  for (const v of doc.volunteer ?? []) {
    const title = [v.position, v.organization].filter(Boolean).join(' · ');
    if (volunteering.some((x) => same(x.title, title))) {
      skip(title, 'is on the profile already');
      continue;
    }
    add('volunteer-works', title || 'volunteer work', {
      title,
      description:
        [v.summary, ...(v.highlights ?? []).map((h) => `• ${h}`)].filter(Boolean).join('\n') || undefined,
      link: v.url ?? null,
      startDate: dayOf(v.startDate) ?? null,
      endDate: dayOf(v.endDate) ?? null,
    });
  }

  for (const a of doc.awards ?? []) {
    if (awards.some((x) => same(x.awardTitle, a.title))) {
      skip(a.title ?? 'an award', 'is on the profile already');
      continue;
    }
    add('awards', a.title ?? 'an award', {
      awardTitle: a.title,
      issuedBy: a.awarder,
      issuedDate: dayOf(a.date) ?? null,
    });
  }

  for (const c of doc.certificates ?? []) {
    if (certificates.some((x) => same(x.certificationTitle, c.name))) {
      skip(c.name ?? 'a certificate', 'is on the profile already');
      continue;
    }
    add('certifications', c.name ?? 'a certificate', {
      certificationTitle: c.name,
      issuedBy: c.issuer,
      issuedDate: dayOf(c.date) ?? null,
    });
  }

  // skills: by name, or the names among their keywords, from the skills list
  const skillIds = new Set(skills.map((s) => s.skillId));
  for (const s of doc.skills ?? []) {
    const level = SKILL_LEVEL_WORDS[(s.level ?? '').trim().toLowerCase()] ?? 3;
    for (const name of [s.name, ...(s.keywords ?? [])].filter(
      (n): n is string => n !== undefined && n.trim() !== '',
    )) {
      const known = await db
        .selectFrom('skills')
        .select('id')
        .where(sql<boolean>`lower(name) = lower(${name.trim()})`)
        .executeTakeFirst();
      if (known === undefined) {
        if (name === s.name) skip(`skill ${name}`, 'is not in our skills list');
        continue;
      }
      if (skillIds.has(known.id)) {
        skip(`skill ${name}`, 'is on the profile already');
        continue;
      }
      skillIds.add(known.id);
      add('skills', name, { skill: { id: known.id }, level });
    }
  }

  const languageCodes = new Set(languages.map((l) => l.languageCode));
  for (const l of doc.languages ?? []) {
    const name = (l.language ?? '').trim();
    if (name === '') continue;
    const language = await db
      .selectFrom('languages')
      .select('code')
      .where(sql<boolean>`lower(name_en) = lower(${name}) or lower(code) = lower(${name})`)
      .executeTakeFirst();
    if (language === undefined) {
      skip(`language ${name}`, 'is not in our languages list');
      continue;
    }
    if (languageCodes.has(language.code)) {
      skip(`language ${name}`, 'is on the profile already');
      continue;
    }
    const code = LANGUAGE_FLUENCY_WORDS[(l.fluency ?? '').trim().toLowerCase()] ?? 'professional';
    const level = await db
      .selectFrom('languageLevels')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    if (level === undefined) continue;
    languageCodes.add(language.code);
    add('languages', `${name} (${code})`, { language: { code: language.code }, level: { id: level.id } });
  }

  const interestIds = new Set(interests.map((i) => i.interestId));
  for (const i of doc.interests ?? []) {
    const name = (i.name ?? '').trim();
    if (name === '') continue;
    const interest = await db
      .selectFrom('interests')
      .select('id')
      .where(sql<boolean>`lower(name_en) = lower(${name})`)
      .executeTakeFirst();
    if (interest === undefined) skip(`interest ${name}`, 'is not in our interests list');
    else if (interestIds.has(interest.id)) skip(`interest ${name}`, 'is on the profile already');
    else {
      interestIds.add(interest.id);
      add('interests', name, { interest: { id: interest.id } });
    }
  }

  const networks: Record<string, 'linkedin' | 'twitter' | 'facebook'> = {
    linkedin: 'linkedin',
    twitter: 'twitter',
    x: 'twitter',
    facebook: 'facebook',
  };
  const link: Record<string, string> = {};
  for (const p of doc.basics?.profiles ?? []) {
    const key = networks[(p.network ?? '').trim().toLowerCase()];
    if (key === undefined || p.url === undefined) {
      skip(`${p.network ?? 'a'} profile`, 'only LinkedIn, X (Twitter) and Facebook addresses are kept');
      continue;
    }
    if (links.some((l) => same(l[key], p.url) || same(l[key], `https://${p.url}`))) {
      skip(`${p.network} profile`, 'is on the profile already');
      continue;
    }
    link[key] = p.url;
  }
  if (Object.keys(link).length > 0) add('online-profiles', Object.values(link).join(', '), link);

  for (const p of doc.projects ?? []) skip(p.name ?? 'a project', 'projects are not imported');
  return out;
}

/** What importing the file would change; nothing is written. */
export async function previewJsonResume(
  db: Kysely<DB>,
  userId: string,
  doc: JsonResume,
): Promise<JsonResumeImportPlan> {
  return (await plan(db, userId, doc)).plan;
}

/** Imports the file in one transaction: all that the preview listed, or nothing. */
export async function importJsonResume(
  db: Kysely<DB>,
  userId: string,
  doc: JsonResume,
): Promise<JsonResumeImportResult> {
  const done = await db.transaction().execute(async (trx) => {
    const planned = await plan(trx, userId, doc);
    if (planned.patch !== null) await patchProfileIn(trx, userId, planned.patch);
    for (const entry of planned.entries) await addEntryIn(trx, userId, entry.section, entry.body);
    return planned.plan;
  });
  return { ...done, percentageCompleted: await profile.completionOf(db, userId) };
}
