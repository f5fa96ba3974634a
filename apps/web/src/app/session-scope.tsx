import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

/**
 * Layout route around the public pages that need the session (sign-in, registration, password,
 * verification). Loaded lazily, so TanStack Query stays off the landing page's first load.
 */
export default function SessionScope() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
