import type { QueryClient } from '@tanstack/react-query';
import { refreshSession } from '../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../lib/current-user';
import { emitLive, type LiveMessage } from '../../lib/live-bus';
import { LiveConnection, type LiveSocket, type ProbeAnswer } from './live-connection';
import { applyLiveInvalidation, liveKeys } from './live-invalidations';
import { setLiveStatus } from './live-status';

/** The live channel's address on this origin (apps/server/src/modules/live/live.plugin.ts). */
export const LIVE_PATH = '/router/rest/api/live';

/** ws: or wss: on this page's host. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATH}`;
}

/** A plain GET of the channel after a socket did not open: 401 says the access token expired. */
async function probe(): Promise<ProbeAnswer> {
  const response = await fetch(LIVE_PATH, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  return response.status === 401 ? 'unauthorized' : 'other';
}

/**
 * Opens this tab's live channel for the signed-in user and keeps it open; the answered function
 * closes it. Each event invalidates the queries it makes stale and goes to the live bus; a
 * reconnection (or `resync`) invalidates everything the channel follows.
 */
export function startLive(client: QueryClient): () => void {
  const catchUp = () => {
    const resync: LiveMessage = { type: 'resync' };
    applyLiveInvalidation(client, resync);
    emitLive(resync);
  };
  const connection = new LiveConnection({
    openSocket: () => new WebSocket(liveUrl(window.location)) as unknown as LiveSocket,
    refreshSession,
    probe,
    onMessage: (message) => {
      applyLiveInvalidation(client, message);
      emitLive(message);
    },
    onCatchUp: catchUp,
    onStatus: setLiveStatus,
    onStop: (reason) => {
      // signed out elsewhere, or locked: the shell asks who is signed in and shows it
      void client.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      if (reason === 'locked') void client.invalidateQueries({ queryKey: liveKeys.jobSeekerCheck });
    },
  });
  const online = () => connection.goOnline();
  const offline = () => connection.goOffline();
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  connection.start();
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    connection.stop();
    setLiveStatus('off');
  };
}
