import {
  citizenshipLabels,
  fieldOfStudyLabels,
  incomeBandLabels,
  institutionTypeLabels,
  outcomeLabels,
  reasonText,
  sassaGrantLabels,
} from '@kusasa/domain/funding-labels';
import { nsfasLearnerTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { PartialFundingAnswers } from '@kusasa/domain/rules/funding-answers';
import type { FundingAssessmentView } from '@kusasa/domain/schemas/funding/common';
import { Badge } from '../../components/ui/badge';
import { Card, CardTitle } from '../../components/ui/card';

type Key = keyof PartialFundingAnswers;
const yesNo = (value: boolean) => (value ? t.yes : t.no);
const list = (values: readonly string[]) => (values.length ? values.join(', ') : t.none);

const show: { [K in Key]-?: (value: NonNullable<PartialFundingAnswers[K]>) => string } = {
  citizenship: (value) => citizenshipLabels[value],
  firstQualification: yesNo,
  institutionTypes: (value) => list(value.map((type) => institutionTypeLabels[type])),
  inGrade12: yesNo,
  yearStarted: (value) => String(value),
  hasAcceptance: yesNo,
  fieldsOfStudy: (value) => list(value.map((field) => fieldOfStudyLabels[field])),
  sassaGrant: (value) => sassaGrantLabels[value],
  householdMembers: (value) => String(value),
  incomeBand: (value) => incomeBandLabels[value],
  informalIncome: yesNo,
  disability: yesNo,
  parentsDeceased: (value) => t.parentsDeceased[value],
  parentsDivorced: yesNo,
};

/** One answer as words; a year not begun is saved as null. */
function answerText(key: Key, value: PartialFundingAnswers[Key]): string {
  if (value === null) return key === 'yearStarted' ? t.notStarted : '—';
  // Each key's value has that key's type; TypeScript cannot pair them through the union.
  return value === undefined ? '—' : (show[key] as (answer: unknown) => string)(value);
}

/** The learner's questionnaire answers, labelled; unanswered questions are left out. */
export function LearnerAnswers({ answers }: { answers: PartialFundingAnswers }) {
  const answered = (Object.keys(t.answerLabels) as Key[]).filter((key) => answers[key] !== undefined);
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{t.answers}</CardTitle>
      {answered.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t.noAnswers}</p>
      ) : (
        <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {answered.map((key) => (
            <div key={key}>
              <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t.answerLabels[key]}</dt>
              <dd className="break-words text-slate-900 dark:text-slate-100">{answerText(key, answers[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

/** The outcome, why, and the rule version that decided it. */
export function LearnerOutcome({ assessment }: { assessment: FundingAssessmentView | null }) {
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{t.outcome}</CardTitle>
      {!assessment ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t.noOutcome}</p>
      ) : (
        <>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <Badge tone={assessment.outcome === 'likely' ? 'brand' : assessment.outcome === 'maybe' ? 'accent' : 'neutral'}>
              {outcomeLabels[assessment.outcome].word}
            </Badge>
            <span className="text-sm text-slate-700 dark:text-slate-300">
              {t.ruleVersion(assessment.ruleVersion)} · {t.assessedOn(formatLongDate(assessment.assessedAt))}
            </span>
          </p>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800 dark:text-slate-200">
            {assessment.reasons.map((reason, index) => {
              const words = reasonText(reason.code, reason.limitRand);
              return (
                <li key={`${reason.code}-${index}`}>
                  {words.text}
                  {words.change && (
                    <span className="block text-sm text-slate-700 dark:text-slate-300">
                      {t.change} {words.change}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
