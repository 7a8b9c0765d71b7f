import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApplicationStatus,
  type AssessmentStatus,
  type HrAssessmentPage,
  type HrJobCardListResponse,
  type HrOfferPage,
  type InvitationStatus,
  type LatestOffersInterview,
  linkNameOf,
  type MyInvitationPage,
  type NotificationPage,
  type OfferStatus,
  type PipelinePage,
  type SeekerAssessment,
  type SeekerOfferPage,
  type SourcingPoolResponse,
  type TalentCollectionDetail,
  type TalentCollectionListResponse,
  applicationStatuses,
  invitationStatuses,
  offerStatuses,
} from '@talent/contracts';
import { buildTestApp, failOnResponseMismatches } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { signIn } from '../../test/session.js';
import { DEMO_PASSWORD, seedDemoData } from './index.js';

/**
 * What the demo accounts find through the real API right after the first start (issue 11, "Demo
 * world and scale"): the demo organisation's jobs hold candidates in every state of every pool, and
 * the first open job its recruiter sees (the showcase job) holds all of them on its own.
 */

const API = '/elevate-be/rest/api';
/** The fit bands the demo promises in a sourcing pool: high 70–100, middle 40–69, low 0–39. */
const FIT_BANDS = { high: [70, 100], middle: [40, 69], low: [0, 39] } as const;
const ASSESSMENT_STATES = [
  'scheduled',
  'accepted',
  'reschedule_requested',
  'rejected',
  'completed',
  'cancelled',
] as const satisfies readonly AssessmentStatus[];

type Call = <T>(method: 'GET' | 'POST', url: string, payload?: object) => Promise<T>;

