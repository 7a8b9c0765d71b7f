import type { Insertable } from 'kysely';
import {
  newApplicantNotifications,
  withdrawnNotifications,
} from '../../modules/applications/application-notifications.js';
import {
  assessmentAnsweredNotifications,
  assessmentFeedbackNotifications,
  assessmentScheduledNotification,
} from '../../modules/assessments/assessment-notifications.js';
import {
  hiredNotification,
  offerAnsweredNotifications,
  offerSentNotification,
} from '../../modules/offers/offer-notifications.js';
import {
  applicationMovedNotification,
  invitationAnsweredNotifications,
  invitationReceivedNotification,
} from '../../modules/pipeline/pipeline-notifications.js';
import type { Applications, AssessmentParticipants, Assessments, Invitations, Offers } from '../schema.js';
import type { TextLanguage } from '../types.js';
import type { DemoContext } from './context.js';
import { type DemoEmployer, recruitersOf } from './organisation-details.js';
import type { DemoUser } from './people.js';
import {
  assessmentInstructions,
  assessmentKinds,
  chatConversation,
  coverLetters,
  declineNotes,
  invitationMessages,
  mixedFeedback,
  negativeFeedback,
  offerMessages,
  offerRejectReasons,
  positiveFeedback,
  rejectionNotes,
  rescheduleNotes,
  shortlistNotes,
  withdrawalNotes,
} from './pipeline-phrases.js';
import type { Notifier } from './notifications.js';
import { countryProfiles } from './places.js';
import type { Row } from './rows.js';
import type { DemoSeeker } from './seekers.js';
import { type Text3, fill } from './text.js';
import { HOUR_MS, between, dateOnly, latest, officeHour, onTheHour, plusDays, plusHours } from './time.js';

/**
 * The recruitment pipeline as a sequence of events, so that every row it leaves behind agrees with
 * decisions.md: an application moves applied → shortlisted → interviewing → offered → hired, or to
 * rejected (by the employer) or withdrawn (by the seeker); invitations, assessments and offers move
 * through their own states; every move is a history row stamped with who and when, in order, after
 * the job was published and before `now`. A scenario names where a candidate ends up; the events
 * that lead there are derived from it, timed, and then played.
 */

type AppStatus = Exclude<Insertable<Applications>['status'], undefined>;
type InvitationStatus = Exclude<Insertable<Invitations>['status'], undefined>;
type AssessmentStatus = Exclude<Insertable<Assessments>['status'], undefined>;
type OfferStatus = Exclude<Insertable<Offers>['status'], undefined>;
type AssessmentKind = Assessments['kind'];

/**
 * The IANA zone an assessment is scheduled in: that of the job's country, whose office hours
 * (time.ts, `officeHour`) its times are picked in; UTC for a country without one here.
 */
const TIME_ZONES: Readonly<Record<string, string>> = {
  OM: 'Asia/Muscat',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  QA: 'Asia/Qatar',
  KW: 'Asia/Kuwait',
  BH: 'Asia/Bahrain',
  JO: 'Asia/Amman',
  EG: 'Africa/Cairo',
  IN: 'Asia/Kolkata',
  PK: 'Asia/Karachi',
  PH: 'Asia/Manila',
  CN: 'Asia/Shanghai',
  SG: 'Asia/Singapore',
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  US: 'America/Chicago',
};

/** Rows the pipeline keeps changing while it plays the events (they are written at the end). */
type ApplicationRow = Row<'applications'> & { id: string; status: AppStatus; updatedAt: Date };
type InvitationRow = Row<'invitations'> & {
  id: string;
  status: InvitationStatus;
  expiresAt: Date;
  respondedAt: Date | null;
};
type AssessmentRow = Row<'assessments'> & {
  id: string;
  status: AssessmentStatus;
  startsAt: Date;
  /** The calendar sequence: one up at each re-schedule. */
  sequence: number;
  updatedAt: Date;
  seekerNote: string | null;
  /** The times the candidate proposed (a JSON array of `{ startsAt, endsAt }`), while waiting for a new one. */
  proposedTimes: string | null;
  proposedTimeZone: string | null;
};
type OfferRow = Row<'offers'> & {
  id: string;
  status: OfferStatus;
  expiresAt: Date;
  sendCount: number;
  lastSentAt: Date;
  respondedAt: Date | null;
  rejectReason: string | null;
  startDate: string;
};

function need<T>(value: T | null, what: string): T {
  // a step that needs an earlier one: the plan always puts them in order
  if (value === null) throw new Error(`demo pipeline: ${what} before it exists`);
  return value;
}

