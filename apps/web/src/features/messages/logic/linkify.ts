/**
 * A message's text cut into plain text and links, for a screen to render as text nodes and anchors
 * (never as HTML). Only http and https addresses become links; anything else (javascript:, data:,
 * mailto:, a bare "example.com") stays text.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// a candidate address: the scheme, then anything up to white space, an angle bracket, a quote, or
// the full-width and Arabic punctuation that Chinese and Arabic sentences put right after a word
const CANDIDATE = /\bhttps?:\/\/[^\s<>"，。！？；：、「」『』（）【】،؛؟]+/gi;

/** Punctuation that ends a sentence rather than the address ("see https://x.test/a." → without "."). */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '’', '”', ')', ']', '}', '*', '_', '~']);

const count = (text: string, c: string) => text.split(c).length - 1;

/** The address without the punctuation after it; a bracket it opened itself stays (Wikipedia's "(film)"). */
export function trimAddress(candidate: string): string {
  let text = candidate;
  for (;;) {
    const last = text.at(-1);
    if (last === undefined || !TRAILING.has(last)) return text;
    if (last === ')' && count(text, '(') >= count(text, ')')) return text;
    if (last === ']' && count(text, '[') >= count(text, ']')) return text;
    text = text.slice(0, -1);
  }
}

/** The address as a safe link target, or null when it is not one (not http(s), no host, not an URL). */
export function safeHref(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;
  // credentials in a link ("https://bank.test@evil.test") are a disguise: left as text
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** The text's parts, in order; joined, their `text` is the text itself. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  const push = (kind: 'text', value: string) => {
    if (value === '') return;
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += value;
    else parts.push({ kind, text: value });
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = safeHref(address);
    push('text', text.slice(at, start));
    if (href === null) push('text', address);
    else parts.push({ kind: 'link', text: address, href });
    at = start + address.length;
  }
  push('text', text.slice(at));
  return parts;
}
