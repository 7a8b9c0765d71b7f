import { PrivacyNoticeBanner } from '../features/privacy/components/privacy-notice-banner';
import { SessionMenu } from '../features/session';
import { SessionFrame } from './session-frame';

/**
 * The account's own pages (/account), for every role: the privacy notice's banner when it waits for
 * an acceptance, the top bar with the account menu, no section menu, and the toasts.
 */
export function AccountLayout() {
  return <SessionFrame actions={<SessionMenu />} banner={<PrivacyNoticeBanner />} />;
}