export interface Scenario {
  /** The recruiter invited the candidate first; only `accepted` leads to an application. */
  readonly invitation?: 'pending' | 'accepted' | 'rejected' | 'expired';
  /** The furthest the application got on the way to hired. */
  readonly reach?: 'applied' | 'shortlisted' | 'interviewing' | 'offered' | 'hired';
  /** Where the last assessment stands (only while interviewing; later ones are completed). */
  readonly assessment?:
    | 'scheduled'
    | 'accepted'
    | 'rejected'
    | 'reschedule_requested'
    | 'rescheduled'
    | 'completed'
    | 'cancelled';
  /** Where the offer stands (only while offered; `rejected` withdraws the application). */
  readonly offer?: 'sent' | 'resent' | 'accepted' | 'rejected' | 'expired';
  /** How an open application ended. */
  readonly end?: 'rejected' | 'withdrawn';
}

/** A job as the pipeline sees it. */
export interface PipelineJob {
  readonly id: string;
  readonly title: string;
  readonly language: TextLanguage;
  readonly countryCode: string;
  readonly employer: DemoEmployer;
  /** Who runs the job's pipeline: the recruiter who created it. */
  readonly recruiter: DemoUser;
  readonly publishedAt: Date;
  /** The last moment to apply: the end date, or when the job was closed or withdrawn. */
  readonly applyUntil: Date;
  /** Until when anything happens: now, or when the job was closed or withdrawn. */
  readonly processUntil: Date;
  /** Openings: no more people are hired than this. */
  readonly vacancies: number;
  readonly salary: {
    readonly min: number;
    readonly max: number;
    readonly currency: string;
    readonly period: 'month' | 'year';
  } | null;
}

export interface RunOptions {
  /** Opens a chat channel between the recruiter and the candidate once shortlisted. */
  readonly chat?: boolean;
  /** A fixed kind and mode for the assessment; chosen by chance otherwise. */
  readonly kind?: AssessmentKind;
  readonly mode?: Assessments['mode'];
  /** Fixed participants of the assessments; by default the recruiter and a colleague or two. */
  readonly participants?: readonly {
    readonly user: DemoUser;
    readonly role: AssessmentParticipants['role'];
  }[];
}

export interface Outcome {
  readonly job: PipelineJob;
  readonly seeker: DemoSeeker;
  readonly applicationId: string | null;
  readonly applicationStatus: AppStatus | null;
  readonly invitationStatus: InvitationStatus | null;
  readonly assessmentId: string | null;
  readonly assessmentStatus: AssessmentStatus | null;
  readonly offerId: string | null;
  readonly offerStatus: OfferStatus | null;
}

type Step =
  | 'invite'
  | 'invitation_accepted'
  | 'invitation_rejected'
  | 'invitation_expired'
  | 'apply'
  | 'shortlist'
  | 'interview'
  | 'assessment_accepted'
  | 'assessment_rejected'
  | 'assessment_reschedule_requested'
  | 'assessment_rescheduled'
  | 'assessment_held'
  | 'assessment_completed'
  | 'offer'
  | 'offer_resent'
  | 'offer_accepted'
  | 'offer_rejected'
  | 'offer_expired'
  | 'hire'
  | 'reject'
  | 'withdraw';

const OFFER_VALID_HOURS = 7 * 24;
const INVITATION_VALID_HOURS = 14 * 24;
/** The note the seeker's withdrawal leaves on what it calls off (applications.service). */
const WITHDRAWN_BY_SEEKER = 'The candidate withdrew the application';

/** Hours since the previous event: how long people usually take. */
const GAP_HOURS: Readonly<Record<Step, readonly [number, number]>> = {
  invite: [0, 0],
  apply: [0, 0],
  invitation_accepted: [4, 96],
  invitation_rejected: [4, 120],
  invitation_expired: [INVITATION_VALID_HOURS, INVITATION_VALID_HOURS],
  shortlist: [20, 200],
  interview: [20, 150],
  assessment_accepted: [2, 40],
  assessment_rejected: [2, 40],
  assessment_reschedule_requested: [2, 40],
  assessment_rescheduled: [4, 48],
  assessment_held: [24, 150],
  assessment_completed: [3, 30],
  offer: [24, 150],
  offer_resent: [48, 120],
  offer_accepted: [6, 96],
  offer_rejected: [6, 120],
  offer_expired: [OFFER_VALID_HOURS, OFFER_VALID_HOURS],
  hire: [24, 200],
  reject: [20, 300],
  withdraw: [10, 250],
};

/** How long after the last event `now` may be: short when something is still waiting for an answer. */
type Tail = 'any' | 'offer_open' | 'upcoming' | 'invitation_open';
const TAIL_HOURS: Readonly<Record<Tail, readonly [number, number]>> = {
  any: [1, Number.POSITIVE_INFINITY],
  // the offer must still be valid now
  offer_open: [1, OFFER_VALID_HOURS - 18],
  upcoming: [1, 96],
  invitation_open: [1, INVITATION_VALID_HOURS - 24],
};

const ORDER: readonly AppStatus[] = ['applied', 'shortlisted', 'interviewing', 'offered', 'hired'];
const reached = (scenario: Scenario, status: AppStatus) =>
  ORDER.indexOf(scenario.reach ?? 'applied') >= ORDER.indexOf(status);

