import { shellTexts } from '@kusasa/domain/texts';
import type { PageProps } from '../../app/routes';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { useSession } from '../auth/api/get-session';
import { YourDataSection } from './your-data-section';

/**
 * /profile for every signed-in type. Editing the student's details comes later (seed 001's
 * profile); "Your data" (download and delete, POPIA) is here now.
 */
export default function ProfilePage({ title }: PageProps) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <div className="mt-6 grid max-w-3xl gap-6">
        <Card className="p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold text-slate-950 dark:text-white">Your details</h2>
            <Badge tone="accent">{shellTexts.comingSoon.title}</Badge>
          </div>
          {user && (
            <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_minmax(0,1fr)]">
              <dt className="font-medium text-slate-700 dark:text-slate-300">Name</dt>
              <dd className="text-slate-950 dark:text-white">{user.fullName ?? '—'}</dd>
              <dt className="font-medium text-slate-700 dark:text-slate-300">Email</dt>
              <dd className="break-all text-slate-950 dark:text-white">{user.email}</dd>
              {user.trackingId && (
                <>
                  <dt className="font-medium text-slate-700 dark:text-slate-300">Tracking ID</dt>
                  <dd className="font-mono text-slate-950 dark:text-white">{user.trackingId}</dd>
                </>
              )}
            </dl>
          )}
          <p className="mt-4 text-slate-700 dark:text-slate-300">Editing your details here is coming soon.</p>
        </Card>
        <YourDataSection />
      </div>
    </Container>
  );
}
