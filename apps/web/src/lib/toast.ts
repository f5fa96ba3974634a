// Toasts without paying for sonner on first load: the first toast imports sonner and mounts its
// <Toaster/>, later toasts reuse it.

import type { ToasterHandle } from './toaster-host';

export interface ToastOptions {
  description?: string;
}

type ToastKind = 'success' | 'error' | 'info';

let host: Promise<ToasterHandle> | null = null;
let closed = false;

function loadHost(): Promise<ToasterHandle> {
  host ??= import('./toaster-host').then((module) => module.mountToaster());
  return host;
}

function show(kind: ToastKind, title: string, options?: ToastOptions): void {
  if (closed) return;
  loadHost().then(
    (toaster) => toaster.show(kind, title, options),
    () => {
      host = null; // a failed chunk load can be retried by the next toast
    },
  );
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
};

/**
 * Removes the toaster, once a toaster still loading has mounted, and forgets it: the next toast
 * mounts a new one. The toaster is a React root of its own with timers (a toast's duration), so
 * the web tests end it after every test rather than let it outlive the test's DOM.
 */
export async function unmountToaster(): Promise<void> {
  // A toast shown while the old toaster is removed starts a new one: remove that too.
  while (host) {
    const loading = host;
    host = null;
    const toaster = await loading.catch(() => null);
    toaster?.unmount();
  }
}

/**
 * Unmounts the toaster and drops every later toast: the document is going away. The web tests
 * call it once a file's tests are done, so that a request answered late cannot mount a toaster
 * while the file's test DOM (happy-dom) is torn down.
 */
export async function closeToaster(): Promise<void> {
  closed = true;
  await unmountToaster();
}
