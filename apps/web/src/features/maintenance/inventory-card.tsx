import { useId, useMemo, useState } from 'react';
import { maintenanceTexts as t } from '@kusasa/domain/maintenance-texts';
import { routeInventoryTotals } from '@kusasa/domain/rules/route-inventory';
import { Badge } from '../../components/ui/badge';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';
import { useBuiltRoutes } from '../../lib/built-routes';
import { useRouteInventory } from './api/route-inventory';
import { LoadState, SectionCard } from './section-card';

const FILTERS = ['all', 'built', 'not-built'] as const;
type Filter = (typeof FILTERS)[number];

/** Component Inventory: every route, who may open it, and whether its page is built. */
export function InventoryCard() {
  const id = useId();
  const inventory = useRouteInventory();
  const builtPaths = useBuiltRoutes();
  const [filter, setFilter] = useState<Filter>('all');

  // Built is what the web's route table really renders; the API's flag only without it.
  const routes = useMemo(
    () => inventory.data?.routes.map((route) => ({ ...route, built: builtPaths ? builtPaths.has(route.path) : route.built })),
    [inventory.data, builtPaths],
  );
  const totals = routes && routeInventoryTotals(routes);
  const shown = routes?.filter((route) => filter === 'all' || (filter === 'built') === route.built);

  return (
    <SectionCard id="inventory" title={t.sections.componentInventory} intro={t.inventoryIntro}>
      {!routes || !totals || !shown ? (
        <LoadState failed={inventory.isError} label="Loading the routes…" onRetry={() => void inventory.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="font-medium text-slate-900 dark:text-slate-100">
              {t.inventoryTotals.replace('{built}', String(totals.built)).replace('{routes}', String(totals.routes))}
            </p>
            <div>
              <label htmlFor={`${id}-filter`} className="mr-2 text-sm font-medium text-slate-800 dark:text-slate-200">
                {t.inventoryFilterLabel}
              </label>
              <select
                id={`${id}-filter`}
                value={filter}
                onChange={(event) => setFilter(event.target.value as Filter)}
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
              >
                {FILTERS.map((key) => (
                  <option key={key} value={key}>
                    {t.inventoryFilters[key]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <TableFrame className="mt-3 max-h-[32rem] overflow-y-auto" tabIndex={0} aria-label={t.sections.componentInventory}>
            <Table>
              <thead className="sticky top-0">
                <tr>
                  <Th>{t.inventoryColumns.path}</Th>
                  <Th>{t.inventoryColumns.title}</Th>
                  <Th>{t.inventoryColumns.audience}</Th>
                  <Th>{t.inventoryColumns.status}</Th>
                </tr>
              </thead>
              <tbody>
                {shown.map((route) => (
                  <tr key={route.path}>
                    <Td className="font-mono text-xs sm:text-sm">{route.path}</Td>
                    <Td>{route.title}</Td>
                    <Td>{t.audienceLabels[route.audience]}</Td>
                    <Td>
                      <Badge tone={route.built ? 'brand' : 'neutral'} className="text-xs whitespace-nowrap">
                        {route.built ? t.inventoryBuilt : t.inventoryNotBuilt}
                      </Badge>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableFrame>
        </>
      )}
    </SectionCard>
  );
}
