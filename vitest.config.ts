import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/api/vitest.isolated.config.ts', 'apps/web', 'scripts'],
    // Vitest leaves one CPU free by default, which is one worker on CI's 2 CPUs. The API tests
    // spend their time in the database engine, not waiting, so a worker per CPU halves the run
    // (measured on 2 CPUs, idle: 296 s with one worker, 203 s with two).
    maxWorkers: Math.max(availableParallelism(), 2),
  },
});
