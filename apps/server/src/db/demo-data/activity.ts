import { links } from '@talent/contracts';
import type { DemoContext } from './context.js';
import { type DemoJob, isOpen } from './job-details.js';
import { affinity } from './market.js';
import type { Notifier } from './notifications.js';
import type { DemoEmployer } from './organisation-details.js';
import type { DemoUser } from './people.js';
import { notificationTitles } from './pipeline-phrases.js';
import { collectionNames } from './profile-phrases.js';
import type { DemoSeeker } from './seekers.js';
import { DAY_MS, between, latest } from './time.js';

/** How many of each list a seeker keeps; the seeker demo account has some of everything. */
interface ActivityCounts {
  readonly saved: number;
  readonly follows: number;
  readonly searches: number;
  readonly recent: number;
  readonly settings: number;
}

const SETTINGS: readonly (readonly [string, 'true' | 'false'])[] = [
  ['email.offer_sent', 'true'],
  ['email.saved_search_match', 'false'],
  ['email.application_status_changed', 'false'],
  ['in_app.saved_search_match', 'true'],
  ['email.invitation_received', 'true'],
  ['email.assessment_scheduled', 'true'],
];

const STAFF_SETTINGS: readonly (readonly [string, 'true' | 'false'])[] = [
  ['email.new_applicant', 'false'],
  ['in_app.new_applicant', 'true'],
  ['email.offer_answered', 'true'],
];

/** A search phrase for what the seeker does, in the language they search in. */
function keywordOf(seeker: DemoSeeker, index: number): string {
  const roles = seeker.subCategory.vocabulary.roles;
  const role = roles[index % roles.length] ?? roles[0];
  const skill = seeker.skillNames[index % Math.max(1, seeker.skillNames.length)];
  return index % 3 === 2 && skill !== undefined
    ? skill
    : (role?.title[seeker.user.language] ?? seeker.subCategory.name[seeker.user.language]);
}

function searchName(keyword: string, city: string, language: DemoUser['language']): string {
  if (language === 'zh') return `${city}·${keyword}`;
  if (language === 'ar') return `${keyword} في ${city}`;
  return `${keyword} in ${city}`;
}

/**
 * What job seekers do besides applying: save jobs into collections, follow companies, save and
 * repeat searches (with the notifications a saved search sends) and tune their notifications.
 */
export function addSeekerActivity(
  ctx: DemoContext,
  notifier: Notifier,
  seekers: readonly {
    readonly seeker: DemoSeeker;
    readonly counts?: ActivityCounts;
    readonly favourites?: readonly DemoJob[];
    readonly follow?: readonly DemoEmployer[];
  }[],
  jobs: readonly DemoJob[],
  employers: readonly DemoEmployer[],
): void {
  const { random, rows, now } = ctx;
  const open = jobs.filter((job) => isOpen(job, now));
  for (const { seeker, counts, favourites = [], follow = [] } of seekers) {
    const user = seeker.user;
    const plan: ActivityCounts = counts ?? {
      saved: random.weighted([
        [0, 3],
        [1, 2],
        [2, 2],
        [3, 2],
        [5, 1],
      ] as const),
      follows: random.weighted([
        [0, 4],
        [1, 2],
        [2, 2],
        [3, 1],
      ] as const),
      searches: random.chance(0.3) ? random.int(1, 2) : 0,
      recent: random.chance(0.6) ? random.int(1, 5) : 0,
      settings: random.chance(0.3) ? random.int(1, 3) : 0,
    };

    const saved = new Set<string>();
    const save = (job: DemoJob) => {
      if (saved.has(job.row.id) || job.pipeline === null) return;
      saved.add(job.row.id);
      rows.add('savedJobs', {
        seekerId: user.id,
        jobId: job.row.id,
        collection: random.chance(0.4) ? random.pick(collectionNames) : null,
        savedAt: between(random, latest(user.createdAt, job.pipeline.publishedAt), now),
      });
    };
    favourites.forEach(save);
    const choices = open.map((job) => [job, affinity(job, seeker)] as const);
    for (
      let i = 0;
      i < plan.saved * 3 && saved.size < plan.saved + favourites.length && choices.length > 0;
      i++
    ) {
      save(random.weighted(choices));
    }

    const followed = new Set<string>();
    const followOne = (employer: DemoEmployer) => {
      if (followed.has(employer.id)) return;
      followed.add(employer.id);
      rows.add('interestCompanies', {
        seekerId: user.id,
        organisationId: employer.id,
        followedAt: between(random, user.createdAt, now),
      });
    };
    follow.forEach(followOne);
    const companies = employers.map(
      (e) => [e, e.organisation.category.id === seeker.category.id ? 6 : 1] as const,
    );
    for (let i = 0; i < plan.follows * 3 && followed.size < plan.follows + follow.length; i++)
      followOne(random.weighted(companies));

    const city = seeker.city.name[user.language];
    for (let i = 0; i < plan.searches; i++) {
      const keyword = keywordOf(seeker, i);
      const notify = i === 0 || random.chance(0.6);
      const createdAt = between(random, user.createdAt, new Date(now.getTime() - 2 * DAY_MS));
      const name = searchName(keyword, city, user.language);
      rows.add('savedSearches', {
        id: random.uuid(),
        seekerId: user.id,
        name: name.slice(0, 120),
        filters: {
          keyword,
          location: seeker.city.name.en,
          categoryId: seeker.category.id,
          ...(i % 2 === 1 ? { employmentType: 'full_time' } : {}),
        },
        notify,
        // its last digest went out within the day before the world was made, so the job alerts'
        // timed work (JOB_ALERT_INTERVAL_S, a day) sends the next one a day on, not at first start
        lastNotifiedAt: notify
          ? between(random, new Date(Math.max(createdAt.getTime(), now.getTime() - 20 * 3_600_000)), now)
          : null,
        createdAt,
      });
      const match =
        open.find((job) => job.row.subCategoryId === seeker.subCategory.id) ??
        open.find((job) => job.row.categoryId === seeker.category.id);
      if (notify && match !== undefined && match.pipeline !== null) {
        notifier.notify({
          userId: user.id,
          kind: 'saved_search_match',
          title: notificationTitles.savedSearchMatch,
          values: { search: name },
          at: between(random, latest(createdAt, match.pipeline.publishedAt), now),
          url: links.searchMatch(match.row.id),
          icon: 'search',
          data: { jobId: match.row.id },
        });
      }
    }

    for (let i = 0; i < plan.recent; i++) {
      rows.add('recentSearches', {
        id: random.uuid(),
        seekerId: user.id,
        keyword: i === plan.recent - 1 && random.chance(0.3) ? '' : keywordOf(seeker, i + 1),
        filters: random.chance(0.5) ? { location: seeker.city.name.en } : {},
        searchedAt: between(random, latest(user.createdAt, new Date(now.getTime() - 30 * DAY_MS)), now),
      });
    }

    for (const [name, value] of random.sample(SETTINGS, plan.settings)) {
      rows.add('notificationSettings', {
        userId: user.id,
        name,
        value,
        updatedAt: between(random, user.createdAt, now),
      });
    }
  }
}

