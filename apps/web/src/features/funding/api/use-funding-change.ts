import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';
import { learnerKeys } from '../../../lib/query-keys';

/**
 * A change of the learner's funding readiness: every learner endpoint answers with the whole
 * readiness, which replaces the cached one; the timeline and the dashboard are read again.
 */
export function useFundingChange<V>(change: (variables: V) => Promise<FundingReadiness>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (readiness) => {
      client.setQueryData(learnerKeys.funding(), readiness);
      void client.invalidateQueries({ queryKey: learnerKeys.fundingTimeline() });
      void client.invalidateQueries({ queryKey: learnerKeys.dashboard() });
    },
  });
}
