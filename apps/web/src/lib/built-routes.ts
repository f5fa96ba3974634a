import { createContext, useContext } from 'react';

/**
 * The paths of the web's route table that show a real page rather than "Coming soon". app.tsx
 * provides it from app/routes.tsx, so the component inventory (/admin/ui-lock) reads what is
 * actually built instead of a list kept by hand; null outside the app (a test without it).
 */
export const BuiltRoutesContext = createContext<ReadonlySet<string> | null>(null);

export function useBuiltRoutes(): ReadonlySet<string> | null {
  return useContext(BuiltRoutesContext);
}
