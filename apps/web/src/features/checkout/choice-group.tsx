import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

/** A radio group drawn as selectable cards, with a legend and an optional error. */
export function ChoiceGroup<V extends string | number>({
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  columns = 2,
}: {
  name: string;
  legend: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string | undefined;
  columns?: 2 | 4;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-semibold text-slate-900 dark:text-slate-100">{legend}</legend>
      <div className={cn('grid gap-3', columns === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'sm:grid-cols-2')}>
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600',
                checked ? 'border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950/50' : 'border-slate-300 dark:border-slate-700',
                error && !checked && 'border-red-600 dark:border-red-400',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="mt-1 size-4 accent-emerald-700 dark:accent-emerald-400"
              />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900 dark:text-slate-100">{choice.label}</span>
                {choice.hint && <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-300">{choice.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
