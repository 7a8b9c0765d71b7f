import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import {
  ADMIN_USERS,
  AdminAuditScreen,
  AdminOrganisationScreen,
  AdminOrganisationsScreen,
  AdminPrivacyScreen,
  AdminUserScreen,
  AdminUsersScreen,
} from '../../features/admin';
import { hasAdminAccess } from '../../lib/roles';
import { NotFoundRoute } from './not-found';
import { SignedInGate } from './signed-in-gate';

/**
 * The role gate around every /admin screen: the platform admin sees the screen, anonymous visitors go
 * to the login page, and any other signed-in user gets the not-found page (the console does not say
 * that it exists). The screens under it need not check again; the server refuses them all the same.
 */
export function AdminGate({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SignedInGate errorTitle={t('admin.gate.errorTitle')} errorMessage={t('admin.common.loadFailed')}>
      {(me) => (hasAdminAccess(me) ? (children ?? <Outlet />) : <NotFoundRoute />)}
    </SignedInGate>
  );
}

/** /admin: the users, the console's first section (the search goes along). */
export function AdminIndexRoute() {
  const { search } = useLocation();
  return <Navigate to={`${ADMIN_USERS}${search}`} replace />;
}

export function AdminUsersRoute() {
  return <AdminUsersScreen />;
}

export function AdminUserRoute() {
  const { userId = '' } = useParams();
  return <AdminUserScreen key={userId} userId={userId} />;
}

export function AdminOrganisationsRoute() {
  return <AdminOrganisationsScreen />;
}

export function AdminOrganisationRoute() {
  const { organisationId = '' } = useParams();
  return <AdminOrganisationScreen key={organisationId} organisationId={organisationId} />;
}

export function AdminPrivacyRoute() {
  return <AdminPrivacyScreen />;
}

export function AdminAuditRoute() {
  return <AdminAuditScreen />;
}
