import type { QueryClient } from '@tanstack/react-query';
import { myProfileQuery } from './api';

/**
 * What /profile shows, asked for as soon as the session is known, while the screen's code is still
 * on its way (app/landing-screen.ts, `prefetchScreen`).
 */
export function prefetchProfileScreen(client: QueryClient): void {
  void client.prefetchQuery(myProfileQuery);
}
