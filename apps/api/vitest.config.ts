import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    // A hook builds or copies a database: on a machine busy with other work it can take minutes; the limit only catches a hang.
    hookTimeout: 180_000,
  },
});
