import { useQuery } from '@tanstack/react-query';
import { type Roadmap, roadmapSchema } from '@kusasa/domain/schemas/roadmap';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

/** GET /api/roadmap: the learner's weeks until their last closing date (Pro + AI; else 403 PLAN_LIMIT). */
export function getRoadmap(signal?: AbortSignal): Promise<Roadmap> {
  return apiCall('/api/roadmap', { signal, schema: roadmapSchema });
}

export function useRoadmap() {
  return useQuery({ queryKey: learnerKeys.roadmap(), queryFn: ({ signal }) => getRoadmap(signal) });
}
