import { PrivacyNoticeScreen } from '../../features/privacy';

/** /privacy: the privacy notice, public, in the login pages' frame. */
export function PrivacyRoute() {
  return <PrivacyNoticeScreen />;
}
