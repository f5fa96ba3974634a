import type { ComponentType } from 'react';
import { dashboardTexts } from '@kusasa/domain/dashboard-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDashboard } from './api/get-dashboard';
import { useDashboardLiveRefresh } from './api/use-dashboard-live-refresh';
import { useRefreshAfterOwnChanges } from './api/use-refresh-after-own-changes';
import { ApplicationsCard } from './components/applications-card';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { DocumentBanner } from './components/document-banner';
import { DocumentChecklist } from './components/document-checklist';
import { JourneyProgress } from './components/journey-progress';
import { ProfileCompletionCard } from './components/profile-completion-card';
import { TrackingIdCard } from './components/tracking-id-card';
import { WelcomeCard } from './components/welcome-card';

/** What the learner's dashboard shows of other features; app/pages/dashboard-page.tsx composes them. */
export interface StudentDashboardParts {
  /** The learner's payments that can still be claimed or tried again. */
  PaymentRecoveryCard: ComponentType;
  /** The learner's APS from the saved marks. */
  ApsCard: ComponentType<{ className?: string }>;
  /** Keeps document statuses live (read again, and a toast, when a verification result arrives); renders nothing. */
  LiveDocuments: ComponentType;
  /** The next three dates that matter (issue 30), with a link to /deadlines. */
  DeadlinesCard: ComponentType;
}

/** The learner's own journey, documents and applications, from the server (seed 001 /dashboard). */
export function StudentDashboard({ title, parts }: { title: string; parts: StudentDashboardParts }) {
  const { LiveDocuments } = parts;
  // First, so that its watch starts before the dashboard's own, as it did when it was a hook here.
  return (
    <>
      <LiveDocuments />
      <DashboardBody title={title} parts={parts} />
    </>
  );
}

function DashboardBody({ title, parts: { PaymentRecoveryCard, ApsCard, DeadlinesCard } }: { title: string; parts: StudentDashboardParts }) {
  const dashboard = useDashboard();
  useDashboardLiveRefresh();
  useRefreshAfterOwnChanges();

  if (dashboard.isPending || dashboard.isError) {
    return (
      <Container className="py-6 sm:py-8">
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
        {dashboard.isPending ? (
          <DashboardSkeleton />
        ) : (
          <Alert tone="error">
            <p>{dashboardTexts.failed}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
              {dashboardTexts.retry}
            </Button>
          </Alert>
        )}
      </Container>
    );
  }

  const data = dashboard.data;
  return (
    <Container className="grid gap-4 py-6 sm:gap-6 sm:py-8">
      <WelcomeCard welcome={data.welcome} title={title} />
      <PaymentRecoveryCard />
      <DocumentBanner counts={data.documentBanner} />
      <JourneyProgress journey={data.journey} />
      <div className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        <TrackingIdCard trackingId={data.welcome.trackingId} />
        <ProfileCompletionCard completion={data.profileCompletion} />
        <ApsCard className="md:col-span-2 lg:col-span-1" />
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <ApplicationsCard applications={data.applications} />
        <DocumentChecklist documents={data.documents} />
      </div>
      <DeadlinesCard />
    </Container>
  );
}
