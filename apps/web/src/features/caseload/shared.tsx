import type { ReactNode } from 'react';
import { NOT_SHARED, caseloadTexts as t } from '@kusasa/domain/caseload-page-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import type { CaseloadItem } from '@kusasa/domain/schemas/counselors/caseload';

/** A part the learner did not share (null) says so; otherwise what `show` makes of it. */
export function Shared<T>({ value, children }: { value: T | null; children: (value: T) => ReactNode }) {
  if (value === null) return <span className="text-slate-600 italic dark:text-slate-400">{NOT_SHARED}</span>;
  return <>{children(value)}</>;
}

/** '2 submitted, 1 approved': the non-zero counts, or 'None yet'. */
export function countsLine(counts: NonNullable<CaseloadItem['applications']>): string {
  const parts = (Object.keys(t.counts) as (keyof typeof t.counts)[]).filter((key) => counts[key] > 0).map((key) => `${counts[key]} ${t.counts[key]}`);
  return parts.join(', ') || t.noApplications;
}

export const schoolGrade = (item: Pick<CaseloadItem, 'school' | 'grade'>) =>
  [item.school, item.grade ? t.grade(item.grade) : null].filter(Boolean).join(' · ') || '—';

export const deadlineLine = (deadline: CaseloadItem['nextDeadline']) => (deadline ? `${formatIsoDay(deadline.date)}: ${deadline.what}` : '—');
