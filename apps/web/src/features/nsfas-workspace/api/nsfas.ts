import { signedLinkSchema } from '@kusasa/domain/schemas/documents';
import {
  nsfasLearnerSchema,
  nsfasQueueSchema,
  nsfasStaffStatusSchema,
  type DecideAppeal,
  type NsfasQueueQuery,
  type SetNsfasStatus,
} from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { apiCall } from '../../../lib/api-client';

// The NSFAS staff's workspace (issue 28): their own account's status, the queue of consenting
// learners, one learner, a checklist document's signed link, and the two writes.

export const nsfasKeys = {
  all: ['nsfas'] as const,
  me: () => [...nsfasKeys.all, 'me'] as const,
  queue: (query: NsfasQueueQuery) => [...nsfasKeys.all, 'queue', query] as const,
  learner: (learnerId: string) => [...nsfasKeys.all, 'learner', learnerId] as const,
};

/** The queue's query as sent: empty filters and the first page are left out. */
export function queueParams(query: NsfasQueueQuery): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value).trim();
    if (text === '' || (key === 'page' && text === '1')) continue;
    params[key] = text;
  }
  return params;
}

export const getStaffStatus = (signal?: AbortSignal) => apiCall('/api/nsfas/me', { signal, schema: nsfasStaffStatusSchema });

export const getQueue = (query: NsfasQueueQuery, signal?: AbortSignal) =>
  apiCall('/api/nsfas/queue', { query: queueParams(query), signal, schema: nsfasQueueSchema });

export const getLearner = (learnerId: string, signal?: AbortSignal) =>
  apiCall(`/api/nsfas/learners/${encodeURIComponent(learnerId)}`, { signal, schema: nsfasLearnerSchema });

export const getDocumentLink = (learnerId: string, documentId: string) =>
  apiCall(`/api/nsfas/learners/${encodeURIComponent(learnerId)}/documents/${encodeURIComponent(documentId)}/link`, { schema: signedLinkSchema });

export const putStatus = (learnerId: string, body: SetNsfasStatus) =>
  apiCall(`/api/nsfas/learners/${encodeURIComponent(learnerId)}/status`, { method: 'PUT', body, schema: nsfasLearnerSchema });

export const postAppealDecision = (appealId: string, body: DecideAppeal) =>
  apiCall(`/api/nsfas/appeals/${encodeURIComponent(appealId)}/decision`, { method: 'POST', body, schema: nsfasLearnerSchema });
