import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'brand' | 'accent' | 'neutral';

const tones: Record<BadgeTone, string> = {
  brand: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  accent: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

export function Badge({ tone = 'brand', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={cn('inline-flex items-center rounded-full px-3 py-1 text-sm font-medium', tones[tone], className)} {...props} />;
}