/** Recruiters tune their notifications too; everyone dismisses the getting-started panel sooner or later. */
export function addUserPreferences(
  ctx: DemoContext,
  staff: readonly DemoUser[],
  everyone: readonly DemoUser[],
): void {
  const { random, rows, now } = ctx;
  for (const user of staff) {
    if (!random.chance(0.3)) continue;
    for (const [name, value] of random.sample(STAFF_SETTINGS, random.int(1, 2))) {
      rows.add('notificationSettings', {
        userId: user.id,
        name,
        value,
        updatedAt: between(random, user.createdAt, now),
      });
    }
  }
  const staffIds = new Set(staff.map((u) => u.id));
  for (const user of everyone) {
    if (!random.chance(0.5)) continue;
    const actions = [
      'getting_started.dismissed',
      'chrome_banner.closed',
      staffIds.has(user.id) ? 'tour.recruiter' : 'tour.job_seeker',
    ];
    for (const action of random.sample(actions, random.int(1, 2))) {
      rows.add('oneTimeActions', { userId: user.id, action, doneAt: between(random, user.createdAt, now) });
    }
  }
}

/** The operator's trail: plan changes, a member added, and the lock of the locked demo account. */
export function addAuditLog(
  ctx: DemoContext,
  admin: DemoUser,
  employers: readonly DemoEmployer[],
  locked: { readonly user: DemoUser; readonly at: Date; readonly reason: string },
  showcase: { readonly employer: DemoEmployer; readonly hrAdmin: DemoUser; readonly recruiter: DemoUser },
): void {
  const { random, rows, now } = ctx;
  const requestId = () => `demo-${random.uuid().slice(0, 8)}`;
  for (const employer of employers.filter((e) => e.plan !== 'standard')) {
    rows.add('auditLog', {
      actorUserId: admin.id,
      action: 'organisation.plan_changed',
      targetType: 'organisation',
      targetId: employer.id,
      details: { from: 'standard', to: employer.plan },
      requestId: requestId(),
      createdAt: between(
        random,
        latest(admin.createdAt, employer.organisation.createdAt),
        new Date(now.getTime() - 30 * DAY_MS),
      ),
    });
  }
  rows.add('auditLog', {
    actorUserId: showcase.hrAdmin.id,
    action: 'organisation.member_added',
    targetType: 'organisation',
    targetId: showcase.employer.id,
    details: { userId: showcase.recruiter.id, role: 'hr' },
    requestId: requestId(),
    createdAt: showcase.recruiter.createdAt,
  });
  rows.add('auditLog', {
    actorUserId: admin.id,
    action: 'user.locked',
    targetType: 'user',
    targetId: locked.user.id,
    details: { reason: locked.reason },
    requestId: requestId(),
    createdAt: locked.at,
  });
}
