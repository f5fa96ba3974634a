import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminMaintenanceState, type LockRequest, adminMaintenanceStateSchema, maintenanceChangeResponseSchema } from '@kusasa/domain/schemas/maintenance';
import { apiCall } from '../../../lib/api-client';
import { announceMaintenance } from '../../../lib/maintenance-signal';
import { toast } from '../../../lib/toast';
import { maintenanceKeys } from './keys';

export const ADMIN_MAINTENANCE_PATH = '/api/admin/maintenance';

export function useAdminMaintenance() {
  return useQuery({
    queryKey: maintenanceKeys.state(),
    queryFn: ({ signal }) => apiCall(ADMIN_MAINTENANCE_PATH, { schema: adminMaintenanceStateSchema, signal }),
  });
}

/** The banner above the page shows the admin's own change now rather than at its next poll. */
function showInBanner(state: AdminMaintenanceState) {
  announceMaintenance({
    locked: state.locked,
    message: state.locked ? state.message : null,
    until: state.until,
    since: state.since,
    overdue: state.overdue,
  });
}

/** Lock, or change the message and end of a lock that is on; unlock. Errors stay on the form. */
export function useLockActions() {
  const client = useQueryClient();
  const onSuccess = ({ message, state }: { message: string; state: AdminMaintenanceState }) => {
    client.setQueryData(maintenanceKeys.state(), state);
    showInBanner(state);
    toast.success(message);
    // The system status and the snapshots' diff both show the lock and its message.
    return client.invalidateQueries({ queryKey: maintenanceKeys.all });
  };
  const lock = useMutation({
    mutationFn: (request: LockRequest) => apiCall(`${ADMIN_MAINTENANCE_PATH}/lock`, { method: 'POST', body: request, schema: maintenanceChangeResponseSchema }),
    onSuccess,
  });
  const unlock = useMutation({
    mutationFn: () => apiCall(`${ADMIN_MAINTENANCE_PATH}/unlock`, { method: 'POST', schema: maintenanceChangeResponseSchema }),
    onSuccess,
  });
  return { lock, unlock };
}
