import { z } from 'zod';
import { validationTexts } from '../texts.ts';
import { calendarDateIn } from './dates.ts';
import type { CalendarDate } from './dates.ts';

// South African ID number: YYMMDD SSSS C A Z.
//   YYMMDD date of birth, SSSS sequence (0000-4999 female, 5000-9999 male),
//   C citizenship (0 citizen, 1 permanent resident), A historical digit (not checked),
//   Z Luhn check digit over the first twelve.

export const ADULT_AGE = 18;

export type SaIdFailureReason = 'not_13_digits' | 'impossible_date' | 'invalid_citizenship' | 'checksum_failed';

// Named apart from the registration form's gender options, which are a different, self-described list.
export type SaIdGender = 'female' | 'male';
export type SaIdCitizenship = 'citizen' | 'permanent_resident';

export interface ValidSaId {
  ok: true;
  idNumber: string;
  dateOfBirth: string; // YYYY-MM-DD
  gender: SaIdGender;
  citizenship: SaIdCitizenship;
  age: (at?: Date) => number;
}

export interface InvalidSaId {
  ok: false;
  reason: SaIdFailureReason;
}

export type SaIdResult = ValidSaId | InvalidSaId;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let fromRight = 0; fromRight < digits.length; fromRight += 1) {
    let digit = Number(digits[digits.length - 1 - fromRight]);
    if (fromRight % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids any local zone shift.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Keeps only digits, as the ID field does while the user types or pastes '800101 5009 08 7'. */
export function keepDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * Reads a South African ID number. The two-digit year is taken as 20YY unless that date of birth
 * would lie after `today` (in South African time), in which case it is 19YY.
 * Old IDs with citizenship digit 2 (refugees) are rejected.
 */
export function parseSaId(input: string, today: Date = new Date()): SaIdResult {
  if (!/^\d{13}$/.test(input)) return { ok: false, reason: 'not_13_digits' };

  const yy = Number(input.slice(0, 2));
  const month = Number(input.slice(2, 4));
  const day = Number(input.slice(4, 6));
  const sequence = Number(input.slice(6, 10));
  const citizenshipDigit = input[10];

  const todayInSa = calendarDateIn(today);
  const in2000s = { year: 2000 + yy, month, day };
  const year = compareCalendarDates(in2000s, todayInSa) > 0 ? 1900 + yy : 2000 + yy;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, reason: 'impossible_date' };
  }

  if (citizenshipDigit !== '0' && citizenshipDigit !== '1') return { ok: false, reason: 'invalid_citizenship' };
  if (!passesLuhn(input)) return { ok: false, reason: 'checksum_failed' };

  const dateOfBirth = toIsoDate({ year, month, day });
  return {
    ok: true,
    idNumber: input,
    dateOfBirth,
    // Every four-digit sequence maps to a gender, so a 13-digit ID cannot fail on it.
    gender: sequence < 5000 ? 'female' : 'male',
    citizenship: citizenshipDigit === '0' ? 'citizen' : 'permanent_resident',
    age: (at: Date = new Date()) => ageOn(dateOfBirth, at),
  };
}

/**
 * Completed years between a 'YYYY-MM-DD' date of birth and the South African calendar day of `date`.
 * Someone born on 29 February turns a year older on 1 March in common years.
 */
export function ageOn(dateOfBirth: string, date: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) throw new RangeError(`Expected a YYYY-MM-DD date of birth, got ${dateOfBirth}`);
  const birth = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const on = calendarDateIn(date);
  const hadBirthdayThisYear = compareCalendarDates({ ...birth, year: on.year }, on) <= 0;
  return on.year - birth.year - (hadBirthdayThisYear ? 0 : 1);
}

export function isMinor(dateOfBirth: string, at: Date = new Date()): boolean {
  return ageOn(dateOfBirth, at) < ADULT_AGE;
}

/** The part of an ID number that may be stored and shown (verification logs, support calls). */
export function lastFourDigits(idNumber: string): string {
  return idNumber.slice(-4);
}

export const saIdNumberSchema = z
  .string({ error: validationTexts.idNumberLength })
  .regex(/^\d{13}$/, { error: validationTexts.idNumberLength, abort: true })
  .refine((value) => parseSaId(value).ok, { error: validationTexts.idNumberInvalid });
