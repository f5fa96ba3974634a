// The route table: the domain's route inventory (every route the seeds name, with its title and
// audience) joined to each route's page. Data only: app.tsx renders it, guarding each route by its
// `access` rule (lib/access.ts) inside the route's `layout`. A page that shows more than one
// feature is composed in ./pages; every other page is its feature's own module.

import { ROUTE_INVENTORY } from '@kusasa/domain/rules/route-inventory';
import type { RouteAccess } from '../lib/access';
import { comingSoon, type PageModule, pages, sessionPages } from './route-pages';

export type { PageModule } from './route-pages';

/**
 * Where a route renders: 'public' in the public header and footer; 'session' there too, inside
 * the lazily loaded session scope (TanStack Query, the session); 'app' in the signed-in app shell.
 */
export type RouteLayout = 'public' | 'session' | 'app';

export interface AppRoute {
  path: string;
  title: string;
  access: RouteAccess;
  layout: RouteLayout;
  load: () => Promise<PageModule>;
  /** A real page, not the "Coming soon" placeholder: what the component inventory reports. */
  built: boolean;
}

function layoutOf(access: RouteAccess, load: () => Promise<PageModule>): RouteLayout {
  if (sessionPages.has(load)) return 'session';
  return access === 'public' ? 'public' : 'app';
}

/** Paths with a page that the inventory does not list (a route.test.ts check). */
export const pagesWithoutRoute = (): string[] => Object.keys(pages).filter((path) => !ROUTE_INVENTORY.some((route) => route.path === path));

export const appRoutes: readonly AppRoute[] = ROUTE_INVENTORY.map(({ path, title, audience }) => {
  const load = pages[path] ?? comingSoon;
  return { path, title, access: audience, layout: layoutOf(audience, load), load, built: load !== comingSoon };
});

/** The paths whose page is built (app.tsx hands them to the component inventory). */
export const builtRoutePaths: ReadonlySet<string> = new Set(appRoutes.filter((route) => route.built).map((route) => route.path));
