import { useQuery } from '@tanstack/react-query';
import { nsfasWorkspaceTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { getStaffStatus, nsfasKeys } from './api/nsfas';
import { NsfasQueue } from './nsfas-queue';
import { RetryAlert } from '../../components/ui/load-failed';

/**
 * /dashboard for NSFAS staff (issue 28): their account's status first; once an administrator has
 * approved it, the queue of learners who share their funding readiness with NSFAS.
 */
export function NsfasWorkspace({ title }: PageProps) {
  const me = useQuery({ queryKey: nsfasKeys.me(), queryFn: ({ signal }) => getStaffStatus(signal) });

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      {me.isPending ? (
        <Spinner label={t.statusLoading} className="mt-6" />
      ) : me.isError ? (
        <RetryAlert message={t.statusError} retry={t.retry} query={me} className="mt-6" />
      ) : me.data.status === 'approved' ? (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t.intro}</p>
          <NsfasQueue />
        </>
      ) : (
        <Card className="mt-6 max-w-2xl p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-slate-950 dark:text-white">{me.data.status === 'pending' ? t.pendingTitle : t.declinedTitle}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {me.data.status === 'pending' ? t.pendingBody : me.data.reason ? t.declinedReason(me.data.reason) : null}
          </p>
        </Card>
      )}
    </Container>
  );
}
