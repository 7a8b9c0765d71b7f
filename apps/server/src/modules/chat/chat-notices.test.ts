import { describe, expect, it } from 'vitest';
import type { Channel, Message } from '@talent/contracts';
import type { ChatSettings } from '../../config.js';
import { useTestApp } from '../../test/app.js';
import { type Person, routeKit } from '../../test/pipeline-world.js';
import { notifyUnreadMessages } from './chat-notices.js';

const ctx = useTestApp();
const kit = routeKit(ctx);
const CHAT = '/router/rest/api';
const MINUTE = 60_000;
const settings: ChatSettings = {
  messagesPerMinute: 30,
  maxAttachments: 5,
  notifyDelaySeconds: 60,
  notifyIntervalSeconds: 3600,
};

async function post<T>(who: Person, path: string, payload: object, status: number): Promise<T> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${CHAT}${path}`,
    headers: { cookie: who.cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

/** Sets when a message was sent, for a timeline the test controls. */
async function sentAt(message: Message, at: Date): Promise<void> {
  await ctx.database.db
    .updateTable('chatMessages')
    .set({ createdAt: at })
    .where('id', '=', message.id)
    .execute();
}

async function noticesOf(userId: string) {
  return ctx.database.db
    .selectFrom('notifications')
    .select(['kind', 'title', 'titleZh', 'titleAr', 'url', 'data'])
    .where('userId', '=', userId)
    .where('kind', '=', 'message_received')
    .orderBy('createdAt')
    .execute();
}

describe('notices of unread messages', () => {
  it('tells each member once an hour per conversation, and never of what they read', async () => {
    const w = await kit.application();
    const channel = await post<Channel>(w.seeker, '/channels', { jobId: w.jobId }, 201);
    const t0 = new Date(Date.now() + 10 * MINUTE);
    const first = await post<Message>(w.seeker, `/channels/${channel.id}/messages`, { text: 'Hello' }, 201);
    await sentAt(first, t0);

    // too fresh: members may still be reading
    expect(await notifyUnreadMessages(ctx.database.db, new Date(t0.getTime() + 30_000), settings)).toBe(0);
    const t1 = new Date(t0.getTime() + 2 * MINUTE);
    // the recruiter and the admin (the job's team); never the sender
    expect(await notifyUnreadMessages(ctx.database.db, t1, settings)).toBe(2);
    expect(await notifyUnreadMessages(ctx.database.db, t1, settings)).toBe(0);
    const told = await noticesOf(w.recruiter.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'message_received',
      url: `/hr/messages?channel=${channel.id}`,
      data: { channelId: channel.id, jobId: w.jobId },
    });
    expect(told[0]?.title).toMatch(/sent you a message about/);
    expect(told[0]?.titleZh).not.toBeNull();
    expect(told[0]?.titleAr).not.toBeNull();
    expect(await noticesOf(w.seeker.id)).toHaveLength(0);
    // the recruiter reads everything; the admin does not
    const second = await post<Message>(
      w.seeker,
      `/channels/${channel.id}/messages`,
      { text: 'Any news?' },
      201,
    );
    await sentAt(second, new Date(t1.getTime() + 5 * MINUTE));
    await post(w.recruiter, `/channels/${channel.id}/read`, { messageId: second.id }, 200);
    // within the hour: nobody is told again
    expect(await notifyUnreadMessages(ctx.database.db, new Date(t1.getTime() + 30 * MINUTE), settings)).toBe(
      0,
    );
    // an hour on: only the admin, who still has unread messages
    expect(await notifyUnreadMessages(ctx.database.db, new Date(t1.getTime() + 61 * MINUTE), settings)).toBe(
      1,
    );
    expect(await noticesOf(w.recruiter.id)).toHaveLength(1);
    const admin = await noticesOf(w.admin.id);
    expect(admin).toHaveLength(2);
    expect(admin[1]?.title).toMatch(/^2 new messages about/);
    // nothing new since: no more notices, however late
    expect(
      await notifyUnreadMessages(ctx.database.db, new Date(t1.getTime() + 5 * 60 * MINUTE), settings),
    ).toBe(0);
  });

  it('tells the candidate with a link to their messages, once when two servers run it together', async () => {
    const w = await kit.application();
    const channel = await post<Channel>(
      w.recruiter,
      '/channels',
      { jobId: w.jobId, seekerId: w.seeker.id },
      201,
    );
    const message = await post<Message>(w.recruiter, `/channels/${channel.id}/messages`, { text: 'Hi' }, 201);
    const at = new Date(Date.now() + 20 * MINUTE);
    await sentAt(message, at);
    const now = new Date(at.getTime() + 5 * MINUTE);
    const counts = await Promise.all([
      notifyUnreadMessages(ctx.database.db, now, settings),
      notifyUnreadMessages(ctx.database.db, now, settings),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const told = await noticesOf(w.seeker.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.url).toBe(`/messages?channel=${channel.id}`);
  });
});
