import { describe, expect, it } from 'vitest';
import { ROUTE_INVENTORY } from '@kusasa/domain/rules/route-inventory';
import { appRoutes, builtRoutePaths, pagesWithoutRoute } from './routes';

// The API's component inventory (GET /api/admin/route-inventory) answers from the domain's list;
// the web's route table is what the app really renders. They must say the same.
describe('the route inventory and the route table', () => {
  it('give every page a route of the inventory: no page is left unreachable', () => {
    expect(pagesWithoutRoute()).toEqual([]);
    expect(appRoutes.map((route) => route.path)).toEqual(ROUTE_INVENTORY.map((route) => route.path));
  });

  it('marks a route built exactly when the table loads a real page for it', () => {
    const wrong = ROUTE_INVENTORY.filter((route) => route.built !== builtRoutePaths.has(route.path)).map(
      (route) => `${route.path}: set built to ${String(builtRoutePaths.has(route.path))} in packages/domain/src/rules/route-inventory.ts`,
    );
    expect(wrong).toEqual([]);
  });

  it('has a real page for every route: no "Coming soon" placeholder is left', () => {
    expect(appRoutes.filter((route) => !builtRoutePaths.has(route.path)).map((route) => route.path)).toEqual([]);
    expect(builtRoutePaths.has('/admin/ui-lock')).toBe(true);
  });
});
