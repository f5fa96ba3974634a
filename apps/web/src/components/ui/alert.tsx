import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100',
  info: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100',
};

const icons = { error: CircleAlert, success: CircleCheck, info: Info };

/** A message about the whole form or page. Errors are announced at once (role alert), others politely. */
export function Alert({
  tone,
  id,
  children,
  className,
  focusable = false,
}: {
  tone: AlertTone;
  id?: string;
  children: ReactNode;
  className?: string;
  focusable?: boolean;
}) {
  const Icon = icons[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      // A form's error message takes focus after a failed submit when no field is in error.
      {...(focusable ? { tabIndex: -1, 'data-focus-on-error': '' } : {})}
      className={cn('flex gap-3 rounded-lg border p-3 focus:outline-none focus-visible:outline-2', tones[tone], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
