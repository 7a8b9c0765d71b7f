import { links } from '@talent/contracts';
import type { DemoContext } from './context.js';
import { type DemoJob, eligible, isOpen } from './job-details.js';
import type { Notifier } from './notifications.js';
import type { DemoEmployer } from './organisation-details.js';
import { recruitersOf } from './organisation-details.js';
import type { DemoUser } from './people.js';
import type { Pipeline, Scenario } from './pipeline.js';
import {
  freshoutOfferMessages,
  freshoutOfferTitles,
  freshoutRejectReasons,
  freshoutRequestMessages,
  notificationTitles,
} from './pipeline-phrases.js';
import { countryProfiles } from './places.js';
import type { SeededRandom } from './random.js';
import type { DemoSeeker } from './seekers.js';
import { DAY_MS, between, dateOnly, latest, plusHours } from './time.js';

/** Where direct applications to open jobs stand, weighted like a real board's. */
const DIRECT: readonly (readonly [Scenario, number])[] = [
  [{}, 28],
  [{ reach: 'shortlisted' }, 10],
  [{ reach: 'interviewing', assessment: 'scheduled' }, 4],
  [{ reach: 'interviewing', assessment: 'accepted' }, 3],
  [{ reach: 'interviewing', assessment: 'reschedule_requested' }, 1],
  [{ reach: 'interviewing', assessment: 'rescheduled' }, 1],
  [{ reach: 'interviewing', assessment: 'completed' }, 2],
  [{ reach: 'offered', offer: 'sent' }, 2],
  [{ reach: 'offered', offer: 'resent' }, 0.5],
  [{ reach: 'offered', offer: 'accepted' }, 1],
  [{ reach: 'offered', offer: 'expired' }, 0.7],
  [{ reach: 'offered', offer: 'rejected' }, 0.8],
  [{ reach: 'hired' }, 3],
  [{ end: 'rejected' }, 10],
  [{ reach: 'shortlisted', end: 'rejected' }, 5],
  [{ reach: 'interviewing', assessment: 'completed', end: 'rejected' }, 4],
  [{ reach: 'interviewing', assessment: 'cancelled', end: 'rejected' }, 1],
  [{ end: 'withdrawn' }, 4],
  [{ reach: 'shortlisted', end: 'withdrawn' }, 2],
  [{ reach: 'interviewing', assessment: 'rejected', end: 'withdrawn' }, 1],
];

/** A job that no longer takes applications was filled, or its applicants were turned down. */
const ENDED: readonly (readonly [Scenario, number])[] = [
  [{ end: 'rejected' }, 5],
  [{ reach: 'shortlisted', end: 'rejected' }, 2],
  [{ reach: 'interviewing', assessment: 'completed', end: 'rejected' }, 2],
  [{ end: 'withdrawn' }, 1],
];

const INVITED: readonly (readonly [Scenario, number])[] = [
  [{ invitation: 'pending' }, 3],
  [{ invitation: 'rejected' }, 2],
  [{ invitation: 'expired' }, 2],
  [{ invitation: 'accepted' }, 2],
  [{ invitation: 'accepted', reach: 'shortlisted' }, 1.5],
  [{ invitation: 'accepted', reach: 'interviewing', assessment: 'accepted' }, 1],
  [{ invitation: 'accepted', reach: 'hired' }, 0.5],
];

/** How many jobs a seeker has applied to. */
const APPLICATION_COUNTS: readonly (readonly [number, number])[] = [
  [0, 10],
  [1, 15],
  [2, 20],
  [3, 20],
  [4, 15],
  [5, 10],
  [6, 10],
];

/** How well a job suits a seeker: their field first, then a language they read, then where they live. */
export function affinity(job: DemoJob, seeker: DemoSeeker): number {
  let weight = 1;
  // people mostly apply within their field: with ~14 fields, these weights keep about two thirds there
  if (job.row.subCategoryId === seeker.subCategory.id) weight *= 40;
  else if (job.row.categoryId === seeker.category.id) weight *= 15;
  const language = seeker.user.language;
  if (job.row.textLanguage === language) weight *= 3;
  else if (job.row.textLanguage !== 'en' && language !== job.row.textLanguage) weight *= 0.2;
  if (job.row.countryCode === seeker.countryCode) weight *= 3;
  return weight;
}

function pickJob(
  random: SeededRandom,
  jobs: readonly DemoJob[],
  seeker: DemoSeeker,
  pipeline: Pipeline,
): DemoJob | null {
  const candidates = jobs
    .filter((job) => !pipeline.has(job.row.id, seeker.user.id) && eligible(job, seeker))
    .map((job) => [job, affinity(job, seeker)] as const);
  return candidates.length === 0 ? null : random.weighted(candidates);
}

/**
 * The market's own pipelines: generated seekers apply where they fit, recruiters invite people
 * from their field, and jobs that ended were filled or turned their applicants down.
 */
