import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';

// Allocation dates are South African calendar days on the wire and the start of that day
// (00:00 SAST, UTC+2 all year) in the database: an allocation that expires on 1 April stops
// giving its plan when 1 April begins (docs/decisions/0303).

export const startOfSaDay = (day: string): Date => new Date(`${day}T00:00:00+02:00`);
export const saDay = (date: Date): string => isoCalendarDateIn(date);
