import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldError, fieldErrorId, Label } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';

type Props = Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'value'> & {
  id: string;
  label: ReactNode;
  value: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shows "n / max" under the field (seed 001 point 5: text fields with a character counter). */
  maxLength?: number;
  className?: string;
};

/** A labelled textarea with its hint, error and optional character counter tied to it. */
export function TextAreaField({ id, label, value, hint, error, maxLength, className, ...props }: Props) {
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, maxLength ? counterId : undefined, error ? fieldErrorId(id) : undefined)}
        className={cn(
          'block min-h-32 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 disabled:opacity-60',
          'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:outline-emerald-400',
          error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
        )}
        {...props}
      />
      <div className="mt-1.5 flex items-start justify-between gap-3 text-sm text-slate-700 dark:text-slate-300">
        {hint ? <p id={hintId}>{hint}</p> : <span />}
        {maxLength && (
          <p id={counterId} className="shrink-0 tabular-nums">
            {value.length} / {maxLength}
          </p>
        )}
      </div>
      <FieldError id={fieldErrorId(id)}>{error}</FieldError>
    </div>
  );
}
