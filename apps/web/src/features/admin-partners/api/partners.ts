import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NewPartnerNote, partnerNoteListSchema, partnerNoteResponseSchema } from '@kusasa/domain/schemas/partners/notes';
import {
  type Partner,
  type PartnerCreate,
  type PartnersQuery,
  type PartnerUpdate,
  partnerListResponseSchema,
  partnerResponseSchema,
} from '@kusasa/domain/schemas/partners/partners';
import {
  type MarkPartnerPaymentPaid,
  type RecordPartnerPayment,
  partnerPaymentListSchema,
  partnerPaymentResponseSchema,
} from '@kusasa/domain/schemas/partners/payments';
import type { PartnerTier } from '@kusasa/domain/rules/partners';
import type { IntegrationStatus } from '@kusasa/domain/rules/partner-integration';
import { apiCall } from '../../../lib/api-client';
import { adminPartnerKeys } from './keys';

const partnerPath = (id: string) => `/api/admin/partners/${encodeURIComponent(id)}`;

export function usePartners(query: PartnersQuery) {
  return useQuery({
    queryKey: adminPartnerKeys.list(query),
    queryFn: ({ signal }) => apiCall('/api/admin/partners', { schema: partnerListResponseSchema, query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePartner(id: string) {
  return useQuery({
    queryKey: adminPartnerKeys.partner(id),
    queryFn: ({ signal }) => apiCall(partnerPath(id), { schema: partnerResponseSchema, signal }).then(({ partner }) => partner),
  });
}

export function usePartnerPayments(id: string) {
  return useQuery({
    queryKey: adminPartnerKeys.payments(id),
    queryFn: ({ signal }) => apiCall(`${partnerPath(id)}/payments`, { schema: partnerPaymentListSchema, signal }).then(({ payments }) => payments),
  });
}

export function usePartnerNotes(id: string) {
  return useQuery({
    queryKey: adminPartnerKeys.notes(id),
    queryFn: ({ signal }) => apiCall(`${partnerPath(id)}/notes`, { schema: partnerNoteListSchema, signal }).then(({ notes }) => notes),
  });
}

export const createPartner = (body: PartnerCreate) =>
  apiCall('/api/admin/partners', { method: 'POST', body, schema: partnerResponseSchema }).then(({ partner }) => partner);

/** Any change to one partner: the card, the list and the analytics read it again. */
function usePartnerChange<I>(id: string, run: (input: I) => Promise<Partner>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (partner) => {
      client.setQueryData(adminPartnerKeys.partner(id), partner);
      return client.invalidateQueries({ queryKey: adminPartnerKeys.all, predicate: (query) => query.queryKey[2] !== id });
    },
  });
}

export const useUpdatePartner = (id: string) =>
  usePartnerChange(id, (body: PartnerUpdate) =>
    apiCall(partnerPath(id), { method: 'PATCH', body, schema: partnerResponseSchema }).then(({ partner }) => partner),
  );

export const useChangeTier = (id: string) =>
  usePartnerChange(id, (tier: PartnerTier) =>
    apiCall(`${partnerPath(id)}/tier`, { method: 'PUT', body: { tier }, schema: partnerResponseSchema }).then(({ partner }) => partner),
  );

export const useChangeIntegrationStatus = (id: string) =>
  usePartnerChange(id, (integrationStatus: IntegrationStatus) =>
    apiCall(`${partnerPath(id)}/integration-status`, { method: 'PUT', body: { integrationStatus }, schema: partnerResponseSchema }).then(
      ({ partner }) => partner,
    ),
  );

/** The MoU goes as the PDF's bytes (the API takes no multipart). */
export const useUploadMou = (id: string) =>
  usePartnerChange(id, (file: File) =>
    apiCall(`${partnerPath(id)}/mou`, { method: 'PUT', body: file, headers: { 'Content-Type': 'application/pdf' }, schema: partnerResponseSchema }).then(
      ({ partner }) => partner,
    ),
  );

export const mouUrl = (id: string) => `${partnerPath(id)}/mou`;

function usePaymentChange<I>(id: string, run: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminPartnerKeys.payments(id) }),
        client.invalidateQueries({ queryKey: adminPartnerKeys.analytics() }),
      ]),
  });
}

export const useRecordPayment = (id: string) =>
  usePaymentChange(id, (body: RecordPartnerPayment) => apiCall(`${partnerPath(id)}/payments`, { method: 'POST', body, schema: partnerPaymentResponseSchema }));

export const useMarkPaid = (id: string) =>
  usePaymentChange(id, ({ paymentId, ...body }: MarkPartnerPaymentPaid & { paymentId: string }) =>
    apiCall(`${partnerPath(id)}/payments/${encodeURIComponent(paymentId)}/mark-paid`, { method: 'POST', body, schema: partnerPaymentResponseSchema }),
  );

export function useAddNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPartnerNote) => apiCall(`${partnerPath(id)}/notes`, { method: 'POST', body, schema: partnerNoteResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminPartnerKeys.notes(id) }),
  });
}
