import { formatListDate } from '@kusasa/domain/rules/dates';

// The lock's end is typed and shown in South African time whatever the admin's device says:
// South Africa keeps UTC+2 all year, so the conversion is a fixed offset.
const SA_OFFSET_MS = 2 * 60 * 60_000;

/** An instant as the value of a datetime-local input, in South African time ('2026-03-11T14:05'). */
export function toSaInputValue(iso: string): string {
  return new Date(Date.parse(iso) + SA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as South African time, as the API expects it (with its offset). */
export function fromSaInputValue(value: string): string {
  return `${value}:00+02:00`;
}

/** 'Mar 11, 2:05 PM' in South African time. */
export const formatSaTime = (iso: string) => formatListDate(iso);
