import { InputField, SelectField } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import type { FieldErrors } from '../../lib/form-errors';
import { ShowPasswordButton } from '../../components/ui/show-password-button';
import type { FieldSpec, FormValues, SectionSpec } from './registration-spec';

export interface PasswordToggle {
  shown: boolean;
  onToggle: () => void;
  /** The id of the password field that carries the toggle, which shows or hides them all. */
  carrier: string;
  /** The ids of every password field. */
  controls: string;
}

interface SectionProps {
  fieldId: (name: string) => string;
  section: SectionSpec;
  values: FormValues;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
  password: PasswordToggle;
}

/** One section of a registration form (Personal, Professional, Contact, Account...). */
export function RegistrationSection({ fieldId, section, values, errors, onChange, password }: SectionProps) {
  return (
    <fieldset>
      <legend className="mb-4 w-full border-b border-slate-200 pb-2 text-lg font-semibold text-slate-950 dark:border-slate-700 dark:text-white">
        {section.title}
      </legend>
      <div className={cn('grid gap-5 sm:items-start', section.fields.length > 1 && 'sm:grid-cols-2')}>
        {section.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            fieldId={fieldId}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={onChange}
            password={password}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface FieldProps {
  field: FieldSpec;
  fieldId: (name: string) => string;
  value: string;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
  password: PasswordToggle;
}

function Field({ field, fieldId, value, error, onChange, password }: FieldProps) {
  const id = fieldId(field.name);
  const label = field.optional ? `${field.label} (optional)` : field.label;
  const className = field.wide ? 'sm:col-span-2' : undefined;
  if (field.kind === 'select') {
    return (
      <SelectField
        id={id}
        className={className}
        label={label}
        placeholder={field.placeholder ?? `Select ${field.label.toLowerCase()}`}
        options={field.options ?? []}
        hint={field.hint}
        value={value}
        onChange={(event) => onChange(field.name, event.target.value)}
        error={error}
      />
    );
  }
  const isPassword = field.kind === 'password';
  return (
    <InputField
      id={id}
      className={className}
      label={label}
      type={isPassword ? (password.shown ? 'text' : 'password') : field.kind}
      autoComplete={field.autoComplete}
      inputMode={field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : undefined}
      maxLength={field.maxLength}
      hint={field.hint}
      value={value}
      onChange={(event) => onChange(field.name, event.target.value)}
      error={error}
      addon={
        isPassword && id === password.carrier ? (
          <ShowPasswordButton shown={password.shown} onToggle={password.onToggle} controls={password.controls} />
        ) : undefined
      }
    />
  );
}
