/** The console's addresses (the router's `/admin` routes). */
export const ADMIN_USERS = '/admin/users';
export const ADMIN_ORGANISATIONS = '/admin/organisations';
export const ADMIN_PRIVACY = '/admin/privacy';
export const ADMIN_AUDIT = '/admin/audit';

export const adminUserLink = (userId: string) => `${ADMIN_USERS}/${encodeURIComponent(userId)}`;
export const adminOrganisationLink = (organisationId: string) =>
  `${ADMIN_ORGANISATIONS}/${encodeURIComponent(organisationId)}`;
