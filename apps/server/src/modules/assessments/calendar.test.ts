import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarInvite, fold } from './calendar.js';

const invite: CalendarInvite = {
  uid: 'assessment-0f0f@talent.example',
  sequence: 2,
  cancelled: false,
  start: new Date('2026-12-03T09:30:00Z'),
  durationMinutes: 45,
  stamp: new Date('2026-11-24T10:00:00Z'),
  summary: 'Technical interview · Backend engineer, payments; Riyadh · شركة المثال',
  description: 'Bring your laptop.\nWe will pair on a small task, then talk.',
  location: 'https://meet.example/abc',
  url: 'https://talent.example/jobs/interview/j1/a1',
  organizer: { name: 'Example Co, "Riyadh"', email: 'no-reply@talent.example' },
  attendee: { name: 'ليلى أحمد', email: 'laila@example.com' },
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { calendar, event };
}

describe('an assessment as an iCalendar invitation', () => {
  it('parses with ical.js: the method, a stable UID, the sequence and the right instants', () => {
    const ics = buildCalendar(invite);
    const { calendar, event } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe(invite.uid);
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-03T09:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-03T10:15:00.000Z');
    expect(event.startDate.zone.tzid).toBe('UTC');
    // commas, semicolons and line breaks come back as they were written
    expect(event.summary).toBe(invite.summary);
    expect(event.description).toBe(invite.description);
    expect(event.location).toBe(invite.location);
    const attendee = event.attendees[0];
    expect(attendee?.getParameter('cn')).toBe('ليلى أحمد');
    expect(attendee?.getFirstValue()).toBe('mailto:laila@example.com');
    expect(event.organizer).toBe('mailto:no-reply@talent.example');
  });

  it('writes CRLF lines of at most 75 octets, never splitting a character', () => {
    const ics = buildCalendar({ ...invite, description: 'وصف طويل جدا '.repeat(30) });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(parse(ics).event.description).toBe('وصف طويل جدا '.repeat(30));
    expect(fold('a'.repeat(75))).toBe('a'.repeat(75));
    expect(fold('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });

  it('cancels a cancelled assessment, and a re-schedule raises the sequence of the same UID', () => {
    const cancelled = parse(buildCalendar({ ...invite, cancelled: true }));
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    const moved = parse(buildCalendar({ ...invite, sequence: 3, start: new Date('2026-12-04T08:00:00Z') }));
    expect(moved.event.uid).toBe(invite.uid);
    expect(moved.event.sequence).toBe(3);
  });
});
