import { MyApsCard } from '../../features/aps/components/my-aps-card';
import { DashboardPage as Dashboard } from '../../features/dashboard/dashboard-page';
import type { StudentDashboardParts } from '../../features/dashboard/student-dashboard';
import { useLiveDocuments } from '../../features/documents/api/use-live-documents';
import { PaymentRecoveryCard } from '../../features/payments/components/payment-recovery-card';
import { NsfasWorkspace } from '../../features/nsfas-workspace/nsfas-workspace';
import { CaseloadWorkspace } from '../../features/caseload/caseload-workspace';
import { NextDeadlinesCard } from '../../features/deadlines/next-deadlines-card';
import { useSession } from '../../lib/session';
import type { PageProps } from '../../lib/page-props';

function LiveDocuments() {
  useLiveDocuments();
  return null;
}

const studentParts: StudentDashboardParts = { PaymentRecoveryCard, ApsCard: MyApsCard, LiveDocuments, DeadlinesCard: NextDeadlinesCard };

/**
 * /dashboard: the learner's journey, with payment recovery, the APS, live document statuses and the next deadlines;
 * for NSFAS staff, their workspace (issue 28); for counselors, their caseload (issue 29).
 */
export default function DashboardPage(props: PageProps) {
  const session = useSession();
  if (session.status === 'signed-in' && session.user.userType === 'nsfas') return <NsfasWorkspace {...props} />;
  if (session.status === 'signed-in' && session.user.userType === 'consultant') return <CaseloadWorkspace {...props} />;
  return <Dashboard {...props} studentParts={studentParts} />;
}
