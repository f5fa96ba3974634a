import { REFUND_TERMS } from '../legal/refund-terms.ts';

// Consultation sessions with an approved counselor (seed 001 section 9; issue 31, decision 0418).
// Prices are integer cents (ZAR). The booking, cancellation and included-session rules live here
// once: the server enforces them and the page states them before the learner pays.

export const CONSULTATION_SESSIONS = [
  { id: 'career-guidance', name: 'Career Guidance', durationMinutes: 45, priceCents: 60_000 },
  { id: 'application-review', name: 'Application Review', durationMinutes: 30, priceCents: 40_000 },
  { id: 'interview-preparation', name: 'Interview Preparation', durationMinutes: 60, priceCents: 75_000 },
] as const;

export type ConsultationSession = (typeof CONSULTATION_SESSIONS)[number];
export type SessionTypeId = ConsultationSession['id'];
export const SESSION_TYPE_IDS = CONSULTATION_SESSIONS.map((session) => session.id) as [SessionTypeId, ...SessionTypeId[]];

// The 1-on-1 expert session offered on the pricing and career-guidance pages: a Career Guidance session.
export const EXPERT_SESSION_PRICE_CENTS = 60_000;
export const EXPERT_SESSION_TYPE: SessionTypeId = 'career-guidance';

export function sessionById(id: SessionTypeId): ConsultationSession {
  const session = CONSULTATION_SESSIONS.find((candidate) => candidate.id === id);
  if (!session) throw new RangeError(`unknown session type ${id}`);
  return session;
}

/** A stored session type id as the type; an unknown one (never written by the server) reads as Career Guidance. */
export const sessionTypeOr = (id: string): SessionTypeId => ((SESSION_TYPE_IDS as readonly string[]).includes(id) ? (id as SessionTypeId) : 'career-guidance');

/** A slot lasts as long as the longest session it offers; overlaps are measured on that. */
export function slotMinutes(types: readonly SessionTypeId[]): number {
  return Math.max(...types.map((id) => sessionById(id).durationMinutes));
}

/** An unpaid booking holds its slot this long; then anyone may book it. */
export const BOOKING_HOLD_MINUTES = 15;
/** Counselors publish at most this far ahead. */
export const MAX_DAYS_AHEAD = 90;

/**
 * Pro + AI's "career counselling" and "interview preparation" (plan-data.ts) include one session
 * of each per learner account (decision 0418: the seeds give no number). Others are paid.
 */
export const PRO_AI_INCLUDED_SESSIONS: Readonly<Partial<Record<SessionTypeId, number>>> = {
  'career-guidance': 1,
  'interview-preparation': 1,
};

/** Free rescheduling and a full refund up to this many hours before the start. */
export const FREE_CHANGE_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What cancelling gives back, from the Refund Policy's rates (refund-terms.ts): before the
 * counselor prepares (24 hours or more before the start) or within the 7-day cooling-off period,
 * 100%; later, once the session is prepared but not yet held, 80% (the rate for work started and
 * not finished); once the session has started it cannot be cancelled.
 */
export function cancellationRefundPercent(startsAt: Date, paidAt: Date | null, now: Date): number | null {
  const left = startsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left >= FREE_CHANGE_HOURS * HOUR_MS) return REFUND_TERMS.beforeProcessingPercent;
  if (paidAt && now.getTime() - paidAt.getTime() < REFUND_TERMS.coolingOffDays * DAY_MS) return REFUND_TERMS.beforeProcessingPercent;
  return REFUND_TERMS.afterProcessingBeforeSubmissionPercent;
}

/** Rounded down to whole cents: never more than was paid. */
export const refundCents = (paidCents: number, percent: number): number => Math.floor((paidCents * percent) / 100);

/** Rescheduling is free, and allowed only, up to 24 hours before the start. */
export const canReschedule = (startsAt: Date, now: Date): boolean => startsAt.getTime() - now.getTime() >= FREE_CHANGE_HOURS * HOUR_MS;

/** South African time has no daylight saving: UTC+02:00 all year. */
const SA_OFFSET = '+02:00';

/** 'YYYY-MM-DDTHH:MM' on a South African wall clock as an instant; null when not a real time. */
export function saLocalToInstant(local: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const at = new Date(`${local}:00${SA_OFFSET}`);
  if (Number.isNaN(at.getTime())) return null;
  // Date rolls 31 February over into March: refuse what does not read back the same.
  return saInstantToLocal(at) === local ? at : null;
}

/** An instant as 'YYYY-MM-DDTHH:MM' on a South African wall clock (no Intl: prerender-safe). */
export function saInstantToLocal(at: Date): string {
  return new Date(at.getTime() + 2 * HOUR_MS).toISOString().slice(0, 16);
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Tue 1 Dec 2026, 14:30' in South African time. */
export function formatSessionTime(iso: string): string {
  const local = new Date(new Date(iso).getTime() + 2 * HOUR_MS);
  const time = local.toISOString().slice(11, 16);
  return `${DAY_NAMES[local.getUTCDay()]} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${time}`;
}
