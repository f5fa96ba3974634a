import { addDays, southAfricanToday } from './deadlines.ts';

// Reminders and messages (issue 30): the channels a learner chooses, when reminders fall due, the
// quiet hours nobody is texted in, and the words that opt a phone out.

export const MESSAGE_CHANNELS = ['in-app', 'email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Channels that reach a phone number; the others use the account (the bell, its email address). */
export const PHONE_CHANNELS = ['sms', 'whatsapp'] as const satisfies readonly MessageChannel[];
export const isPhoneChannel = (channel: MessageChannel): channel is (typeof PHONE_CHANNELS)[number] => (PHONE_CHANNELS as readonly string[]).includes(channel);

/** The bell is on unless the learner turns it off; email, SMS and WhatsApp only once they choose them. */
export const onWithoutChoice = (channel: MessageChannel): boolean => channel === 'in-app';

/** The wording version each channel's consent is recorded with; raise it when the wording changes. */
export const MESSAGING_CONSENT_VERSION = 'messages-2026-11';

/** Reminders before a closing date, in days (the last one on the day itself). */
export const REMINDER_DAYS = [14, 7, 2, 0] as const;
export type ReminderDay = (typeof REMINDER_DAYS)[number];

/**
 * The reminder that is due `daysLeft` days before a date: the latest milestone already reached
 * (7 from six days before to three), so a scheduler that missed a day sends that milestone late
 * instead of two at once, and never one for a date that has passed.
 */
export function dueReminder(daysLeft: number): ReminderDay | null {
  if (daysLeft < 0) return null;
  for (const day of [...REMINDER_DAYS].reverse()) if (daysLeft <= day) return day;
  return null;
}

/** Hours (SAST) in which no SMS, WhatsApp or email is sent; null sends at any hour. */
export type QuietHours = { from: number; until: number } | null;

/** No SMS, WhatsApp or email from 21:00 to 07:00 South African time (SAST, UTC+2, no daylight saving). */
export const QUIET_HOURS = { from: 21, until: 7 } as const;
const SAST_OFFSET_HOURS = 2;

const sastHour = (at: Date) => (at.getUTCHours() + SAST_OFFSET_HOURS) % 24;

export function inQuietHours(at: Date, quiet: QuietHours = QUIET_HOURS): boolean {
  if (!quiet) return false;
  const hour = sastHour(at);
  return quiet.from > quiet.until ? hour >= quiet.from || hour < quiet.until : hour >= quiet.from && hour < quiet.until;
}

/** `at` itself outside quiet hours; otherwise the hour they end, SAST. */
export function nextSendableTime(at: Date, quiet: QuietHours = QUIET_HOURS): Date {
  if (!quiet || !inQuietHours(at, quiet)) return at;
  const today = southAfricanToday(at);
  const day = quiet.from > quiet.until && sastHour(at) >= quiet.from ? addDays(today, 1) : today;
  return new Date(`${day}T${String(quiet.until).padStart(2, '0')}:00:00+02:00`);
}

/** QUIET_HOURS as configured: '21:00-07:00', or 'none'. Null for 'none'; undefined when malformed. */
export function parseQuietHours(text: string): QuietHours | undefined {
  if (text.trim().toLowerCase() === 'none') return null;
  const match = /^(\d{2}):00-(\d{2}):00$/.exec(text.trim());
  const [from, until] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || from > 23 || until > 23 || from === until) return undefined;
  return { from, until };
}

/** How often a failed send is tried before admins see it, and the waits between: 1, 5, 25, 125 minutes. */
export const MAX_SEND_ATTEMPTS = 5;
export const sendRetryDelayMs = (attempts: number): number => 60_000 * 5 ** Math.max(0, attempts - 1);

/**
 * Texts that opt a phone out (the WASPA Code of Conduct's STOP, and the words people also use).
 * A whole message of one of them, in any case, with punctuation around it.
 */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'OPT OUT'] as const;

export function isStopMessage(text: string): boolean {
  const word = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (STOP_WORDS as readonly string[]).includes(word);
}

/** Statuses of a message in the outbox. `unknown`: an instance stopped mid-send, so it is not sent again blindly. */
export const OUTBOUND_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'cancelled', 'unknown'] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];

/** Dates an admin should check again: not verified in this many days. */
export const DATE_CHECK_DAYS = 60;
