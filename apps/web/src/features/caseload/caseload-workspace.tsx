import { useQuery } from '@tanstack/react-query';
import { caseloadTexts as t } from '@kusasa/domain/caseload-page-texts';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { counselorKeys, getMe } from './api/caseload';
import { CaseloadList } from './caseload-list';
import { CodeCard } from './code-card';
import { InviteForm } from './invite-form';
import { SchoolForm } from './school-form';
import { RetryAlert } from '../../components/ui/load-failed';

/**
 * /dashboard for counselors (issue 29): their account's status first (with their school, part of
 * the profile, while they wait); once approved, their code, invitations and caseload.
 */
export function CaseloadWorkspace({ title }: PageProps) {
  const me = useQuery({ queryKey: counselorKeys.me(), queryFn: ({ signal }) => getMe(signal) });

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      {me.isPending ? (
        <Spinner label={t.statusLoading} className="mt-6" />
      ) : me.isError ? (
        <RetryAlert message={t.statusError} retry={t.retry} query={me} className="mt-6" />
      ) : me.data.status === 'approved' ? (
        <div className="mt-6 grid min-w-0 gap-6">
          <div className="grid min-w-0 gap-6 lg:grid-cols-2">
            <CodeCard code={me.data.code} />
            <InviteForm />
          </div>
          <CaseloadList />
        </div>
      ) : me.data.status === 'pending' ? (
        <div className="mt-6 grid max-w-2xl gap-6">
          <Card className="p-5 sm:p-6">
            <h2 className="text-xl font-semibold text-slate-950 dark:text-white">{t.pendingTitle}</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t.pendingBody}</p>
          </Card>
          <SchoolForm profile={me.data} />
        </div>
      ) : (
        <Card className="mt-6 max-w-2xl p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-slate-950 dark:text-white">{t.declinedTitle}</h2>
          {me.data.reason && <p className="mt-2 break-words text-slate-700 dark:text-slate-300">{t.declinedReason(me.data.reason)}</p>}
        </Card>
      )}
    </Container>
  );
}
