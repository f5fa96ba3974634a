import { z } from 'zod';
import { DEADLINE_KINDS, DEADLINE_STATUSES } from '../rules/deadlines.ts';

/*
 * Deadlines and the private calendar feed (issue 30). Dates are South African calendar days
 * ('YYYY-MM-DD'); timestamps ISO 8601; errors {error: {code, message, fields?}}.
 *
 * LEARNER (student; routes take no user id)
 * GET    /api/deadlines            deadlineListSchema: upcoming nearest first, then closed in the last 30 days
 * GET    /api/deadlines/calendar   calendarFeedSchema: {url: null, createdAt} while an address is live (only its
 *                                   hash is kept, so the address is shown once, when made); both null without one
 * POST   /api/deadlines/calendar   -> 201 calendarFeedSchema: a new private address (the old one stops working)
 * DELETE /api/deadlines/calendar   -> calendarFeedSchema {url: null}
 * ANYONE WITH THE ADDRESS
 * GET    /api/calendar/:token.ics  text/calendar (RFC 5545); a revoked or unknown token 404
 */

const calendarDay = z.iso.date();

export const deadlineKindSchema = z.enum(DEADLINE_KINDS);
export const deadlineStatusSchema = z.enum(DEADLINE_STATUSES);

/** Where the date comes from: the institution's or NSFAS's publication, and when Kusasa checked it. */
export const deadlineSourceSchema = z.object({ title: z.string(), url: z.string().nullable(), checkedOn: calendarDay.nullable() });
export type DeadlineSource = z.infer<typeof deadlineSourceSchema>;

/** Somewhere else still open: another institution for the same faculty, or a TVET college's later intake. */
export const deadlineAlternativeSchema = z.object({
  institutionName: z.string(),
  /** The programme or intake that is open. */
  what: z.string(),
  closesOn: calendarDay.nullable(),
  /** The institution's page in Kusasa. */
  link: z.string(),
});
export type DeadlineAlternative = z.infer<typeof deadlineAlternativeSchema>;

/** For a closed application date: what the learner can still honestly do. */
export const afterClosingSchema = z.object({
  /** The last day late applications are accepted, when the institution accepts them. */
  lateUntil: calendarDay.nullable(),
  /** The institution's own words on late applications. */
  lateRules: z.string().nullable(),
  /** Other institutions still open for the same faculty. */
  openElsewhere: z.array(deadlineAlternativeSchema),
  /** TVET colleges' later intakes. */
  tvetIntakes: z.array(deadlineAlternativeSchema),
});
export type AfterClosing = z.infer<typeof afterClosingSchema>;

export const deadlineSchema = z.object({
  /** Stable per date: the same deadline keeps its id (and its calendar UID) across reads. */
  id: z.string(),
  kind: deadlineKindSchema,
  date: calendarDay,
  title: z.string(),
  institution: z.object({ id: z.string(), name: z.string() }).nullable(),
  programme: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** What is left to do before the date. */
  toDo: z.string(),
  /** Days from today (SA) to the date; negative once closed. */
  daysLeft: z.number().int(),
  status: deadlineStatusSchema,
  source: deadlineSourceSchema.nullable(),
  /** Where to act in Kusasa (a web path). */
  link: z.string(),
  /** Only on a closed application date. */
  afterClosing: afterClosingSchema.nullable(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const deadlineListSchema = z.object({
  /** Today in South Africa, as the list was worked out. */
  today: calendarDay,
  deadlines: z.array(deadlineSchema),
});
export type DeadlineList = z.infer<typeof deadlineListSchema>;

export const calendarFeedSchema = z.object({
  /** The private address: only in the answer that made it (only its hash is kept). */
  url: z.string().nullable(),
  /** When the live address was made; null when there is none (never made, or revoked). */
  createdAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** 32 random bytes, base64url without padding; any other shape is simply unknown (404), never a 400 that tells it apart. */
export const calendarTokenParamsSchema = z.object({ token: z.string().max(200) });
