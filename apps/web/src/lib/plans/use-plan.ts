import { useQuery } from '@tanstack/react-query';
import type { PlanId } from '@kusasa/domain/rules/plans';
import { useSession } from '../session';
import { currentPlanQueryOptions } from './get-current-plan';

export type PlanState =
  | { status: 'loading' }
  /** Signed out: gated as Starter, with a hint to sign in. */
  | { status: 'signed-out'; planId: 'starter' }
  /** The plan could not be read: gated as Starter (never more than the server allows). */
  | { status: 'error'; planId: 'starter'; retry: () => void }
  | { status: 'ready'; planId: PlanId; planName: string };

/** The viewer's plan for gating (GET /api/plans/current). Needs a QueryClientProvider. */
export function usePlan(): PlanState {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const query = useQuery({ ...currentPlanQueryOptions(), enabled: signedIn });
  if (session.status === 'signed-out') return { status: 'signed-out', planId: 'starter' };
  if (session.status === 'error') return { status: 'error', planId: 'starter', retry: session.retry };
  if (session.status === 'loading') return { status: 'loading' };
  if (query.data) return { status: 'ready', planId: query.data.planId, planName: query.data.planName };
  if (query.isError) return { status: 'error', planId: 'starter', retry: () => void query.refetch() };
  return { status: 'loading' };
}