describe("the demo organisation's pipeline through the API", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let hr: Call;
  let jobs: HrJobCardListResponse['items'];
  /** The first published job of the recruiter's job list: the one a recruiter opens first. */
  let showcaseId: string;

  async function as(email: string): Promise<Call> {
    const { cookie } = await signIn(app, email, DEMO_PASSWORD);
    return async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await app.inject({
        method,
        url: url.startsWith('/router/') ? url : `${API}${url}`,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json<T>();
    };
  }

  /** Every item of a pool of a job, page by page (50 a page). */
  async function wholePool(jobId: string, pool: 'applicant-pool' | 'invitation-pool' | 'shortlist') {
    const items: PipelinePage['items'] = [];
    for (let offset = 0; ; offset += 50) {
      const page = await hr<PipelinePage>('GET', `/hr/wf/job/${jobId}/${pool}?limit=50&offset=${offset}`);
      items.push(...page.items);
      if (items.length >= page.total || page.items.length === 0) return items;
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
    app = await buildTestApp({}, { database });
    hr = await as('recruiter@demo.test');
    jobs = (await hr<HrJobCardListResponse>('GET', '/hr/job?limit=100')).items;
    const showcase = jobs.find((j) => j.status === 'published');
    showcaseId = showcase?.id ?? '';
    // the README names it
    expect(showcase?.title).toBe('Senior Java Developer');
  }, 180_000);

  afterEach(failOnResponseMismatches);
  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      await database?.dispose();
    }
  });

  it('shows recruiter@ and hradmin@ the same organisation, and otheradmin@ another one', async () => {
    const admin = await as('hradmin@demo.test');
    const other = await as('otheradmin@demo.test');
    const ids = (list: HrJobCardListResponse) => list.items.map((j) => j.id).sort();
    const theirs = ids(await admin<HrJobCardListResponse>('GET', '/hr/job?limit=100'));
    expect(theirs).toEqual(jobs.map((j) => j.id).sort());
    expect(new Set(jobs.map((j) => j.status))).toEqual(
      new Set(['draft', 'published', 'closed', 'withdrawn']),
    );
    const others = ids(await other<HrJobCardListResponse>('GET', '/hr/job?limit=100'));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((id) => theirs.includes(id))).toEqual([]);
  });

  it('has every application, invitation and shortlist state, across the jobs and on the showcase job', async () => {
    expect(showcaseId).not.toBe('');
    const across = {
      applications: new Set<string>(),
      invitations: new Set<string>(),
      shortlist: new Set<string>(),
    };
    const showcase = {
      applications: new Set<string>(),
      invitations: new Set<string>(),
      shortlist: new Set<string>(),
    };
    for (const job of jobs.filter((j) => j.status !== 'draft')) {
      const into = (what: keyof typeof across, value: string) => {
        across[what].add(value);
        if (job.id === showcaseId) showcase[what].add(value);
      };
      for (const item of await wholePool(job.id, 'applicant-pool'))
        into('applications', item.status ?? 'none');
      for (const item of await wholePool(job.id, 'invitation-pool'))
        into('invitations', item.invitation?.status ?? 'none');
      for (const item of await wholePool(job.id, 'shortlist'))
        into('shortlist', item.status ?? 'not applied');
    }
    const applicationStates: readonly ApplicationStatus[] = applicationStatuses;
    const invitationStates: readonly InvitationStatus[] = invitationStatuses;
    for (const states of [across, showcase]) {
      expect([...states.applications].sort()).toEqual([...applicationStates].sort());
      expect([...states.invitations].sort()).toEqual([...invitationStates].sort());
      // kept from the sourcing pool without an application, and applicants on their way to an offer
      expect([...states.shortlist]).toEqual(expect.arrayContaining(['not applied', 'shortlisted']));
    }
  });

  it("keeps the shortlist in step with the applications, as the API's moves do", async () => {
    for (const job of jobs.filter((j) => j.status !== 'draft')) {
      const shortlist = await wholePool(job.id, 'shortlist');
      // rejecting an application takes the candidate off the shortlist (pipeline.service moveApplication)
      expect(shortlist.filter((s) => s.status === 'rejected' || s.status === 'applied')).toEqual([]);
      const applicants = await wholePool(job.id, 'applicant-pool');
      for (const a of applicants.filter((x) => x.status === 'shortlisted')) {
        expect(a.shortlistedAt, a.candidate.fullName).not.toBeNull();
      }
    }
  });

  it("has candidates of high, middle and low fit in the showcase job's sourcing pool", async () => {
    for (const [band, [min, max]] of Object.entries(FIT_BANDS)) {
      const page = await hr<SourcingPoolResponse>(
        'GET',
        `/hr/wf/job/${showcaseId}/sourcing-pool?minFitPercent=${min}&maxFitPercent=${max}&limit=5`,
      );
      expect(page.total, band).toBeGreaterThan(0);
      for (const item of page.items) {
        expect(item.fit.percent, band).toBeGreaterThanOrEqual(min);
        expect(item.fit.percent, band).toBeLessThanOrEqual(max);
      }
    }
  });

  it('has assessments in every state, the completed ones with feedback, on the showcase job too', async () => {
    for (const status of ASSESSMENT_STATES) {
      const all = await hr<HrAssessmentPage>('GET', `/hr/assesment/list?status=${status}&limit=50`);
      expect(all.total, status).toBeGreaterThan(0);
      expect(all.items.every((a) => a.status === status)).toBe(true);
      const own = await hr<HrAssessmentPage>(
        'GET',
        `/hr/assesment/list?status=${status}&jobId=${showcaseId}&limit=50`,
      );
      expect(own.total, `${status} on the showcase job`).toBeGreaterThan(0);
      for (const a of all.items) {
        expect(a.history[0]?.fromStatus, a.id).toBeNull();
        expect(a.history.at(-1)?.toStatus, a.id).toBe(status);
        if (status === 'completed') expect(a.feedback.length, a.id).toBeGreaterThan(0);
        // the times the candidate proposed, as data, as the seeker's reschedule call records them
        if (status === 'reschedule_requested') {
          expect(a.proposedTimes.length, a.id).toBeGreaterThan(0);
          expect(a.proposedTimeZone, a.id).not.toBeNull();
          expect(a.seekerNote ?? '', a.id).not.toMatch(/Proposed times/);
          for (const p of a.proposedTimes)
            expect(Date.parse(p.endsAt)).toBeGreaterThan(Date.parse(p.startsAt));
        } else expect(a.proposedTimes, a.id).toEqual([]);
      }
    }
  });

  it('has offers in every state, a resent one among those waiting, on the showcase job too', async () => {
    const states: readonly OfferStatus[] = offerStatuses;
    for (const status of states) {
      const all = await hr<HrOfferPage>('GET', `/hr/offer/list?status=${status}&limit=50`);
      expect(all.total, status).toBeGreaterThan(0);
      const own = await hr<HrOfferPage>(
        'GET',
        `/hr/offer/list?status=${status}&jobId=${showcaseId}&limit=50`,
      );
      expect(own.total, `${status} on the showcase job`).toBeGreaterThan(0);
      for (const o of all.items) {
        expect(o.history.at(-1)?.toStatus, o.id).toBe(status);
        expect(o.sends).toHaveLength(o.sendCount);
      }
    }
    const waiting = await hr<HrOfferPage>('GET', '/hr/offer/list?status=sent&limit=50');
    const resent = waiting.items.filter((o) => o.sendCount > 1);
    expect(resent.length).toBeGreaterThan(0);
    // a resend is a step of the timeline both sides see
    for (const o of resent) expect(o.history.filter((h) => h.toStatus === 'sent')).toHaveLength(o.sendCount);
  });

  it('has a talent collection with candidates', async () => {
    const { collections } = await hr<TalentCollectionListResponse>('GET', '/hr/talent-collection');
    const filled = collections.filter((c) => c.candidateCount > 0);
    expect(filled.length).toBeGreaterThan(0);
    const one = await hr<TalentCollectionDetail>('GET', `/hr/talent-collection/${filled[0]?.id ?? ''}`);
    expect(one.candidates.items.length).toBeGreaterThan(0);
  });

  it('gives the recruiter and the demo seeker notifications, unread ones first among them, linking to routes', async () => {
    const seeker = await as('seeker@demo.test');
    for (const call of [hr, seeker]) {
      const page = await call<NotificationPage>(
        'GET',
        '/router/rest/api/v2/notifications?page=0&size=50&sort=createdAt,desc&products=talent-sourcing',
      );
      expect(page.totalElements).toBeGreaterThan(3);
      expect(page.content.some((n) => !n.viewed)).toBe(true);
      for (const n of page.content) expect(linkNameOf(n.data.url ?? ''), String(n.data.url)).toBeDefined();
    }
  });

  it('gives the demo seeker a pending invitation, an upcoming interview to answer and an offer to answer', async () => {
    const seeker = await as('seeker@demo.test');
    const now = Date.now();
    const invitations = await seeker<MyInvitationPage>('GET', '/job-seeker/my-invitation?limit=50');
    expect(
      invitations.items.filter((i) => i.status === 'pending' && Date.parse(i.expiresAt) > now).length,
    ).toBeGreaterThan(0);

    const latest = await seeker<LatestOffersInterview>('POST', '/job-seeker/latest-offers-interview', {
      limit: 50,
    });
    const interviews = latest.items.filter((i) => i.type === 'interview' && i.status === 'scheduled');
    expect(interviews.length).toBeGreaterThan(0);
    const interview = await seeker<SeekerAssessment>(
      'GET',
      `/job-seeker/assesment/detail?id=${interviews[0]?.id ?? ''}`,
    );
    expect(interview.status).toBe('scheduled');
    expect(Date.parse(interview.startsAt)).toBeGreaterThan(now);

    const offers = await seeker<SeekerOfferPage>('GET', '/offers?status=sent');
    const open = offers.items.filter((o) => o.respondedAt === null && Date.parse(o.expiresAt) > now);
    expect(open.length).toBeGreaterThan(0);
  });
});
