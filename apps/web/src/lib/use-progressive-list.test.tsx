import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('useProgressiveList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first step at once and the rest over later tasks', async () => {
    const items = numbers(50);
    const { result } = renderHook(() => useProgressiveList(items, { first: 10, step: 20 }));
    expect(result.current).toHaveLength(10);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toHaveLength(30);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(items);
  });

  it('returns a short list whole', () => {
    const items = numbers(5);
    const { result } = renderHook(() => useProgressiveList(items, { first: 10 }));
    expect(result.current).toBe(items);
  });

  it('starts again from the first step for a new list', async () => {
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, { first: 10, step: 100 }), { initialProps: { items: numbers(40) } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toHaveLength(40);
    rerender({ items: numbers(60) });
    expect(result.current).toHaveLength(10);
  });

  it('keeps its place for a fresh copy of the list it shows, given how to tell items apart', async () => {
    const copies = (count: number) => numbers(count).map((n) => ({ n }));
    const keyOf = (item: { n: number }) => item.n;
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, { first: 10, step: 10, keyOf }), { initialProps: { items: copies(40) } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toHaveLength(20);
    rerender({ items: copies(40) });
    expect(result.current).toHaveLength(20);
    rerender({ items: copies(40).reverse() });
    expect(result.current).toHaveLength(10);
  });
});
