import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewDetailSchema, reviewQueueSchema } from '@kusasa/domain/schemas/document-reviews';
import { signedLinkSchema } from '@kusasa/domain/schemas/documents';
import { apiCall, noContentSchema } from '../../../lib/api-client';
import { openInNewTab } from '../../../lib/open-in-new-tab';

// The reviewers' queue (issue 31): approved counselors and admins. Every change reads the queue again.

const PATH = '/api/review-queue';
const id = (value: string) => encodeURIComponent(value);
export const reviewQueueKeys = {
  all: ['review-queue'] as const,
  detail: (reviewId: string) => [...reviewQueueKeys.all, 'detail', reviewId] as const,
};

export const useReviewQueue = () => useQuery({ queryKey: reviewQueueKeys.all, queryFn: ({ signal }) => apiCall(PATH, { signal, schema: reviewQueueSchema }) });

export const useReviewDetail = (reviewId: string) =>
  useQuery({ queryKey: reviewQueueKeys.detail(reviewId), queryFn: ({ signal }) => apiCall(`${PATH}/${id(reviewId)}`, { signal, schema: reviewDetailSchema }) });

const claim = (reviewId: string) => apiCall(`${PATH}/${id(reviewId)}/claim`, { method: 'POST', schema: reviewDetailSchema });
const release = (reviewId: string) => apiCall(`${PATH}/${id(reviewId)}/release`, { method: 'POST', schema: noContentSchema });
const answer = ({ reviewId, comments }: { reviewId: string; comments: string }) =>
  apiCall(`${PATH}/${id(reviewId)}/answer`, { method: 'POST', body: { comments }, schema: reviewDetailSchema });

function useQueueChange<V, R>(change: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => client.invalidateQueries({ queryKey: reviewQueueKeys.all }) });
}

export const useClaimReview = () => useQueueChange(claim);
export const useReleaseReview = () => useQueueChange(release);
export const useAnswerReview = () => useQueueChange(answer);

/** Opens the learner's document through a short-lived signed link (the API records the opening). */
export const openReviewDocument = (reviewId: string) =>
  openInNewTab(async () => (await apiCall(`${PATH}/${id(reviewId)}/document-link`, { schema: signedLinkSchema })).url);
