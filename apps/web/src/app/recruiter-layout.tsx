import { Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { RecruiterChat } from '../features/messages/components/chat-hosts';
import { NotificationsBell } from '../features/notifications/components/notifications-bell';
import { PrivacyNoticeBanner } from '../features/privacy/components/privacy-notice-banner';
import { SessionMenu, useMe, useSessionState } from '../features/session';
import { hasRecruiterAccess, isRecruiterRole, RECRUITER_LANDING } from '../lib/roles';
import { type NavItem, navItemsFor, recruiterItemsFor, sectionNav } from './section-nav';
import { SessionFrame } from './session-frame';
import classes from '../features/recruiter/components/recruiter.module.css';

const MESSAGES: NavItem = {
  to: `${RECRUITER_LANDING}/messages`,
  label: 'messages.nav.label',
  icon: IconMessages,
  count: 'unreadMessages',
};

/** The workspace's sections with Messages (and its unread total) before the settings and the job board. */
function withMessages(items: readonly NavItem[]): readonly NavItem[] {
  const at = items.findIndex((i) => i.to === `${RECRUITER_LANDING}/settings` || i.to === '/jobs');
  return at === -1 ? [...items, MESSAGES] : [...items.slice(0, at), MESSAGES, ...items.slice(at)];
}

/**
 * The recruiter side (/hr): its own layout, with the same top bar, account menu and locked notice,
 * plus the organisation's name and the notifications bell for a recruiter, and the workspace's
 * sections (dashboard, jobs, and the job board to go there and back).
 */
export function RecruiterLayout() {
  const me = useMe();
  const open = useSessionState() === 'open';
  const user = me.data ?? null;
  const recruiter = open && user !== null && hasRecruiterAccess(user);
  const organisation = user?.organisations.find((o) => o.roles.some(isRecruiterRole))?.name;
  return (
    <SessionFrame
      banner={<PrivacyNoticeBanner />}
      actions={
        <>
          {recruiter && organisation !== undefined && (
            <Text size="sm" fw={600} visibleFrom="sm" className={classes.orgName} title={organisation}>
              {organisation}
            </Text>
          )}
          {recruiter && <NotificationsBell to="/hr/notifications" />}
          <SessionMenu />
        </>
      }
      home={RECRUITER_LANDING}
      nav={
        open && user !== null
          ? sectionNav(recruiter ? withMessages(recruiterItemsFor(user)) : navItemsFor(user))
          : null
      }
      after={recruiter && <RecruiterChat />}
    />
  );
}
