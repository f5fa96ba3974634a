import { type ReactNode, useDeferredValue, useState } from 'react';
import { type AccessDecision, type RouteAccess, loadingMessageFor } from '../../lib/access';
import { AccessOutcome } from './access-outcome';
import { useAccess } from './use-access';

const render: AccessDecision = { kind: 'render' };

/** The route guard: renders its page only when the route's access rule allows it. */
export default function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { decision, session } = useAccess(access);
  // A signed-out-only page (/login, /register) is checked on arrival only. Signing in on it
  // changes the session while the page's own navigation may still wait for the next page's code
  // (react-router navigates in a transition); the guard must not redirect elsewhere meanwhile.
  const [admitted, setAdmitted] = useState(false);
  if (access === 'signed-out' && decision.kind === 'render' && !admitted) setAdmitted(true);
  const outcome = admitted ? render : decision;
  // The page takes the loading line's place in a deferred render, which React splits into short
  // tasks: mounting a whole form after the session arrives does not hold a slow phone's main
  // thread (issue 16). A page admitted at once, and every other outcome, shows at once.
  const pageDeferred = useDeferredValue(outcome.kind) !== 'render' && outcome.kind === 'render';
  const shown: AccessDecision = pageDeferred && access !== 'public' ? { kind: 'loading', message: loadingMessageFor[access] } : outcome;
  return (
    <AccessOutcome decision={shown} retry={session.status === 'error' ? session.retry : undefined}>
      {children}
    </AccessOutcome>
  );
}
