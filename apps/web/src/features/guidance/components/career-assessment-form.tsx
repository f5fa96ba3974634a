import { type FormEvent, useState } from 'react';
import { guidanceTexts } from '@kusasa/domain/guidance-texts';
import {
  ASSESSMENT_STATEMENTS,
  RATING_LABELS,
  type AssessmentAnswers,
  type StatementId,
  assessmentAnswersSchema,
} from '@kusasa/domain/rules/career-assessment';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { UpgradeCard } from '../../../components/ui/upgrade-card';
import { useCareerAssessment } from '../api/career-assessment';
import { AssessmentResult } from './assessment-result';

const t = guidanceTexts.assessment;

function RatingQuestion({
  id,
  text,
  index,
  value,
  onChange,
}: {
  id: StatementId;
  text: string;
  index: number;
  value?: number;
  onChange: (rating: number) => void;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-medium text-slate-950 dark:text-white">
        {index + 1}. {text}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {RATING_LABELS.map((label, offset) => {
          const rating = offset + 1;
          return (
            <label
              key={rating}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-focus-visible:outline-2 has-focus-visible:outline-emerald-600 dark:border-slate-600 dark:text-slate-200 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950"
            >
              <input type="radio" name={id} value={rating} checked={value === rating} onChange={() => onChange(rating)} className="accent-emerald-700" />
              <span>
                {rating} <span className="text-slate-600 dark:text-slate-400">{label}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The twelve-statement interest questionnaire and its result (Essential or higher; the server checks too). */
export function CareerAssessmentForm() {
  const [answers, setAnswers] = useState<Partial<AssessmentAnswers>>({});
  const [incomplete, setIncomplete] = useState(false);
  const assessment = useCareerAssessment();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = assessmentAnswersSchema.safeParse(answers);
    setIncomplete(!parsed.success);
    if (parsed.success) assessment.mutate(parsed.data);
  }

  if (assessment.data) {
    return (
      <AssessmentResult
        result={assessment.data}
        onAgain={() => {
          setAnswers({});
          assessment.reset();
        }}
      />
    );
  }

  const error = assessment.error;
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <p className="text-slate-700 dark:text-slate-300">{t.instructions}</p>
      {ASSESSMENT_STATEMENTS.map((statement, index) => (
        <RatingQuestion
          key={statement.id}
          id={statement.id}
          text={statement.text}
          index={index}
          value={answers[statement.id]}
          onChange={(rating) => setAnswers((current) => ({ ...current, [statement.id]: rating }))}
        />
      ))}
      {incomplete && <Alert tone="error">{t.incomplete}</Alert>}
      {error instanceof ApiError && error.code === 'PLAN_LIMIT' ? (
        <UpgradeCard feature={t.title} requiredPlan="essential" />
      ) : (
        error && <Alert tone="error">{t.failed}</Alert>
      )}
      <div>
        <Button type="submit" disabled={assessment.isPending}>
          {assessment.isPending ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
