import { useState } from 'react';
import { assistantTexts, aiTrainingTexts as texts } from '@kusasa/domain/assistant-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { type QuestionFilter, useInsights, useQuestions } from '../api/ai-training';
import { FilterChips } from '../components/filter-chips';

const filters: { key: QuestionFilter; label: string }[] = [
  { key: 'needs-review', label: texts.needsReview },
  { key: 'all', label: texts.questions },
  { key: 'low-confidence', label: texts.lowConfidence },
  { key: 'unhelpful', label: texts.unhelpful },
  { key: 'not-sure', label: texts.notSure },
];
const dateFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Johannesburg' });
const kindLabels = texts.kindLabels;

/** What learners ask, without who asked: the last 30 days in numbers, then the questions by filter. */
export function QuestionsPanel({ onAddEntry }: { onAddEntry: (question: string) => void }) {
  // Newest first, what needs an admin: "not sure" answers and answers a learner marked unhelpful.
  const [filter, setFilter] = useState<QuestionFilter>('needs-review');
  const insights = useInsights();
  const questions = useQuestions(filter);
  return (
    <div className="grid gap-5">
      {insights.data && (
        <section aria-label="Last 30 days" className="grid gap-3">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {(
              [
                ['Questions', insights.data.total],
                [texts.notSure, insights.data.notSure],
                [texts.lowConfidence, insights.data.lowConfidence],
                [assistantTexts.helpful, insights.data.helpful],
                [texts.unhelpful, insights.data.unhelpful],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
                <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
                <dd className="text-2xl font-bold text-slate-950 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
          {insights.data.topEntries.length > 0 && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Most used entries: {insights.data.topEntries.map((entry) => `${entry.title} (${entry.count})`).join(', ')}
            </p>
          )}
        </section>
      )}
      <FilterChips label="Show" items={filters} selected={filter} onSelect={setFilter} />
      {filter === 'needs-review' && <p className="text-sm text-slate-700 dark:text-slate-300">{texts.needsReviewHint}</p>}
      {!questions.data && !questions.isError ? (
        <Spinner label="Loading questions..." />
      ) : !questions.data ? (
        <Alert tone="error">
          <p>Failed to load questions</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void questions.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : questions.data.questions.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          No questions here yet.
        </p>
      ) : (
        <ul className="grid gap-2" aria-busy={questions.isFetching}>
          {questions.data.questions.map((question) => (
            <li key={question.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <p className="font-medium break-words text-slate-900 dark:text-white">{question.question}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {kindLabels[question.kind]}
                {question.topEntryId ? ` · best entry ${question.topEntryId}` : ''} · confidence {Math.round(question.confidence * 100)}%
                {question.helpful === true ? ` · ${assistantTexts.helpful}` : question.helpful === false ? ` · ${assistantTexts.notHelpful}` : ''} ·{' '}
                {dateFormat.format(new Date(question.createdAt))}
              </p>
              {question.kind !== 'own-data' && (
                <Button variant="ghost" size="sm" className="mt-1" onClick={() => onAddEntry(question.question)}>
                  {texts.addEntry} for this question
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
