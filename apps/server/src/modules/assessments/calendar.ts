import type { Kysely, Transaction } from 'kysely';
import { links } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { findAssessment } from './assessments.repository.js';

/**
 * An assessment as an iCalendar invitation (RFC 5545, with the iTIP method of RFC 5546) that
 * Google Calendar, Outlook and Apple Calendar accept: one VEVENT in UTC times (no VTIMEZONE
 * needed), a UID that stays the assessment's for good, and a SEQUENCE that rises with each
 * re-schedule (assessments.sequence), so that a calendar replaces the old time instead of adding
 * a second event. A cancelled assessment is METHOD:CANCEL, which removes it.
 */

export interface CalendarInvite {
  uid: string;
  sequence: number;
  cancelled: boolean;
  start: Date;
  durationMinutes: number;
  /** When this version was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** `20261124T150000Z` */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=…): quoted, without the characters a quoted value cannot hold. */
function param(value: string): string {
  return `"${value.replace(/["\r\n]/g, ' ')}"`;
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space, and
 * a multi-byte UTF-8 character is never split.
 */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // the first line holds 75 octets; the next ones 74 after their leading space
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildCalendar(invite: CalendarInvite): string {
  const end = new Date(invite.start.getTime() + invite.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Talent Sourcing//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utc(invite.stamp)}`,
    `DTSTART:${utc(invite.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    ...(invite.description !== '' ? [`DESCRIPTION:${escapeText(invite.description)}`] : []),
    ...(invite.location !== null && invite.location !== ''
      ? [`LOCATION:${escapeText(invite.location)}`]
      : []),
    `URL:${invite.url}`,
    `ORGANIZER;CN=${param(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    // answered in the product (the link), not by a reply mail to the organiser's address
    `ATTENDEE;CN=${param(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${invite.attendee.email}`,
    `STATUS:${invite.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The address part of a From header: `Name <a@b>` → `a@b`. */
export function addressOf(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match?.[1] ?? from).trim();
}

/**
 * The invitation of one assessment as it stands now, for its candidate; undefined when there is
 * no such assessment. `organizerEmail` is the product's sending address (MAIL_FROM), named after
 * the employer.
 */
export async function assessmentCalendar(
  db: Kysely<DB> | Transaction<DB>,
  assessmentId: string,
  publicUrl: string,
  organizerEmail: string,
): Promise<{ seekerId: string; ics: string } | undefined> {
  const row = await findAssessment(db, assessmentId);
  if (row === undefined) return undefined;
  const seeker = await db
    .selectFrom('users')
    .select(['email', 'fullName'])
    .where('id', '=', row.seekerId)
    .executeTakeFirst();
  if (seeker === undefined) return undefined;
  const url = `${publicUrl}${links.interview(row.jobId, row.id)}`;
  const description = [row.instructions ?? '', row.meetingUrl ?? '', url]
    .filter((s) => s !== '')
    .join('\n\n');
  const ics = buildCalendar({
    uid: `assessment-${row.id}@${new URL(publicUrl).hostname}`,
    sequence: row.sequence,
    cancelled: row.status === 'cancelled',
    start: new Date(row.startsAt),
    durationMinutes: row.durationMinutes,
    stamp: new Date(row.updatedAt),
    summary: `${row.title} · ${row.jobTitle} · ${row.organisationName}`,
    description,
    location: row.mode === 'online' ? row.meetingUrl : row.locationText,
    url,
    organizer: { name: row.organisationName, email: organizerEmail },
    attendee: { name: seeker.fullName, email: seeker.email },
  });
  return { seekerId: row.seekerId, ics };
}
