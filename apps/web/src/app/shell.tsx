import { Outlet } from 'react-router';
import { SessionGate, SessionMenu } from '../features/session';
import { Frame } from './frame';

/**
 * The job-seeker shell: the top bar with the account menu, and the pages once the session is known
 * (for a locked account, the locked notice instead).
 */
export function Shell() {
  return (
    <Frame actions={<SessionMenu />}>
      <SessionGate>
        <Outlet />
      </SessionGate>
    </Frame>
  );
}
