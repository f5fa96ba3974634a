import { useId, useState } from 'react';
import type { PickerOption } from '@kusasa/domain/schemas/sponsors/allocations';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { Button } from '../../components/ui/button';
import { FieldError, fieldErrorId, InputField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { type PickerKind, usePickerOptions } from './api/hooks';

const page = sponsorPageTexts.admin;

export interface Picked {
  id: string;
  label: string;
}

export const pickedLabel = (option: Pick<PickerOption, 'name' | 'email' | 'trackingId'>) =>
  [option.name ?? option.email, option.name ? option.email : null, option.trackingId].filter(Boolean).join(' · ');

/**
 * Choosing a sponsor or a learner by name, email or tracking ID instead of typing a UUID: a search
 * box, then the matches as buttons (Tab and Enter); once chosen, the choice with Change.
 */
export function PersonPicker({
  kind,
  label,
  value,
  onChange,
  error,
}: {
  kind: PickerKind;
  label: string;
  value: Picked | null;
  onChange: (value: Picked | null) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const inputId = `${kind}-picker-${id}`;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const options = usePickerOptions(kind, search);

  if (value) {
    return (
      <div>
        <p id={`${inputId}-label`} className="mb-1.5 font-medium text-slate-900 dark:text-slate-100">
          {label}
        </p>
        <div
          role="group"
          aria-labelledby={`${inputId}-label`}
          className="flex items-center justify-between gap-3 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-600"
        >
          <span className="min-w-0 break-words text-slate-900 dark:text-slate-100">{value.label}</span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={`${page.change} ${label.toLowerCase()}`}>
            {page.change}
          </Button>
        </div>
      </div>
    );
  }

  const list = options.data?.options ?? [];
  return (
    <div>
      <InputField
        id={inputId}
        type="search"
        label={label}
        placeholder={texts.pickerPlaceholder}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(inputId) : undefined}
      />
      <div aria-live="polite" className="mt-2">
        {search.length < 2 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{page.typeMore}</p>
        ) : options.isPending ? (
          <Spinner label={page.loading} className="text-sm" />
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{page.noMatches}</p>
        ) : (
          <ul aria-label={`${label} matches`} className="grid max-h-48 gap-1 overflow-y-auto">
            {list.map((option) => (
              <li key={option.id}>
                <button
                  type="button"
                  onClick={() => onChange({ id: option.id, label: pickedLabel(option) })}
                  className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  <span className="block font-medium text-slate-900 dark:text-white">{option.name ?? option.email}</span>
                  <span className="block break-all text-slate-600 dark:text-slate-400">
                    {option.email}
                    {option.trackingId ? ` · ${option.trackingId}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Below the matches rather than under the box, so it stays next to what must be chosen. */}
      <FieldError id={fieldErrorId(inputId)}>{error}</FieldError>
    </div>
  );
}
