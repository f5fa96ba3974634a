import { useQuery } from '@tanstack/react-query';
import { type CalendarFeed, calendarFeedSchema } from '@kusasa/domain/schemas/deadlines';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const CALENDAR_PATH = '/api/deadlines/calendar';

/** GET /api/deadlines/calendar: whether a private address is live (the address itself is shown only when made). */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return apiCall(CALENDAR_PATH, { signal, schema: calendarFeedSchema });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: learnerKeys.calendarFeed(), queryFn: ({ signal }) => getCalendarFeed(signal) });
}
