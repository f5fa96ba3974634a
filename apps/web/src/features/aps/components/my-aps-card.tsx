import { Calculator } from 'lucide-react';
import { Link } from 'react-router';
import { apsScoreTexts, nscPassTexts } from '@kusasa/domain/aps-texts';
import { myApsTexts, sittingLabels } from '@kusasa/domain/catalogue-texts';
import type { OwnUnitScore } from '@kusasa/domain/schemas/my-aps';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useMyAps } from '../api/get-my-aps';

// Servers before the unit fields sent no maxScore: the common APS was always out of 42.
const COMMON_MAX = 42;

/**
 * A compact card with the learner's APS (/42), the NSC pass it reaches and which marks it is from,
 * and the score at each catalogue institution that ranks by its own unit (NMU: Applicant Score / 600).
 */
export function MyApsCard({ className }: { className?: string }) {
  const aps = useMyAps();
  return (
    <Card className={cn('p-5', className)}>
      <section aria-labelledby="my-aps-title">
        <h2 id="my-aps-title" className="flex items-center gap-2 text-lg font-semibold text-slate-950 dark:text-white">
          <Calculator aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
          {myApsTexts.title}
        </h2>
        <div className="mt-3">
          <MyApsBody query={aps} />
        </div>
      </section>
    </Card>
  );
}

function MyApsBody({ query }: { query: ReturnType<typeof useMyAps> }) {
  if (query.isPending) return <Spinner label={myApsTexts.loading} />;
  if (query.isError) return <Alert tone="error">{myApsTexts.failed}</Alert>;
  const aps = query.data;
  if (!aps.hasMarks || aps.score === null) {
    return (
      <>
        <p className="text-slate-700 dark:text-slate-300">{myApsTexts.noMarks}</p>
        <Link to="/profile-completion" className={buttonVariants({ size: 'sm', className: 'mt-3' })}>
          {myApsTexts.addMarks}
        </Link>
      </>
    );
  }
  const max = aps.maxScore ?? COMMON_MAX;
  return (
    <>
      <p className="text-3xl font-bold text-slate-950 dark:text-white" aria-label={myApsTexts.scoreLabel(aps.score, max)}>
        {myApsTexts.outOf(aps.score, max)}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{myApsTexts.rule}</p>
      <dl className="mt-3 grid gap-1 text-sm">
        {aps.passType && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-700 dark:text-slate-300">{myApsTexts.passType}:</dt>
            <dd className="text-slate-950 dark:text-white">{nscPassTexts.labels[aps.passType]}</dd>
          </div>
        )}
      </dl>
      {aps.sitting && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{myApsTexts.from(sittingLabels[aps.sitting])}</p>}
      {aps.ownUnitScores && aps.ownUnitScores.length > 0 && <OwnUnitScores scores={aps.ownUnitScores} />}
      <Link to="/programs" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
        {myApsTexts.seePrograms}
      </Link>
    </>
  );
}

/** An APS means nothing where an institution ranks by its own score: show that score, in its unit. */
function OwnUnitScores({ scores }: { scores: readonly OwnUnitScore[] }) {
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{myApsTexts.ownScoresHeading}</h3>
      <ul className="mt-1 grid gap-1 text-sm text-slate-700 dark:text-slate-300">
        {scores.map((entry) => (
          <li key={`${entry.institutionName}-${entry.packId}`} data-testid={`own-unit-score-${entry.packId}`}>
            {myApsTexts.ownScore(entry.institutionName, apsScoreTexts.withUnit(entry.unitLabel, entry.score, entry.maxScore))}
          </li>
        ))}
      </ul>
    </div>
  );
}
