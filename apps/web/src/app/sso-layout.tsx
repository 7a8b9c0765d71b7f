import { Outlet } from 'react-router';
import { Frame } from './frame';

/** The central login service's pages: the same top bar (language switcher), no account menu. */
export function SsoLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}
