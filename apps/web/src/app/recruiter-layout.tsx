import { Outlet } from 'react-router';
import { SessionGate, SessionMenu, useMe, useSessionState } from '../features/session';
import { RECRUITER_LANDING } from '../lib/roles';
import { Frame } from './frame';
import { navItemsFor, SectionNav } from './section-nav';

/**
 * The recruiter side (/hr): its own layout, with the same top bar, account menu and locked notice, and
 * the recruiter's sections (the workspace and the job board, to go there and back).
 */
export function RecruiterLayout() {
  const me = useMe();
  const open = useSessionState() === 'open';
  const user = me.data ?? null;
  return (
    <Frame
      actions={<SessionMenu />}
      home={RECRUITER_LANDING}
      nav={
        open && user !== null
          ? (onNavigate) => (
              <SectionNav
                items={navItemsFor(user)}
                variant={onNavigate ? 'drawer' : 'side'}
                {...(onNavigate ? { onNavigate } : {})}
              />
            )
          : null
      }
    >
      <SessionGate>
        <Outlet />
      </SessionGate>
    </Frame>
  );
}
