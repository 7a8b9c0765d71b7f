import { type KeyboardEvent, useEffect } from 'react';

let lastOpener: HTMLElement | null = null;

/**
 * Remembers the control that opens a chat: it may lose the focus before the chat shows (a button
 * waiting for POST /channels is disabled meanwhile), and gets it back when the chat closes.
 */
export function rememberOpener(element: Element | null): void {
  lastOpener = element instanceof HTMLElement ? element : null;
}

/** Where the focus goes back to when the popup or the panel closes (the control that opened it). */
export function useReturnFocus(): void {
  useEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : (lastOpener ?? null);
    lastOpener = null;
    return () => {
      if (opener !== null && opener.isConnected) opener.focus();
    };
  }, []);
}

/** Escape closes, wherever the focus is inside (a dialog inside it handles its own Escape first). */
export function closeOnEscape(close: () => void) {
  return (event: KeyboardEvent) => {
    // a dialog opened from inside sits in a portal: its Escape is its own (React bubbles it here)
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      close();
    }
  };
}
