import { describe, expect, it } from 'vitest';
import type { Channel, ChannelListResponse, Message, MessageListResponse } from '@talent/contracts';
import { DEMO_PASSWORD } from '../../db/demo-data/index.js';
import { useDemoWorld } from '../../test/demo-world.js';
import { signIn } from '../../test/session.js';

/** The conversations calls over the demo world's channels (db/demo-data: pipeline and showcase). */
describe('conversations over the demo world', () => {
  const demo = useDemoWorld();
  const CHAT = '/router/rest/api';

  async function as(email: string) {
    const { cookie } = await signIn(demo.app, email, DEMO_PASSWORD);
    return async <T>(method: 'GET' | 'POST', url: string, payload?: object, status = 200) => {
      const res = await demo.app.inject({
        method,
        url: `${CHAT}${url}`,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json<T>();
    };
  }

  it("lists the demo recruiter's and the demo seeker's conversations, newest first", async () => {
    const recruiter = await as('recruiter@demo.test');
    const theirs = await recruiter<ChannelListResponse>('GET', '/channels?limit=100');
    expect(theirs.total).toBeGreaterThan(0);
    const times = theirs.items.map((c) => Date.parse(c.lastActivityAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(theirs.unreadTotal).toBe(theirs.items.reduce((n, c) => n + c.unreadCount, 0));
    // a conversation with a candidate: the candidate's name is the other side
    const withCandidate = theirs.items.find((c) => c.members.some((m) => m.side === 'candidate'));
    expect(withCandidate).toBeDefined();
    const candidate = withCandidate?.members.find((m) => m.side === 'candidate');
    expect(withCandidate?.counterpartName).toBe(candidate?.fullName);
    expect(withCandidate?.lastMessage).not.toBeNull();

    const seeker = await as('seeker@demo.test');
    const mine = await seeker<ChannelListResponse>('GET', '/channels');
    expect(mine.total).toBeGreaterThan(0);
    const first = mine.items[0] as Channel;
    expect(first.members.find((m) => m.side === 'candidate')?.fullName).toBeDefined();
    expect(first.organisationName).not.toBeNull();
    expect(first.counterpartName).toBe(first.organisationName);
    const page = await seeker<MessageListResponse>('GET', `/channels/${first.id}/messages`);
    expect(page.items.length).toBeGreaterThan(0);
    const last = page.items[page.items.length - 1] as Message;
    // reading to the end clears the conversation's unread count
    const after = await seeker<{ unreadCount: number }>('POST', `/channels/${first.id}/read`, {
      messageId: last.id,
    });
    expect(after.unreadCount).toBe(0);
    if (first.canWrite) {
      await seeker<Message>('POST', `/channels/${first.id}/messages`, { text: 'Thank you!' }, 201);
    }
    // another organisation's admin sees none of them
    const other = await as('otheradmin@demo.test');
    const outsider = await other<ChannelListResponse>('GET', '/channels?limit=100');
    expect(outsider.items.map((c) => c.id)).not.toContain(first.id);
  });
});
