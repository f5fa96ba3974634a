import { useQuery } from '@tanstack/react-query';
import { routeInventoryResponseSchema } from '@kusasa/domain/schemas/maintenance';
import { apiCall } from '../../../lib/api-client';
import { maintenanceKeys } from './keys';

export const ROUTE_INVENTORY_PATH = '/api/admin/route-inventory';

export function useRouteInventory() {
  return useQuery({
    queryKey: maintenanceKeys.inventory(),
    queryFn: ({ signal }) => apiCall(ROUTE_INVENTORY_PATH, { schema: routeInventoryResponseSchema, signal }),
    staleTime: Infinity,
  });
}
