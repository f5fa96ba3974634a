import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

interface ProgressiveListOptions<T> {
  first?: number;
  step?: number;
  /** An item's identity: a fresh copy of the same list (the live catalogue after the prerendered one) keeps its place. */
  keyOf?: (item: T) => unknown;
}

/**
 * A long list (the catalogue, the programmes) rendered in steps: the first `first` items at
 * once, then `step` more per task, each step a transition the browser may interrupt. Rendering
 * every card in one task blocked a low-end phone's main thread for seconds (Lighthouse, 8x CPU).
 * Returns the items to show now; a different list starts again from the first step. A page
 * rendered on the server shows the whole list (it must read without JavaScript, decision 0425),
 * and so does the render that attaches to it.
 */
export function useProgressiveList<T>(items: readonly T[], { first = 12, step = 24, keyOf }: ProgressiveListOptions<T> = {}): readonly T[] {
  const hydrated = useHydrated();
  const [state, setState] = useState(() => ({ items, shown: hydrated ? first : items.length }));
  // A new list (new filters, fresh data): start from the first step again, during render,
  // unless it begins with the very items already shown.
  if (state.items !== items) setState({ items, shown: keyOf && startsWithShown(state, items, keyOf) ? state.shown : first });
  const shown = state.items === items ? state.shown : first;

  useEffect(() => {
    if (shown >= items.length) return;
    const timer = setTimeout(
      () => startTransition(() => setState((current) => (current.items === items ? { items, shown: current.shown + step } : current))),
      0,
    );
    return () => clearTimeout(timer);
  }, [items, shown, step]);

  return shown >= items.length ? items : items.slice(0, shown);
}

function startsWithShown<T>(previous: { items: readonly T[]; shown: number }, next: readonly T[], keyOf: (item: T) => unknown): boolean {
  const count = Math.min(previous.shown, previous.items.length);
  if (next.length < count) return false;
  for (let i = 0; i < count; i++) if (keyOf(previous.items[i]!) !== keyOf(next[i]!)) return false;
  return true;
}
