import type { DemoContext } from './context.js';
import type { DemoJobs } from './jobs.js';
import { idOf } from './model-reference.js';
import type { DemoEmployer } from './organisation-details.js';
import type { DemoUser } from './people.js';
import type { PipelineJob } from './pipeline.js';
import { gccCountries } from './places.js';
import type { Row } from './rows.js';
import { earliest } from './time.js';

export type JobRow = DemoJobs['jobs'][number];

/** A job with what the rest of the generator needs: its people, rules and pipeline window. */
export interface DemoJob {
  readonly row: JobRow;
  readonly employer: DemoEmployer;
  readonly status: 'draft' | 'published' | 'closed' | 'withdrawn';
  readonly creator: DemoUser;
  readonly nationalsOnly: boolean;
  readonly requiresWorkPermit: boolean;
  readonly requiresResidentCard: boolean;
  /** Null for drafts: nobody can apply. */
  readonly pipeline: PipelineJob | null;
}

export interface JobRules {
  readonly vacancies?: number;
  readonly nationalsOnly?: boolean;
  readonly requiresWorkPermit?: boolean;
  readonly requiresResidentCard?: boolean;
  readonly creator?: DemoUser;
}

function asDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}

/** The career level a job's experience asks for. */
function careerLevelCode(minExperience: number, employmentType: string): string {
  if (employmentType === 'internship') return 'student';
  if (minExperience <= 2) return 'entry';
  if (minExperience <= 5) return 'mid';
  if (minExperience <= 9) return 'senior';
  return 'manager';
}

function contractTypeCode(
  employmentType: string,
  pick: (options: readonly (readonly [string, number])[]) => string,
) {
  switch (employmentType) {
    case 'contract':
      return pick([
        ['fixed_term', 3],
        ['project', 1],
      ]);
    case 'temporary':
    case 'internship':
      return 'fixed_term';
    case 'freelance':
      return 'project';
    default:
      return pick([
        ['permanent', 8],
        ['fixed_term', 2],
        ['secondment', 0.3],
      ]);
  }
}

/**
 * Fills the job columns of migration 0003 for generated jobs, without touching what the job
 * generator chose: levels, contract, vacancies, the apply rules (mostly Gulf jobs, as the
 * ministry checks are a Gulf practice), who created and published it, and its status history.
 */
