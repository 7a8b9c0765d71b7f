import { type Kysely, sql, type Transaction } from 'kysely';
import { links, type ProfileNote } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { insertNotifications } from '../notifications/notify.js';

/**
 * What others write on a job seeker's profile: recommendations, and endorsements of a skill. The
 * owner approves or declines each; only approved ones are shown to others. Another user may write
 * on a profile that recruiters can find (searchable): any other profile does not exist for them.
 */

interface NoteRow {
  id: string;
  status: 'pending' | 'approved' | 'declined';
  createdAt: Date | string;
  respondedAt: Date | string | null;
}

const NOTE_COLUMNS = ['id', 'status', 'createdAt', 'respondedAt'] as const;

const iso = (d: Date | string) => new Date(d).toISOString();
const toNote = (r: NoteRow): ProfileNote => ({
  id: r.id,
  status: r.status,
  createdAt: iso(r.createdAt),
  respondedAt: r.respondedAt === null ? null : iso(r.respondedAt),
});

/** The writer's name, for the owner's notification. */
async function nameOf(trx: Transaction<DB>, userId: string): Promise<string> {
  const row = await trx
    .selectFrom('users')
    .select('fullName')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.fullName;
}

/** The job seeker named by `subject` whose profile the writer may write on. */
async function writableProfile(trx: Transaction<DB>, writerId: string, subject: string): Promise<string> {
  const target = await trx
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.userId', 'u.id')
    .innerJoin('userRoles as r', (j) => j.onRef('r.userId', '=', 'u.id').on('r.role', '=', 'jobseeker'))
    .select(['u.id', 'p.isSearchable'])
    .where('u.subject', '=', subject)
    .where('u.deletedAt', 'is', null)
    .where('u.isLocked', '=', false)
    .executeTakeFirst();
  if (target === undefined || (!target.isSearchable && target.id !== writerId)) throw notFound('Profile');
  if (target.id === writerId) {
    throw new AppError(400, 'bad_request', 'You cannot write this on your own profile.', {}, [
      { field: 'params.subject', message: 'must be someone else' },
    ]);
  }
  return target.id;
}

export async function writeRecommendation(
  db: Kysely<DB>,
  writerId: string,
  subject: string,
  description: string,
): Promise<ProfileNote> {
  return db.transaction().execute(async (trx) => {
    const userId = await writableProfile(trx, writerId, subject);
    await sql`select pg_advisory_xact_lock(hashtext('recommendation'), hashtext(${`${writerId} ${userId}`}))`.execute(
      trx,
    );
    const waiting = await trx
      .selectFrom('recommendations')
      .select('id')
      .where('userId', '=', userId)
      .where('recommendedBy', '=', writerId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (waiting !== undefined) {
      throw new AppError(409, 'conflict', 'Your recommendation is still waiting for their answer.');
    }
    const row = await trx
      .insertInto('recommendations')
      .values({ userId, recommendedBy: writerId, description })
      .returning(NOTE_COLUMNS)
      .executeTakeFirstOrThrow();
    const name = await nameOf(trx, writerId);
    await insertNotifications(trx, [
      {
        userId,
        kind: 'recommendation_received',
        title: `${name} wrote you a recommendation: approve it to show it on your profile`,
        titleZh: `${name}为您写了一份推荐：批准后即会显示在您的个人资料中`,
        titleAr: `كتب لك ${name} توصية: وافق عليها لتظهر في ملفك الشخصي`,
        icon: 'recommendation',
        url: links.profile(),
        data: { recommendationId: row.id },
      },
    ]);
    return toNote(row);
  });
}

export async function endorseSkill(
  db: Kysely<DB>,
  writerId: string,
  subject: string,
  skillId: string,
): Promise<ProfileNote> {
  return db.transaction().execute(async (trx) => {
    const userId = await writableProfile(trx, writerId, subject);
    const userSkill = await trx
      .selectFrom('userSkills as us')
      .innerJoin('skills as s', 's.id', 'us.skillId')
      .select(['us.id', 's.name'])
      .where('us.userId', '=', userId)
      .where('us.skillId', '=', skillId)
      .executeTakeFirst();
    if (userSkill === undefined) throw notFound('Skill on this profile');
    const row = await trx
      .insertInto('skillEndorsements')
      .values({ userSkillId: userSkill.id, endorsedBy: writerId, endorsed: false, status: 'pending' })
      .onConflict((oc) => oc.columns(['userSkillId', 'endorsedBy']).doNothing())
      .returning(NOTE_COLUMNS)
      .executeTakeFirst();
    if (row === undefined) throw new AppError(409, 'conflict', 'You endorsed this skill already.');
    const name = await nameOf(trx, writerId);
    const skill = userSkill.name;
    await insertNotifications(trx, [
      {
        userId,
        kind: 'endorsement_received',
        title: `${name} endorsed your skill ${skill}: approve it to show it on your profile`,
        titleZh: `${name}认可了您的技能 ${skill}：批准后即会显示在您的个人资料中`,
        titleAr: `أيّد ${name} مهارتك ${skill}: وافق على التأييد ليظهر في ملفك الشخصي`,
        icon: 'endorsement',
        url: links.profile(),
        data: { endorsementId: row.id, skillId },
      },
    ]);
    return toNote(row);
  });
}

/**
 * The owner's answer to a recommendation or an endorsement: the one found (theirs, else 404) must
 * still wait (409 otherwise); it takes the answer and the time.
 */
async function answerNote(
  db: Kysely<DB>,
  what: 'Recommendation' | 'Endorsement',
  find: (trx: Transaction<DB>) => Promise<{ status: NoteRow['status'] } | undefined>,
  write: (trx: Transaction<DB>, respondedAt: Date) => Promise<NoteRow>,
): Promise<ProfileNote> {
  return db.transaction().execute(async (trx) => {
    const row = await find(trx);
    if (row === undefined) throw notFound(what);
    if (row.status !== 'pending') {
      throw new AppError(409, 'conflict', `This ${what.toLowerCase()} was ${row.status} already.`);
    }
    return toNote(await write(trx, new Date()));
  });
}

export async function answerRecommendation(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
  status: 'approved' | 'declined',
): Promise<ProfileNote> {
  return answerNote(
    db,
    'Recommendation',
    (trx) =>
      trx
        .selectFrom('recommendations')
        .select('status')
        .where('id', '=', id)
        .where('userId', '=', ownerId)
        .forUpdate()
        .executeTakeFirst(),
    (trx, respondedAt) =>
      trx
        .updateTable('recommendations')
        .set({ status, respondedAt })
        .where('id', '=', id)
        .returning(NOTE_COLUMNS)
        .executeTakeFirstOrThrow(),
  );
}

export async function answerEndorsement(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
  status: 'approved' | 'declined',
): Promise<ProfileNote> {
  return answerNote(
    db,
    'Endorsement',
    (trx) =>
      trx
        .selectFrom('skillEndorsements as se')
        .innerJoin('userSkills as us', 'us.id', 'se.userSkillId')
        .select('se.status')
        .where('se.id', '=', id)
        .where('us.userId', '=', ownerId)
        .forUpdate()
        .executeTakeFirst(),
    (trx, respondedAt) =>
      trx
        .updateTable('skillEndorsements')
        .set({ status, endorsed: status === 'approved', respondedAt })
        .where('id', '=', id)
        .returning(NOTE_COLUMNS)
        .executeTakeFirstOrThrow(),
  );
}