export function runMarket(
  ctx: DemoContext,
  pipeline: Pipeline,
  jobs: readonly DemoJob[],
  seekers: readonly DemoSeeker[],
): void {
  const { random, now } = ctx;
  const open = jobs.filter((job) => job.pipeline !== null && job.status === 'published');
  for (const seeker of seekers) {
    const count = random.weighted(APPLICATION_COUNTS);
    for (let i = 0; i < count; i++) {
      const job = pickJob(random, open, seeker, pipeline);
      if (job?.pipeline === null || job === null) break;
      const scenario = random.weighted(DIRECT);
      // a story that does not fit the job's age becomes a plain application
      if (pipeline.run(job.pipeline, seeker, scenario, { chat: random.chance(0.15) }) === null) {
        pipeline.run(job.pipeline, seeker, {});
      }
    }
  }

  // recruiters source candidates from their field on the jobs that are open now
  const invitable = open.filter((job) => isOpen(job, now));
  for (const job of random.sample(
    invitable,
    Math.min(invitable.length, Math.round(invitable.length * 0.15)),
  )) {
    const fit = seekers.filter((s) => s.category.id === job.row.categoryId && eligible(job, s));
    for (const seeker of random.sample(fit, random.int(1, 2))) {
      if (job.pipeline !== null) pipeline.run(job.pipeline, seeker, random.weighted(INVITED));
    }
  }

  // closed jobs were filled; withdrawn ones turned their applicants down
  for (const job of jobs.filter((j) => j.status === 'closed' || j.status === 'withdrawn')) {
    if (job.pipeline === null) continue;
    const fit = random.shuffle(
      seekers.filter((s) => s.category.id === job.row.categoryId && eligible(job, s)),
    );
    if (job.status === 'closed') {
      for (const seeker of fit) if (pipeline.run(job.pipeline, seeker, { reach: 'hired' }) !== null) break;
    }
    for (const seeker of fit.slice(0, random.int(1, 3)))
      pipeline.run(job.pipeline, seeker, random.weighted(ENDED));
  }
}

/** Saved candidates: talent pools recruiters keep for later openings. */
export function addTalentCollections(
  ctx: DemoContext,
  employers: readonly DemoEmployer[],
  showcase: DemoEmployer,
  seekers: readonly DemoSeeker[],
  demoSeeker: DemoSeeker,
): void {
  const { random, rows, now } = ctx;
  const collect = (
    employer: DemoEmployer,
    name: string,
    description: string | null,
    members: readonly DemoSeeker[],
    owner: DemoUser,
  ) => {
    const id = random.uuid();
    const createdAt = between(
      random,
      latest(owner.createdAt, new Date(now.getTime() - 120 * DAY_MS)),
      new Date(now.getTime() - 5 * DAY_MS),
    );
    rows.add('talentCollections', {
      id,
      organisationId: employer.id,
      name,
      description,
      createdBy: owner.id,
      createdAt,
    });
    const seen = new Set<string>();
    for (const member of members) {
      if (seen.has(member.user.id)) continue;
      seen.add(member.user.id);
      rows.add('talentCollectionCandidates', {
        collectionId: id,
        seekerId: member.user.id,
        addedBy: random.pick(recruitersOf(employer)).id,
        note: random.chance(0.4)
          ? random.pick(['Strong profile', 'Follow up next quarter', 'Referred by a colleague'])
          : null,
        addedAt: between(random, latest(createdAt, member.user.createdAt), now),
      });
    }
  };

  const field = seekers.filter((s) => s.category.id === showcase.organisation.category.id);
  const recruiter = showcase.staff.hr[0] ?? showcase.staff.admin;
  collect(
    showcase,
    'Backend engineers – Muscat',
    'Strong engineering profiles for the next openings.',
    [demoSeeker, ...random.sample(field, 5)],
    recruiter,
  );
  collect(
    showcase,
    'Graduates to watch',
    'Recent graduates and juniors for the graduate programme.',
    random.sample(
      seekers.filter((s) => s.years <= 2),
      6,
    ),
    showcase.staff.admin,
  );
  collect(
    showcase,
    'Silver medallists',
    'Finalists we could not hire this time.',
    random.sample(seekers, 4),
    recruiter,
  );

  for (const employer of random.sample(employers, Math.min(8, employers.length))) {
    const fit = seekers.filter((s) => s.category.id === employer.organisation.category.id);
    if (fit.length === 0) continue;
    const sector = employer.organisation.category.vocabulary.sector[employer.organisation.language];
    const name =
      employer.organisation.language === 'zh'
        ? `${sector}人才库`
        : employer.organisation.language === 'ar'
          ? `مواهب ${sector}`
          : `${sector.charAt(0).toUpperCase()}${sector.slice(1)} talent pool`;
    collect(employer, name, null, random.sample(fit, random.int(3, 6)), employer.staff.admin);
  }
}

