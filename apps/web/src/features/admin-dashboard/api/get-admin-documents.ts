import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminDocumentsResponse, adminDocumentsResponseSchema } from '@kusasa/domain/schemas/admin-documents';
import type { VerificationStatus } from '@kusasa/domain/schemas/documents';
import { apiCall } from '../../../lib/api-client';
import { adminDashboardKeys } from './keys';

export const ADMIN_DOCUMENTS_PATH = '/api/admin/documents';

/** 'all' or one verification status. */
export type DocumentFilter = 'all' | VerificationStatus;

/** One page of documents (20), newest first, with their learners. */
export async function getAdminDocuments({ status, page }: { status: DocumentFilter; page: number }, signal?: AbortSignal): Promise<AdminDocumentsResponse> {
  return apiCall(ADMIN_DOCUMENTS_PATH, { query: { status: status === 'all' ? undefined : status, page }, signal, schema: adminDocumentsResponseSchema });
}

export const adminDocumentsQueryOptions = (params: { status: DocumentFilter; page: number }) =>
  queryOptions({
    queryKey: adminDashboardKeys.documentList(params),
    queryFn: ({ signal }) => getAdminDocuments(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminDocuments(params: { status: DocumentFilter; page: number }) {
  return useQuery(adminDocumentsQueryOptions(params));
}
