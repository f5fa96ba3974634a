import { type CalendarFeed, calendarFeedSchema } from '@kusasa/domain/schemas/deadlines';
import { apiCall } from '../../../lib/api-client';
import { CALENDAR_PATH } from './get-calendar-feed';

/** DELETE /api/deadlines/calendar: the address stops working at once. */
export function revokeCalendarFeed(): Promise<CalendarFeed> {
  return apiCall(CALENDAR_PATH, { method: 'DELETE', schema: calendarFeedSchema });
}