/** The events that lead to a scenario, and how long `now` may be after the last one. */
function plan(scenario: Scenario): { steps: Step[]; tail: Tail } {
  const steps: Step[] = [];
  if (scenario.invitation !== undefined) {
    steps.push('invite');
    if (scenario.invitation === 'pending') return { steps, tail: 'invitation_open' };
    if (scenario.invitation === 'rejected') return { steps: [...steps, 'invitation_rejected'], tail: 'any' };
    if (scenario.invitation === 'expired') return { steps: [...steps, 'invitation_expired'], tail: 'any' };
    steps.push('invitation_accepted');
  } else {
    steps.push('apply');
  }
  let tail: Tail = 'any';
  if (reached(scenario, 'shortlisted')) steps.push('shortlist');
  if (reached(scenario, 'interviewing')) {
    steps.push('interview');
    const outcome = reached(scenario, 'offered') ? 'completed' : (scenario.assessment ?? 'scheduled');
    switch (outcome) {
      case 'scheduled':
        tail = 'upcoming';
        break;
      case 'accepted':
        steps.push('assessment_accepted');
        tail = 'upcoming';
        break;
      case 'reschedule_requested':
        steps.push('assessment_reschedule_requested');
        tail = 'upcoming';
        break;
      case 'rescheduled':
        steps.push('assessment_reschedule_requested', 'assessment_rescheduled');
        tail = 'upcoming';
        break;
      case 'rejected':
        steps.push('assessment_rejected');
        break;
      case 'cancelled':
        // no call cancels an assessment on its own: ending the application does (see `end`)
        steps.push('assessment_accepted');
        break;
      case 'completed':
        steps.push('assessment_accepted', 'assessment_held', 'assessment_completed');
        break;
    }
  }
  if (reached(scenario, 'offered')) {
    steps.push('offer');
    const outcome = scenario.reach === 'hired' ? 'hired' : (scenario.offer ?? 'sent');
    if (outcome === 'sent') tail = 'offer_open';
    if (outcome === 'resent') {
      steps.push('offer_resent');
      tail = 'offer_open';
    }
    if (outcome === 'accepted') steps.push('offer_accepted');
    if (outcome === 'rejected') steps.push('offer_rejected');
    if (outcome === 'expired') steps.push('offer_expired');
    if (outcome === 'hired') steps.push('offer_accepted', 'hire');
  }
  const end = scenario.end ?? (scenario.assessment === 'cancelled' ? 'rejected' : undefined);
  if (end !== undefined) {
    steps.push(end === 'rejected' ? 'reject' : 'withdraw');
    tail = 'any';
  }
  return { steps, tail };
}

/** What a greeting calls the person: the given name, or the full Chinese name. */
function greetingName(user: DemoUser, language: TextLanguage): string {
  const group = user.name.group;
  if (language === 'zh' && group === 'chinese') return user.name.native;
  if (language === 'ar' && (group === 'omani' || group === 'gulf' || group === 'levant')) {
    return user.name.native.split(' ')[0] ?? user.name.native;
  }
  return user.name.latin.split(' ')[0] ?? user.name.latin;
}

const KINDS: readonly (readonly [AssessmentKind, number])[] = [
  ['interview', 5],
  ['phone_screen', 2],
  ['technical_test', 1.5],
  ['panel', 1],
  ['assignment', 1],
];

export class Pipeline {
  private readonly pairs = new Set<string>();
  private readonly hires = new Map<string, number>();

  constructor(
    private readonly ctx: DemoContext,
    private readonly notifier: Notifier,
  ) {}

  /** Whether the candidate is already in the job's pipeline (one application per job and person). */
  has(jobId: string, seekerId: string): boolean {
    return this.pairs.has(`${jobId}|${seekerId}`);
  }

  /** Takes the candidate out of the job's stories: kept on its shortlist from the sourcing pool. */
  keep(jobId: string, seekerId: string): void {
    this.pairs.add(`${jobId}|${seekerId}`);
  }

  /**
   * Plays a scenario for a candidate and a job; answers null (and writes nothing) when it does not
   * fit in time, e.g. a long story for a job published yesterday.
   */
  run(job: PipelineJob, seeker: DemoSeeker, scenario: Scenario, options: RunOptions = {}): Outcome | null {
    if (this.has(job.id, seeker.user.id)) return null;
    const hired = this.hires.get(job.id) ?? 0;
    if (scenario.reach === 'hired' && hired >= job.vacancies) return null;
    const { steps, tail } = plan(scenario);
    const times = this.timeline(job, seeker, steps, tail);
    if (times === null) return null;
    this.pairs.add(`${job.id}|${seeker.user.id}`);
    if (scenario.reach === 'hired') this.hires.set(job.id, hired + 1);
    return this.play(job, seeker, steps, times, tail, options);
  }

