import { Link } from 'react-router';
import { guidanceTexts } from '@kusasa/domain/guidance-texts';
import type { CareerAssessmentResult } from '@kusasa/domain/schemas/guidance';
import { Button, buttonVariants } from '../../../components/ui/button';

const t = guidanceTexts.assessment;

export function AssessmentResult({ result, onAgain }: { result: CareerAssessmentResult; onAgain: () => void }) {
  return (
    <div className="grid gap-5" aria-live="polite">
      <section aria-labelledby="assessment-top-title">
        <h3 id="assessment-top-title" className="text-lg font-semibold text-slate-950 dark:text-white">
          {t.resultsTitle}
        </h3>
        <ol className="mt-3 grid gap-3 md:grid-cols-3">
          {result.topAreas.map((area) => (
            <li key={area.area} className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-900 dark:bg-emerald-950/40">
              <p className="font-semibold text-slate-950 dark:text-white">
                {area.name} <span className="text-emerald-800 dark:text-emerald-300">{t.score(area.score)}</span>
              </p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{area.description}</p>
              <p className="mt-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t.fieldsTitle}</p>
              <ul className="list-inside list-disc text-sm text-slate-700 dark:text-slate-300">
                {area.studyFields.map((field) => (
                  <li key={field}>{field}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="assessment-scores-title">
        <h3 id="assessment-scores-title" className="font-semibold text-slate-950 dark:text-white">
          {t.scoresTitle}
        </h3>
        <ul className="mt-2 grid gap-2">
          {result.scores.map((entry) => (
            <li key={entry.area} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 text-sm">
              <span className="text-slate-800 dark:text-slate-200">{entry.name}</span>
              <span className="font-medium text-slate-950 dark:text-white">{t.score(entry.score)}</span>
              <span aria-hidden="true" className="col-span-2 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
                <span className="block h-full bg-emerald-600 dark:bg-emerald-400" style={{ width: `${entry.score}%` }} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="assessment-programmes-title">
        <h3 id="assessment-programmes-title" className="font-semibold text-slate-950 dark:text-white">
          {t.programmesTitle}
        </h3>
        {result.programmes.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t.noProgrammes}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {result.programmes.map((programme) => (
              <li key={programme.id} className="py-2">
                <p className="font-medium text-slate-950 dark:text-white">{programme.name}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{[programme.institutionName, programme.faculty].filter(Boolean).join(' · ')}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.note}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/programs" className={buttonVariants({ size: 'sm' })}>
          {t.browse}
        </Link>
        <Button variant="outline" size="sm" onClick={onAgain}>
          {t.again}
        </Button>
      </div>
    </div>
  );
}
