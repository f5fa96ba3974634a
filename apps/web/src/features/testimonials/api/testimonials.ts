import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminTestimonialListSchema,
  adminTestimonialSchema,
  myTestimonialSchema,
  ownTestimonialSchema,
  publicTestimonialListSchema,
  type TestimonialInput,
} from '@kusasa/domain/schemas/testimonials';
import { apiCall } from '../../../lib/api-client';

export const testimonialKeys = {
  all: ['testimonials'] as const,
  published: () => [...testimonialKeys.all, 'published'] as const,
  mine: () => [...testimonialKeys.all, 'mine'] as const,
  pending: () => [...testimonialKeys.all, 'pending'] as const,
};

export const PUBLISHED_TESTIMONIALS_PATH = '/api/testimonials';

export const usePublished = () =>
  useQuery({
    queryKey: testimonialKeys.published(),
    queryFn: ({ signal }) => apiCall(PUBLISHED_TESTIMONIALS_PATH, { schema: publicTestimonialListSchema, signal }),
  });

export const useMine = (enabled: boolean) =>
  useQuery({ queryKey: testimonialKeys.mine(), queryFn: ({ signal }) => apiCall('/api/testimonials/mine', { schema: myTestimonialSchema, signal }), enabled });

export const usePending = (enabled: boolean) =>
  useQuery({
    queryKey: testimonialKeys.pending(),
    queryFn: ({ signal }) => apiCall('/api/admin/testimonials', { schema: adminTestimonialListSchema, query: { status: 'pending' }, signal }),
    enabled,
  });

export function useShareStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TestimonialInput) => apiCall('/api/testimonials/mine', { method: 'PUT', body: input, schema: ownTestimonialSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}

export function useReviewStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
      apiCall(`/api/admin/testimonials/${id}/review`, { method: 'POST', body: { status }, schema: adminTestimonialSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
