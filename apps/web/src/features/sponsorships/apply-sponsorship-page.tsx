import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorshipTexts as texts } from '@kusasa/domain/sponsor-texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useSponsorshipOptions } from './api/hooks';
import { SponsorshipRequestForm } from './sponsorship-request-form';
import { useState } from 'react';

const page = sponsorPageTexts.apply;

/** The seed's 'Please login as a student.', with a way to sign in as one. */
export function LoginAsStudent() {
  return (
    <Alert tone="error" className="mt-6">
      <p>{texts.loginAsStudent}</p>
      <Link to="/students/login" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
        {page.signIn}
      </Link>
    </Alert>
  );
}

/**
 * /sponsorships/apply ('Apply for Sponsorship', seed 002): a signed-in student asks sponsors to pay
 * one of their applications' fee or a plan's fee, choosing what sponsors may see.
 */
export default function ApplySponsorshipPage({ title }: PageProps) {
  const session = useSession();
  const isStudent = session.status === 'signed-in' && session.user.userType === 'student';
  const options = useSponsorshipOptions(isStudent);
  const [done, setDone] = useState(false);
  const refused = options.error instanceof ApiError && (options.error.status === 401 || options.error.status === 403);

  if (done) {
    return (
      <Container className="py-10">
        <Card className="mx-auto max-w-lg p-6 text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-700 dark:text-emerald-400" />
          <h1 className="mt-3 text-2xl font-bold text-slate-950 dark:text-white">{texts.requestedTitle}</h1>
          <p role="status" className="mt-2 text-slate-700 dark:text-slate-300">
            {texts.requestedMessage}
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/" className={buttonVariants()}>
              {texts.backToHome}
            </Link>
            <Link to="/sponsorships/status" className={buttonVariants({ variant: 'outline' })}>
              {page.viewMyApplications}
            </Link>
          </div>
        </Card>
      </Container>
    );
  }

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      {session.status === 'loading' ? null : !isStudent || refused ? (
        <LoginAsStudent />
      ) : options.isPending ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label={page.loading} />
        </div>
      ) : options.isError ? (
        <Alert tone="error" className="mt-6">
          <p>{page.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void options.refetch()}>
            {sponsorPageTexts.admin.retry}
          </Button>
        </Alert>
      ) : options.data.applications.length === 0 ? (
        <div
          role="status"
          className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
        >
          <p>{page.noApplications}</p>
          <Link to="/apply" className={buttonVariants({ size: 'sm', className: 'mt-4' })}>
            {page.startApplication}
          </Link>
        </div>
      ) : (
        <SponsorshipRequestForm options={options.data} onDone={() => setDone(true)} />
      )}
    </Container>
  );
}
