import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useFieldLive } from './plain-form';

// Form fields with their label, optional hint and error tied to the control: the error has an
// id the control names in aria-describedby, and the control is aria-invalid while it shows.

export const fieldErrorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

const controlClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 disabled:opacity-60 ' +
  'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:outline-emerald-400';
const borderClass = (invalid: boolean) => (invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600');

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('mb-1.5 block font-medium text-slate-900 dark:text-slate-100', className)} {...props} />;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Shown after the control inside its row, such as a show/hide password button. */
  addon?: ReactNode;
  /** A field of a plain GET form, usable before the app attaches (decision 0425): never locked. */
  plain?: boolean;
}

type InputFieldProps = FieldFrameProps & Omit<ComponentProps<'input'>, 'id' | 'className'>;

export function InputField({ id, label, error, hint, className, addon, readOnly, plain, ...inputProps }: InputFieldProps) {
  const live = useFieldLive() || Boolean(plain);
  // A caller may mark the field invalid with a message elsewhere (a form-level error).
  const invalid = Boolean(error) || inputProps['aria-invalid'] === true;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId(id) : undefined, error ? fieldErrorId(id) : undefined)}
          className={cn(controlClass, borderClass(invalid), 'min-h-11')}
          readOnly={readOnly || !live}
          {...inputProps}
        />
        {addon}
      </div>
      {hint && (
        <p id={hintId(id)} className="mt-1.5 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
      <FieldError id={fieldErrorId(id)}>{error}</FieldError>
    </div>
  );
}

type SelectFieldProps = FieldFrameProps &
  Omit<ComponentProps<'select'>, 'id' | 'className'> & { options: readonly { value: string; label: string }[]; placeholder: string };

export function SelectField({ id, label, error, hint, className, options, placeholder, disabled, plain, ...selectProps }: SelectFieldProps) {
  const live = useFieldLive() || Boolean(plain);
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId(id) : undefined, error ? fieldErrorId(id) : undefined)}
        className={cn(controlClass, borderClass(Boolean(error)), 'min-h-11')}
        disabled={disabled || !live}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId(id)} className="mt-1.5 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
      <FieldError id={fieldErrorId(id)}>{error}</FieldError>
    </div>
  );
}

type TextareaFieldProps = FieldFrameProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

export function TextareaField({ id, label, error, hint, className, addon, readOnly, ...textareaProps }: TextareaFieldProps) {
  const live = useFieldLive();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId(id) : undefined, error ? fieldErrorId(id) : undefined)}
        className={cn(controlClass, borderClass(Boolean(error)), 'min-h-28 resize-y')}
        readOnly={readOnly || !live}
        {...textareaProps}
      />
      {addon}
      {hint && (
        <p id={hintId(id)} className="mt-1.5 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
      <FieldError id={fieldErrorId(id)}>{error}</FieldError>
    </div>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> & {
  id: string;
  label: ReactNode;
  /** Whether the control is in error; the message itself may be shown elsewhere (errorId). */
  invalid?: boolean;
  /** The id of the message describing the error, when invalid. */
  errorId?: string;
  className?: string;
};

export function CheckboxField({ id, label, invalid = false, errorId, className, disabled, ...inputProps }: CheckboxFieldProps) {
  const live = useFieldLive();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        className="mt-0.5 size-5 shrink-0 accent-emerald-700 dark:accent-emerald-400"
        disabled={disabled || !live}
        {...inputProps}
      />
      <label htmlFor={id} className="text-slate-800 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}

/** An email input: the email keyboard on phones and the browser's saved address. */
export function EmailField(props: Omit<InputFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return <InputField type="email" inputMode="email" autoComplete="email" {...props} />;
}
