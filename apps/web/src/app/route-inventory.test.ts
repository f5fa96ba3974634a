import { describe, expect, it } from 'vitest';
import { ROUTE_INVENTORY } from '@kusasa/domain/rules/route-inventory';
import { appRoutes, builtRoutePaths } from './routes';

// The API's component inventory (GET /api/admin/route-inventory) answers from the domain's list;
// the web's route table is what the app really renders. They must say the same.
describe('the route inventory and the route table', () => {
  it('list the same routes with the same titles and audiences', () => {
    const fromTable = appRoutes.map(({ path, title, access }) => ({ path, title, audience: access }));
    const fromInventory = ROUTE_INVENTORY.map(({ path, title, audience }) => ({ path, title, audience }));
    expect(fromInventory).toEqual(fromTable);
  });

  it('marks a route built exactly when the table loads a real page for it', () => {
    const wrong = ROUTE_INVENTORY.filter((route) => route.built !== builtRoutePaths.has(route.path)).map(
      (route) => `${route.path}: set built to ${String(builtRoutePaths.has(route.path))} in packages/domain/src/rules/route-inventory.ts`,
    );
    expect(wrong).toEqual([]);
  });

  it('counts the placeholder pages as not built', () => {
    expect(builtRoutePaths.has('/admin/ai-training')).toBe(false);
    expect(builtRoutePaths.has('/admin/ui-lock')).toBe(true);
  });
});
