import type { ReactNode } from 'react';
import { FieldError, describedBy, fieldErrorId } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';

// A question answered with radio buttons or checkboxes: a fieldset whose legend is the question,
// each choice a labelled control, the error tied to every control of the group.

interface GroupProps {
  id: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  /** Side by side from small screens up (short answers such as Yes and No). */
  inline?: boolean;
}

const hintId = (id: string) => `${id}-hint`;

function Frame({ id, legend, hint, error, inline, children }: GroupProps & { children: ReactNode }) {
  return (
    <fieldset id={id} className="min-w-0" aria-describedby={describedBy(hint && hintId(id), error && fieldErrorId(id))}>
      <legend className="mb-1.5 font-medium text-slate-900 dark:text-slate-100">{legend}</legend>
      {hint && (
        <p id={hintId(id)} className="mb-2 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
      <div className={cn('grid gap-2', inline && 'sm:flex sm:flex-wrap sm:gap-6')}>{children}</div>
      <FieldError id={fieldErrorId(id)}>{error}</FieldError>
    </fieldset>
  );
}

function Choice({ type, name, id, label, checked, invalid, describedIds, onChange }: ChoiceProps) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedIds}
        className="size-5 shrink-0 accent-emerald-700 dark:accent-emerald-400"
      />
      <label htmlFor={id} className="min-w-0 break-words text-slate-800 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  id: string;
  label: string;
  checked: boolean;
  invalid: boolean;
  describedIds: string | undefined;
  onChange: () => void;
}

export function RadioGroup(props: GroupProps & { value: string; onChange: (value: string) => void }) {
  const { id, options, value, onChange, error } = props;
  return (
    <Frame {...props}>
      {options.map((option) => (
        <Choice
          key={option.value}
          type="radio"
          name={id}
          id={`${id}-${option.value}`}
          label={option.label}
          checked={value === option.value}
          invalid={Boolean(error)}
          describedIds={error ? fieldErrorId(id) : undefined}
          onChange={() => onChange(option.value)}
        />
      ))}
    </Frame>
  );
}

export function CheckboxGroup(props: GroupProps & { values: readonly string[]; onChange: (values: string[]) => void }) {
  const { id, options, values, onChange, error } = props;
  const toggle = (value: string) => onChange(values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);
  return (
    <Frame {...props}>
      {options.map((option) => (
        <Choice
          key={option.value}
          type="checkbox"
          name={id}
          id={`${id}-${option.value}`}
          label={option.label}
          checked={values.includes(option.value)}
          invalid={Boolean(error)}
          describedIds={error ? fieldErrorId(id) : undefined}
          onChange={() => toggle(option.value)}
        />
      ))}
    </Frame>
  );
}
