import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { caseloadLearnerTexts as t, caseloadTexts } from '@kusasa/domain/caseload-page-texts';
import { identityCheckTexts } from '@kusasa/domain/identity-check-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import type { CaseloadLearner } from '@kusasa/domain/schemas/counselors/caseload';
import type { CounselorNote } from '@kusasa/domain/schemas/counselors/common';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { IdentityCheckBadge } from '../../components/ui/identity-check-badge';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { counselorKeys, getLearner, summaryPdfPath } from './api/caseload';
import { LearnerNotes } from './learner-notes';
import { LearnerApplications, LearnerMarks, LearnerOverview, LearnerTimeline } from './learner-parts';
import { schoolGrade } from './shared';
import { RetryAlert } from '../../components/ui/load-failed';

const refused = (error: unknown) => error instanceof ApiError && error.status === 403 && error.code !== 'COUNSELOR_NOT_APPROVED';

/** /counselors/learners/:learnerId (issue 29): one linked learner, only the parts they share, and the counselor's notes. */
export default function CaseloadLearnerPage({ title }: PageProps) {
  const { learnerId = '' } = useParams();
  const client = useQueryClient();
  const [revokedSince, setRevokedSince] = useState(false);
  const learner = useQuery({ queryKey: counselorKeys.learner(learnerId), queryFn: ({ signal }) => getLearner(learnerId, signal) });
  const added = (note: CounselorNote) =>
    client.setQueryData(counselorKeys.learner(learnerId), (current: CaseloadLearner | undefined) => current && { ...current, notes: [note, ...current.notes] });

  return (
    <Container className="py-6 sm:py-8">
      <Link to="/dashboard" className="font-medium text-emerald-800 underline dark:text-emerald-300">
        {t.back}
      </Link>
      {learner.isPending ? (
        <Spinner label={t.loading} className="mt-6 flex" />
      ) : revokedSince || refused(learner.error) ? (
        <Card className="mt-6 max-w-2xl p-5 sm:p-6">
          <h1 className="text-xl font-semibold text-slate-950 dark:text-white">{t.revoked}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t.revokedBody}</p>
        </Card>
      ) : learner.isError ? (
        <>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
          <RetryAlert message={t.loadError} retry={caseloadTexts.retry} query={learner} className="mt-6" />
        </>
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-bold tracking-tight break-words text-slate-950 sm:text-3xl dark:text-white">
            {learner.data.fullName ?? caseloadTexts.caseload.unnamed}
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{schoolGrade(learner.data)}</p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.sharedUntil(formatIsoDay(learner.data.endsOn))}</p>
          <p className="mt-2">
            <span className="sr-only">{identityCheckTexts.heading}: </span>
            <IdentityCheckBadge check={learner.data.identityCheck} />
          </p>
          <a className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })} href={summaryPdfPath(learnerId)} target="_blank" rel="noopener">
            {t.printSummary}
          </a>
          <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
            <LearnerOverview learner={learner.data} />
            <LearnerMarks learner={learner.data} />
            <LearnerApplications learner={learner.data} />
            <LearnerTimeline learner={learner.data} />
            <LearnerNotes learnerId={learnerId} notes={learner.data.notes} onAdded={added} onRevoked={() => setRevokedSince(true)} />
          </div>
        </>
      )}
    </Container>
  );
}
