import { useQuery } from '@tanstack/react-query';
import { fundingTimelineSchema } from '@kusasa/domain/schemas/funding/common';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';
import { FUNDING_PATH } from './get-funding';

/** GET /api/funding/timeline: the learner's funding events, newest first. */
export function useFundingTimeline() {
  return useQuery({
    queryKey: learnerKeys.fundingTimeline(),
    queryFn: ({ signal }) => apiCall(`${FUNDING_PATH}/timeline`, { signal, schema: fundingTimelineSchema }),
  });
}
