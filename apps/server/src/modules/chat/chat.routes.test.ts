import { describe, expect, it } from 'vitest';
import type {
  Channel,
  ChannelListResponse,
  MarkReadResponse,
  Message,
  MessageListResponse,
} from '@talent/contracts';
import { loadConfig } from '../../config.js';
import { useTestApp } from '../../test/app.js';
import { buildJob } from '../../test/factories.js';
import { uploadFile } from '../../test/multipart.js';
import { fieldsOf, MISSING, type Person, routeKit } from '../../test/pipeline-world.js';
import { parseLiveEvent } from '../live/live-events.js';
import { filesDeps, sweepUnreferencedFiles } from '../files/files.service.js';

const ctx = useTestApp();
const kit = routeKit(ctx);
const CHAT = '/router/rest/api';

type Method = 'GET' | 'POST';

function chat(who: Person | null, method: Method, path: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `${CHAT}${path}`,
    headers: who === null ? {} : { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function ok<T>(res: ReturnType<typeof chat>, status = 200): Promise<T> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<T>();
}

const open = (who: Person, body: object, status = 201) =>
  ok<Channel>(chat(who, 'POST', '/channels', body), status);
const send = (who: Person, channelId: string, body: object, status = 201) =>
  ok<Message>(chat(who, 'POST', `/channels/${channelId}/messages`, body), status);
const messages = (who: Person, channelId: string, query = '') =>
  ok<MessageListResponse>(chat(who, 'GET', `/channels/${channelId}/messages${query}`));
const inbox = (who: Person, query = '') => ok<ChannelListResponse>(chat(who, 'GET', `/channels${query}`));
const read = (who: Person, channelId: string, messageId: string) =>
  ok<MarkReadResponse>(chat(who, 'POST', `/channels/${channelId}/read`, { messageId }));

async function emailOf(userId: string): Promise<string> {
  const row = await ctx.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

async function fullNameOf(userId: string): Promise<string> {
  const row = await ctx.database.db
    .selectFrom('users')
    .select('fullName')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.fullName;
}

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

describe('conversations', () => {
  it('lets a seeker who applied open a conversation, and both sides exchange and read messages', async () => {
    const w = await kit.application();
    const job = await ctx.database.db
      .selectFrom('jobs')
      .select('title')
      .where('id', '=', w.jobId)
      .executeTakeFirstOrThrow();
    const channel = await open(w.seeker, { jobId: w.jobId });
    expect(channel).toMatchObject({
      subject: job.title,
      jobId: w.jobId,
      organisationId: w.orgId,
      applicationId: w.applicationId,
      unreadCount: 0,
      canWrite: true,
      readOnlyReason: null,
      lastMessage: null,
    });
    // a job nobody holds a role on: the organisation's recruiters are the team
    expect(channel.members.map((m) => [m.userId, m.side]).sort()).toEqual(
      [
        [w.seeker.id, 'candidate'],
        [w.recruiter.id, 'team'],
        [w.admin.id, 'team'],
      ].sort(),
    );
    // once per (job, candidate)
    expect((await open(w.seeker, { jobId: w.jobId }, 200)).id).toBe(channel.id);

    const hello = await send(w.seeker, channel.id, { text: 'Hello <b>team</b> & co\nsecond line' });
    expect(hello).toMatchObject({
      channelId: channel.id,
      senderId: w.seeker.id,
      senderName: await fullNameOf(w.seeker.id),
      text: 'Hello <b>team</b> & co\nsecond line',
      attachments: [],
      readByAll: false,
    });

    const recruiterInbox = await inbox(w.recruiter);
    expect(recruiterInbox.unreadTotal).toBe(1);
    expect(recruiterInbox.items[0]).toMatchObject({
      id: channel.id,
      unreadCount: 1,
      counterpartName: await fullNameOf(w.seeker.id),
      lastMessage: { id: hello.id, senderId: w.seeker.id },
    });
    expect((await inbox(w.seeker)).items[0]).toMatchObject({ unreadCount: 0 });

    expect(await read(w.recruiter, channel.id, hello.id)).toEqual({
      channelId: channel.id,
      unreadCount: 0,
      unreadTotal: 0,
    });
    const reply = await send(w.recruiter, channel.id, { text: 'Thanks, we will call you.' });
    expect((await inbox(w.seeker)).unreadTotal).toBe(1);
    // the admin has not read the seeker's message yet
    expect((await messages(w.seeker, channel.id)).items.map((m) => [m.id, m.readByAll])).toEqual([
      [hello.id, false],
      [reply.id, false],
    ]);
    await read(w.admin, channel.id, reply.id);
    expect((await messages(w.seeker, channel.id)).items.map((m) => [m.id, m.readByAll])).toEqual([
      [hello.id, true],
      [reply.id, false],
    ]);
    await read(w.seeker, channel.id, reply.id);
    expect((await messages(w.recruiter, channel.id)).items.map((m) => m.readByAll)).toEqual([true, true]);

    // the read mark never moves back
    const before = (await ok<Channel>(chat(w.seeker, 'GET', `/channels/${channel.id}`))).members.find(
      (m) => m.userId === w.seeker.id,
    )?.lastReadAt;
    expect(await read(w.seeker, channel.id, hello.id)).toMatchObject({ unreadCount: 0 });
    const after = (await ok<Channel>(chat(w.seeker, 'GET', `/channels/${channel.id}`))).members.find(
      (m) => m.userId === w.seeker.id,
    )?.lastReadAt;
    expect(after).toBe(before);
    expect(after).toBe(reply.createdAt);

    // the inbox: latest activity first, filtered by job
    const otherJob = await buildJob(ctx.database.db, { organisationId: w.orgId });
    await kit.ok(kit.call(w.seeker, 'POST', `/job-seeker/job/${otherJob}/apply`, {}), 201);
    const second = await open(w.seeker, { jobId: otherJob, subject: 'About the second job' });
    expect(second.subject).toBe('About the second job');
    expect((await inbox(w.seeker)).items.map((c) => c.id)).toEqual([second.id, channel.id]);
    await send(w.recruiter, channel.id, { text: 'One more thing.' });
    const mine = await inbox(w.seeker);
    expect(mine.items.map((c) => c.id)).toEqual([channel.id, second.id]);
    expect(mine.total).toBe(2);
    expect(mine.unreadTotal).toBe(1);
    const filtered = await inbox(w.seeker, `?jobId=${otherJob}`);
    expect(filtered.items.map((c) => c.id)).toEqual([second.id]);
    expect(filtered.total).toBe(1);
    expect(filtered.unreadTotal).toBe(1);
    const paged = await inbox(w.seeker, '?limit=1&offset=1');
    expect(paged.items.map((c) => c.id)).toEqual([second.id]);
  });

  it('lets the hiring team open a conversation with a candidate of the job, and no one else', async () => {
    const w = await kit.application();
    expect((await chat(w.recruiter, 'POST', '/channels', { jobId: w.jobId })).statusCode).toBe(400);
    const stranger = await chat(w.recruiter, 'POST', '/channels', {
      jobId: w.jobId,
      seekerId: w.otherSeeker.id,
    });
    expect(stranger.statusCode).toBe(400);
    expect(fieldsOf(stranger.body)).toEqual(['body.seekerId']);
    expect(
      (await chat(w.outsider, 'POST', '/channels', { jobId: w.jobId, seekerId: w.seeker.id })).statusCode,
    ).toBe(404);
    expect(
      (await chat(w.member, 'POST', '/channels', { jobId: w.jobId, seekerId: w.seeker.id })).statusCode,
    ).toBe(403);

    const channel = await open(w.recruiter, { jobId: w.jobId, seekerId: w.seeker.id });
    expect(channel.members.map((m) => m.userId).sort()).toEqual([w.seeker.id, w.recruiter.id].sort());
    expect(channel.counterpartName).toBe(await fullNameOf(w.seeker.id));
    // the recruiter's screens know the candidate by subject: the same conversation
    const subject = (
      await ctx.database.db
        .selectFrom('users')
        .select('subject')
        .where('id', '=', w.seeker.id)
        .executeTakeFirstOrThrow()
    ).subject;
    expect((await open(w.recruiter, { jobId: w.jobId, seekerSubject: subject }, 200)).id).toBe(channel.id);
    expect(
      (await chat(w.recruiter, 'POST', '/channels', { jobId: w.jobId, seekerSubject: 'u-nobody' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await chat(w.recruiter, 'POST', '/channels', {
          jobId: w.jobId,
          seekerSubject: subject,
          seekerId: w.seeker.id,
        })
      ).statusCode,
    ).toBe(400);
    // a publisher of the organisation joins the existing one
    const joined = await open(w.publisher, { jobId: w.jobId, seekerId: w.seeker.id }, 200);
    expect(joined.id).toBe(channel.id);
    expect(joined.members.map((m) => m.userId)).toContain(w.publisher.id);
    // the seeker finds the same conversation
    expect((await open(w.seeker, { jobId: w.jobId }, 200)).id).toBe(channel.id);

    // a per-job role makes a plain member one of the team
    await ctx.database.db
      .insertInto('jobRoleConfigs')
      .values({ jobId: w.jobId, userId: w.member.id, jobRole: 'interviewer', createdBy: w.admin.id })
      .execute();
    expect((await open(w.member, { jobId: w.jobId, seekerId: w.seeker.id }, 200)).id).toBe(channel.id);

    // an invited candidate is one the team may write to, and who may write
    const invited = await kit.person();
    const invitedJob = await buildJob(ctx.database.db, { organisationId: w.orgId });
    await ctx.database.db
      .insertInto('invitations')
      .values({
        jobId: invitedJob,
        seekerId: invited.id,
        invitedBy: w.recruiter.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .execute();
    await open(invited, { jobId: invitedJob });
  });

  it('refuses a seeker who never applied nor was contacted about the job', async () => {
    const w = await kit.application();
    const res = await chat(w.otherSeeker, 'POST', '/channels', { jobId: w.jobId });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string; message: string }>()).toMatchObject({ error: 'not_a_candidate' });
    expect(res.json<{ message: string }>().message).toMatch(/applied/);
    const draft = await buildJob(ctx.database.db, { organisationId: w.orgId, status: 'draft' });
    expect((await chat(w.otherSeeker, 'POST', '/channels', { jobId: draft })).statusCode).toBe(404);
    expect((await chat(w.otherSeeker, 'POST', '/channels', { jobId: MISSING })).statusCode).toBe(404);
    expect((await chat(null, 'POST', '/channels', { jobId: w.jobId })).statusCode).toBe(401);
  });

  it('hides a conversation from everyone who is not in it', async () => {
    const w = await kit.application();
    const channel = await open(w.recruiter, { jobId: w.jobId, seekerId: w.seeker.id });
    const message = await send(w.recruiter, channel.id, { text: 'Hello' });
    // another seeker, another organisation, and a colleague who is not in this conversation
    for (const who of [w.otherSeeker, w.outsider, w.admin]) {
      expect((await chat(who, 'GET', `/channels/${channel.id}`)).statusCode).toBe(404);
      expect((await chat(who, 'GET', `/channels/${channel.id}/messages`)).statusCode).toBe(404);
      expect((await chat(who, 'POST', `/channels/${channel.id}/messages`, { text: 'Hi' })).statusCode).toBe(
        404,
      );
      expect(
        (await chat(who, 'POST', `/channels/${channel.id}/read`, { messageId: message.id })).statusCode,
      ).toBe(404);
      expect((await inbox(who)).items.map((c) => c.id)).not.toContain(channel.id);
    }
    expect(
      (
        await chat(w.outsider, 'POST', '/addMemberToChannelDiscussion', {
          fullName: 'Me',
          userName: await emailOf(w.outsider.id),
          channelId: channel.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await chat(w.seeker, 'GET', `/channels/${MISSING}`)).statusCode).toBe(404);
    expect(
      (await chat(w.seeker, 'POST', `/channels/${channel.id}/read`, { messageId: MISSING })).statusCode,
    ).toBe(404);
    // a colleague who left the organisation no longer reads its conversations
    await ctx.database.db.deleteFrom('organisationMembers').where('userId', '=', w.recruiter.id).execute();
    expect((await chat(w.recruiter, 'GET', `/channels/${channel.id}`)).statusCode).toBe(404);
  });

  it('pages the messages backwards', async () => {
    const w = await kit.application();
    const channel = await open(w.seeker, { jobId: w.jobId });
    const sent: Message[] = [];
    for (let i = 1; i <= 5; i += 1) sent.push(await send(w.seeker, channel.id, { text: `Message ${i}` }));
    const last = await messages(w.recruiter, channel.id, '?limit=2');
    expect(last.items.map((m) => m.text)).toEqual(['Message 4', 'Message 5']);
    expect(last.hasMore).toBe(true);
    const middle = await messages(w.recruiter, channel.id, `?limit=2&before=${last.items[0]?.id}`);
    expect(middle.items.map((m) => m.text)).toEqual(['Message 2', 'Message 3']);
    expect(middle.hasMore).toBe(true);
    const first = await messages(w.recruiter, channel.id, `?limit=2&before=${middle.items[0]?.id}`);
    expect(first.items.map((m) => m.text)).toEqual(['Message 1']);
    expect(first.hasMore).toBe(false);
    const wrong = await chat(w.recruiter, 'GET', `/channels/${channel.id}/messages?before=${MISSING}`);
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual(['query.before']);
    expect(sent).toHaveLength(5);
  });

  it('lets a candidate who withdrew read but not write; the team still writes', async () => {
    const w = await kit.application();
    const channel = await open(w.seeker, { jobId: w.jobId });
    await send(w.recruiter, channel.id, { text: 'Are you still interested?' });
    await kit.ok(kit.call(w.seeker, 'POST', `/job-seeker/my-application/${w.applicationId}/withdraw`, {}));
    const seen = await ok<Channel>(chat(w.seeker, 'GET', `/channels/${channel.id}`));
    expect(seen).toMatchObject({ canWrite: false, readOnlyReason: 'withdrawn' });
    expect((await messages(w.seeker, channel.id)).items).toHaveLength(1);
    const refused = await chat(w.seeker, 'POST', `/channels/${channel.id}/messages`, { text: 'Yes!' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe('read_only');
    const theirs = await ok<Channel>(chat(w.recruiter, 'GET', `/channels/${channel.id}`));
    expect(theirs).toMatchObject({ canWrite: true, readOnlyReason: null });
    await send(w.recruiter, channel.id, { text: 'Understood, all the best.' });
  });

  it('checks the text and limits how fast one sends', async () => {
    const w = await kit.application();
    const channel = await open(w.seeker, { jobId: w.jobId });
    const blank = await chat(w.seeker, 'POST', `/channels/${channel.id}/messages`, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(fieldsOf(blank.body)).toEqual(['body.text']);
    const long = await chat(w.seeker, 'POST', `/channels/${channel.id}/messages`, { text: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long.body)).toEqual(['body.text']);

    const perMinute = loadConfig({}).chat.messagesPerMinute;
    for (let i = 0; i < perMinute; i += 1) await send(w.seeker, channel.id, { text: `Spam ${i}` });
    const limited = await chat(w.seeker, 'POST', `/channels/${channel.id}/messages`, { text: 'One more' });
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // the limit is the sender's: the recruiter still writes
    await send(w.recruiter, channel.id, { text: 'Please slow down.' });
  });

  it('carries files the sender uploaded, for every member and nobody else', async () => {
    const w = await kit.application();
    const channel = await open(w.seeker, { jobId: w.jobId });
    const file = await uploadFile(ctx.app, w.seeker.cookie, 'Portfolio.pdf', pdf('portfolio'));
    const loose = await uploadFile(ctx.app, w.seeker.cookie, 'Draft.pdf', pdf('never sent'));
    const theirs = await uploadFile(ctx.app, w.recruiter.cookie, 'Brief.pdf', pdf('brief'));

    const withFile = await send(w.seeker, channel.id, { text: 'My portfolio', fileIds: [file.id] });
    expect(withFile.attachments).toEqual([
      { fileId: file.id, fileName: 'Portfolio.pdf', contentType: 'application/pdf', size: file.aPISize },
    ]);
    const listed = await messages(w.recruiter, channel.id);
    expect(listed.items[0]?.attachments.map((a) => a.fileId)).toEqual([file.id]);

    const notMine = await chat(w.seeker, 'POST', `/channels/${channel.id}/messages`, {
      text: 'Not mine',
      fileIds: [theirs.id],
    });
    expect(notMine.statusCode).toBe(400);
    expect(fieldsOf(notMine.body)).toEqual(['body.fileIds.0']);
    const tooMany = await chat(w.seeker, 'POST', `/channels/${channel.id}/messages`, {
      text: 'Too many',
      fileIds: Array.from({ length: 6 }, (_, i) => `0f0f0f0f-0000-4000-8000-00000000000${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany.body)).toEqual(['body.fileIds']);

    const download = (who: Person) =>
      ctx.app.inject({ method: 'GET', url: `/fm/download/${file.id}`, headers: { cookie: who.cookie } });
    expect((await download(w.recruiter)).statusCode).toBe(200);
    expect((await download(w.admin)).statusCode).toBe(200);
    expect((await download(w.outsider)).statusCode).toBe(404);
    expect((await download(w.otherSeeker)).statusCode).toBe(404);
    expect((await download(w.publisher)).statusCode).toBe(404);
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/fm/download/preview/${file.id}`,
      headers: { cookie: w.recruiter.cookie },
    });
    expect(preview.statusCode).toBe(200);

    // the sweep of abandoned uploads leaves attachments
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    await sweepUnreferencedFiles(
      filesDeps(ctx.database.db, { dataDir: config.dataDir, settings: config.files }),
      0,
    );
    const left = await ctx.database.db
      .selectFrom('files')
      .select('id')
      .where('id', 'in', [file.id, loose.id])
      .execute();
    expect(left.map((f) => f.id)).toEqual([file.id]);
    expect((await download(w.recruiter)).statusCode).toBe(200);
  });

  it('adds a colleague to a conversation, once', async () => {
    const w = await kit.application();
    const channel = await open(w.recruiter, { jobId: w.jobId, seekerId: w.seeker.id });
    const add = (who: Person, userName: string, channelId = channel.id) =>
      chat(who, 'POST', '/addMemberToChannelDiscussion', { fullName: 'A colleague', userName, channelId });

    const publisherEmail = await emailOf(w.publisher.id);
    const added = await add(w.recruiter, publisherEmail.toUpperCase());
    expect(added.statusCode, added.body).toBe(201);
    const member = added.json<Channel>().members.find((m) => m.userId === w.publisher.id);
    expect(member).toMatchObject({
      fullName: await fullNameOf(w.publisher.id),
      userName: publisherEmail,
      side: 'team',
      channelId: channel.id,
    });
    expect((await add(w.recruiter, publisherEmail)).statusCode).toBe(200);
    expect((await ok<Channel>(chat(w.publisher, 'GET', `/channels/${channel.id}`))).id).toBe(channel.id);

    // a plain member without a role on the job, someone of another organisation, nobody at all
    for (const email of [await emailOf(w.member.id), await emailOf(w.outsider.id), 'nobody@example.test']) {
      const res = await add(w.recruiter, email);
      expect(res.statusCode).toBe(404);
      expect(fieldsOf(res.body)).toEqual(['body.userName']);
    }
    // the candidate does not add people; a colleague not in it cannot either
    expect((await add(w.seeker, await emailOf(w.admin.id))).statusCode).toBe(403);
    expect((await add(w.admin, await emailOf(w.admin.id))).statusCode).toBe(404);
    // a per-job role is enough to join
    await ctx.database.db
      .insertInto('jobRoleConfigs')
      .values({ jobId: w.jobId, userId: w.member.id, jobRole: 'coordinator', createdBy: w.admin.id })
      .execute();
    expect((await add(w.publisher, await emailOf(w.member.id))).statusCode).toBe(201);
  });

  it('tells every member of a new message through the live channel', async () => {
    const w = await kit.application();
    const channel = await open(w.seeker, { jobId: w.jobId });
    const events: string[] = [];
    const stop = await ctx.app.database.listen('talent_live', (payload) => events.push(payload));
    try {
      const message = await send(w.seeker, channel.id, { text: 'Anyone there?' });
      await read(w.recruiter, channel.id, message.id);
      const deadline = Date.now() + 3000;
      const parsed = () => events.map(parseLiveEvent);
      while (Date.now() < deadline && !parsed().some((e) => e?.type === 'read')) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const sent = parsed().find((e) => e?.type === 'message');
      expect(sent).toEqual({
        type: 'message',
        userIds: expect.arrayContaining([w.seeker.id, w.recruiter.id, w.admin.id]) as unknown,
        channelId: channel.id,
        messageId: message.id,
      });
      expect(parsed().find((e) => e?.type === 'read')).toMatchObject({
        channelId: channel.id,
        readerId: w.recruiter.id,
      });
    } finally {
      await stop();
    }
  });
});
