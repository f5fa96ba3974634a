// Turning validation issues (zod's, or the API's `fields`) into one message per field, and
// moving focus to the first field in error after a submit.

import { type RefObject, useEffect } from 'react';

export type FieldErrors = Record<string, string>;

/** The first message for each field path ('guardian.email'), in the order the issues came. */
export function fieldErrorsFrom(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Splits field messages (typically the API's) into those a form shows beside its fields and the
 * rest, which belong to the form as a whole.
 */
export function splitFieldErrors(fields: FieldErrors, known: ReadonlySet<string>): { shown: FieldErrors; other: string[] } {
  const shown: FieldErrors = {};
  const other: string[] = [];
  for (const [name, text] of Object.entries(fields)) {
    if (known.has(name)) shown[name] = text;
    else other.push(text);
  }
  return { shown, other };
}

/** Marks a form-level message that takes focus when no field is in error (see below). */
export const FOCUS_ON_ERROR_ATTRIBUTE = 'data-focus-on-error';

/**
 * After each submit attempt (`attempt` changes) that left errors, focuses the first control
 * marked aria-invalid, in document order; failing that, the form's error message.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0 || !form.current) return;
    const target = form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current.querySelector<HTMLElement>(`[${FOCUS_ON_ERROR_ATTRIBUTE}]`);
    target?.focus();
  }, [form, attempt]);
}
