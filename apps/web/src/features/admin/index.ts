export { AdminAuditScreen } from './components/audit-screen';
export { AdminOrganisationScreen } from './components/organisation-detail-screen';
export { AdminOrganisationsScreen } from './components/organisations-screen';
export { AdminPrivacyScreen } from './components/privacy-screen';
export { AdminUserScreen } from './components/user-detail-screen';
export { AdminUsersScreen } from './components/users-screen';
export { ADMIN_AUDIT, ADMIN_ORGANISATIONS, ADMIN_PRIVACY, ADMIN_USERS } from './links';
