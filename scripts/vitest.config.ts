import { defineProject } from 'vitest/config';

// These tests start real processes (tsx compiling the API, PGlite's initdb): on a machine whose CPUs
// are busy with other work that takes minutes, so the limit only catches a hang.
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['**/*.test.ts'], testTimeout: 300_000 },
});
