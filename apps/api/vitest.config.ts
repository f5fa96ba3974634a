import { configDefaults, defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/** What both API projects share: a Node environment, the console-error guard and the limits. */
export const apiTestDefaults: NonNullable<TestProjectInlineConfiguration['test']> = {
  environment: 'node',
  setupFiles: ['src/test/fail-on-console-error.ts'],
  testTimeout: 30_000,
  // A hook builds or copies a database: on a machine busy with other work it can take minutes; the limit only catches a hang.
  hookTimeout: 180_000,
};

// Every API test file builds its own app on its own database, so the files can share one module
// graph per worker instead of importing the whole server again for each file: the import time
// was 238 s of a 618 s run on 2 CPUs (decision 0395). A file that replaces a module with vi.mock
// needs a graph of its own, so it is named *.isolated.test.ts and runs in `api-isolated`.
export default defineProject({
  test: {
    ...apiTestDefaults,
    name: 'api',
    isolate: false,
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'src/**/*.isolated.test.ts'],
  },
});