  /** When each event happens: realistic gaps, squeezed when the job is too young for them. */
  private timeline(job: PipelineJob, seeker: DemoSeeker, steps: readonly Step[], tail: Tail): Date[] | null {
    const { random } = this.ctx;
    const gaps = steps.map((step, i) => {
      const [min, max] = GAP_HOURS[step];
      return i === 0 ? 0 : random.int(Math.round(min * 60), Math.round(max * 60)) * 60_000;
    });
    const total = gaps.reduce((sum, gap) => sum + gap, 0);
    const [tailMin, tailMax] = TAIL_HOURS[tail].map((h) => h * HOUR_MS) as [number, number];
    const earliestStart = latest(job.publishedAt, seeker.user.createdAt).getTime() + HOUR_MS;
    const end = job.processUntil.getTime();
    const applyBy = job.applyUntil.getTime();
    if (earliestStart > applyBy) return null;

    const from = Math.max(earliestStart, end - total - tailMax);
    const to = Math.min(applyBy, end - total - tailMin);
    let start: number;
    let scale = 1;
    if (to >= from) {
      start = between(random, new Date(from), new Date(to)).getTime();
    } else {
      scale = (end - tailMin - earliestStart) / total;
      // a story squeezed into a fraction of its usual time would not be believable
      if (!(scale >= 0.15 && scale < 1)) return null;
      start = earliestStart;
    }
    const times: Date[] = [];
    let at = start;
    for (const gap of gaps) {
      at += Math.floor(gap * scale);
      times.push(new Date(at));
    }
    return times;
  }

