import { UnsubscribeScreen } from '../../features/account';

/** /unsubscribe?token=…: a mail's one-click unsubscribe, public; acts only on the button. */
export function UnsubscribeRoute() {
  return <UnsubscribeScreen />;
}
