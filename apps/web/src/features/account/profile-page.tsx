import type { ReactNode } from 'react';
import { profilePageTexts } from '@kusasa/domain/profile-texts';
import type { PageProps } from '../../lib/page-props';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { useSession } from '../../lib/session';
import { YourDataSection } from './your-data-section';

export interface ProfilePageProps extends PageProps {
  /** A learner's saved profile (the profile wizard's editor), composed in app/pages. */
  learnerProfile: ReactNode;
  /** A learner's reminder and message channels (issue 30), composed in app/pages. */
  messageChannels: ReactNode;
  /** A learner under 18's guardian consent (issue 32), composed in app/pages. */
  guardianConsent?: ReactNode;
}

/**
 * /profile for every signed-in type: the account, a learner's saved profile (seed 001: the
 * wizard's data, each section editable with the wizard's step form) and "Your data" (POPIA).
 */
export function ProfilePage({ title, learnerProfile, messageChannels, guardianConsent }: ProfilePageProps) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <div className="mt-6 grid max-w-3xl gap-6">
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="profile-account-title">
            <h2 id="profile-account-title" className="text-xl font-semibold text-slate-950 dark:text-white">
              {profilePageTexts.account}
            </h2>
            {user && (
              <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_minmax(0,1fr)]">
                <dt className="font-medium text-slate-700 dark:text-slate-300">Name</dt>
                <dd className="text-slate-950 dark:text-white">{user.fullName ?? '—'}</dd>
                <dt className="font-medium text-slate-700 dark:text-slate-300">{profilePageTexts.email}</dt>
                <dd className="break-all text-slate-950 dark:text-white">{user.email}</dd>
                {user.trackingId && (
                  <>
                    <dt className="font-medium text-slate-700 dark:text-slate-300">{profilePageTexts.trackingId}</dt>
                    <dd className="font-mono text-slate-950 dark:text-white">{user.trackingId}</dd>
                  </>
                )}
              </dl>
            )}
          </section>
        </Card>
        {user?.userType === 'student' && (
          <>
            {guardianConsent}
            {learnerProfile}
            {messageChannels}
          </>
        )}
        <YourDataSection />
      </div>
    </Container>
  );
}
