import { Outlet } from 'react-router';
import { SessionGate, SessionMenu } from '../features/session';
import { Frame } from './frame';

/** The recruiter side (/hr): its own layout, with the same top bar, account menu and locked notice. */
export function RecruiterLayout() {
  return (
    <Frame actions={<SessionMenu />}>
      <SessionGate>
        <Outlet />
      </SessionGate>
    </Frame>
  );
}
