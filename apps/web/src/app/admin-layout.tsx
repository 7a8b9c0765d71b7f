import { Outlet } from 'react-router';
import { PrivacyNoticeBanner } from '../features/privacy/components/privacy-notice-banner';
import { SessionGate, SessionMenu, useMe, useSessionState } from '../features/session';
import { ADMIN_LANDING, hasAdminAccess } from '../lib/roles';
import { Frame } from './frame';
import { IconBuilding, IconHistory, IconShieldLock, IconUsers } from '@tabler/icons-react';
import { JOB_BOARD, type NavItem, navItemsFor, SectionNav } from './section-nav';
import { Toaster } from './toaster';

/**
 * The platform admin's console (/admin): the top bar with the account menu, and the console's
 * sections (users, organisations, privacy, audit log, then the job board) for an admin; anyone else
 * gets their own sections around the not-found page the gate (routes/admin.tsx) shows them.
 */
/** The platform admin's console (/admin), then the job board. */
export const ADMIN_ITEMS: readonly NavItem[] = [
  { to: '/admin/users', label: 'admin.nav.users', icon: IconUsers },
  { to: '/admin/organisations', label: 'admin.nav.organisations', icon: IconBuilding },
  { to: '/admin/privacy', label: 'admin.nav.privacy', icon: IconShieldLock },
  { to: '/admin/audit', label: 'admin.nav.audit', icon: IconHistory },
  JOB_BOARD,
];

export function AdminLayout() {
  const me = useMe();
  const open = useSessionState() === 'open';
  const user = me.data ?? null;
  const admin = open && user !== null && hasAdminAccess(user);
  return (
    <>
      <Frame
        actions={<SessionMenu />}
        banner={<PrivacyNoticeBanner />}
        home={admin ? ADMIN_LANDING : '/jobs'}
        nav={
          open && user !== null
            ? (onNavigate) => (
                <SectionNav
                  items={admin ? ADMIN_ITEMS : navItemsFor(user)}
                  variant={onNavigate ? 'drawer' : 'side'}
                  {...(onNavigate ? { onNavigate } : {})}
                />
              )
            : null
        }
      >
        <SessionGate>
          <Outlet />
        </SessionGate>
      </Frame>
      <Toaster />
    </>
  );
}