export function detailJobs(
  ctx: DemoContext,
  generated: DemoJobs,
  employers: ReadonlyMap<string, DemoEmployer>,
  rules: ReadonlyMap<string, JobRules> = new Map(),
): DemoJob[] {
  const { random, rows, model, now } = ctx;
  const skillsByJob = new Map<string, Row<'jobSkills'>[]>();
  for (const skill of generated.jobSkills) {
    const list = skillsByJob.get(skill.jobId) ?? [];
    list.push(skill);
    skillsByJob.set(skill.jobId, list);
  }
  const languagesByJob = new Map<string, Row<'jobLanguages'>[]>();
  for (const language of generated.jobLanguages) {
    const list = languagesByJob.get(language.jobId) ?? [];
    list.push(language);
    languagesByJob.set(language.jobId, list);
  }

  return generated.jobs.map((row) => {
    const employer = employers.get(row.organisationId);
    if (employer === undefined) throw new Error(`demo job ${row.id} has no employer`);
    const rule = rules.get(row.id) ?? {};
    const staff = employer.staff;
    const creator =
      rule.creator ?? random.weighted<DemoUser>([...staff.hr.map((u) => [u, 3] as const), [staff.admin, 1]]);
    const publisher = staff.publisher ?? creator;
    const status = row.status ?? 'draft';
    const createdAt = asDate(row.createdAt) ?? now;
    const publishedAt = asDate(row.publishedAt);
    const updatedAt = asDate(row.updatedAt) ?? createdAt;
    const minExperience = row.minExperienceYears ?? 0;
    const gulf = gccCountries.includes(row.countryCode);

    const careerLevel = idOf(
      model.careerLevels,
      careerLevelCode(minExperience, row.employmentType),
      'career level',
    );
    const degreeCode = random.weighted<string | null>([
      [null, 2],
      [minExperience >= 8 ? 'master' : 'bachelor', 6],
      ['diploma', minExperience <= 2 ? 3 : 1],
      ['secondary', row.employmentType === 'part_time' || row.employmentType === 'temporary' ? 2 : 0.2],
    ]);
    const pick = (options: readonly (readonly [string, number])[]) => random.weighted(options);
    const nationalsOnly = rule.nationalsOnly ?? (gulf && random.chance(0.07));
    const requiresWorkPermit = rule.requiresWorkPermit ?? (gulf && !nationalsOnly && random.chance(0.15));
    const requiresResidentCard = rule.requiresResidentCard ?? (gulf && random.chance(0.15));

    const vacancies =
      rule.vacancies ??
      random.weighted([
        [1, 70],
        [2, 15],
        [3, 8],
        [5, 5],
        [10, 2],
      ] as const);
    rows.add('jobs', {
      ...row,
      stateId:
        row.cityId !== null && row.cityId !== undefined ? (model.cityStates.get(row.cityId) ?? null) : null,
      degreeLevelId: degreeCode === null ? null : idOf(model.degreeLevels, degreeCode, 'degree level').id,
      careerLevelId: careerLevel.id,
      contractTypeId: idOf(model.contractTypes, contractTypeCode(row.employmentType, pick), 'contract type')
        .id,
      vacancies,
      nationalsOnly,
      requiresWorkPermit,
      requiresResidentCard,
      createdBy: creator.id,
      closedAt: status === 'closed' ? updatedAt : null,
      withdrawnAt: status === 'withdrawn' ? updatedAt : null,
    });
    for (const skill of skillsByJob.get(row.id) ?? []) {
      rows.add('jobSkills', { ...skill, minLevel: random.chance(0.6) ? random.int(2, 4) : null });
    }
    for (const language of languagesByJob.get(row.id) ?? []) {
      // the language the ad is written in is needed at work; the others less so
      const level =
        language.languageCode === row.textLanguage
          ? 'professional'
          : random.pick(['conversational', 'professional']);
      rows.add('jobLanguages', {
        ...language,
        minLevelId: random.chance(0.75) ? idOf(model.languageLevels, level, 'language level').id : null,
      });
    }

    // the timeline: drafted by its creator, published (by the publisher where there is one), ended
    const history = (
      from: DemoJob['status'] | null,
      to: DemoJob['status'],
      by: string,
      at: Date,
      note: string | null,
    ) =>
      rows.add('jobStatusHistory', {
        id: random.uuid(),
        jobId: row.id,
        fromStatus: from,
        toStatus: to,
        changedBy: by,
        changedAt: at,
        note,
      });
    history(null, 'draft', creator.id, createdAt, null);
    if (publishedAt !== null) history('draft', 'published', publisher.id, publishedAt, null);
    if (status === 'closed') history('published', 'closed', creator.id, updatedAt, 'Position filled');
    if (status === 'withdrawn')
      history('published', 'withdrawn', creator.id, updatedAt, 'Hiring put on hold');

    // some teams set per-job roles: the recruiter in charge and a colleague who interviews
    if (rule.creator === undefined && publishedAt !== null && random.chance(0.2)) {
      rows.add('jobRoleConfigs', {
        id: random.uuid(),
        jobId: row.id,
        userId: creator.id,
        jobRole: 'recruiter',
        createdBy: staff.admin.id,
        createdAt,
      });
      const colleague = [...staff.hr, staff.admin].find((u) => u.id !== creator.id);
      if (colleague !== undefined) {
        rows.add('jobRoleConfigs', {
          id: random.uuid(),
          jobId: row.id,
          userId: colleague.id,
          jobRole: colleague.id === staff.admin.id ? 'hiring_manager' : 'interviewer',
          createdBy: staff.admin.id,
          createdAt,
        });
      }
    }

    let pipeline: PipelineJob | null = null;
    if (publishedAt !== null) {
      const ended = status === 'closed' || status === 'withdrawn' ? updatedAt : now;
      const endDate =
        row.endDate === null || row.endDate === undefined ? null : new Date(`${row.endDate}T23:59:59Z`);
      pipeline = {
        id: row.id,
        title: row.title,
        language: row.textLanguage,
        countryCode: row.countryCode,
        employer,
        recruiter: creator,
        publishedAt,
        applyUntil: endDate === null ? ended : earliest(ended, endDate),
        processUntil: ended,
        vacancies,
        salary:
          row.salaryMin !== null &&
          row.salaryMin !== undefined &&
          row.salaryMax !== null &&
          row.salaryMax !== undefined &&
          row.salaryCurrency &&
          row.salaryPeriod
            ? {
                min: Number(row.salaryMin),
                max: Number(row.salaryMax),
                currency: row.salaryCurrency,
                period: row.salaryPeriod,
              }
            : null,
      };
    }
    return {
      row,
      employer,
      status,
      creator,
      nationalsOnly,
      requiresWorkPermit,
      requiresResidentCard,
      pipeline,
    };
  });
}

/** Whether the built-in apply checks (decisions.md: molapi, ropapi) would let the seeker apply. */
export function eligible(
  job: DemoJob,
  seeker: {
    readonly nationality: string;
    readonly hasWorkPermit: boolean;
    readonly residentCardNo: string | null;
  },
): boolean {
  if (job.nationalsOnly && seeker.nationality !== job.row.countryCode) return false;
  if (job.requiresWorkPermit && !seeker.hasWorkPermit) return false;
  if (job.requiresResidentCard && seeker.residentCardNo === null) return false;
  return true;
}

/** A job open to applications right now. */
export function isOpen(job: DemoJob, now: Date): boolean {
  return (
    job.status === 'published' &&
    (job.row.endDate === null ||
      job.row.endDate === undefined ||
      new Date(`${job.row.endDate}T23:59:59Z`) >= now)
  );
}
