import { formatLongDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';

export const money = (cents: number) => formatZar(cents);
/** A calendar date ('YYYY-MM-DD', a South African day) as '11 March 2026'. */
export const day = (value: string | null) => (value ? formatLongDate(`${value}T12:00:00+02:00`) : '—');
