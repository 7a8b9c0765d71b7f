import type { DemoContext } from './context.js';
import { type DemoJob, type JobRules, eligible } from './job-details.js';
import { type DemoJobs, generateJobs } from './jobs.js';
import { logoDataUri } from './logo.js';
import { fixedName, personName } from './names.js';
import { type DemoEmployer, type OrgStaff, newStaffMember } from './organisation-details.js';
import { type DemoOrganisation, companyProfile, sizeBandOf } from './organisations.js';
import type { DemoUser } from './people.js';
import { type Pipeline, type RunOptions, type Scenario } from './pipeline.js';
import { shortlistNotes, teamConversation } from './pipeline-phrases.js';
import { countryProfiles } from './places.js';
import type { DemoSeeker } from './seekers.js';
import { fill } from './text.js';
import { DAY_MS, HOUR_MS, between, dateOnly, daysBefore, plusDays } from './time.js';

/**
 * The showcase employer the recruiter demo accounts work for: an English-speaking technology
 * company in Muscat whose jobs hold candidates at every stage of the pipeline, so that every
 * recruiter screen has something to show right after the first start.
 */

export const SHOWCASE_NAME = 'Falcon Bay Technologies';
const SHOWCASE_SLUG = 'falcon-bay-technologies';
const SHOWCASE_CATEGORY = 'Information Technology';
const SHOWCASE_FOUNDED = 2009;
const SHOWCASE_STAFF = 300;

export const DEMO_EMAILS = {
  seeker: 'seeker@demo.test',
  fresh: 'fresh@demo.test',
  recruiter: 'recruiter@demo.test',
  hrAdmin: 'hradmin@demo.test',
  /** The admin of a second organisation, to try isolation by hand. */
  otherAdmin: 'otheradmin@demo.test',
  /** A member of the showcase company with no role of their own, to be given per-job roles by hand. */
  interviewer: 'interviewer@demo.test',
  locked: 'locked@demo.test',
  admin: 'admin@demo.test',
} as const;

export function createShowcaseOrganisation(
  ctx: DemoContext,
  others: readonly DemoOrganisation[],
): DemoOrganisation {
  const { random, reference, now } = ctx;
  const category =
    reference.categories.find((c) => c.name.en === SHOWCASE_CATEGORY) ?? reference.categories[0];
  const city = reference.citiesByCountry.get('OM')?.find((c) => c.name.en === 'Muscat');
  const country = reference.countries.get('OM');
  const profile = countryProfiles.OM;
  if (category === undefined || city === undefined || country === undefined || profile === undefined) {
    throw new Error('demo data needs Oman, Muscat and the categories of migration 0002');
  }
  let slug = SHOWCASE_SLUG;
  for (let n = 2; others.some((o) => o.row.slug === slug); n++) slug = `${SHOWCASE_SLUG}-${n}`;
  const about = companyProfile(
    random,
    { name: SHOWCASE_NAME, category, countryCode: 'OM', city, country },
    SHOWCASE_FOUNDED,
    SHOWCASE_STAFF,
    'en',
  );
  const createdAt = new Date(now.getTime() - 700 * DAY_MS);
  return {
    row: {
      id: random.uuid(),
      name: SHOWCASE_NAME,
      slug,
      about,
      website: `https://${slug}.example.com`,
      logoUrl: logoDataUri('FB', random),
      countryCode: 'OM',
      cityId: city.id,
      foundedYear: SHOWCASE_FOUNDED,
      sizeBand: sizeBandOf(SHOWCASE_STAFF),
      createdAt,
      updatedAt: new Date(now.getTime() - 30 * DAY_MS),
    },
    about,
    language: 'en',
    category,
    countryCode: 'OM',
    city,
    profile,
    createdAt,
  };
}

export interface ShowcaseStaff extends OrgStaff {
  readonly recruiter: DemoUser;
  readonly colleague: DemoUser;
  readonly publisher: DemoUser;
}

/**
 * recruiter@demo.test (who also publishes) and hradmin@demo.test, with a colleague and a publisher
 * around them, and interviewer@demo.test, a member with no role until the admin gives one.
 */
