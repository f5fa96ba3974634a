import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AllocationStatus, SponsorFilterType } from '@kusasa/domain/rules/sponsors';
import { adminSponsorListSchema, sponsorCountersSchema, sponsorNoteResponseSchema } from '@kusasa/domain/schemas/sponsors/admin-sponsors';
import {
  type AllocationInput,
  allocationDeletedSchema,
  allocationListSchema,
  allocationResponseSchema,
  pickerOptionListSchema,
} from '@kusasa/domain/schemas/sponsors/allocations';
import { adminSponsorProfileSchema } from '@kusasa/domain/schemas/sponsors/sponsor-profile';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { fillText } from '@kusasa/domain/texts';
import { ApiError, apiCall } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

// Admin sponsor management: the counters, both lists, the allocation form's pickers and writes,
// and the sponsor profile. Toasts are the seed's ('Failed to create allocation: {message}').

// The lists' queries as sent (the schemas' input types have the coerced page as unknown).
export interface AdminSponsorsQuery {
  search?: string | undefined;
  type?: SponsorFilterType | undefined;
  page: number;
}
export interface AllocationsQuery {
  search?: string | undefined;
  status?: AllocationStatus | undefined;
  sponsorId?: string | undefined;
  page: number;
}

export const adminSponsorKeys = {
  all: ['admin-sponsors'] as const,
  counters: () => [...adminSponsorKeys.all, 'counters'] as const,
  sponsors: (query: AdminSponsorsQuery) => [...adminSponsorKeys.all, 'sponsors', query] as const,
  allocations: (query: AllocationsQuery) => [...adminSponsorKeys.all, 'allocations', query] as const,
  picker: (kind: PickerKind, search: string) => [...adminSponsorKeys.all, 'picker', kind, search] as const,
  profile: (sponsorId: string) => [...adminSponsorKeys.all, 'profile', sponsorId] as const,
};

export type PickerKind = 'sponsor' | 'student';

export const SPONSORS_PATH = '/api/admin/sponsors';
export const ALLOCATIONS_PATH = '/api/admin/sponsor-allocations';
export const allocationPath = (id: string) => `${ALLOCATIONS_PATH}/${encodeURIComponent(id)}`;
export const sponsorPath = (id: string) => `${SPONSORS_PATH}/${encodeURIComponent(id)}`;

export function useSponsorCounters() {
  return useQuery({
    queryKey: adminSponsorKeys.counters(),
    queryFn: ({ signal }) => apiCall(`${SPONSORS_PATH}/summary`, { schema: sponsorCountersSchema, signal }),
  });
}

export function useAdminSponsors(query: AdminSponsorsQuery, enabled = true) {
  return useQuery({
    queryKey: adminSponsorKeys.sponsors(query),
    queryFn: ({ signal }) => apiCall(SPONSORS_PATH, { schema: adminSponsorListSchema, query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAllocations(query: AllocationsQuery, enabled = true) {
  return useQuery({
    queryKey: adminSponsorKeys.allocations(query),
    queryFn: ({ signal }) => apiCall(ALLOCATIONS_PATH, { schema: allocationListSchema, query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Sponsors or learners whose name, email or tracking ID matches (2 characters at least). */
export function usePickerOptions(kind: PickerKind, search: string) {
  return useQuery({
    queryKey: adminSponsorKeys.picker(kind, search),
    queryFn: ({ signal }) => apiCall(`${ALLOCATIONS_PATH}/${kind}-options`, { schema: pickerOptionListSchema, query: { search }, signal }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useSponsorProfile(sponsorId: string) {
  return useQuery({
    queryKey: adminSponsorKeys.profile(sponsorId),
    queryFn: ({ signal }) => apiCall(sponsorPath(sponsorId), { schema: adminSponsorProfileSchema, signal }),
  });
}

/** The message after 'Failed to ... allocation: ': the server's reason, or the network's. */
const reason = (error: Error) => error.message;

function useAllocationWrite<V>(request: (values: V) => Promise<unknown>, done: string, failed: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast.success(done);
      // The lists, the counters and any open profile all show allocations.
      return client.invalidateQueries({ queryKey: adminSponsorKeys.all });
    },
    onError: (error) => toast.error(fillText(failed, { message: reason(error) })),
  });
}

export function useCreateAllocation() {
  return useAllocationWrite(
    (values: AllocationInput) => apiCall(ALLOCATIONS_PATH, { method: 'POST', body: values, schema: allocationResponseSchema }),
    texts.allocationCreated,
    texts.createFailed,
  );
}

export function useUpdateAllocation() {
  return useAllocationWrite(
    ({ id, values }: { id: string; values: AllocationInput }) =>
      apiCall(allocationPath(id), { method: 'PATCH', body: values, schema: allocationResponseSchema }),
    texts.allocationUpdated,
    texts.updateFailed,
  );
}

export function useDeleteAllocation() {
  return useAllocationWrite(
    (id: string) => apiCall(allocationPath(id), { method: 'DELETE', schema: allocationDeletedSchema }),
    texts.allocationDeleted,
    texts.deleteFailed,
  );
}

export function useAddSponsorNote(sponsorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => apiCall(`${sponsorPath(sponsorId)}/notes`, { method: 'POST', body: { note }, schema: sponsorNoteResponseSchema }),
    onSuccess: () => {
      toast.success(texts.noteAdded);
      return client.invalidateQueries({ queryKey: adminSponsorKeys.profile(sponsorId) });
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.fields.note)) toast.error(error.message);
    },
  });
}
