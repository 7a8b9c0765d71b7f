/**
 * What the live channel (features/live) received, for the screens that follow it: a tiny typed
 * emitter, so that a screen reacts to an event (a new message to announce) without knowing how
 * events arrive. The live client emits; screens subscribe in an effect and unsubscribe on cleanup.
 */
export type LiveMessage =
  | { type: 'hello'; heartbeatSeconds: number }
  | { type: 'notification' }
  | { type: 'message'; channelId: string; messageId: string }
  | { type: 'read'; channelId: string; readerId: string }
  | { type: 'channel'; channelId: string }
  | { type: 'pipeline'; jobId: string }
  | { type: 'resync' };

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