export function createShowcaseStaff(ctx: DemoContext, organisation: DemoOrganisation): ShowcaseStaff {
  const { people, now } = ctx;
  const hrAdmin = people.add({
    name: fixedName('omani', 'male', 'Khalid Al Saadi', 'خالد السعدي', ['khalid', 'alsaadi']),
    preferredLanguage: 'en-US',
    email: DEMO_EMAILS.hrAdmin,
    createdAt: new Date(now.getTime() - 690 * DAY_MS),
    isPremium: true,
    lastLoginAt: new Date(now.getTime() - 20 * HOUR_MS),
  });
  const recruiter = people.add({
    name: fixedName('english', 'female', 'Sarah Mitchell', 'Sarah Mitchell', ['sarah', 'mitchell']),
    preferredLanguage: 'en-US',
    email: DEMO_EMAILS.recruiter,
    createdAt: new Date(now.getTime() - 420 * DAY_MS),
    isPremium: true,
    lastLoginAt: new Date(now.getTime() - 3 * HOUR_MS),
  });
  const colleague = people.add({
    name: personName(ctx.random, 'indian', 'female'),
    preferredLanguage: 'en-US',
    domain: `${organisation.row.slug}.example.com`,
    createdAt: new Date(now.getTime() - 300 * DAY_MS),
    isPremium: true,
  });
  const publisher = newStaffMember(ctx, organisation, 'enterprise');
  const interviewer = people.add({
    name: fixedName('omani', 'female', 'Maryam Al Harthy', 'مريم الحارثي', ['maryam', 'alharthy']),
    preferredLanguage: 'en-US',
    email: DEMO_EMAILS.interviewer,
    createdAt: new Date(now.getTime() - 200 * DAY_MS),
  });
  // the recruiter publishes too, so that one account can take a job from a draft to a hire
  return {
    admin: hrAdmin,
    hr: [recruiter, colleague],
    publisher,
    alsoPublish: [recruiter],
    members: [interviewer],
    recruiter,
    colleague,
  };
}

/** A job anyone may apply to, with its number of openings. */
function open(vacancies: number): JobRules {
  return { vacancies, nationalsOnly: false, requiresWorkPermit: false, requiresResidentCard: false };
}

/** Showcase jobs the seeker demo account is in the pipeline of. */
const DEMO_SEEKER_JOBS = 3;

/**
 * How each showcase job's life went, in the order the jobs are generated. The first is the showcase
 * job: the newest published one, so the first open job the recruiter's list shows (newest first),
 * and it holds a candidate in every state of every pool.
 */
const LIFECYCLES: readonly {
  readonly status: 'draft' | 'published' | 'closed' | 'withdrawn';
  readonly publishedDaysAgo: number | null;
  readonly endedDaysAgo?: number;
  readonly endsInDays: number | null;
  readonly rules?: JobRules;
}[] = [
  { status: 'published', publishedDaysAgo: 24, endsInDays: 30, rules: open(3) },
  { status: 'published', publishedDaysAgo: 31, endsInDays: 20, rules: open(2) },
  { status: 'published', publishedDaysAgo: 27, endsInDays: 25, rules: open(1) },
  {
    status: 'published',
    publishedDaysAgo: 38,
    endsInDays: 40,
    rules: { ...open(2), requiresWorkPermit: true },
  },
  {
    status: 'published',
    publishedDaysAgo: 45,
    endsInDays: 45,
    rules: { ...open(1), requiresResidentCard: true },
  },
  { status: 'closed', publishedDaysAgo: 80, endedDaysAgo: 9, endsInDays: 10, rules: open(1) },
  { status: 'withdrawn', publishedDaysAgo: 30, endedDaysAgo: 16, endsInDays: 30, rules: open(1) },
  // an Omanisation role: only Omani nationals may apply (decisions.md: molapi)
  { status: 'draft', publishedDaysAgo: null, endsInDays: 60, rules: { ...open(2), nationalsOnly: true } },
];

/**
 * The showcase jobs: written by the job generator (English, in the company's field), with a
 * lifecycle fixed here so that the pipeline stories below fit in time.
 */