  private play(
    job: PipelineJob,
    seeker: DemoSeeker,
    steps: readonly Step[],
    times: readonly Date[],
    tail: Tail,
    options: RunOptions,
  ): Outcome {
    const { random, rows, now } = this.ctx;
    const notifier = this.notifier;
    const lang = job.language;
    const recruiter = job.recruiter;
    const candidate = seeker.user;
    const say = (text: Text3, values: Record<string, string | number> = {}) => fill(text[lang], values);
    const forSeeker = { job: job.title, org: job.employer.name };
    const jobEvent = { jobId: job.id, jobTitle: job.title };
    /** Whom the API tells about a candidate's move: the organisation's recruiters then, not the one acting. */
    const organisationRecruiters = (at: Date, except: string) =>
      recruitersOf(job.employer)
        .filter((u) => u.id !== except && u.createdAt.getTime() <= at.getTime())
        .map((u) => u.id)
        .sort();

    let invitation: InvitationRow | null = null;
    let application: ApplicationRow | null = null;
    let assessment: AssessmentRow | null = null;
    let participants: { user: DemoUser; role: AssessmentParticipants['role'] }[] = [];
    let offer: OfferRow | null = null;
    let shortlistedAt: Date | null = null;
    /** What the candidate proposed when asking for another time: the re-schedule takes the first. */
    let proposed: Date[] = [];

    const moveApplication = (to: AppStatus, by: string, at: Date, note: string | null = null) => {
      if (application === null) return;
      rows.add('applicationStatusHistory', {
        id: random.uuid(),
        applicationId: application.id,
        fromStatus: application.status,
        toStatus: to,
        changedBy: by,
        changedAt: at,
        note,
      });
      application.status = to;
      application.updatedAt = at;
    };
    const moveAssessment = (
      to: AssessmentStatus,
      by: string | null,
      at: Date,
      startsAt: Date | null = null,
      note: string | null = null,
    ) => {
      if (assessment === null) return;
      rows.add('assessmentStatusHistory', {
        id: random.uuid(),
        assessmentId: assessment.id,
        fromStatus: assessment.status,
        toStatus: to,
        changedBy: by,
        changedAt: at,
        startsAt,
        note,
      });
      assessment.status = to;
      assessment.updatedAt = at;
    };
    const moveOffer = (to: OfferStatus, by: string | null, at: Date, note: string | null = null) => {
      if (offer === null) return;
      rows.add('offerStatusHistory', {
        id: random.uuid(),
        offerId: offer.id,
        fromStatus: offer.status,
        toStatus: to,
        changedBy: by,
        changedAt: at,
        note,
      });
      offer.status = to;
    };
    const moveInvitation = (
      to: InvitationStatus,
      by: string | null,
      at: Date,
      note: string | null = null,
    ) => {
      const row = need(invitation, 'invitation answer');
      rows.add('invitationStatusHistory', {
        id: random.uuid(),
        invitationId: row.id,
        fromStatus: row.status,
        toStatus: to,
        changedBy: by,
        changedAt: at,
        note,
      });
      row.status = to;
      if (to === 'accepted' || to === 'rejected') row.respondedAt = at;
    };
    const apply = (
      at: Date,
      source: 'direct' | 'invitation',
      invitationId: string | null,
    ): ApplicationRow => {
      const app: ApplicationRow = {
        id: random.uuid(),
        jobId: job.id,
        seekerId: candidate.id,
        status: 'applied',
        source,
        invitationId,
        coverLetter: random.chance(0.5) ? say(random.pick(coverLetters), forSeeker) : null,
        resumeFileId: seeker.resumeFileId,
        appliedAt: at,
        updatedAt: at,
      };
      rows.add('applications', app);
      rows.add('applicationStatusHistory', {
        id: random.uuid(),
        applicationId: app.id,
        fromStatus: null,
        toStatus: 'applied',
        changedBy: candidate.id,
        changedAt: at,
        note: null,
      });
      return app;
    };
    /** What was still to come goes when the application ends (applications.repository cancelOpenAssessments). */
    const cancelOpenAssessment = (by: string, at: Date, note: string) => {
      if (
        assessment !== null &&
        ['scheduled', 'accepted', 'reschedule_requested'].includes(assessment.status)
      ) {
        moveAssessment('cancelled', by, at, null, note);
      }
    };
    const applicationEvent = () => ({
      ...jobEvent,
      applicationId: need(application, 'application event').id,
    });
    const assessmentEvent = () => {
      const row = need(assessment, 'assessment event');
      return { ...applicationEvent(), assessmentId: row.id, format: row.kind };
    };
    const offerEvent = () => ({ ...applicationEvent(), offerId: need(offer, 'offer event').id });
    /** Whom the API tells about an assessment: its participants and its creator, not the one acting. */
    const assessmentRecruiters = (except: string) =>
      [...new Set([...participants.map((p) => p.user.id), recruiter.id])]
        .filter((id) => id !== except && id !== candidate.id)
        .sort();

    /** When an upcoming assessment will be: in the next days, in office hours where the job is. */
    const upcoming = () => {
      const day = plusHours(now, random.int(18, 8 * 24));
      return officeHour(random, day, job.countryCode, plusHours(now, 2), plusDays(now, 9)) ?? onTheHour(day);
    };

    /** The seeker answers the assessment: its new status, and the recruiters are told. */
    const answerAssessment = (
      answer: 'accepted' | 'rejected' | 'reschedule_requested',
      at: Date,
      note: string | null = null,
    ) => {
      const row = need(assessment, 'assessment answer');
      if (note !== null) row.seekerNote = note;
      moveAssessment(answer, candidate.id, at, null, note);
      notifier.send(
        assessmentAnsweredNotifications(assessmentRecruiters(candidate.id), {
          ...assessmentEvent(),
          seekerName: candidate.fullName,
          answer,
        }),
        at,
      );
    };

    for (const [index, step] of steps.entries()) {
      const at = times[index] ?? now;
      switch (step) {
        case 'invite': {
          const row: InvitationRow = {
            id: random.uuid(),
            jobId: job.id,
            seekerId: candidate.id,
            invitedBy: recruiter.id,
            message: say(random.pick(invitationMessages), {
              ...forSeeker,
              name: greetingName(candidate, lang),
            }),
            status: 'pending',
            expiresAt: plusHours(at, INVITATION_VALID_HOURS),
            respondedAt: null,
            createdAt: at,
          };
          invitation = row;
          rows.add('invitations', row);
          rows.add('invitationStatusHistory', {
            id: random.uuid(),
            invitationId: row.id,
            fromStatus: null,
            toStatus: 'pending',
            changedBy: recruiter.id,
            changedAt: at,
            note: null,
          });
          notifier.send(
            [
              invitationReceivedNotification(candidate.id, {
                ...jobEvent,
                organisationName: job.employer.name,
                invitationId: row.id,
              }),
            ],
            at,
          );
          break;
        }
        case 'invitation_accepted': {
          // accepting applies, through the apply path: one notice to the recruiters, the answer
          const invitationId = need(invitation, 'application from an invitation').id;
          application = apply(at, 'invitation', invitationId);
          moveInvitation('accepted', candidate.id, at);
          notifier.send(
            invitationAnsweredNotifications(organisationRecruiters(at, candidate.id), {
              ...jobEvent,
              seekerName: candidate.fullName,
              invitationId,
              accepted: true,
              applicationId: application.id,
            }),
            at,
          );
          break;
        }
        case 'invitation_rejected':
          moveInvitation('rejected', candidate.id, at, say(random.pick(declineNotes)));
          notifier.send(
            invitationAnsweredNotifications(organisationRecruiters(at, candidate.id), {
              ...jobEvent,
              seekerName: candidate.fullName,
              invitationId: need(invitation, 'invitation answer').id,
              accepted: false,
              applicationId: null,
            }),
            at,
          );
          break;
        case 'invitation_expired':
          // no one acts: the deadline passes, so no user stamps this change
          need(invitation, 'invitation expiry').expiresAt = at;
          moveInvitation('expired', null, at, 'Expired without an answer');
          break;
        case 'apply':
          application = apply(at, 'direct', null);
          notifier.send(
            newApplicantNotifications(organisationRecruiters(at, candidate.id), {
              ...applicationEvent(),
              seekerName: candidate.fullName,
              source: 'direct',
            }),
            at,
          );
          break;
        case 'shortlist':
          moveApplication('shortlisted', recruiter.id, at);
          rows.add('shortlists', {
            jobId: job.id,
            seekerId: candidate.id,
            addedBy: recruiter.id,
            note: random.chance(0.6) ? say(random.pick(shortlistNotes)) : null,
            addedAt: at,
          });
          shortlistedAt = at;
          notifier.send(
            [applicationMovedNotification(candidate.id, { ...applicationEvent(), status: 'shortlisted' })],
            at,
          );
          break;
        case 'interview': {
          moveApplication('interviewing', recruiter.id, at);
          const kind = options.kind ?? random.weighted(KINDS);
          const kindText = assessmentKinds[kind][lang];
          const mode: Assessments['mode'] =
            options.mode ??
            (kind === 'phone_screen'
              ? 'phone'
              : kind === 'technical_test' || kind === 'assignment'
                ? 'online'
                : kind === 'panel'
                  ? 'onsite'
                  : random.chance(0.5)
                    ? 'onsite'
                    : 'online');
          const heldIndex = steps.indexOf('assessment_held');
          const held = times[heldIndex] ?? at;
          const startsAt =
            heldIndex >= 0
              ? (officeHour(
                  random,
                  held,
                  job.countryCode,
                  times[heldIndex - 1] ?? at,
                  times[heldIndex + 1] ?? held,
                ) ?? held)
              : tail === 'upcoming' && !steps.includes('assessment_rescheduled')
                ? upcoming()
                : onTheHour(plusHours(at, random.int(120, 200)));
          const address = mode === 'onsite' ? random.pick(job.employer.addresses) : null;
          const row: AssessmentRow = {
            id: random.uuid(),
            applicationId: need(application, 'assessment').id,
            kind,
            title: lang === 'zh' ? `${job.title}${kindText}` : `${kindText} – ${job.title}`,
            mode,
            startsAt,
            durationMinutes:
              kind === 'assignment' ? 240 : kind === 'phone_screen' ? 30 : random.pick([45, 60, 90]),
            timeZone: TIME_ZONES[job.countryCode] ?? 'UTC',
            sequence: 0,
            addressId: address?.id ?? null,
            locationText: address?.line ?? null,
            meetingUrl:
              mode === 'online'
                ? `https://meet.example.com/${job.employer.organisation.row.slug}-${random.int(100000, 999999)}`
                : null,
            instructions: say(assessmentInstructions[mode], { recruiter: recruiter.fullName }),
            status: 'scheduled',
            seekerNote: null,
            proposedTimes: null,
            proposedTimeZone: null,
            createdBy: recruiter.id,
            createdAt: at,
            updatedAt: at,
          };
          assessment = row;
          rows.add('assessments', row);
          rows.add('assessmentStatusHistory', {
            id: random.uuid(),
            assessmentId: row.id,
            fromStatus: null,
            toStatus: 'scheduled',
            changedBy: recruiter.id,
            changedAt: at,
            startsAt,
            note: null,
          });
          participants = this.participantsFor(job, kind, options);
          for (const p of participants)
            rows.add('assessmentParticipants', { assessmentId: row.id, userId: p.user.id, role: p.role });
          notifier.send([assessmentScheduledNotification(candidate.id, assessmentEvent(), false)], at);
          break;
        }
        case 'assessment_accepted':
          answerAssessment('accepted', at);
          break;
        case 'assessment_rejected':
          answerAssessment('rejected', at, say(random.pick(declineNotes)));
          break;
        case 'assessment_reschedule_requested': {
          // two times to choose from, as the seeker's reschedule call records them; the note is the reason
          const row = need(assessment, 'reschedule request');
          const minutes = row.durationMinutes ?? 60;
          proposed = [upcoming(), upcoming()].sort((a, b) => a.getTime() - b.getTime());
          row.proposedTimes = JSON.stringify(
            proposed.map((start) => ({
              startsAt: start.toISOString(),
              endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
            })),
          );
          row.proposedTimeZone = row.timeZone ?? 'UTC';
          answerAssessment('reschedule_requested', at, say(random.pick(rescheduleNotes)));
          break;
        }
        case 'assessment_rescheduled': {
          const row = need(assessment, 'reschedule');
          const startsAt = proposed[0] ?? upcoming();
          row.startsAt = startsAt;
          row.sequence += 1;
          row.proposedTimes = null;
          row.proposedTimeZone = null;
          moveAssessment('scheduled', recruiter.id, at, startsAt);
          notifier.send([assessmentScheduledNotification(candidate.id, assessmentEvent(), true)], at);
          break;
        }
        case 'assessment_held':
          // the meeting itself changes nothing; its time is the assessment's start
          break;
        case 'assessment_completed': {
          // each interviewer gives feedback; the first one completes the assessment
          const interviewers = participants.filter((p) => p.role === 'interviewer');
          const positive = steps.includes('offer');
          const negative = steps.includes('reject');
          interviewers.forEach((p, i) => {
            const given = new Date(at.getTime() + i * 60_000);
            const rating = positive ? random.int(4, 5) : negative ? random.int(1, 2) : 3;
            rows.add('assessmentFeedback', {
              id: random.uuid(),
              assessmentId: need(assessment, 'feedback').id,
              authorId: p.user.id,
              rating,
              recommendation:
                rating === 5
                  ? 'strong_yes'
                  : rating === 4
                    ? 'yes'
                    : rating === 3
                      ? random.pick(['yes', 'no'] as const)
                      : rating === 2
                        ? 'no'
                        : 'strong_no',
              comments: say(
                random.pick(positive ? positiveFeedback : negative ? negativeFeedback : mixedFeedback),
              ),
              createdAt: given,
            });
            if (i === 0) moveAssessment('completed', p.user.id, given);
            notifier.send(
              assessmentFeedbackNotifications(assessmentRecruiters(p.user.id), {
                ...assessmentEvent(),
                seekerName: candidate.fullName,
              }),
              given,
            );
          });
          break;
        }
        case 'offer': {
          const amount = this.salaryFor(job);
          const row: OfferRow = {
            id: random.uuid(),
            applicationId: need(application, 'offer').id,
            status: 'sent',
            salaryAmount: amount.amount,
            salaryCurrency: amount.currency,
            salaryPeriod: amount.period,
            startDate: dateOnly(plusDays(at, random.int(21, 60))),
            expiresAt: plusHours(at, OFFER_VALID_HOURS),
            message: say(random.pick(offerMessages), { ...forSeeker, name: greetingName(candidate, lang) }),
            sendCount: 1,
            lastSentAt: at,
            respondedAt: null,
            rejectReason: null,
            createdBy: recruiter.id,
            createdAt: at,
          };
          offer = row;
          rows.add('offers', row);
          rows.add('offerSends', {
            id: random.uuid(),
            offerId: row.id,
            sentBy: recruiter.id,
            sentAt: at,
            expiresAt: row.expiresAt,
          });
          rows.add('offerStatusHistory', {
            id: random.uuid(),
            offerId: row.id,
            fromStatus: null,
            toStatus: 'sent',
            changedBy: recruiter.id,
            changedAt: at,
            note: null,
          });
          moveApplication('offered', recruiter.id, at);
          notifier.send([offerSentNotification(candidate.id, offerEvent(), false)], at);
          break;
        }
        case 'offer_resent': {
          // a resend renews the expiry and counts the sends; the timeline shows it as sent → sent
          const row = need(offer, 'resend');
          row.sendCount += 1;
          row.lastSentAt = at;
          row.expiresAt = plusHours(at, OFFER_VALID_HOURS);
          rows.add('offerSends', {
            id: random.uuid(),
            offerId: row.id,
            sentBy: recruiter.id,
            sentAt: at,
            expiresAt: row.expiresAt,
          });
          moveOffer(
            'sent',
            recruiter.id,
            at,
            `Resent (send ${row.sendCount}); open until ${row.expiresAt.toISOString()}`,
          );
          notifier.send([offerSentNotification(candidate.id, offerEvent(), true)], at);
          break;
        }
        case 'offer_accepted':
          need(offer, 'offer answer').respondedAt = at;
          moveOffer('accepted', candidate.id, at);
          notifier.send(
            offerAnsweredNotifications([recruiter.id], {
              ...offerEvent(),
              seekerName: candidate.fullName,
              accepted: true,
            }),
            at,
          );
          break;
        case 'offer_rejected': {
          const reason = say(random.pick(offerRejectReasons));
          const row = need(offer, 'offer answer');
          row.respondedAt = at;
          row.rejectReason = reason;
          moveOffer('rejected', candidate.id, at, reason);
          // declining the offer ends the application (offers.service answerOffer)
          moveApplication('withdrawn', candidate.id, at, reason);
          notifier.send(
            offerAnsweredNotifications([recruiter.id], {
              ...offerEvent(),
              seekerName: candidate.fullName,
              accepted: false,
            }),
            at,
          );
          break;
        }
        case 'offer_expired':
          // the deadline passes without an answer: a system change, stamped by no user
          need(offer, 'offer expiry').expiresAt = at;
          moveOffer('expired', null, at, 'Expired without an answer');
          break;
        case 'hire': {
          moveOffer('hired', recruiter.id, at);
          moveApplication('hired', recruiter.id, at);
          rows.add('hires', {
            id: random.uuid(),
            jobId: job.id,
            seekerId: candidate.id,
            applicationId: need(application, 'hire').id,
            offerId: need(offer, 'hire').id,
            hiredBy: recruiter.id,
            hiredAt: at,
            startDate: need(offer, 'hire').startDate,
          });
          notifier.send([hiredNotification(candidate.id, offerEvent())], at);
          break;
        }
        case 'reject': {
          // the employer's move (pipeline.service moveApplication): what was to come is called off
          // with the reason, and the candidate leaves the shortlist
          const reason = say(random.pick(rejectionNotes));
          cancelOpenAssessment(recruiter.id, at, reason);
          moveApplication('rejected', recruiter.id, at, reason);
          rows.remove('shortlists', (s) => s.jobId === job.id && s.seekerId === candidate.id);
          notifier.send(
            [applicationMovedNotification(candidate.id, { ...applicationEvent(), status: 'rejected' })],
            at,
          );
          break;
        }
        case 'withdraw':
          cancelOpenAssessment(candidate.id, at, WITHDRAWN_BY_SEEKER);
          moveApplication('withdrawn', candidate.id, at, say(random.pick(withdrawalNotes)));
          notifier.send(
            withdrawnNotifications(organisationRecruiters(at, candidate.id), {
              ...applicationEvent(),
              seekerName: candidate.fullName,
            }),
            at,
          );
          break;
      }
    }

    if (options.chat === true && application !== null && shortlistedAt !== null) {
      this.chat(job, seeker, application.id, shortlistedAt);
    }
    return {
      job,
      seeker,
      applicationId: application?.id ?? null,
      applicationStatus: application?.status ?? null,
      invitationStatus: invitation?.status ?? null,
      assessmentId: assessment?.id ?? null,
      assessmentStatus: assessment?.status ?? null,
      offerId: offer?.id ?? null,
      offerStatus: offer?.status ?? null,
    };
  }

