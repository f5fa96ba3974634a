// A success toast that outlives a full reload (full-reload.ts): kept in this tab's session storage
// and shown by the next page load (main.tsx). Holds no personal data, only the message.

import { fullReload } from './full-reload';
import { type ToastOptions, toast } from './toast';

export const TOAST_AFTER_RELOAD_KEY = 'kusasa-toast-after-reload';

/** Loads `path` afresh, then shows the toast there. */
export function reloadWithToast(path: string, title: string, options: ToastOptions = {}): void {
  try {
    window.sessionStorage.setItem(TOAST_AFTER_RELOAD_KEY, JSON.stringify({ title, description: options.description }));
  } catch {
    // Storage blocked: the page still loads, without the toast.
  }
  fullReload(path);
}

/** Shows the toast a previous page left for this load, once. */
export function showToastAfterReload(): void {
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem(TOAST_AFTER_RELOAD_KEY);
    window.sessionStorage.removeItem(TOAST_AFTER_RELOAD_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  try {
    const { title, description } = JSON.parse(stored) as { title?: unknown; description?: unknown };
    if (typeof title !== 'string' || !title) return;
    toast.success(title, typeof description === 'string' ? { description } : {});
  } catch {
    // Not ours, or damaged: nothing to show.
  }
}
