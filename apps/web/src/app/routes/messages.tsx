import { MessagesScreen } from '../../features/messages/components/messages-screen';
import { SignInRequired } from './sign-in-required';

/** /messages: every signed-in user's conversations (the chat popup's full-page form on a phone). */
export function MessagesRoute() {
  return (
    <SignInRequired>
      <MessagesScreen side="candidate" base="/messages" />
    </SignInRequired>
  );
}
