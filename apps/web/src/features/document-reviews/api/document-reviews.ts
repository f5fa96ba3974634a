import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AskReviewInput, learnerReviewSchema, learnerReviewsSchema } from '@kusasa/domain/schemas/document-reviews';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

// The learner's document reviews (issue 31): their plan's terms, documents and requests; asking.

const PATH = '/api/document-reviews';

export const getLearnerReviews = (signal?: AbortSignal) => apiCall(PATH, { signal, schema: learnerReviewsSchema });

export const useLearnerReviews = () => useQuery({ queryKey: learnerKeys.documentReviews(), queryFn: ({ signal }) => getLearnerReviews(signal) });

export const askReview = (body: AskReviewInput) => apiCall(PATH, { method: 'POST', body, schema: learnerReviewSchema });

/** Asking changes the open count and the list: both are read again. */
export function useAskReview() {
  const client = useQueryClient();
  return useMutation({ mutationFn: askReview, onSettled: () => client.invalidateQueries({ queryKey: learnerKeys.documentReviews() }) });
}
