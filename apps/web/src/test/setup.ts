import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// A console error or warning during a test is a bug: fail the test that caused it.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

// React's scheduler finishes work (e.g. an unmount's effects) on a later macrotask. Let it run
// while the DOM still exists, instead of after the file's environment is torn down.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});
