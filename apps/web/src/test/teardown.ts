// Work a test can start that would otherwise run after it: on the next test's DOM, or after the
// file's test DOM (happy-dom) is torn down, where React's scheduler fails with 'window is not defined'. The
// shared setup (setup.ts) ends all of it after every test, so no test has to remember to.

import { QueryClient, onlineManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { closeToaster, unmountToaster } from '../lib/toast';

// Every query client a QueryClientProvider mounted during the test (the app's own and each
// test's): their queries hold fetches in flight, refetch intervals and garbage-collection timers.
// The set hangs on the prototype, wrapped once: a worker may load TanStack Query once for
// several files, or afresh for each.
const TRACKED = Symbol.for('kusasa.test.mountedQueryClients');
type TrackingPrototype = QueryClient & { [TRACKED]?: Set<QueryClient> };
const prototype: TrackingPrototype = QueryClient.prototype;
const mountedClients = (prototype[TRACKED] ??= trackMountedClients());

function trackMountedClients(): Set<QueryClient> {
  const clients = new Set<QueryClient>();
  const { mount } = Object.getOwnPropertyDescriptors(QueryClient.prototype);
  const mountClient = mount?.value as (this: QueryClient) => void;
  prototype.mount = function mountAndTrack(this: QueryClient) {
    clients.add(this);
    mountClient.call(this);
  };
  return clients;
}

/**
 * Ends what the finished test left running: its React trees (with their effects, transitions and
 * subscriptions), its query clients' queries (in-flight fetches are cancelled, timers cleared,
 * the browser counted online again),
 * the toaster's own React root (a toaster still loading is awaited first, so it cannot mount
 * later), and fake timers.
 */
export async function endTestWork(): Promise<void> {
  cleanup();
  vi.useRealTimers();
  for (const client of mountedClients) client.clear();
  mountedClients.clear();
  // Signing out holds every read until the page leaves (features/auth/api/logout.ts).
  onlineManager.setOnline(true);
  await unmountToaster();
}

/** After a file's last test: end its work as after every test, and let nothing show a toast again. */
export async function endFileWork(): Promise<void> {
  await endTestWork();
  await closeToaster();
}
