import { cn } from '../../lib/cn';

/** A spinner with a text label for screen readers. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-slate-700 dark:text-slate-300', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-emerald-700 dark:border-slate-700 dark:border-t-emerald-400"
      />
      <span>{label}</span>
    </span>
  );
}
