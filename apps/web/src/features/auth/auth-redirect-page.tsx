import { Navigate } from 'react-router';
import { statusTexts } from '@kusasa/domain/status-texts';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { authRedirectTarget } from '../../lib/access';
import { useSession } from '../../lib/session';

/** /auth-redirect: sends a signed-in user to their area (its guard handles everyone else). */
export default function AuthRedirectPage(_props: PageProps) {
  const session = useSession();
  if (session.status === 'signed-in') return <Navigate to={authRedirectTarget(session.user)} replace />;
  return (
    <div className="flex min-h-[50dvh] items-center justify-center px-4">
      <Spinner label={statusTexts.loading.dashboard} />
    </div>
  );
}
