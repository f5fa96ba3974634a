import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is prerendered HTML that React has not attached to yet (and while
 * prerendering), true in every other render. Controls use it to stay inert until their handlers
 * exist, so an early tap or keystroke on a slow phone is refused visibly instead of lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
