import { CheckboxField } from '../../components/ui/field';

/** A group of checkboxes under one legend; `value` holds the checked options, in the options' order. */
export function CheckboxGroup<V extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  error?: string | undefined;
}) {
  const errorId = `${id}-error`;
  const toggle = (option: V, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((item) => item.value).filter((item) => chosen.has(item)));
  };
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-medium text-slate-900 dark:text-slate-100">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            id={`${id}-${option.value}`}
            label={option.label}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            invalid={Boolean(error)}
            errorId={errorId}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
