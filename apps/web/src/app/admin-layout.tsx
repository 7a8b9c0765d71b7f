import { PrivacyNoticeBanner } from '../features/privacy/components/privacy-notice-banner';
import { SessionMenu, useMe, useSessionState } from '../features/session';
import { ADMIN_LANDING, hasAdminAccess } from '../lib/roles';
import { IconBuilding, IconHistory, IconShieldLock, IconUsers } from '@tabler/icons-react';
import { JOB_BOARD, type NavItem, navItemsFor, sectionNav } from './section-nav';
import { SessionFrame } from './session-frame';

/** The platform admin's console (/admin), then the job board. */
export const ADMIN_ITEMS: readonly NavItem[] = [
  { to: '/admin/users', label: 'admin.nav.users', icon: IconUsers },
  { to: '/admin/organisations', label: 'admin.nav.organisations', icon: IconBuilding },
  { to: '/admin/privacy', label: 'admin.nav.privacy', icon: IconShieldLock },
  { to: '/admin/audit', label: 'admin.nav.audit', icon: IconHistory },
  JOB_BOARD,
];

/**
 * The platform admin's console (/admin): the top bar with the account menu, and the console's
 * sections (users, organisations, privacy, audit log, then the job board) for an admin; anyone else
 * gets their own sections around the not-found page the gate (routes/admin.tsx) shows them.
 */
export function AdminLayout() {
  const me = useMe();
  const open = useSessionState() === 'open';
  const user = me.data ?? null;
  const admin = open && user !== null && hasAdminAccess(user);
  return (
    <SessionFrame
      actions={<SessionMenu />}
      banner={<PrivacyNoticeBanner />}
      home={admin ? ADMIN_LANDING : '/jobs'}
      nav={open && user !== null ? sectionNav(admin ? ADMIN_ITEMS : navItemsFor(user)) : null}
    />
  );
}
