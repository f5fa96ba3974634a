import { Link, useLocation } from 'react-router';
import { teamTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { linkToken } from '../../lib/link-token';
import type { PageProps } from '../../lib/page-props';
import { useAcceptInvitation } from './api/team-api';

/** /institutions/join#token=...: a signed-in institution account accepts the invitation mailed to it. */
export default function JoinPage({ title }: PageProps) {
  const token = linkToken(useLocation());
  const accept = useAcceptInvitation();

  return (
    <Container className="max-w-xl py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      {!token ? (
        <Alert tone="error" className="mt-6">
          {t.noToken}
        </Alert>
      ) : accept.isSuccess ? (
        <Alert tone="success" className="mt-6">
          <p>{t.accepted(accept.data.institutionName)}</p>
          <Link to="/institutions/dashboard" className={buttonVariants({ size: 'sm', className: 'mt-3' })}>
            Dashboard
          </Link>
        </Alert>
      ) : (
        <div className="mt-6">
          <p className="text-slate-700 dark:text-slate-300">{t.acceptTitle}</p>
          {accept.isError && (
            <Alert tone="error" className="mt-4">
              {accept.error.message}
            </Alert>
          )}
          <Button className="mt-4" onClick={() => accept.mutate(token)} disabled={accept.isPending} aria-busy={accept.isPending}>
            {t.accept}
          </Button>
        </div>
      )}
    </Container>
  );
}
