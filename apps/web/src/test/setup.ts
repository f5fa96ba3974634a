import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { endFileWork, endTestWork } from './teardown';

// findBy and waitFor wait up to 1 s by default; on a busy machine (CI beside other work) a page's
// first render can take longer. Waiting longer asserts nothing different, and stays under the
// test timeout (vite.config.ts) so that a real failure still reads as RTL's message.
configure({ asyncUtilTimeout: 10_000 });

// A console error or warning during a test is a bug: fail the test that caused it.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(async () => {
  await endTestWork();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

// React's scheduler finishes work (e.g. an unmount's effects) on a later macrotask. Let it run
// while the DOM still exists, then end anything it started, instead of after the file's
// environment is torn down.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await endFileWork();
});
