import { Outlet } from 'react-router';
import { Frame } from './frame';

/**
 * The central login service's pages (and the public unsubscribe page): the same top bar (language
 * switcher), no account menu.
 */
export function SsoLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}
