import { Outlet } from 'react-router';
import { SessionGate, SessionMenu } from '../features/session';
import { Frame } from './frame';

/** The account's own pages (/account), for every role: the top bar with the account menu, no section menu. */
export function AccountLayout() {
  return (
    <Frame actions={<SessionMenu />}>
      <SessionGate>
        <Outlet />
      </SessionGate>
    </Frame>
  );
}
