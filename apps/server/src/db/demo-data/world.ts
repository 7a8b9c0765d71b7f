import { addAuditLog, addSeekerActivity, addUserPreferences } from './activity.js';
import type { DemoContext } from './context.js';
import { type DemoJob, detailJobs, eligible, isOpen } from './job-details.js';
import type { DemoJobs } from './jobs.js';
import { addFreshout, addTalentCollections, affinity, runMarket } from './market.js';
import { fixedName } from './names.js';
import { Notifier } from './notifications.js';
import { type DemoEmployer, type Plan, buildEmployer } from './organisation-details.js';
import type { DemoOrganisation } from './organisations.js';
import type { DemoUser } from './people.js';
import { Pipeline, type Scenario } from './pipeline.js';
import {
  addEndorsementsAndRecommendations,
  addRecommendation,
  createSeeker,
  type DemoSeeker,
} from './seekers.js';
import {
  DEMO_EMAILS,
  createShowcaseOrganisation,
  createShowcaseStaff,
  generateShowcaseJobs,
  runShowcase,
} from './showcase.js';
import { DAY_MS, HOUR_MS, between, latest } from './time.js';

/** How many organisations pay for more than the standard plan. */
const ENTERPRISE_CUSTOMERS = 2;
const PREMIUM_CUSTOMERS = 4;
/** Generated seekers that are fresh graduates for certain (the freshout states need them). */
const CERTAIN_GRADUATES = 3;

export interface DemoWorld {
  readonly admin: DemoUser;
  readonly showcase: DemoEmployer;
  readonly seeker: DemoSeeker;
  readonly fresh: DemoSeeker;
  readonly locked: DemoSeeker;
}

/**
 * Builds the people, their organisations' details, the jobs' details and everything they did, in
 * a fixed order of draws from the seeded generator. The market's organisations and jobs come in
 * already generated (their draws come first) and are not changed, only detailed.
 */
