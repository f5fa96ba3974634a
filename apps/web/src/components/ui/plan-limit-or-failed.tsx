import type { PlanId } from '@kusasa/domain/rules/plans';
import { ApiError } from '../../lib/api-client';
import { LoadFailed } from './load-failed';
import { UpgradeCard } from './upgrade-card';

/**
 * A gated page's failed read: the server's PLAN_LIMIT (the plan does not include the feature) is the
 * upgrade card with the server's own words; anything else is "could not load" with Try Again.
 */
export function PlanLimitOrFailed(props: {
  error: unknown;
  feature: string;
  requiredPlan: PlanId;
  failed: string;
  retry: string;
  query: { isFetching: boolean; refetch: () => unknown };
}) {
  const { error, feature, requiredPlan, failed, retry, query } = props;
  if (error instanceof ApiError && error.code === 'PLAN_LIMIT') {
    return (
      <div className="grid max-w-2xl gap-3">
        <p className="text-slate-700 dark:text-slate-300">{error.message}</p>
        <UpgradeCard feature={feature} requiredPlan={requiredPlan} />
      </div>
    );
  }
  return <LoadFailed message={failed} retry={retry} query={query} />;
}
