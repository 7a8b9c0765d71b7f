import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './app.js';
import {
  buildCategory,
  buildJob,
  buildOrganisation,
  buildUser,
  ensureCountry,
  ensureSkill,
  type UserOverrides,
} from './factories.js';
import { type Session, signIn } from './session.js';

/**
 * The worlds the hiring pipeline's route tests share (pipeline, invitations, assessments, offers,
 * organisation, talent collections): signed-in people, the calls they make, and an organisation
 * with its recruiters, a job and an application, each test making its own.
 */

export const API = '/elevate-be/rest/api';
/** A well-formed id that names nothing. */
export const MISSING = '0f0f0f0f-0000-4000-8000-00000000beef';
export const HOUR = 3_600_000;

/** The fields a 400 answer names. */
export const fieldsOf = (body: string) =>
  (JSON.parse(body) as { fields?: { field: string }[] }).fields?.map((f) => f.field) ?? [];

/** A slot starting on a whole minute, `hours` from now, lasting `minutes`. */
export function slot(hours: number, minutes = 60) {
  const start = new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000);
  return {
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
  };
}

async function notificationsOf(ctx: TestContext, userId: string) {
  return ctx.database.db
    .selectFrom('notifications')
    .select(['kind', 'title', 'titleZh', 'titleAr', 'url', 'data'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

// ───────────── people by cookie: assessments, offers, organisation, collections ─────────────

export interface Person {
  id: string;
  subject: string;
  cookie: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Signed-in people, their calls, and the worlds of an organisation and of one application. */
export function routeKit(ctx: TestContext) {
  async function person(overrides: UserOverrides = {}): Promise<Person> {
    const user = await buildUser(ctx.database.db, overrides);
    return {
      id: user.id,
      subject: user.subject,
      cookie: (await signIn(ctx.app, user.email, user.password)).cookie,
    };
  }

  function call(who: Person | null, method: Method, path: string, payload?: object) {
    return ctx.app.inject({
      method,
      url: `${API}${path}`,
      headers: who === null ? {} : { cookie: who.cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  async function ok<T>(res: ReturnType<typeof call>, status = 200): Promise<T> {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json<T>();
  }

  /** An organisation with its admin, recruiter, publisher and plain member; a recruiter of another; a job seeker. */
  async function organisation() {
    const db = ctx.database.db;
    const orgId = await buildOrganisation(db);
    const otherOrgId = await buildOrganisation(db);
    return {
      db,
      orgId,
      otherOrgId,
      admin: await person({ memberships: [{ organisationId: orgId, role: 'hr_admin' }] }),
      recruiter: await person({ memberships: [{ organisationId: orgId, role: 'hr' }] }),
      publisher: await person({ memberships: [{ organisationId: orgId, role: 'publisher' }] }),
      /** A plain member: belongs to the organisation, holds no recruiter's or publisher's rights. */
      member: await person({ memberships: [{ organisationId: orgId, role: 'member' }] }),
      outsider: await person({
        memberships: [
          { organisationId: otherOrgId, role: 'hr' },
          { organisationId: otherOrgId, role: 'hr_admin' },
        ],
      }),
      seeker: await person(),
    };
  }

  /** The organisation with a published job, the job seeker's application to it, and another job seeker. */
  async function application() {
    const o = await organisation();
    const jobId = await buildJob(o.db, { organisationId: o.orgId });
    const otherSeeker = await person();
    const applicationId = (
      await ok<{ id: string }>(call(o.seeker, 'POST', `/job-seeker/job/${jobId}/apply`, {}), 201)
    ).id;
    return { ...o, jobId, otherSeeker, applicationId };
  }

  return {
    person,
    call,
    ok,
    organisation,
    application,
    notificationsOf: (userId: string) => notificationsOf(ctx, userId),
  };
}

// ───────────── people by session: the pipeline and invitations ─────────────

export interface PipelinePerson {
  id: string;
  subject: string;
  fullName: string;
  session: Session;
}

export interface SeekerProfile {
  skills?: Record<string, number>;
  years?: number | null;
  countryCode?: string | null;
  searchable?: boolean;
  nationality?: string;
  email?: string;
  phone?: string;
}

/** Job seekers with the profile asked for, recruiters, and their calls. */
export function pipelineKit(ctx: TestContext) {
  const db = () => ctx.database.db;

  async function person(user: {
    id: string;
    subject: string;
    email: string;
    password: string;
  }): Promise<PipelinePerson> {
    const row = await db()
      .selectFrom('users')
      .select('fullName')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return {
      id: user.id,
      subject: user.subject,
      fullName: row.fullName,
      session: await signIn(ctx.app, user.email, user.password),
    };
  }

  async function seeker(profile: SeekerProfile = {}): Promise<PipelinePerson> {
    const user = await buildUser(db());
    if (profile.countryCode) await ensureCountry(db(), profile.countryCode);
    if (profile.nationality !== undefined) await ensureCountry(db(), profile.nationality);
    await db()
      .updateTable('profiles')
      .set({
        isSearchable: profile.searchable ?? true,
        yearsOfExperience: profile.years ?? null,
        countryCode: profile.countryCode ?? null,
        nationality: profile.nationality ?? null,
        phoneMobile: profile.phone ?? null,
        ...(profile.email === undefined ? {} : { email: profile.email }),
      })
      .where('userId', '=', user.id)
      .execute();
    for (const [name, level] of Object.entries(profile.skills ?? {})) {
      await db()
        .insertInto('userSkills')
        .values({ userId: user.id, skillId: await ensureSkill(db(), name), level })
        .execute();
    }
    return person(user);
  }

  async function recruiter(
    organisationId: string,
    role: 'hr' | 'hr_admin' | 'publisher' = 'hr',
  ): Promise<PipelinePerson> {
    return person(await buildUser(db(), { memberships: [{ organisationId, role }] }));
  }

  function call(
    session: Session | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { payload?: unknown; query?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    return ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: session === null ? {} : { cookie: session.cookie },
      ...(options.query === undefined ? {} : { query: options.query }),
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  }

  async function ok<T>(res: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json<T>();
  }

  /** Two organisations named `${name} A` and `… B`, a category, and their recruiters. */
  async function organisations(name: string) {
    const orgA = await buildOrganisation(db(), { name: `${name} A` });
    const orgB = await buildOrganisation(db(), { name: `${name} B` });
    return {
      orgA,
      orgB,
      categoryId: await buildCategory(db()),
      hrA: await recruiter(orgA, 'hr'),
      adminA: await recruiter(orgA, 'hr_admin'),
      publisherA: await recruiter(orgA, 'publisher'),
      hrB: await recruiter(orgB, 'hr'),
    };
  }

  return {
    db,
    seeker,
    recruiter,
    call,
    ok,
    organisations,
    notificationsOf: (userId: string) => notificationsOf(ctx, userId),
  };
}