export function generateShowcaseJobs(
  ctx: DemoContext,
  organisation: DemoOrganisation,
  staff: ShowcaseStaff,
): { jobs: DemoJobs; rules: Map<string, JobRules> } {
  const { random, now } = ctx;
  // the first three jobs are the seeker demo account's (interview, offer, invitation): full-time
  // software roles that fit her profile; the rest cover the company's other teams
  const category = organisation.category;
  const software = category.subCategories.filter((s) => s.name.en === 'Software Development');
  const rest = category.subCategories.filter((s) => s.name.en !== 'Software Development');
  // the company's own field decides most jobs' category, so it is narrowed as well
  const softwareOnly = {
    ...category,
    subCategories: software.length > 0 ? software : category.subCategories,
  };
  const lead = generateJobs(
    random,
    { ...ctx.reference, categories: [softwareOnly] },
    [{ ...organisation, category: softwareOnly }],
    ctx.skillIds,
    DEMO_SEEKER_JOBS,
    now,
    { textLanguages: [['en', 1]], employmentTypes: [['full_time', 1]] },
  );
  const restOnly = { ...category, subCategories: rest.length > 0 ? rest : category.subCategories };
  const others = generateJobs(
    random,
    { ...ctx.reference, categories: [restOnly] },
    [{ ...organisation, category: restOnly }],
    ctx.skillIds,
    LIFECYCLES.length - DEMO_SEEKER_JOBS,
    now,
    { textLanguages: [['en', 1]] },
  );
  const jobs: DemoJobs = {
    jobs: [...lead.jobs, ...others.jobs],
    jobSkills: [...lead.jobSkills, ...others.jobSkills],
    jobLanguages: [...lead.jobLanguages, ...others.jobLanguages],
  };
  const rules = new Map<string, JobRules>();
  jobs.jobs.forEach((job, index) => {
    const life = LIFECYCLES[index];
    if (life === undefined) return;
    const publishedAt =
      life.publishedDaysAgo === null
        ? null
        : daysBefore(random, now, life.publishedDaysAgo, life.publishedDaysAgo + 0.5);
    const createdAt =
      publishedAt === null
        ? daysBefore(random, now, 1, 3)
        : new Date(publishedAt.getTime() - random.int(2, 72) * HOUR_MS);
    const endedAt =
      life.endedDaysAgo === undefined
        ? null
        : daysBefore(random, now, life.endedDaysAgo, life.endedDaysAgo + 0.5);
    job.status = life.status;
    job.publishedAt = publishedAt;
    job.createdAt = createdAt;
    job.updatedAt = endedAt ?? publishedAt ?? createdAt;
    job.endDate = life.endsInDays === null ? null : dateOnly(plusDays(endedAt ?? now, life.endsInDays));
    // the recruiter demo account runs every showcase job
    rules.set(job.id, { ...life.rules, creator: staff.recruiter });
  });
  return { jobs, rules };
}

type Who = 'demo' | 'pool';
interface Story {
  readonly who: Who;
  readonly scenario: Scenario;
  readonly options?: RunOptions;
}

const pool = (scenario: Scenario, options?: RunOptions): Story => ({
  who: 'pool',
  scenario,
  ...(options ? { options } : {}),
});

/**
 * Every state of every pipeline entity on the showcase job (the first), and more spread over the
 * others; the seeker demo account has an upcoming interview, an offer waiting for an answer and a
 * pending invitation among them.
 */
