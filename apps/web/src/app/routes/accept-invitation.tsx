export { AcceptInvitationPage } from '../../features/invitations/components/accept-invitation-page';
