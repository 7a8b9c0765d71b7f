import { useTranslation } from 'react-i18next';
import { sameOffset } from './time';

export interface SpanText {
  /** In the viewer's zone. */
  here: string;
  /** In the interview's own zone when it shows another wall-clock time, with the zone's name. */
  there: string | null;
}

/** Formats an interview's start and end for the viewer (their zone, and the interview's when it differs). */
export function useSpanFormat(viewerZone: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return (startsAt: string, endsAt: string, ownZone: string, withDay = true): SpanText => {
    const start = new Date(startsAt);
    const end = new Date(endsAt);
    const fmt = (timeZone: string) => {
      const day = new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      });
      const hour = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
      const span = `${hour.format(start)}–${hour.format(end)}`;
      return withDay ? `${day.format(start)}, ${span}` : span;
    };
    let there: string | null = null;
    if (ownZone !== viewerZone && !sameOffset(start, ownZone, viewerZone)) {
      try {
        const day = new Intl.DateTimeFormat(locale, {
          timeZone: ownZone,
          weekday: 'short',
          day: 'numeric',
          month: 'short',
        });
        const hour = new Intl.DateTimeFormat(locale, {
          timeZone: ownZone,
          hour: 'numeric',
          minute: '2-digit',
        });
        there = `${day.format(start)}, ${hour.format(start)}–${hour.format(end)} (${ownZone})`;
      } catch {
        there = null;
      }
    }
    return { here: fmt(viewerZone), there };
  };
}
