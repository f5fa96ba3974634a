import { COUNSELOR_LINK_WORDING, COUNSELOR_SCOPES, type CounselorScope, counselorScopeLabels } from '@kusasa/domain/rules/counselor-links';
import { counselorLinkTexts } from '@kusasa/domain/counselor-page-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import { FieldError, InputField, fieldErrorId } from '../../components/ui/field';
import type { FieldErrors } from '../../lib/form-errors';
import { type TermsValues, latestEnd, todaySa } from './terms';

const t = counselorLinkTexts.terms;

/**
 * The scopes (none ticked but what the learner ticks), the last day (the end of the academic
 * year offered) and the exact wording the learner agrees to by sending the form.
 */
export function TermsFields({
  id,
  values,
  errors,
  defaultEndsOn,
  onChange,
}: {
  id: string;
  values: TermsValues;
  errors: FieldErrors;
  defaultEndsOn: string;
  onChange: (next: TermsValues) => void;
}) {
  const today = todaySa();
  const toggle = (scope: CounselorScope, on: boolean) => {
    const scopes = on ? [...values.scopes, scope] : values.scopes.filter((item) => item !== scope);
    onChange({ ...values, scopes: COUNSELOR_SCOPES.filter((item) => scopes.includes(item)) });
  };
  const scopesError = fieldErrorId(`${id}-scopes`);
  return (
    <>
      <fieldset className="grid gap-3" aria-describedby={errors.scopes ? scopesError : undefined}>
        <legend className="mb-2 font-medium text-slate-900 dark:text-slate-100">{t.scopes}</legend>
        {COUNSELOR_SCOPES.map((scope) => (
          <div key={scope} className="flex items-start gap-3">
            <input
              id={`${id}-scope-${scope}`}
              type="checkbox"
              checked={values.scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
              aria-invalid={errors.scopes ? true : undefined}
              aria-describedby={`${id}-scope-${scope}-detail`}
              className="mt-0.5 size-5 shrink-0 accent-emerald-700 dark:accent-emerald-400"
            />
            <div className="min-w-0">
              <label htmlFor={`${id}-scope-${scope}`} className="font-medium text-slate-900 dark:text-slate-100">
                {counselorScopeLabels[scope].label}
              </label>
              <p id={`${id}-scope-${scope}-detail`} className="text-sm text-slate-700 dark:text-slate-300">
                {counselorScopeLabels[scope].detail}
              </p>
            </div>
          </div>
        ))}
        <FieldError id={scopesError}>{errors.scopes}</FieldError>
      </fieldset>
      <InputField
        id={`${id}-ends-on`}
        type="date"
        label={t.endsOn}
        hint={t.endsOnHint(formatIsoDay(defaultEndsOn))}
        min={today}
        max={latestEnd(today)}
        value={values.endsOn}
        onChange={(event) => onChange({ ...values, endsOn: event.target.value })}
        error={errors.endsOn}
      />
      <div>
        <p className="font-medium text-slate-900 dark:text-slate-100">{t.wording}</p>
        <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-slate-800 dark:border-slate-600 dark:text-slate-200">
          {COUNSELOR_LINK_WORDING.text}
        </blockquote>
      </div>
    </>
  );
}
