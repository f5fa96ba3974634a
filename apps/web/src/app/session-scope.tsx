import { QueryClientProvider } from '@tanstack/react-query';
import { use } from 'react';
import { Outlet } from 'react-router';
import { PageQueryClientContext, readPageData, seedQueryClient } from '../lib/page-data';
import { queryClient } from '../lib/query-client';

// What the server rendered this page with (a filtered list, an institution), before any render.
seedQueryClient(queryClient, readPageData());

/**
 * Layout route around the public pages that need the session (sign-in, registration, password,
 * verification). Loaded lazily, so TanStack Query stays off the landing page's first load. A
 * server render gives its own client, seeded with that request's reads (lib/page-data.ts).
 */
export default function SessionScope() {
  const serverClient = use(PageQueryClientContext);
  return (
    <QueryClientProvider client={serverClient ?? queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
