import { institutionApplicationSchema, type InstitutionApplication } from '@kusasa/domain/schemas/institution-applications/application';
import { commentCreatedSchema } from '@kusasa/domain/schemas/institution-applications/comments';
import { bulkDecisionResultSchema, decisionResultSchema, type DecisionInput } from '@kusasa/domain/schemas/institution-applications/decisions';
import { inboxResponseSchema, type InboxQuery } from '@kusasa/domain/schemas/institution-applications/inbox';
import { apiCall } from '../../../lib/api-client';

export const inboxKeys = {
  all: ['institution-applications'] as const,
  list: (query: InboxQuery) => [...inboxKeys.all, 'list', query] as const,
  one: (id: string) => [...inboxKeys.all, 'one', id] as const,
};

/** The query string of the inbox's filters (empty values left out). */
export function inboxSearch(query: Partial<InboxQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const getInbox = (query: InboxQuery, signal?: AbortSignal) =>
  apiCall(`/api/institution/applications${inboxSearch(query)}`, { schema: inboxResponseSchema, signal });

export const exportUrl = (query: InboxQuery) => `/api/institution/applications.csv${inboxSearch({ ...query, cursor: undefined })}`;

export const getApplication = (id: string, signal?: AbortSignal): Promise<InstitutionApplication> =>
  apiCall(`/api/institution/applications/${id}`, { schema: institutionApplicationSchema, signal });

export const postDecision = (id: string, body: DecisionInput) =>
  apiCall(`/api/institution/applications/${id}/decisions`, { method: 'POST', body, schema: decisionResultSchema });

export const postBulkDecision = (ids: string[], decision: DecisionInput) =>
  apiCall('/api/institution/applications/decisions/bulk', { method: 'POST', body: { ids, decision }, schema: bulkDecisionResultSchema });

export const postComment = (id: string, body: string) =>
  apiCall(`/api/institution/applications/${id}/comments`, { method: 'POST', body: { body }, schema: commentCreatedSchema });
