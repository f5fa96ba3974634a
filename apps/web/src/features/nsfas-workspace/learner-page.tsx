import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { identityCheckTexts } from '@kusasa/domain/identity-check-texts';
import { nsfasLearnerTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import type { NsfasLearner } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { Card } from '../../components/ui/card';
import { IdentityCheckBadge } from '../../components/ui/identity-check-badge';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { getLearner, nsfasKeys } from './api/nsfas';
import { AppealCard } from './appeal-card';
import { LearnerAnswers, LearnerOutcome } from './learner-answers';
import { LearnerChecklist } from './learner-checklist';
import { LearnerTimeline } from './learner-timeline';
import { StatusCard } from './status-card';
import { RetryAlert } from '../../components/ui/load-failed';

/** /nsfas/learners/:learnerId: one learner who shares their funding readiness with NSFAS (issue 28). */
export default function NsfasLearnerPage({ title }: PageProps) {
  const { learnerId = '' } = useParams();
  const client = useQueryClient();
  const learner = useQuery({ queryKey: nsfasKeys.learner(learnerId), queryFn: ({ signal }) => getLearner(learnerId, signal) });
  const revoked = learner.error instanceof ApiError && learner.error.status === 404;
  /** A write answers with the learner as they now are: show it, and let the queue fetch again. */
  const updated = (next: NsfasLearner) => {
    client.setQueryData(nsfasKeys.learner(learnerId), next);
    void client.invalidateQueries({ queryKey: [...nsfasKeys.all, 'queue'] });
  };

  return (
    <Container className="py-6 sm:py-8">
      <Link to="/dashboard" className="font-medium text-emerald-800 underline dark:text-emerald-300">
        {t.back}
      </Link>
      {learner.isPending ? (
        <Spinner label={t.loading} className="mt-6 flex" />
      ) : revoked ? (
        <Card className="mt-6 max-w-2xl p-5 sm:p-6">
          <h1 className="text-xl font-semibold text-slate-950 dark:text-white">{t.revoked}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t.revokedBody}</p>
        </Card>
      ) : learner.isError ? (
        <>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
          <RetryAlert message={learner.error.message || t.loadError} retry="Retry" query={learner} className="mt-6" />
        </>
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-bold tracking-tight break-words text-slate-950 sm:text-3xl dark:text-white">{learner.data.fullName ?? title}</h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {t.province}: {learner.data.province ?? '—'}
          </p>
          <p className="mt-2">
            <span className="sr-only">{identityCheckTexts.heading}: </span>
            <IdentityCheckBadge check={learner.data.identityCheck} />
          </p>
          <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
            <LearnerOutcome assessment={learner.data.assessment} />
            <StatusCard learner={learner.data} onUpdated={updated} />
            <LearnerAnswers answers={learner.data.answers} />
            <LearnerChecklist learnerId={learner.data.learnerId} lines={learner.data.checklist} complete={learner.data.checklistComplete} />
            <section aria-labelledby="appeals-title" className="grid gap-4 lg:col-span-2">
              <h2 id="appeals-title" className="text-xl font-bold text-slate-950 dark:text-white">
                {t.appeals}
              </h2>
              {learner.data.appeals.length === 0 ? (
                <p className="text-slate-700 dark:text-slate-300">{t.noAppeals}</p>
              ) : (
                learner.data.appeals.map((appeal) => <AppealCard key={appeal.id} learnerId={learner.data.learnerId} appeal={appeal} onUpdated={updated} />)
              )}
            </section>
            <LearnerTimeline events={learner.data.timeline} />
          </div>
        </>
      )}
    </Container>
  );
}