  private participantsFor(job: PipelineJob, kind: AssessmentKind, options: RunOptions) {
    if (options.participants !== undefined) return [...options.participants];
    const { random } = this.ctx;
    const colleagues = recruitersOf(job.employer).filter((u) => u.id !== job.recruiter.id);
    const list: { user: DemoUser; role: AssessmentParticipants['role'] }[] = [
      { user: job.recruiter, role: 'interviewer' },
    ];
    const others = random.shuffle(colleagues);
    const next = others.pop();
    if (next !== undefined && (kind === 'panel' || random.chance(0.5))) {
      list.push({ user: next, role: kind === 'panel' || random.chance(0.5) ? 'interviewer' : 'coordinator' });
    }
    const observer = others.pop();
    if (observer !== undefined && random.chance(0.25)) list.push({ user: observer, role: 'observer' });
    return list;
  }

  private salaryFor(job: PipelineJob): { amount: number; currency: string; period: Offers['salaryPeriod'] } {
    const { random, model } = this.ctx;
    if (job.salary !== null && model.currencies.has(job.salary.currency)) {
      const step = countryProfiles[job.countryCode]?.step ?? 50;
      const raw = random.float(job.salary.min, job.salary.max);
      return {
        amount: Math.min(job.salary.max, Math.max(job.salary.min, Math.round(raw / step) * step)),
        currency: job.salary.currency,
        period: job.salary.period,
      };
    }
    const profile = countryProfiles[job.countryCode] ?? countryProfiles.OM;
    const step = profile?.step ?? 50;
    return {
      amount: Math.max(
        step,
        Math.round(((profile?.baseline ?? 1000) * random.float(0.8, 1.4)) / step) * step,
      ),
      currency: profile !== undefined && model.currencies.has(profile.currency) ? profile.currency : 'USD',
      period: profile?.period ?? 'month',
    };
  }

