import { GraduationCap } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { apsCalculatorTexts as texts, sittingLabels } from '@kusasa/domain/catalogue-texts';
import { apsPackById } from '@kusasa/domain/rules/aps';
import { MARKS_SITTINGS, type MarksSitting } from '@kusasa/domain/schemas/my-aps';
import type { PageProps } from '../../lib/page-props';
import { Container } from '../../components/ui/container';
import { useSubjects } from '../../lib/catalogue/get-subjects';
import { CommonScore } from './calculator/common-score';
import { MarksEditor } from './calculator/marks-editor';
import { PackScores } from './calculator/pack-scores';
import { PassType } from './calculator/pass-type';
import { ProgrammeCheck } from './calculator/programme-check';
import { completeMarks, initialRows } from './calculator/rows';
import { useHydrated } from '../../lib/use-hydrated';

/** /aps-calculator: public, no account, nothing saved; every score is worked out in the browser. */
export default function ApsCalculatorPage({ title }: PageProps) {
  const hydrated = useHydrated();
  const [sitting, setSitting] = useState<MarksSitting>('grade12-final');
  const [rows, setRows] = useState(initialRows);
  const subjects = useSubjects();
  const marks = useMemo(() => completeMarks(rows), [rows]);
  const subjectNames = useMemo(() => (subjects.data ?? []).map((subject) => subject.name), [subjects.data]);

  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{texts.intro}</p>
      <Link
        to="/programs"
        className="mt-3 inline-flex items-center gap-1.5 font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
      >
        <GraduationCap aria-hidden="true" className="size-5" />
        {texts.programmesLink}
      </Link>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form className="grid content-start gap-6" onSubmit={(event) => event.preventDefault()} aria-label={title}>
          <fieldset disabled={!hydrated}>
            <legend className="text-lg font-semibold text-slate-950 dark:text-white">{texts.sittingLabel}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {MARKS_SITTINGS.map((option) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-checked:border-emerald-600 has-checked:bg-emerald-50 dark:border-slate-600 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950/60"
                >
                  <input
                    type="radio"
                    name="marks-sitting"
                    value={option}
                    checked={sitting === option}
                    onChange={() => setSitting(option)}
                    className="size-4 accent-emerald-700"
                  />
                  {sittingLabels[option]}
                </label>
              ))}
            </div>
          </fieldset>
          <MarksEditor rows={rows} subjects={subjectNames} onChange={setRows} />
          {/* On a phone the results are far below the marks: keep the score in sight while typing. */}
          <a
            href="#aps-results-title"
            className="sticky bottom-3 flex items-center justify-between gap-3 rounded-xl bg-emerald-800 px-4 py-3 font-semibold text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 lg:hidden dark:bg-emerald-400 dark:text-slate-950"
          >
            <span>{texts.apsSoFar(apsPackById('common')!.score(marks).score)}</span>
            <span className="underline underline-offset-4">{texts.seeResults}</span>
          </a>
        </form>

        <section aria-labelledby="aps-results-title" className="grid content-start gap-4">
          <h2 id="aps-results-title" className="text-2xl font-bold text-slate-950 dark:text-white">
            {texts.resultsHeading}
            <span className="ml-2 text-base font-medium text-slate-600 dark:text-slate-400">({sittingLabels[sitting]})</span>
          </h2>
          <CommonScore marks={marks} />
          <PassType marks={marks} />
          <PackScores marks={marks} />
          <ProgrammeCheck marks={marks} />
        </section>
      </div>
    </Container>
  );
}
