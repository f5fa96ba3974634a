import { useQuery } from '@tanstack/react-query';
import { BarChart3, BookOpen, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { workspaceStateTexts as w } from '@kusasa/domain/institution-workspace-texts';
import { institutionDashboardTexts as t } from '@kusasa/domain/partner-texts';
import { institutionAccountSchema, type InstitutionAccount } from '@kusasa/domain/schemas/institution-dashboard';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { apiCall } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { RetryAlert } from '../../components/ui/load-failed';

const institutionAccountKey = ['institution-dashboard', 'account'] as const;
type Figures = NonNullable<InstitutionAccount['workspace']['figures']>;

/** The seed's three cards, with the approved institution's real figures (or '--' and 'Coming soon' before). */
const cards = [
  { title: t.totalPrograms, icon: BookOpen, value: (f: Figures) => f.programmes, detail: (f: Figures) => w.programmesOpen(f.programmesOpen) },
  { title: t.applications, icon: FileText, value: (f: Figures) => f.applicationsTotal, detail: (f: Figures) => w.submittedTotal(f.applicationsTotal) },
  { title: t.analytics, icon: BarChart3, value: (f: Figures) => f.decidedThisMonth, detail: (f: Figures) => w.decidedThisMonth(f.decidedThisMonth) },
] as const;

function WorkspaceState({ account }: { account: InstitutionAccount }) {
  const { workspace, institution } = account;
  if (workspace.state === 'approved')
    return (
      <Alert tone="success">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{workspace.institutionName}</span>
          <Badge tone="brand">Approved</Badge>
        </p>
        <p className="mt-1">{t.accountActive}</p>
      </Alert>
    );
  if (workspace.state === 'declined')
    return (
      <Alert tone="error">
        <p className="font-semibold">{w.declinedTitle}</p>
        <p className="mt-1">{w.declined}</p>
        {workspace.reason && (
          <p className="mt-1">
            {w.declinedReason} {workspace.reason}
          </p>
        )}
      </Alert>
    );
  return (
    <Alert tone="info">
      <p className="flex flex-wrap items-center gap-2">
        {institution && <span className="font-semibold">{institution.name}</span>}
        <Badge tone="accent">{w.pendingTitle}</Badge>
      </p>
      <p className="mt-1">{t.accountPending}</p>
      <p className="mt-1">{w.pending}</p>
    </Alert>
  );
}

/**
 * /institutions/dashboard: the seed's three cards and Complete Setup. Until an admin approves the
 * account it says so and shows nothing of any learner; then the cards carry the institution's figures.
 */
export default function InstitutionDashboardPage({ title }: PageProps) {
  const account = useQuery({
    queryKey: institutionAccountKey,
    queryFn: ({ signal }) => apiCall('/api/institution/account', { schema: institutionAccountSchema, signal }),
  });
  const figures = account.data?.workspace.figures ?? null;
  const approved = account.data?.workspace.state === 'approved';

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      {!approved && <p className="mt-2 text-slate-700 dark:text-slate-300">{t.underDevelopment}</p>}

      <div className="mt-6">
        {account.isPending ? (
          <Spinner label="Loading your institution..." />
        ) : account.isError ? (
          <RetryAlert message="We could not load your institution's status." retry="Retry" query={account} />
        ) : (
          <WorkspaceState account={account.data} />
        )}
      </div>

      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {cards.map(({ title: cardTitle, icon: Icon, value, detail }) => (
          <li key={cardTitle}>
            <Card className="h-full">
              <div className="flex items-center justify-between gap-2">
                <CardTitle>{cardTitle}</CardTitle>
                <Icon aria-hidden="true" className="size-5 text-slate-500" />
              </div>
              <p className="mt-3 text-3xl font-bold text-slate-950 dark:text-white">{figures ? value(figures) : t.placeholderValue}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{figures ? detail(figures) : t.comingSoon}</p>
            </Card>
          </li>
        ))}
      </ul>

      <div className="mt-6 flex flex-wrap items-center gap-4">
        {approved ? (
          <Link to="/institutions/setup" className={buttonVariants({})}>
            {t.completeSetup}
          </Link>
        ) : (
          <Button disabled>{t.completeSetup}</Button>
        )}
        <Link to="/partner-inquiry" className="font-medium text-emerald-800 underline dark:text-emerald-300">
          {t.partnershipLink}
        </Link>
      </div>
    </Container>
  );
}
