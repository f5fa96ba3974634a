import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AI_QUESTION_FILTERS,
  aiInsightsSchema,
  aiQuestionListSchema,
  type KnowledgeCreate,
  knowledgeEntrySchema,
  knowledgeListSchema,
  type KnowledgeTrialRequest,
  knowledgeTrialResponseSchema,
  type KnowledgeUpdate,
  knowledgeVersionListSchema,
  previewResponseSchema,
} from '@kusasa/domain/schemas/assistant/knowledge';
import { apiCall } from '../../../lib/api-client';

// AI Training's calls (/api/admin/assistant/*): what learners ask, the knowledge editor, and
// trying a question. Every change reloads the entries (the server versions and audits it).

const BASE = '/api/admin/assistant';
export type QuestionFilter = (typeof AI_QUESTION_FILTERS)[number];

export const trainingKeys = {
  all: ['ai-training'] as const,
  insights: () => [...trainingKeys.all, 'insights'] as const,
  questions: (filter: QuestionFilter) => [...trainingKeys.all, 'questions', filter] as const,
  entries: () => [...trainingKeys.all, 'entries'] as const,
  versions: (id: string) => [...trainingKeys.all, 'versions', id] as const,
};

export const useInsights = () =>
  useQuery({ queryKey: trainingKeys.insights(), queryFn: ({ signal }) => apiCall(`${BASE}/insights`, { schema: aiInsightsSchema, signal }) });

export const useQuestions = (filter: QuestionFilter) =>
  useQuery({
    queryKey: trainingKeys.questions(filter),
    queryFn: ({ signal }) => apiCall(`${BASE}/questions`, { schema: aiQuestionListSchema, query: { filter, limit: 100 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useKnowledgeEntries = () =>
  useQuery({ queryKey: trainingKeys.entries(), queryFn: ({ signal }) => apiCall(`${BASE}/knowledge`, { schema: knowledgeListSchema, signal }) });

export const useVersions = (id: string) =>
  useQuery({
    queryKey: trainingKeys.versions(id),
    queryFn: ({ signal }) => apiCall(`${BASE}/knowledge/${id}/versions`, { schema: knowledgeVersionListSchema, signal }),
  });

function useEntryMutation<T>(call: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    // FAQs read the same entries: an edit shows there at once.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: trainingKeys.all }), client.invalidateQueries({ queryKey: ['faqs'] })]),
  });
}

export const useCreateEntry = () =>
  useEntryMutation((input: KnowledgeCreate) => apiCall(`${BASE}/knowledge`, { method: 'POST', body: input, schema: knowledgeEntrySchema }));

export const useUpdateEntry = () =>
  useEntryMutation(({ id, input }: { id: string; input: KnowledgeUpdate }) =>
    apiCall(`${BASE}/knowledge/${id}`, { method: 'PUT', body: input, schema: knowledgeEntrySchema }),
  );

export const useSetEntryStatus = () =>
  useEntryMutation(({ id, action, expectedVersion }: { id: string; action: 'retire' | 'restore'; expectedVersion: number }) =>
    apiCall(`${BASE}/knowledge/${id}/${action}`, { method: 'POST', body: { expectedVersion }, schema: knowledgeEntrySchema }),
  );

export const usePreview = () =>
  useMutation({ mutationFn: (message: string) => apiCall(`${BASE}/preview`, { method: 'POST', body: { message }, schema: previewResponseSchema }) });

/** Scores a proposed entry on the held-out set; nothing is saved, so nothing is reloaded. */
export const useKnowledgeTrial = () =>
  useMutation({
    mutationFn: (input: KnowledgeTrialRequest) => apiCall(`${BASE}/knowledge/trial`, { method: 'POST', body: input, schema: knowledgeTrialResponseSchema }),
  });