  /** A channel about the application: the recruiter writes first, the candidate answers. */
  private chat(job: PipelineJob, seeker: DemoSeeker, applicationId: string, openedAt: Date): void {
    const { random, rows } = this.ctx;
    const channelId = random.uuid();
    const recruiter = job.recruiter;
    const candidate = seeker.user;
    const count = random.int(2, chatConversation.length);
    const times = Array.from({ length: count }, () => between(random, openedAt, job.processUntil))
      .map((d) => d.getTime())
      .sort((a, b) => a - b)
      .map((ms) => new Date(ms));
    // one conversation per (job, candidate), ordered in the inbox by its last message (issue 23)
    rows.add('chatChannels', {
      id: channelId,
      jobId: job.id,
      applicationId,
      organisationId: job.employer.id,
      seekerId: candidate.id,
      title: `${job.title} · ${candidate.fullName}`,
      createdBy: recruiter.id,
      createdAt: openedAt,
      lastMessageAt: times[times.length - 1] ?? openedAt,
    });
    const values = { name: greetingName(candidate, job.language), job: job.title };
    chatConversation.slice(0, count).forEach(([who, text], i) => {
      rows.add('chatMessages', {
        id: random.uuid(),
        channelId,
        senderId: who === 'recruiter' ? recruiter.id : candidate.id,
        body: fill(text[job.language], values),
        createdAt: times[i] ?? openedAt,
      });
    });
    const lastMessage = times[times.length - 1] ?? openedAt;
    rows.add('chatChannelMembers', {
      channelId,
      userId: recruiter.id,
      fullName: recruiter.fullName,
      userName: recruiter.email,
      joinedAt: openedAt,
      // told of what they had not read when the world was made: no notice at first start
      notifiedAt: lastMessage,
      lastReadAt: lastMessage,
    });
    rows.add('chatChannelMembers', {
      channelId,
      userId: candidate.id,
      fullName: candidate.fullName,
      userName: candidate.email,
      joinedAt: openedAt,
      // told of what they had not read when the world was made: no notice at first start
      notifiedAt: lastMessage,
      // the candidate has not read the last message yet in some conversations
      lastReadAt: random.chance(0.6) ? lastMessage : (times[times.length - 2] ?? null),
    });
  }
}
