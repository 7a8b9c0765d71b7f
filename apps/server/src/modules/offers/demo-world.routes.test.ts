import { describe, expect, it } from 'vitest';
import type {
  HrAssessment,
  HrAssessmentPage,
  HrOfferPage,
  LatestOffersInterview,
  MyFreshout,
  RecentHires,
  SeekerOfferPage,
} from '@talent/contracts';
import { DEMO_PASSWORD } from '../../db/demo-data/index.js';
import { useDemoWorld } from '../../test/demo-world.js';
import { signIn } from '../../test/session.js';

/** The assessments and offers calls read the rows the demo world writes, and act on them. */
describe('assessments and offers over the demo world', () => {
  const demo = useDemoWorld();
  const API = '/elevate-be/rest/api';

  async function as(email: string) {
    const { cookie } = await signIn(demo.app, email, DEMO_PASSWORD);
    return async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
      const res = await demo.app.inject({
        method,
        url: `${API}${url}`,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json<T>();
    };
  }

  it("answers the recruiter's assessments, offers and hires", async () => {
    const hr = await as('recruiter@demo.test');
    const assessments = await hr<HrAssessmentPage>('GET', '/hr/assesment/list?limit=50&timeZone=Asia/Muscat');
    expect(assessments.total).toBeGreaterThan(0);
    const first = assessments.items[0] as HrAssessment;
    const one = await hr<HrAssessment>('GET', `/hr/assesment/detail?id=${first.id}`);
    expect(one.history.length).toBeGreaterThan(0);
    const formats = new Set(assessments.items.map((a) => a.format));
    expect(formats.size).toBeGreaterThan(0);
    const offers = await hr<HrOfferPage>('GET', '/hr/offer/list?limit=50');
    expect(offers.total).toBeGreaterThan(0);
    for (const status of ['sent', 'accepted', 'rejected', 'expired', 'hired'] as const) {
      const page = await hr<HrOfferPage>('GET', `/hr/offer/list?status=${status}`);
      expect(page.items.every((o) => o.status === status)).toBe(true);
    }
    const hires = await hr<RecentHires>('GET', '/hr/recent-hired');
    expect(hires.items.length).toBeGreaterThan(0);
    const other = await as('otheradmin@demo.test');
    const theirs = await other<HrOfferPage>('GET', '/hr/offer/list?limit=50');
    expect(theirs.items.map((o) => o.id)).not.toContain(offers.items[0]?.id);
  });

  it('lets the demo seeker see and accept the waiting offer, and the recruiter hire', async () => {
    const seeker = await as('seeker@demo.test');
    const latest = await seeker<LatestOffersInterview>('POST', '/job-seeker/latest-offers-interview', {});
    expect(latest.items.some((i) => i.type === 'interview')).toBe(true);
    const waiting = await seeker<SeekerOfferPage>('GET', '/offers?status=sent');
    const offer = waiting.items[0];
    expect(offer).toBeDefined();
    await seeker('PUT', '/job-seeker/offer/acceptOrReject', { offerId: offer?.id, accept: true });
    const admin = await as('hradmin@demo.test');
    await admin('POST', '/hr/offer/hire', { offerId: offer?.id }, 201);
    const hired = await seeker<SeekerOfferPage>('GET', '/offers?status=hired');
    expect(hired.items.map((o) => o.id)).toContain(offer?.id);
  });

  it("lets the fresh graduate read and answer the demo world's graduate offer", async () => {
    const fresh = await as('fresh@demo.test');
    const mine = await fresh<MyFreshout>('GET', '/job-seeker/freshout');
    const waiting = mine.offers.find((o) => o.status === 'sent');
    expect(waiting).toBeDefined();
    await fresh('PUT', '/job-seeker/freshout/offer-accept', { offerID: waiting?.id });
  });
});
