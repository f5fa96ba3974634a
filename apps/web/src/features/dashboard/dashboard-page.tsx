import { Link } from 'react-router';
import { statusTexts } from '@kusasa/domain/status-texts';
import type { PageProps } from '../../lib/page-props';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { useSession } from '../../lib/session';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { StudentDashboard, type StudentDashboardParts } from './student-dashboard';

/**
 * /dashboard. Learners get their journey; counselors also land here (seed 000) and their own area
 * is not built yet (issue 29), so they see that plainly. NSFAS staff get their workspace instead
 * (composed in app/pages/dashboard-page.tsx).
 */
export function DashboardPage({ title, studentParts }: PageProps & { studentParts: StudentDashboardParts }) {
  const session = useSession();
  if (session.status !== 'signed-in') return <DashboardSkeleton />;
  const { user } = session;
  if (user.userType === 'student') return <StudentDashboard title={title} parts={studentParts} />;
  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <Card className="mt-6 max-w-2xl p-5 sm:p-6">
        <Badge tone="accent">{statusTexts.comingSoon.title}</Badge>
        <h2 className="mt-3 text-xl font-semibold text-slate-950 dark:text-white">Welcome{user.fullName ? `, ${user.fullName}` : ''}</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{statusTexts.comingSoon.body}</p>
        <Link to="/profile" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
          My Profile
        </Link>
      </Card>
    </Container>
  );
}
