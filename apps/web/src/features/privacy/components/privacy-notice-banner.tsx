import { lazy, Suspense } from 'react';
import { useSessionState } from '../../session';

// its code (the consents' query and mutation) is fetched only for a signed-in tab: an anonymous
// first visit, the page that matters most for weight, downloads none of it
const PrivacyNoticeAcceptance = lazy(() =>
  import('./privacy-notice-acceptance').then((m) => ({ default: m.PrivacyNoticeAcceptance })),
);

/** The privacy notice's banner in the signed-in shells, loaded once someone is signed in. */
export function PrivacyNoticeBanner() {
  if (useSessionState() !== 'open') return null;
  return (
    <Suspense fallback={null}>
      <PrivacyNoticeAcceptance />
    </Suspense>
  );
}
