import { defineProject } from 'vitest/config';
import { apiTestDefaults } from './vitest.config.ts';

// The API test files that replace a module with vi.mock: each gets a module graph of its own.
export default defineProject({
  test: { ...apiTestDefaults, name: 'api-isolated', include: ['src/**/*.isolated.test.ts'] },
});
