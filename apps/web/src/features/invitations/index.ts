export { InvitationDetail } from './invitation-detail';
export { InvitationsScreen } from './invitations-screen';