function stories(staff: ShowcaseStaff): readonly (readonly Story[])[] {
  const panel: RunOptions['participants'] = [
    { user: staff.recruiter, role: 'interviewer' },
    { user: staff.colleague, role: 'coordinator' },
    { user: staff.admin, role: 'observer' },
  ];
  const pair: RunOptions['participants'] = [
    { user: staff.recruiter, role: 'interviewer' },
    { user: staff.colleague, role: 'interviewer' },
  ];
  return [
    [
      {
        who: 'demo',
        scenario: { reach: 'interviewing', assessment: 'scheduled' },
        options: { kind: 'interview', mode: 'onsite', participants: panel },
      },
      pool({}),
      pool({}),
      pool({ invitation: 'accepted' }),
      pool({ invitation: 'pending' }),
      pool({ invitation: 'rejected' }),
      pool({ invitation: 'expired' }),
      pool({ reach: 'shortlisted' }),
      pool({ reach: 'interviewing', assessment: 'accepted' }, { kind: 'technical_test', mode: 'online' }),
      pool({ reach: 'interviewing', assessment: 'reschedule_requested' }),
      pool(
        { reach: 'interviewing', assessment: 'rescheduled' },
        { kind: 'panel', mode: 'onsite', participants: panel },
      ),
      pool({ reach: 'interviewing', assessment: 'rejected', end: 'withdrawn' }),
      pool({ reach: 'interviewing', assessment: 'completed' }, { participants: pair }),
      pool({ reach: 'offered', offer: 'resent' }),
      pool({ reach: 'offered', offer: 'accepted' }),
      pool({ reach: 'offered', offer: 'rejected' }),
      pool({ reach: 'offered', offer: 'expired' }),
      pool({ reach: 'hired' }),
      pool({ reach: 'interviewing', assessment: 'completed', end: 'rejected' }),
      pool({ reach: 'interviewing', assessment: 'cancelled', end: 'rejected' }),
      pool({ reach: 'shortlisted', end: 'withdrawn' }),
      pool({ end: 'rejected' }),
    ],
    [
      { who: 'demo', scenario: { reach: 'offered', offer: 'sent' } },
      pool({ reach: 'offered', offer: 'accepted' }),
      pool({ reach: 'offered', offer: 'rejected' }),
      pool({ reach: 'offered', offer: 'expired' }),
      pool({ reach: 'hired' }),
      pool({ reach: 'interviewing', assessment: 'cancelled', end: 'rejected' }),
      pool({ reach: 'interviewing', assessment: 'rejected', end: 'withdrawn' }),
      pool({ reach: 'interviewing', assessment: 'completed' }, { kind: 'phone_screen', mode: 'phone' }),
      pool({}),
      pool({ end: 'rejected' }),
      pool({ invitation: 'accepted', reach: 'shortlisted' }),
    ],
    [
      { who: 'demo', scenario: { invitation: 'pending' } },
      pool({ invitation: 'pending' }),
      pool({ invitation: 'rejected' }),
      pool({ invitation: 'expired' }),
      pool({ invitation: 'accepted', reach: 'shortlisted' }),
      pool({}),
      pool({}),
      pool({ reach: 'shortlisted' }),
      pool({ end: 'rejected' }),
      pool({ end: 'withdrawn' }),
    ],
    [
      pool({}),
      pool({}),
      pool({}),
      pool({ reach: 'shortlisted' }),
      pool({ reach: 'interviewing', assessment: 'scheduled' }),
      pool({ invitation: 'pending' }),
    ],
    [pool({}), pool({}), pool({ invitation: 'pending' })],
    [
      pool({ reach: 'hired' }),
      pool({ end: 'rejected' }),
      pool({ reach: 'shortlisted', end: 'rejected' }),
      pool({ reach: 'interviewing', assessment: 'completed', end: 'rejected' }),
      pool({ end: 'withdrawn' }),
      pool({ invitation: 'expired' }),
    ],
    [pool({ end: 'rejected' }), pool({ reach: 'shortlisted', end: 'rejected' })],
    [],
  ];
}

/** Candidates the recruiter keeps on the showcase job's shortlist straight from its sourcing pool. */
const KEPT_FROM_SOURCING = 2;
/** The profiles that suit the showcase job best, left in its sourcing pool. */
const RESERVED_FOR_SOURCING = 4;

/**
 * Plays the showcase stories. Candidates come from the generated seekers, people of the
 * company's field first; someone who cannot apply (the job's rules) or who signed up too late for
 * a story is skipped for the next.
 */