export function buildWorld(
  ctx: DemoContext,
  organisations: readonly DemoOrganisation[],
  marketJobs: DemoJobs,
  seekerCount: number,
): DemoWorld {
  const { random, rows, people, now } = ctx;
  for (const email of Object.values(DEMO_EMAILS)) people.reserve(email);

  const admin = people.add({
    name: fixedName('omani', 'female', 'Noura Al Kindi', 'نورة الكندي', ['noura', 'alkindi']),
    preferredLanguage: 'en-US',
    email: DEMO_EMAILS.admin,
    createdAt: new Date(now.getTime() - 900 * DAY_MS),
    lastLoginAt: new Date(now.getTime() - 2 * HOUR_MS),
  });
  rows.add('userRoles', { userId: admin.id, role: 'admin', grantedAt: admin.createdAt });

  // ───── organisations ─────
  const showcaseOrganisation = createShowcaseOrganisation(ctx, organisations);
  const showcaseStaff = createShowcaseStaff(ctx, showcaseOrganisation);
  const showcaseJobs = generateShowcaseJobs(ctx, showcaseOrganisation, showcaseStaff);

  const ranked = random.shuffle(organisations.map((_, index) => index));
  const plans = new Map<number, Plan>(
    ranked.map((index, rank) => [
      index,
      rank < ENTERPRISE_CUSTOMERS
        ? 'enterprise'
        : rank < ENTERPRISE_CUSTOMERS + PREMIUM_CUSTOMERS
          ? 'premium'
          : 'standard',
    ]),
  );
  const employers: DemoEmployer[] = organisations.map((organisation, index) => {
    const plan = plans.get(index) ?? 'standard';
    // the first market company's admin is a demo account: another organisation to try isolation with
    const { employer, industryId } = buildEmployer(
      ctx,
      organisation,
      plan,
      index === 0 ? { adminEmail: DEMO_EMAILS.otherAdmin } : {},
    );
    rows.add('organisations', { ...organisation.row, industryId, plan });
    return employer;
  });
  const { employer: showcase, industryId } = buildEmployer(ctx, showcaseOrganisation, 'enterprise', {
    staff: showcaseStaff,
    withBranch: true,
    industry: 'software',
  });
  rows.add('organisations', { ...showcaseOrganisation.row, industryId, plan: 'enterprise' });
  const allEmployers = [...employers, showcase];
  const staff = allEmployers.flatMap((e) => [
    e.staff.admin,
    ...e.staff.hr,
    ...(e.staff.publisher === null ? [] : [e.staff.publisher]),
  ]);

  // ───── jobs ─────
  const byId = new Map(allEmployers.map((e) => [e.id, e]));
  const jobs = detailJobs(ctx, marketJobs, byId);
  const showcaseDemoJobs = detailJobs(ctx, showcaseJobs.jobs, byId, showcaseJobs.rules);
  const allJobs = [...jobs, ...showcaseDemoJobs];

  // ───── job seekers ─────
  // past employers come from the market only: nobody works at the showcase while applying there
  const seeker = createSeeker(ctx, employers, {
    name: fixedName('omani', 'female', 'Layla Al Harthy', 'ليلى الحارثي', ['layla', 'alharthy']),
    email: DEMO_EMAILS.seeker,
    nationality: 'OM',
    residence: 'OM',
    city: 'Muscat',
    preferredLanguage: 'en-US',
    category: 'Information Technology',
    subCategory: 'Software Development',
    years: 6,
    createdAt: new Date(now.getTime() - 400 * DAY_MS),
    lastLoginAt: new Date(now.getTime() - HOUR_MS),
    complete: true,
  });
  const fresh = createSeeker(ctx, employers, {
    name: fixedName('omani', 'male', 'Salim Al Hinai', 'سالم الهنائي', ['salim', 'alhinai']),
    email: DEMO_EMAILS.fresh,
    nationality: 'OM',
    residence: 'OM',
    city: 'Muscat',
    preferredLanguage: 'en-US',
    category: 'Information Technology',
    subCategory: 'Data & Analytics',
    graduate: true,
    createdAt: new Date(now.getTime() - 120 * DAY_MS),
    lastLoginAt: new Date(now.getTime() - 5 * HOUR_MS),
  });
  const lockedAt = new Date(now.getTime() - 3 * DAY_MS);
  const lockReason =
    'Employers reported certificates that could not be verified; locked until the documents are checked.';
  const locked = createSeeker(ctx, employers, {
    name: fixedName('english', 'male', 'Mark Ellison', 'Mark Ellison', ['mark', 'ellison']),
    email: DEMO_EMAILS.locked,
    nationality: 'GB',
    residence: 'AE',
    city: 'Dubai',
    preferredLanguage: 'en-US',
    category: 'Sales & Marketing',
    createdAt: new Date(now.getTime() - 200 * DAY_MS),
    lastLoginAt: new Date(lockedAt.getTime() - 2 * DAY_MS),
    locked: { at: lockedAt, reason: lockReason },
  });
  const generated = Array.from({ length: seekerCount }, (_, index) =>
    createSeeker(ctx, employers, { graduate: index < CERTAIN_GRADUATES || random.chance(0.06) }),
  );

  // ───── what colleagues say about each other ─────
  addEndorsementsAndRecommendations(
    ctx,
    [fresh, locked, ...generated],
    [...generated.map((s) => s.user), ...staff],
  );
  const formerColleagues = random.sample(
    generated.filter((s) => s.category.id === seeker.category.id),
    4,
  );
  const endorsers = [...formerColleagues.map((s) => s.user), showcaseStaff.colleague];
  seeker.userSkillIds.slice(0, 4).forEach((userSkillId, index) => {
    for (const endorser of random.sample(endorsers, 1 + (index % 3))) {
      rows.add('skillEndorsements', {
        id: random.uuid(),
        userSkillId,
        endorsedBy: endorser.id,
        endorsed: true,
        ...answeredAt(between(random, latest(endorser.createdAt, seeker.user.createdAt), now)),
      });
    }
  });
  const recommenders = formerColleagues.length > 0 ? formerColleagues.map((s) => s.user) : staff;
  addRecommendation(ctx, seeker, recommenders[0] ?? admin, 'approved');
  addRecommendation(ctx, seeker, recommenders[1] ?? admin, 'approved');
  addRecommendation(ctx, seeker, recommenders[2] ?? admin, 'pending');
  addRecommendation(ctx, fresh, staff[0] ?? admin, 'approved');
  addRecommendation(ctx, fresh, generated[0]?.user ?? admin, 'declined');

  // ───── the pipelines ─────
  const notifier = new Notifier(ctx);
  for (const user of [seeker.user, fresh.user, showcaseStaff.recruiter, showcaseStaff.admin])
    notifier.spotlight.add(user.id);
  const pipeline = new Pipeline(ctx, notifier);
  runShowcase(ctx, pipeline, showcaseDemoJobs, showcaseStaff, showcase, seeker, generated);
  applyElsewhere(ctx, pipeline, jobs, seeker, [
    {},
    { reach: 'shortlisted' },
    { reach: 'interviewing', assessment: 'completed' },
    { end: 'rejected' },
    { reach: 'shortlisted', end: 'withdrawn' },
  ]);
  applyElsewhere(ctx, pipeline, jobs, fresh, [{}]);
  runMarket(ctx, pipeline, jobs, generated);

  addTalentCollections(ctx, employers, showcase, generated, seeker);
  addFreshout(
    ctx,
    notifier,
    generated.filter((s) => s.graduate),
    fresh,
    showcase,
    employers,
    allJobs,
  );

  // ───── everything else people do ─────
  const favourites = showcaseDemoJobs.filter((job) => isOpen(job, now) && eligible(job, seeker)).slice(-2);
  addSeekerActivity(
    ctx,
    notifier,
    [
      {
        seeker,
        counts: { saved: 4, follows: 3, searches: 2, recent: 5, settings: 4 },
        favourites,
        follow: [showcase],
      },
      {
        seeker: fresh,
        counts: { saved: 2, follows: 2, searches: 1, recent: 2, settings: 1 },
        follow: [showcase],
      },
      { seeker: locked },
      ...generated.map((s) => ({ seeker: s })),
    ],
    allJobs,
    allEmployers,
  );
  addUserPreferences(ctx, staff, people.all);
  addAuditLog(
    ctx,
    admin,
    allEmployers,
    { user: locked.user, at: lockedAt, reason: lockReason },
    {
      employer: showcase,
      hrAdmin: showcaseStaff.admin,
      recruiter: showcaseStaff.recruiter,
    },
  );

  return { admin, showcase, seeker, fresh, locked };
}

/** Applications of a demo account to market jobs that suit it, one story each. */
function applyElsewhere(
  ctx: DemoContext,
  pipeline: Pipeline,
  jobs: readonly DemoJob[],
  seeker: DemoSeeker,
  scenarios: readonly Scenario[],
): void {
  const { random, now } = ctx;
  const open = jobs.filter((job) => job.pipeline !== null && isOpen(job, now) && eligible(job, seeker));
  // a demo account applies in its own field only, so that its story reads right
  const own = open.filter((job) => job.row.categoryId === seeker.category.id);
  const fitting = (own.length > 0 ? own : open).map((job) => [job, affinity(job, seeker)] as const);
  for (const scenario of scenarios) {
    for (let tries = 0; tries < 30 && fitting.length > 0; tries++) {
      const job = random.weighted(fitting);
      if (job.pipeline !== null && pipeline.run(job.pipeline, seeker, scenario, { chat: true }) !== null)
        break;
    }
  }
}

/** An endorsement the seeker approved when it came. */
function answeredAt(at: Date): { createdAt: Date; respondedAt: Date } {
  return { createdAt: at, respondedAt: at };
}
