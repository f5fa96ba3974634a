import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { endTestWork } from './teardown';

const toaster = () => document.getElementById('toaster-root');

describe('endTestWork, run by the shared setup after every test', () => {
  it('removes the toaster a test mounted, with its toasts and their timers', async () => {
    toast.success('Profile saved');
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    await endTestWork();
    expect(toaster()).toBeNull();
    expect(screen.queryByText('Profile saved')).toBeNull();
  });

  it('waits for a toaster still loading, so that it cannot mount after the test', async () => {
    toast.error('Could not save');
    await endTestWork();
    expect(toaster()).toBeNull();
    // The import it waited for has settled: nothing is left to mount later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toaster()).toBeNull();
  });

  it('unmounts the rendered trees, running their effect cleanups', async () => {
    const cleanup = vi.fn();
    function Subscriber() {
      useEffect(() => cleanup, []);
      return <p>subscribed</p>;
    }
    render(<Subscriber />);
    await endTestWork();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('subscribed')).toBeNull();
  });

  it('cancels the fetches in flight of every query client a provider mounted, and drops its queries', async () => {
    const client = createQueryClient();
    let signal: AbortSignal | undefined;
    function Pending() {
      useQuery({
        queryKey: ['pending'],
        queryFn: ({ signal: querySignal }) => {
          signal = querySignal;
          return new Promise<never>(() => {});
        },
        refetchInterval: 1000,
      });
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Pending />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(signal).toBeDefined());
    await endTestWork();
    expect(signal?.aborted).toBe(true);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('puts back real timers', async () => {
    vi.useFakeTimers();
    await endTestWork();
    expect(vi.isFakeTimers()).toBe(false);
  });
});