export function runShowcase(
  ctx: DemoContext,
  pipeline: Pipeline,
  jobs: readonly DemoJob[],
  staff: ShowcaseStaff,
  employer: DemoEmployer,
  demoSeeker: DemoSeeker,
  seekers: readonly DemoSeeker[],
): void {
  const { random } = ctx;
  const field = employer.organisation.category.id;
  // the profiles that suit the showcase job best stay out of every story: its sourcing pool keeps
  // candidates of high fit to find
  const showcaseSkills = new Set(
    ctx.rows
      .list('jobSkills')
      .filter((s) => s.jobId === jobs[0]?.row.id)
      .map((s) => s.skillId),
  );
  const overlap = (s: DemoSeeker) =>
    s.skillNames.filter((name) => showcaseSkills.has(ctx.skillIds.get(name.toLowerCase()) ?? '')).length;
  const best = seekers
    .filter((s) => s.searchable && s.countryCode === 'OM' && s.category.id === field && !s.graduate)
    .map((s, index) => ({ s, index, n: overlap(s) }))
    .sort((a, b) => b.n - a.n || b.s.years - a.s.years || a.index - b.index)
    .slice(0, RESERVED_FOR_SOURCING)
    .map(({ s }) => s);
  // the two best learnt most of the job's skills: the pool's top has someone worth inviting
  const jobSkillIds = [...showcaseSkills];
  best.slice(0, 2).forEach((s, rank) => {
    const held = new Set(s.skillNames.map((name) => ctx.skillIds.get(name.toLowerCase())));
    const wanted = jobSkillIds.slice(0, Math.max(1, jobSkillIds.length - rank * 2));
    for (const skillId of wanted.filter((id) => !held.has(id))) {
      ctx.rows.add('userSkills', {
        id: random.uuid(),
        userId: s.user.id,
        skillId,
        level: Math.min(5, Math.max(2, Math.round(1 + s.years / 4))),
      });
    }
  });
  const reserved = new Set(best.map((s) => s.user.id));
  const available = seekers.filter((s) => !reserved.has(s.user.id));
  const candidates = [
    ...random.shuffle(available.filter((s) => s.category.id === field)),
    ...random.shuffle(available.filter((s) => s.category.id !== field)),
  ];
  let cursor = 0;
  stories(staff).forEach((list, index) => {
    const job = jobs[index];
    if (job === undefined || job.pipeline === null) return;
    const pipelineJob = job.pipeline;
    for (const story of list) {
      const options: RunOptions = { chat: true, ...story.options };
      if (story.who === 'demo') {
        pipeline.run(pipelineJob, demoSeeker, story.scenario, options);
        continue;
      }
      for (let tries = 0; tries < candidates.length; tries++) {
        const candidate = candidates[cursor % candidates.length];
        cursor++;
        if (candidate === undefined || !eligible(job, candidate)) continue;
        if (pipeline.run(pipelineJob, candidate, story.scenario, options) !== null) break;
      }
    }
  });

  // the recruiter keeps a few profiles of the showcase job's sourcing pool on its shortlist, without
  // an application (pipeline.service addToShortlist: a shortlist row, no history, no notification)
  const showcaseJob = jobs[0]?.pipeline ?? null;
  if (showcaseJob !== null) {
    const kept = candidates
      .filter(
        (s) =>
          s.searchable &&
          !pipeline.has(showcaseJob.id, s.user.id) &&
          s.user.createdAt.getTime() < showcaseJob.publishedAt.getTime(),
      )
      .slice(0, KEPT_FROM_SOURCING);
    for (const candidate of kept) {
      pipeline.keep(showcaseJob.id, candidate.user.id);
      ctx.rows.add('shortlists', {
        jobId: showcaseJob.id,
        seekerId: candidate.user.id,
        addedBy: staff.recruiter.id,
        note: fill(random.pick(shortlistNotes).en, {}),
        addedAt: between(random, new Date(showcaseJob.publishedAt.getTime() + DAY_MS), ctx.now),
      });
    }
  }

  // the hiring team talks about its busiest jobs in a channel of its own
  for (const job of jobs.slice(0, 3)) {
    const pipelineJob = job.pipeline;
    if (pipelineJob === null) continue;
    const channelId = random.uuid();
    const openedAt = new Date(pipelineJob.publishedAt.getTime() + DAY_MS);
    const team = [staff.admin, staff.recruiter, staff.colleague];
    const times = teamConversation
      .map(() => between(random, openedAt, ctx.now).getTime())
      .sort((a, b) => a - b)
      .map((ms) => new Date(ms));
    const lastMessage = times[times.length - 1] ?? openedAt;
    ctx.rows.add('chatChannels', {
      id: channelId,
      jobId: job.row.id,
      applicationId: null,
      organisationId: job.row.organisationId,
      title: `${job.row.title} – hiring team`,
      createdBy: staff.admin.id,
      createdAt: openedAt,
      lastMessageAt: lastMessage,
    });
    teamConversation.forEach((text, i) => {
      ctx.rows.add('chatMessages', {
        id: random.uuid(),
        channelId,
        senderId: (team[i % team.length] ?? staff.admin).id,
        body: fill(text.en, { job: job.row.title }),
        createdAt: times[i] ?? openedAt,
      });
    });
    for (const member of team) {
      ctx.rows.add('chatChannelMembers', {
        channelId,
        userId: member.id,
        fullName: member.fullName,
        userName: member.email,
        joinedAt: openedAt,
        // told of what they had not read when the world was made: no notice at first start
        notifiedAt: lastMessage,
        lastReadAt: member === staff.recruiter ? null : lastMessage,
      });
    }
  }

  // per-job roles: the admin manages hiring, the recruiter runs it, a colleague interviews
  for (const job of jobs) {
    const createdAt = job.row.createdAt instanceof Date ? job.row.createdAt : ctx.now;
    const assignments: [DemoUser, 'hiring_manager' | 'recruiter' | 'interviewer' | 'coordinator'][] = [
      [staff.admin, 'hiring_manager'],
      [staff.recruiter, 'recruiter'],
      [staff.colleague, 'interviewer'],
      [staff.publisher, 'coordinator'],
    ];
    for (const [user, jobRole] of assignments) {
      ctx.rows.add('jobRoleConfigs', {
        id: random.uuid(),
        jobId: job.row.id,
        userId: user.id,
        jobRole,
        createdBy: staff.admin.id,
        createdAt,
      });
    }
  }
}
