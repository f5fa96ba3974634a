import type { MaintenanceStatus } from './maintenance-status.ts';

// The maintenance banner is on every public page, so reading its status must not pull zod into the
// page (issue 33: 26 KB a phone downloaded for one five-field object). This reader accepts exactly
// what maintenanceStatusSchema accepts; maintenance-status-reader.test.ts holds the two together.

/** How often the web's banner asks for the lock state (it also asks after any MAINTENANCE refusal). */
export const MAINTENANCE_POLL_SECONDS = 30;
/** The code of the refusal of a change while the site is locked (503). */
export const MAINTENANCE_ERROR_CODE = 'MAINTENANCE';

// z.iso.datetime(): UTC ('Z'), seconds required, any fraction, and a real calendar date and time.
const ISO_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isIsoDateTime(value: string): boolean {
  const [, year, month, day] = ISO_DATETIME.exec(value)?.map(Number) ?? [];
  if (year === undefined || month === undefined || day === undefined) return false;
  const leapDay = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 1 : 0;
  const days = DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days + leapDay;
}

const isDateTimeOrNull = (value: unknown) => value === null || (typeof value === 'string' && isIsoDateTime(value));

/** The status, or null when the body is not one (the banner then keeps what it showed). */
export function readMaintenanceStatus(body: unknown): MaintenanceStatus | null {
  if (typeof body !== 'object' || body === null) return null;
  const { locked, message, until, since, overdue } = body as Record<string, unknown>;
  if (typeof locked !== 'boolean' || typeof overdue !== 'boolean') return null;
  if (message !== null && typeof message !== 'string') return null;
  if (!isDateTimeOrNull(until) || !isDateTimeOrNull(since)) return null;
  return { locked, message, until: until as string | null, since: since as string | null, overdue };
}
