import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  snapshotCreatedResponseSchema,
  snapshotDiffResponseSchema,
  snapshotListResponseSchema,
  snapshotRestoredResponseSchema,
} from '@kusasa/domain/schemas/maintenance';
import { apiCall } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { maintenanceKeys } from './keys';

export const SNAPSHOTS_PATH = '/api/admin/snapshots';
const snapshotPath = (id: string) => `${SNAPSHOTS_PATH}/${encodeURIComponent(id)}`;

export function useSnapshots() {
  return useQuery({
    queryKey: maintenanceKeys.snapshots(),
    queryFn: ({ signal }) => apiCall(SNAPSHOTS_PATH, { schema: snapshotListResponseSchema, signal }),
  });
}

/** What a restore would change, read fresh each time the dialog opens (settings move meanwhile). */
export function useSnapshotDiff(id: string | null) {
  return useQuery({
    queryKey: maintenanceKeys.diff(id ?? ''),
    queryFn: ({ signal }) => apiCall(`${snapshotPath(id ?? '')}/diff`, { schema: snapshotDiffResponseSchema, signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCreateSnapshot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => apiCall(SNAPSHOTS_PATH, { method: 'POST', body: { label }, schema: snapshotCreatedResponseSchema }),
    onSuccess: ({ message }) => {
      toast.success(message);
      return client.invalidateQueries({ queryKey: maintenanceKeys.snapshots() });
    },
  });
}

export function useRestoreSnapshot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(`${snapshotPath(id)}/restore`, { method: 'POST', schema: snapshotRestoredResponseSchema }),
    onSuccess: ({ message }) => {
      toast.success(message);
      // A restored lock message shows in the lock form.
      return client.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
  });
}
