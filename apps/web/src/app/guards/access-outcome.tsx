import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import type { AccessDecision } from '../../lib/access';

/** Shows what an access decision says: the page, a loading message, a redirect, or a retry. */
export function AccessOutcome({ decision, retry, children }: { decision: AccessDecision; retry?: () => void; children: ReactNode }) {
  switch (decision.kind) {
    case 'render':
      return children;
    case 'loading':
      return (
        <div className="flex min-h-[50dvh] items-center justify-center px-4">
          <Spinner label={decision.message} />
        </div>
      );
    case 'redirect':
      return <Navigate to={decision.to} replace state={decision.from ? { from: decision.from } : undefined} />;
    case 'error':
      return (
        <div role="alert" className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
          <p className="text-lg text-slate-800 dark:text-slate-200">We could not reach Kusasa to check your account. Check your connection and try again.</p>
          {retry && <Button onClick={retry}>Try again</Button>}
        </div>
      );
  }
}
