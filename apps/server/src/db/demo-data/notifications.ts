import type { Insertable } from 'kysely';
import type { Notifications } from '../schema.js';
import type { DemoContext } from './context.js';
import { type Text3, fill } from './text.js';
import { DAY_MS, between, earliest } from './time.js';

export type NotificationKind = Notifications['kind'];

export interface NewNotification {
  readonly userId: string;
  readonly kind: NotificationKind;
  readonly title: Text3;
  /** A value in three languages (an assessment's kind) is filled into each title in its language. */
  readonly values: Readonly<Record<string, string | Text3>>;
  readonly at: Date;
  readonly url: string;
  readonly icon: string;
  readonly data?: Readonly<Record<string, string>>;
}

/**
 * Notifications as the events of the pipeline send them: older ones mostly read (some cleared),
 * the last two days' mostly unread, so that every demo account has something new to look at.
 */
export class Notifier {
  /** Users (the demo accounts) whose notifications of the last week stay unread. */
  readonly spotlight = new Set<string>();

  constructor(private readonly ctx: DemoContext) {}

  /** `unread` keeps it unread: what a demo account should see first. */
  notify(notification: NewNotification, unread = false): void {
    this.send(
      [
        {
          userId: notification.userId,
          kind: notification.kind,
          title: fill(notification.title.en, valuesIn(notification.values, 'en')),
          titleZh: fill(notification.title.zh, valuesIn(notification.values, 'zh')),
          titleAr: fill(notification.title.ar, valuesIn(notification.values, 'ar')),
          icon: notification.icon,
          url: notification.url,
          data: { ...(notification.data ?? {}) },
        },
      ],
      notification.at,
      unread,
    );
  }

  /**
   * Rows as the API writes them for an event (the services' own builders in modules/*-notifications.ts,
   * to the same recipients), sent at `at`; whether each was read is drawn here.
   */
  send(notifications: readonly Insertable<Notifications>[], at: Date, unread = false): void {
    const { random, now } = this.ctx;
    for (const notification of notifications) {
      const old = at.getTime() < now.getTime() - 2 * DAY_MS;
      const fresh = at.getTime() > now.getTime() - 7 * DAY_MS;
      const keepUnread = unread || (fresh && this.spotlight.has(notification.userId));
      const viewed = !keepUnread && random.chance(old ? 0.85 : 0.25);
      const viewedAt = viewed
        ? between(random, at, earliest(now, new Date(at.getTime() + 2 * DAY_MS)))
        : null;
      const clearedAt =
        viewedAt !== null && old && random.chance(0.1)
          ? between(random, viewedAt, earliest(now, new Date(viewedAt.getTime() + 10 * DAY_MS)))
          : null;
      this.ctx.rows.add('notifications', {
        ...notification,
        id: random.uuid(),
        product: 'talent-sourcing',
        viewedAt,
        clearedAt,
        createdAt: at,
      });
    }
  }
}

function valuesIn(
  values: Readonly<Record<string, string | Text3>>,
  lang: keyof Text3,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value : value[lang]]),
  );
}
