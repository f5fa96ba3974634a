import { type ReactNode, useState } from 'react';
import type { AccessDecision, RouteAccess } from '../../lib/access';
import { AccessOutcome } from './access-outcome';
import { useAccess } from './use-access';

const render: AccessDecision = { kind: 'render' };

/** The route guard: renders its page only when the route's access rule allows it. */
export default function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { decision, session } = useAccess(access);
  // A signed-out-only page (/login, /register) is checked on arrival only, once the session is
  // known. Signing in on it changes the session while the page's own navigation may still wait
  // for the next page's code (react-router navigates in a transition); the guard must not
  // redirect elsewhere meanwhile.
  const [admitted, setAdmitted] = useState(false);
  if (access === 'signed-out' && decision.kind === 'render' && session.status !== 'loading' && !admitted) setAdmitted(true);
  return (
    <AccessOutcome decision={admitted ? render : decision} retry={session.status === 'error' ? session.retry : undefined}>
      {children}
    </AccessOutcome>
  );
}
