import { type CalendarFeed, calendarFeedSchema } from '@kusasa/domain/schemas/deadlines';
import { apiCall } from '../../../lib/api-client';
import { CALENDAR_PATH } from './get-calendar-feed';

/** POST /api/deadlines/calendar: a new private address; the old one stops working. */
export function makeCalendarFeed(): Promise<CalendarFeed> {
  return apiCall(CALENDAR_PATH, { method: 'POST', schema: calendarFeedSchema });
}
