/**
 * What the live channel (features/live) received, for the screens that follow it: a tiny typed
 * emitter, so that a screen reacts to an event (a new message to announce) without knowing how
 * events arrive. The live client emits; screens subscribe in an effect and unsubscribe on cleanup.
 */
import type { LiveMessage } from '@talent/contracts';

export type { LiveMessage };

type Listener = (message: LiveMessage) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with every live event until the answered function is called. */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands an event to every subscriber (the live client calls this). */
export function emitLive(message: LiveMessage): void {
  for (const listener of [...listeners]) listener(message);
}
