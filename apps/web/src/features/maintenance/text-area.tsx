import type { ComponentProps } from 'react';
import { describedBy, FieldError, fieldErrorId, Label } from '../../components/ui/field';
import { cn } from '../../lib/cn';

type Props = Omit<ComponentProps<'textarea'>, 'id' | 'className'> & { id: string; label: string; error?: string | undefined; counter?: string };

/** A labelled textarea with its error and a character count. */
export function TextArea({ id, label, error, counter, ...props }: Props) {
  const counterId = `${id}-counter`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(counter ? counterId : undefined, error ? fieldErrorId(id) : undefined)}
        className={cn(
          'block min-h-24 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 disabled:opacity-60',
          'dark:bg-slate-900 dark:text-slate-100 dark:focus-visible:outline-emerald-400',
          error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
        )}
        {...props}
      />
      {counter && (
        <p id={counterId} className="mt-1 text-right text-sm text-slate-700 tabular-nums dark:text-slate-300">
          {counter}
        </p>
      )}
      <FieldError id={fieldErrorId(id)}>{error}</FieldError>
    </div>
  );
}
