import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqListSchema } from '@kusasa/domain/schemas/assistant/faqs';
import { apiCall } from '../../../lib/api-client';

export const FAQS_PATH = '/api/faqs';

/** The questions and answers of Thandi's knowledge base that are listed on /faqs. */
export const faqsQueryOptions = queryOptions({
  queryKey: ['faqs'] as const,
  queryFn: ({ signal }) => apiCall(FAQS_PATH, { schema: faqListSchema, signal }),
});

export const useFaqs = () => useQuery(faqsQueryOptions);
