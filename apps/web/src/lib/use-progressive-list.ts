import { startTransition, useEffect, useState } from 'react';

/**
 * A long list (the catalogue, the programmes) rendered in steps: the first `first` items at
 * once, then `step` more per task, each step a transition the browser may interrupt. Rendering
 * every card in one task blocked a low-end phone's main thread for seconds (Lighthouse, 8x CPU).
 * Returns the items to show now; a new list starts again from the first step.
 */
export function useProgressiveList<T>(items: readonly T[], { first = 12, step = 24 }: { first?: number; step?: number } = {}): readonly T[] {
  const [state, setState] = useState({ items, shown: first });
  // A new list (new filters, fresh data): start from the first step again, during render.
  if (state.items !== items) setState({ items, shown: first });
  const shown = state.items === items ? state.shown : first;

  useEffect(() => {
    if (shown >= items.length) return;
    const timer = setTimeout(() => startTransition(() => setState((current) => (current.items === items ? { items, shown: current.shown + step } : current))), 0);
    return () => clearTimeout(timer);
  }, [items, shown, step]);

  return shown >= items.length ? items : items.slice(0, shown);
}
