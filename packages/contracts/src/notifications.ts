import { z } from 'zod';
import { emptyToUndefined } from './common.js';

/** The notifications feed (`/router/rest/api/v2/notifications`), in the platform's Spring page shape. */

/** Page size when none is asked for, and the most one page holds. */
export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;

/** The product every notification of this app belongs to. */
export const NOTIFICATION_PRODUCT = 'talent-sourcing';

export const notificationPageQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(0)),
  size: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_DEFAULT),
  ),
  /** Only newest first exists (spec section 9); the parameter is accepted as the client sends it. */
  sort: z.preprocess(emptyToUndefined, z.enum(['createdAt,desc']).default('createdAt,desc')),
  products: z.preprocess(emptyToUndefined, z.enum([NOTIFICATION_PRODUCT]).default(NOTIFICATION_PRODUCT)),
});
export type NotificationPageQuery = z.infer<typeof notificationPageQuerySchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  /** In the caller's language (the `language` cookie, else Accept-Language). */
  title: z.string(),
  createdAt: z.iso.datetime(),
  viewed: z.boolean(),
  data: z.object({
    icon: z.string().nullable(),
    /** An in-app address from the shared list of links (links.ts). */
    url: z.string().nullable(),
    /** The Arabic title, always carried (the wire shape of the sibling apps). */
    title_ar: z.string().nullable(),
  }),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  content: z.array(notificationSchema),
  totalElements: z.number().int(),
  number: z.number().int(),
  size: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationCountSchema = z.object({ count: z.number().int() });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

export const notificationClearedSchema = z.object({ cleared: z.number().int() });
export type NotificationCleared = z.infer<typeof notificationClearedSchema>;

export const notificationsReadSchema = z.object({ read: z.number().int() });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;
