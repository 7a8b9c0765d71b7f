import { create } from 'zustand';
import type { LiveStatus } from './live-connection';

/**
 * The live channel's state, for the screens that poll without it (the bell). It sits in the first
 * download, apart from the client itself (loaded for signed-in users only): `off` until that
 * client runs, and whenever it does not (anonymous visitors, a client that failed to load).
 */
export type LiveState = 'off' | LiveStatus;

export const useLiveStatus = create<{ status: LiveState }>(() => ({ status: 'off' }));

export function setLiveStatus(status: LiveState): void {
  useLiveStatus.setState({ status });
}

/**
 * Whether a screen should poll: only when the live channel does not carry the events (it fell back
 * to polling, it stopped, or it is not running). While it connects, its first open (or its catch-up
 * after a reconnection) fetches what changed.
 */
export function shouldPoll(status: LiveState): boolean {
  return status !== 'open' && status !== 'connecting';
}

/** `shouldPoll` for the current state, re-rendering when it changes. */
export function useShouldPoll(): boolean {
  return useLiveStatus((s) => shouldPoll(s.status));
}
