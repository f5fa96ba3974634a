import { useLocation } from 'react-router';
import { type AccessDecision, type RouteAccess, type SessionView, decideAccess } from '../../lib/access';
import { type SessionState, useSession } from '../../lib/session';
import { rememberedFrom } from '../../lib/location-state';

function view(session: SessionState): SessionView {
  return session.status === 'signed-in' ? { status: 'signed-in', user: session.user } : { status: session.status };
}

/** The access decision for the current page and session. */
export function useAccess(access: RouteAccess): { decision: AccessDecision; session: SessionState } {
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess(access, view(session), { path: `${location.pathname}${location.search}`, from: rememberedFrom(location.state) });
  return { decision, session };
}
