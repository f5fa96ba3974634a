import { type ConsoleMessage, test as base, expect } from '@playwright/test';

/**
 * Console errors that are expected behaviour, not bugs. Chromium logs every failed HTTP response
 * as a console error; these requests fail on purpose.
 */
const expectedFailedRequests: { path: string; statuses: number[] }[] = [
  // Start Application asks for the session; signed out, the API answers 401 (404 before the
  // session endpoint exists).
  { path: '/api/auth/session', statuses: [401, 404] },
];

function isExpected(message: ConsoleMessage): boolean {
  const status = /the server responded with a status of (\d{3})/.exec(message.text())?.[1];
  if (!status) return false;
  const { url } = message.location();
  if (!url) return false;
  const path = new URL(url).pathname;
  return expectedFailedRequests.some((item) => item.path === path && item.statuses.includes(Number(status)));
}

/** `test` that fails when the page logs a console error or throws an uncaught error. */
export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpected(message)) {
          problems.push(`console.error: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
