import {
  IconAlarm,
  IconAward,
  IconBell,
  IconBriefcase,
  IconCalendarEvent,
  IconClockX,
  IconConfetti,
  IconFileCertificate,
  IconFileText,
  IconMailOpened,
  IconMessage,
  IconMessages,
  IconSearch,
  IconThumbUp,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';

/**
 * The icon of each `data.icon` the server writes; an unknown or missing one is the bell. The kinds
 * of issue 23 (a new message, an invitation or offer that expired, an interview's reminder) have
 * their own, under their icon's name or, should the server write the kind, the kind's.
 */
const ICONS: Readonly<Record<string, Icon>> = {
  applicant: IconUserPlus,
  job: IconBriefcase,
  application: IconFileText,
  assessment: IconCalendarEvent,
  feedback: IconMessage,
  hired: IconConfetti,
  invitation: IconMailOpened,
  offer: IconFileCertificate,
  search: IconSearch,
  recommendation: IconThumbUp,
  endorsement: IconAward,
  message: IconMessages,
  message_received: IconMessages,
  expired: IconClockX,
  invitation_expired: IconClockX,
  offer_expired: IconClockX,
  reminder: IconAlarm,
  assessment_reminder: IconAlarm,
};

export function notificationIcon(name: string | null): Icon {
  return (name !== null && Object.hasOwn(ICONS, name) ? ICONS[name] : undefined) ?? IconBell;
}

/**
 * Whether a notification's link is a path of this app (`/jobs/offer/…`), the only kind followed:
 * not another site, not `//host`, not `javascript:`.
 */
export function isInAppPath(url: string | null): url is string {
  return url !== null && /^\/(?![/\\])[^\s\\]*$/.test(url);
}
