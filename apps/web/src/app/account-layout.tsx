import { Outlet } from 'react-router';
import { PrivacyNoticeBanner } from '../features/privacy/components/privacy-notice-banner';
import { SessionGate, SessionMenu } from '../features/session';
import { Frame } from './frame';
import { Toaster } from './toaster';

/**
 * The account's own pages (/account), for every role: the privacy notice's banner when it waits for
 * an acceptance, the top bar with the account menu, no section menu, and the toasts.
 */
export function AccountLayout() {
  return (
    <>
      <Frame actions={<SessionMenu />} banner={<PrivacyNoticeBanner />}>
        <SessionGate>
          <Outlet />
        </SessionGate>
      </Frame>
      <Toaster />
    </>
  );
}
