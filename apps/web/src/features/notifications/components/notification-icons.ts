import {
  IconAward,
  IconBell,
  IconCalendarEvent,
  IconConfetti,
  IconFileCertificate,
  IconFileText,
  IconMailOpened,
  IconMessage,
  IconSearch,
  IconThumbUp,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';

/** The icon of each `data.icon` the server writes; an unknown or missing one is the bell. */
const ICONS: Readonly<Record<string, Icon>> = {
  applicant: IconUserPlus,
  application: IconFileText,
  assessment: IconCalendarEvent,
  feedback: IconMessage,
  hired: IconConfetti,
  invitation: IconMailOpened,
  offer: IconFileCertificate,
  search: IconSearch,
  recommendation: IconThumbUp,
  endorsement: IconAward,
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
