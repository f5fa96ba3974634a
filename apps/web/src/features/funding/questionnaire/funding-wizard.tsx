import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FUNDING_STEPS, type FundingStep } from '@kusasa/domain/rules/funding-answers';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, splitFieldErrors, useFocusFirstInvalid } from '../../../lib/form-errors';
import { saveAnswers } from '../api/save-answers';
import { useFundingChange } from '../api/use-funding-change';
import { type AnswerValues, checkStep, stepFields, valuesFrom } from './answer-values';
import { StepFields } from './step-fields';

const texts = fundingTexts.wizard;
const LAST = FUNDING_STEPS.length - 1;

/** Where the questionnaire resumes: the first step not yet answered, else the first. */
export function firstOpenStep(answered: readonly FundingStep[]): number {
  const index = FUNDING_STEPS.findIndex((step) => !answered.includes(step));
  return index === -1 ? 0 : index;
}

interface FundingWizardProps {
  readiness: FundingReadiness;
  /** After the last step is saved. */
  onDone: () => void;
  /** Closes the questionnaire without saving (offered only when every step was answered before). */
  onCancel?: (() => void) | undefined;
}

/**
 * The funding questionnaire, one step at a time (like the profile wizard): each step is checked
 * with the domain's step schema and saved with PUT /api/funding/answers/:step before moving on;
 * the server's field messages stay on the step, under their fields.
 */
export function FundingWizard({ readiness, onDone, onCancel }: FundingWizardProps) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [index, setIndex] = useState(() => firstOpenStep(readiness.answeredSteps));
  const [values, setValues] = useState<AnswerValues>(() => valuesFrom(readiness.answers));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [moves, setMoves] = useState(0);
  const save = useFundingChange(saveAnswers);
  const step = FUNDING_STEPS[index] ?? 'citizenship';
  useFocusFirstInvalid(formRef, attempt);

  // A new step's heading takes focus, so keyboard and screen reader users start at its top.
  useEffect(() => {
    if (moves > 0) heading.current?.focus();
  }, [moves]);

  const goTo = (next: number) => {
    setErrors({});
    setFormError(null);
    setIndex(Math.min(Math.max(next, 0), LAST));
    setMoves((n) => n + 1);
  };

  const fail = (fields: FieldErrors, message: string | null = null) => {
    setErrors(fields);
    setFormError(message);
    setAttempt((n) => n + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = checkStep(step, values);
    if (!result.ok) return fail(result.errors);
    save.mutate(
      { step, body: result.body },
      {
        onSuccess: () => (index === LAST ? onDone() : goTo(index + 1)),
        onError: (error) => {
          if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0)
            return fail({}, error instanceof ApiError && error.status < 500 ? error.message : fundingTexts.saveFailed);
          const { shown, other } = splitFieldErrors(error.fields, new Set(stepFields(step)));
          fail(shown, other.length > 0 ? other.join(' ') : null);
        },
      },
    );
  };

  const total = FUNDING_STEPS.length;
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{texts.stepOf(index + 1, total)}</p>
        <div
          role="progressbar"
          aria-label={texts.heading}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-valuetext={`${texts.stepOf(index + 1, total)}: ${texts.stepTitles[step]}`}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-emerald-600 dark:bg-emerald-400" style={{ width: `${Math.round(((index + 1) / total) * 100)}%` }} />
        </div>
      </div>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-950 focus:outline-none dark:text-white">
        {texts.stepTitles[step]}
      </h3>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={texts.stepTitles[step]} className="grid gap-6">
        <StepFields
          step={step}
          idPrefix={idPrefix}
          values={values}
          errors={errors}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        />
        {formError && (
          <Alert tone="error" focusable>
            {formError}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {index > 0 ? (
            <Button variant="outline" onClick={() => goTo(index - 1)}>
              {texts.back}
            </Button>
          ) : onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {texts.cancel}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? texts.saving : index === LAST ? texts.finish : texts.next}
          </Button>
        </div>
      </form>
    </div>
  );
}
