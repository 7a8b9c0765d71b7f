import type { Message } from '@talent/contracts';

/** The longest message, in characters (the contract's MESSAGE_MAX_CHARS, kept here without zod). */
export const MAX_CHARS = 4000;
/** From how many characters left the counter shows. */
export const COUNTER_FROM = 500;
/** The most files one message carries (the contract's MESSAGE_MAX_FILES). */
export const MAX_FILES = 10;

const byTime = (a: Message, b: Message) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** Two runs of messages as one, oldest first, each message once (the later run's copy wins). */
export function mergeMessages(earlier: readonly Message[], later: readonly Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const m of earlier) byId.set(m.id, m);
  for (const m of later) byId.set(m.id, m);
  return [...byId.values()].sort(byTime);
}

/**
 * The message that shows "Seen": the caller's own last message, when every other member has read it
 * (a reply from the other side after it says as much, so nothing is shown then).
 */
export function seenMessageId(messages: readonly Message[], me: string | null): string | null {
  const last = messages.at(-1);
  if (me === null || last === undefined || last.senderId !== me) return null;
  return last.readByAll ? last.id : null;
}

/** Whether a message is the caller's own. */
export const isOwn = (message: Message, me: string | null): boolean => me !== null && message.senderId === me;

/**
 * The messages that came from others since `known` (the ids shown before): what the live region
 * announces. Nothing on the first load (`known` null): the history is there to read, not to announce.
 */
export function arrivedFromOthers(
  known: ReadonlySet<string> | null,
  messages: readonly Message[],
  me: string | null,
): Message[] {
  if (known === null) return [];
  return messages.filter((m) => !known.has(m.id) && !isOwn(m, me));
}

/** The newest message from someone else, when the caller has not read the conversation up to it. */
export function toMarkRead(messages: readonly Message[], me: string | null): Message | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i];
    if (m !== undefined && !isOwn(m, me)) return m;
  }
  return null;
}

/** The day a moment falls on, in the reader's time zone (`2025-03-01`), to group messages by. */
export function dayOf(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export interface DayGroup {
  day: string;
  /** The first message's moment, to name the day. */
  at: string;
  messages: Message[];
}

/** The messages by day, in order. */
export function groupByDay(messages: readonly Message[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const m of messages) {
    const day = dayOf(m.createdAt);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(m);
    else groups.push({ day, at: m.createdAt, messages: [m] });
  }
  return groups;
}

export type CounterState =
  { kind: 'hidden' } | { kind: 'left'; count: number } | { kind: 'over'; count: number };

/** What the counter under the field says: nothing far from the limit, then what is left, then how many too many. */
export function counterOf(text: string, max = MAX_CHARS, from = COUNTER_FROM): CounterState {
  // the server counts the text without its surrounding white space
  const length = text.trim().length;
  const left = max - length;
  if (left < 0) return { kind: 'over', count: -left };
  if (left <= from) return { kind: 'left', count: left };
  return { kind: 'hidden' };
}

/** A key press in the composer: Enter sends, Shift+Enter (and Enter while composing a character) does not. */
export function sendsOnKey(event: {
  key: string;
  shiftKey: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  isComposing?: boolean;
}): boolean {
  if (event.key !== 'Enter' || event.shiftKey || event.altKey === true) return false;
  return event.isComposing !== true;
}

/** The one-line preview of the latest message a list shows ("You: …" for the caller's own). */
export function previewOf(
  last: { senderId: string | null; preview: string } | null,
  me: string | null,
): { own: boolean; text: string } | null {
  if (last === null) return null;
  const text = last.preview.replace(/\s+/g, ' ').trim();
  return { own: me !== null && last.senderId === me, text };
}
