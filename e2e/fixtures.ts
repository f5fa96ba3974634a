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

export interface ExpectedFailedRequest {
  /** The path exactly, or a pattern for paths with ids in them. */
  path: string | RegExp;
  statuses: number[];
}

function isExpected(message: ConsoleMessage, alsoExpected: ExpectedFailedRequest[]): boolean {
  const status = /the server responded with a status of (\d{3})/.exec(message.text())?.[1];
  if (!status) return false;
  const { url } = message.location();
  if (!url) return false;
  const path = new URL(url).pathname;
  return [...expectedFailedRequests, ...alsoExpected].some(
    (item) => (typeof item.path === 'string' ? item.path === path : item.path.test(path)) && item.statuses.includes(Number(status)),
  );
}

/**
 * `test` that fails when the page logs a console error or throws an uncaught error. A test that
 * provokes a failing request on purpose names it with `test.use({ expectedFailedRequests: [...] })`.
 */
export const test = base.extend<{ failOnPageErrors: void; expectedFailedRequests: ExpectedFailedRequest[] }>({
  expectedFailedRequests: [[], { option: true }],
  failOnPageErrors: [
    async ({ page, expectedFailedRequests: alsoExpected }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpected(message, alsoExpected)) {
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
