import { useQuery } from '@tanstack/react-query';
import { BarChart3, BookOpen, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { institutionDashboardTexts as t } from '@kusasa/domain/partner-texts';
import { institutionAccountSchema } from '@kusasa/domain/schemas/institution-dashboard';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { apiCall } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';

const institutionAccountKey = ['institution-dashboard', 'account'] as const;

const cards = [
  { title: t.totalPrograms, icon: BookOpen },
  { title: t.applications, icon: FileText },
  { title: t.analytics, icon: BarChart3 },
] as const;

/**
 * /institutions/dashboard as the seed shows it: the area is under development (three cards
 * with '--' and 'Coming soon', Complete Setup disabled), plus the account's own status and a
 * way to ask about a partnership.
 */
export default function InstitutionDashboardPage({ title }: PageProps) {
  const account = useQuery({
    queryKey: institutionAccountKey,
    queryFn: ({ signal }) => apiCall('/api/institution/account', { schema: institutionAccountSchema, signal }),
  });
  const institution = account.data?.institution ?? null;

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t.underDevelopment}</p>

      <div className="mt-6">
        {account.isPending ? (
          <Spinner label="Loading your institution..." />
        ) : account.isError ? (
          <Alert tone="error">
            <p>We could not load your institution&apos;s status.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void account.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : institution ? (
          <Alert tone="info">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{institution.name}</span>
              <Badge tone={institution.status === 'active' ? 'brand' : 'accent'}>{institution.status === 'active' ? 'Approved' : 'Pending'}</Badge>
            </p>
            <p className="mt-1">{institution.status === 'active' ? t.accountActive : t.accountPending}</p>
          </Alert>
        ) : (
          <Alert tone="info">{t.accountPending}</Alert>
        )}
      </div>

      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {cards.map(({ title: cardTitle, icon: Icon }) => (
          <li key={cardTitle}>
            <Card className="h-full">
              <div className="flex items-center justify-between gap-2">
                <CardTitle>{cardTitle}</CardTitle>
                <Icon aria-hidden="true" className="size-5 text-slate-500" />
              </div>
              <p className="mt-3 text-3xl font-bold text-slate-950 dark:text-white">{t.placeholderValue}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.comingSoon}</p>
            </Card>
          </li>
        ))}
      </ul>

      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button disabled>{t.completeSetup}</Button>
        <Link to="/partner-inquiry" className="font-medium text-emerald-800 underline dark:text-emerald-300">
          {t.partnershipLink}
        </Link>
      </div>
    </Container>
  );
}
