import { MessagesScreen } from '../../features/messages/components/messages-screen';

/** /hr/messages: the recruiter's inbox, the conversations with candidates (behind the /hr role gate). */
export function HrMessagesRoute() {
  return <MessagesScreen side="team" base="/hr/messages" />;
}