/**
 * Fresh graduates ask for offers; organisations answer with freshout offers that wait, are
 * accepted (which closes the request) or are rejected with a reason.
 */
export function addFreshout(
  ctx: DemoContext,
  notifier: Notifier,
  graduates: readonly DemoSeeker[],
  fresh: DemoSeeker,
  showcase: DemoEmployer,
  employers: readonly DemoEmployer[],
  jobs: readonly DemoJob[],
): void {
  const { random, rows, now } = ctx;
  const request = (
    seeker: DemoSeeker,
    offers: readonly { employer: DemoEmployer; status: 'sent' | 'accepted' | 'rejected' }[],
  ) => {
    const requestId = random.uuid();
    const createdAt = between(random, seeker.user.createdAt, new Date(now.getTime() - 12 * DAY_MS));
    const closed = offers.some((o) => o.status === 'accepted');
    rows.add('freshoutRequests', {
      id: requestId,
      seekerId: seeker.user.id,
      universityName: seeker.university,
      degreeLevelId: seeker.degreeLevelId,
      specializationId: seeker.specializationId,
      graduationDate: dateOnly(seeker.graduation),
      preferredCategoryId: seeker.category.id,
      message: random.pick(freshoutRequestMessages)[seeker.user.language],
      status: closed ? 'closed' : 'open',
      createdAt,
    });
    let sentAfter = plusHours(createdAt, 24);
    for (const { employer, status } of offers) {
      const sender = random.pick(recruitersOf(employer));
      const language = employer.organisation.language;
      const sentAt =
        status === 'sent'
          ? between(random, latest(sentAfter, new Date(now.getTime() - 3 * DAY_MS)), plusHours(now, -2))
          : between(random, sentAfter, new Date(now.getTime() - 4 * DAY_MS));
      sentAfter = sentAt;
      const entryJobs = jobs.filter(
        (j) =>
          j.employer.id === employer.id && j.status === 'published' && (j.row.minExperienceYears ?? 0) <= 1,
      );
      const job = entryJobs.length > 0 && random.chance(0.6) ? random.pick(entryJobs) : null;
      const profile = countryProfiles[employer.organisation.countryCode];
      const offerId = random.uuid();
      const respondedAt =
        status === 'sent' ? null : between(random, plusHours(sentAt, 2), plusHours(sentAt, 96));
      const title = job?.row.title ?? random.pick(freshoutOfferTitles)[language];
      const withSalary =
        profile !== undefined && ctx.model.currencies.has(profile.currency) && random.chance(0.8);
      rows.add('freshoutOffers', {
        id: offerId,
        requestId,
        organisationId: employer.id,
        jobId: job?.row.id ?? null,
        title,
        message: random.pick(freshoutOfferMessages)[language],
        salaryAmount: withSalary ? Math.round((profile.baseline * 0.6) / profile.step) * profile.step : null,
        salaryCurrency: withSalary ? profile.currency : null,
        status,
        rejectReason: status === 'rejected' ? random.pick(freshoutRejectReasons)[seeker.user.language] : null,
        sentBy: sender.id,
        sentAt,
        respondedAt,
      });
      rows.add('freshoutOfferStatusHistory', {
        id: random.uuid(),
        offerId,
        fromStatus: null,
        toStatus: 'sent',
        changedBy: sender.id,
        changedAt: sentAt,
        note: null,
      });
      if (respondedAt !== null && status !== 'sent') {
        rows.add('freshoutOfferStatusHistory', {
          id: random.uuid(),
          offerId,
          fromStatus: 'sent',
          toStatus: status,
          changedBy: seeker.user.id,
          changedAt: respondedAt,
          note: null,
        });
      }
      notifier.notify({
        userId: seeker.user.id,
        kind: 'freshout_offer',
        title: notificationTitles.freshoutOffer,
        values: { org: employer.name, job: title },
        at: sentAt,
        url: job === null ? links.notifications() : links.offer(job.row.id),
        icon: 'offer',
        data: { freshoutOfferId: offerId },
      });
    }
  };

  const others = employers.filter((e) => e.id !== showcase.id);
  const someone = () => random.pick(others.length > 0 ? others : [showcase]);
  // the fresh demo account: an earlier offer it turned down, and the showcase's offer waiting
  request(fresh, [
    { employer: someone(), status: 'rejected' },
    { employer: showcase, status: 'sent' },
  ]);
  for (const graduate of graduates) {
    const status = random.weighted([
      ['sent', 3],
      ['accepted', 2],
      ['rejected', 2],
    ] as const);
    request(
      graduate,
      random.chance(0.3)
        ? [
            { employer: someone(), status: 'rejected' },
            { employer: someone(), status },
          ]
        : [{ employer: someone(), status }],
    );
  }
}
