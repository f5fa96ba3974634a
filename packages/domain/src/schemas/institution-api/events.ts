import { z } from 'zod';
import { EVENT_PAGE_MAX } from '../../rules/admissions.ts';
import { apiEventSchema } from './common.ts';

// GET /api/v1/institution/applications?since=<cursor>&limit=<1..500, default 100>
// The institution's events after the cursor, in commit order. Keep `nextCursor` and ask again
// with it: a poller never misses or repeats an event. No `since`: from the first event.

export const EVENT_PAGE_DEFAULT = 100;

export const eventsQuerySchema = z.object({
  since: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(EVENT_PAGE_MAX).default(EVENT_PAGE_DEFAULT),
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

export const eventPageSchema = z.object({
  events: z.array(apiEventSchema),
  /** Where the next call starts: the last event's cursor, or the one given when nothing is new. */
  nextCursor: z.string(),
  /** More events are waiting: ask again at once. */
  hasMore: z.boolean(),
});
export type EventPage = z.infer<typeof eventPageSchema>;
