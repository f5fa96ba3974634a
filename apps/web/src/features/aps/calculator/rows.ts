import { markSchema } from '@kusasa/domain/schemas/aps';
import type { SubjectMark } from '@kusasa/domain/rules/nsc-subject-names';

/** The select's value for "type the subject yourself". */
export const OTHER_SUBJECT = '__other';

export type MarkRow = { key: number; choice: string; other: string; mark: string };

export const INITIAL_ROWS = 7;

let nextKey = 0;
export const emptyRow = (): MarkRow => ({ key: ++nextKey, choice: '', other: '', mark: '' });
export const initialRows = (): MarkRow[] => Array.from({ length: INITIAL_ROWS }, emptyRow);

export function rowSubject(row: MarkRow): string {
  return (row.choice === OTHER_SUBJECT ? row.other : row.choice).trim();
}

/** The seed's message for a typed mark outside 0-100 (or not a whole number); nothing while empty. */
export function markError(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const parsed = markSchema.safeParse(Number(value));
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The rows with a subject and a valid mark, as the rules take them. */
export function completeMarks(rows: readonly MarkRow[]): SubjectMark[] {
  return rows.flatMap((row) => {
    const subject = rowSubject(row);
    if (!subject || row.mark.trim() === '' || markError(row.mark)) return [];
    return [{ subject, mark: Number(row.mark) }];
  });
}
