import { useId } from 'react';
import { interviewPracticeTexts } from '@kusasa/domain/roadmap-texts';
import type { InterviewPractice } from '@kusasa/domain/schemas/roadmap';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/field';

const t = interviewPracticeTexts.page;

/** The chooser's value: one of the learner's applications, or a field. */
export const choiceValue = ({ selected }: InterviewPractice) => (selected.applicationId ? `application:${selected.applicationId}` : `field:${selected.field}`);

export function PracticeChooser({ practice, onChoose }: { practice: InterviewPractice; onChoose: (value: string) => void }) {
  const options = [
    ...practice.applications.map((row) => ({ value: `application:${row.id}`, label: t.application(row.programmeName, row.institutionName) })),
    ...practice.fields.map((row) => ({ value: `field:${row.field}`, label: row.name })),
  ];
  return (
    <SelectField
      id="practice-choice"
      label={t.choose}
      hint={practice.applications.length > 0 ? t.chooseField : undefined}
      placeholder={t.choose}
      options={options}
      value={choiceValue(practice)}
      onChange={(event) => event.target.value && onChoose(event.target.value)}
      className="max-w-xl"
    />
  );
}

/** The chosen field's questions, each with its tip. */
export function PracticeQuestions({ practice }: { practice: InterviewPractice }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card className="min-w-0 p-4 sm:p-6">
        <h2 id={id} className="text-xl font-semibold text-slate-950 dark:text-white">
          {t.questionsFor(practice.selected.name)}
        </h2>
        <ol className="mt-2 list-decimal divide-y divide-slate-200 pl-5 dark:divide-slate-800">
          {practice.questions.map(({ question, tip }) => (
            <li key={question} className="py-3">
              <p className="font-medium break-words text-slate-950 dark:text-white">{question}</p>
              <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
                <strong>{t.tip}:</strong> {tip}
              </p>
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}
