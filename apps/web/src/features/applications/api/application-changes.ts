import type { ResubmitInput } from '@kusasa/domain/schemas/applications/resubmit';
import { learnerTimelineSchema } from '@kusasa/domain/schemas/applications/timeline';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const timelineKey = (id: string) => [...learnerKeys.applications(), 'timeline', id] as const;

export const getTimeline = (id: string, signal?: AbortSignal) => apiCall(`/api/applications/${id}/timeline`, { schema: learnerTimelineSchema, signal });

export const resubmitApplication = (id: string, body: ResubmitInput) =>
  apiCall(`/api/applications/${id}/resubmit`, { method: 'POST', body, schema: learnerTimelineSchema });

export const withdrawApplication = (id: string) => apiCall(`/api/applications/${id}/withdraw`, { method: 'POST', body: {}, schema: learnerTimelineSchema });
