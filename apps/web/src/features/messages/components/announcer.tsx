import { useCallback, useState } from 'react';
import classes from './messages.module.css';

export interface Announcement {
  text: string;
  /** A new number for each announcement, so that the same words twice are said twice. */
  id: number;
}

/** The announcement to show and the function that makes one. */
export function useAnnouncement(): [Announcement | null, (text: string) => void] {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = useCallback(
    (text: string) => setAnnouncement((old) => ({ text, id: (old?.id ?? 0) + 1 })),
    [],
  );
  return [announcement, announce];
}

/**
 * A polite live region: screen readers say its text when it changes, after what they are saying.
 * Always in the page (a region added together with its text is not announced); visually hidden.
 */
export function Announcer({ announcement }: { announcement: Announcement | null }) {
  return (
    <div aria-live="polite" aria-atomic="true" className={classes.visuallyHidden}>
      {announcement !== null && <span key={announcement.id}>{announcement.text}</span>}
    </div>
  );
}
