import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export type PillTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const tones: Record<PillTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  warning: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  danger: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/** A status in words on a coloured pill (the colour only repeats what the words say). */
export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return <span className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-medium', tones[tone])}>{children}</span>;
}
