import { lazy, useEffect, useState } from 'react';
import { SessionMenu, useMe, useSessionState } from '../features/session';
import { useUiStore } from '../lib/ui-store';
import { ChromeBanner } from './chrome-banner';
import { PrivacyNoticeBanner } from '../features/privacy/components/privacy-notice-banner';
import { NotificationsBell } from '../features/notifications/components/notifications-bell';
import { ChatLauncher } from '../features/messages/components/chat-launcher';
import { SeekerChat } from '../features/messages/components/chat-hosts';
import { HelpMenu } from './help-menu';
import { navItemsFor, sectionNav } from './section-nav';
import { SessionFrame } from './session-frame';
import { roleLanding } from '../lib/roles';

// the checklist is opened on demand, so it is not part of the first page's download
const GettingStartedPanel = lazy(() =>
  import('../features/help').then((m) => ({ default: m.GettingStartedPanel })),
);

/**
 * The job-seeker shell: the Chrome banner, the top bar (help menu, account menu, language), the
 * section menu, the pages once the session is known (for a locked account, the locked notice
 * instead), the "Getting Started" panel and the toasts.
 */
export function Shell() {
  const me = useMe();
  const open = useSessionState() === 'open';
  const seeker = open && me.data?.roles.includes('jobseeker') === true;
  const [checklistOpen, setChecklistOpen] = useState(false);
  const toggleChecklist = () => setChecklistOpen((open) => !open);
  const setEnterpriseUser = useUiStore((s) => s.setEnterpriseUser);
  const setOrganizationID = useUiStore((s) => s.setOrganizationID);
  const user = me.data ?? null;
  // the session's facts the shell's state mirrors (spec section 2, "Visible UI state")
  useEffect(() => {
    setEnterpriseUser(user?.isEnterpriseUser === true);
    setOrganizationID(user?.organisations[0]?.id ?? null);
  }, [user, setEnterpriseUser, setOrganizationID]);

  return (
    <SessionFrame
      banner={
        <>
          <ChromeBanner />
          <PrivacyNoticeBanner />
        </>
      }
      actions={
        <>
          <HelpMenu checklistOpen={seeker ? checklistOpen : null} onToggleChecklist={toggleChecklist} />
          {open && user !== null && <ChatLauncher />}
          {open && user !== null && <NotificationsBell to="/notifications" />}
          <SessionMenu />
        </>
      }
      home={user === null ? '/jobs' : roleLanding(user)}
      // a locked account reaches nothing but the locked notice; each role sees its own sections
      nav={open && !me.isPending ? sectionNav(navItemsFor(user)) : null}
      panel={seeker && checklistOpen ? <GettingStartedPanel onClose={() => setChecklistOpen(false)} /> : null}
      after={open && user !== null && <SeekerChat />}
    />
  );
}
