import { useState, useSyncExternalStore } from 'react';

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

/**
 * A value this browser keeps (storage), read once: at the first render, or on a prerendered page
 * at the first render after React has attached, since the HTML was rendered without it and the
 * render that attaches must match that HTML.
 */
export function useBrowserValue<T>(read: () => T, asPrerendered: T): T {
  const hydrated = useHydrated();
  const [kept, setKept] = useState(() => (hydrated ? { value: read(), read: true } : { value: asPrerendered, read: false }));
  if (hydrated && !kept.read) {
    const value = read();
    setKept({ value, read: true });
    return value;
  }
  return kept.value;
}
