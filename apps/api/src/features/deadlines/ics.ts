import { deadlineTexts as t } from '@kusasa/domain/deadline-texts';
import { addDays } from '@kusasa/domain/rules/deadlines';
import type { Deadline } from '@kusasa/domain/schemas/deadlines';

// The learner's deadlines as an iCalendar feed (RFC 5545), written by hand: all-day events only,
// so a library's time-zone handling buys nothing. Lines end in CRLF and are folded at 75 octets
// (never inside a UTF-8 character); text values escape backslashes, commas, semicolons and newlines.

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT values (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets, each continuation starting with one space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation's leading space counts, so 74 more.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const basicDate = (day: string) => day.replace(/-/g, '');

/** UTC date-time in basic format, e.g. 20260930T080000Z. */
const utcStamp = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export interface IcsOptions {
  /** Absolute base of the web app, for each event's URL. */
  publicUrl: string;
  /** The host part of each UID, so UIDs are unique across calendars. */
  uidDomain: string;
  now: Date;
}

function eventOf(deadline: Deadline, { publicUrl, uidDomain, now }: IcsOptions): string[] {
  const description = [t.ics.toDo(deadline.toDo)];
  if (deadline.afterClosing?.lateUntil) description.push(t.afterClosing.lateUntil(deadline.afterClosing.lateUntil));
  if (deadline.source) description.push(t.ics.source(deadline.source.title, deadline.source.url));
  return [
    'BEGIN:VEVENT',
    `UID:${deadline.id}@${uidDomain}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${basicDate(deadline.date)}`,
    `DTEND;VALUE=DATE:${basicDate(addDays(deadline.date, 1))}`,
    `SUMMARY:${escapeText(deadline.title)}`,
    `DESCRIPTION:${escapeText(description.join('\n'))}`,
    `URL:${new URL(deadline.link, publicUrl).href}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole calendar: one all-day VEVENT per deadline. */
export function renderIcs(deadlines: readonly Deadline[], options: IcsOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kusasa//Deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(t.ics.calendarName)}`,
    'X-WR-TIMEZONE:Africa/Johannesburg',
    ...deadlines.flatMap((deadline) => eventOf(deadline, options)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
