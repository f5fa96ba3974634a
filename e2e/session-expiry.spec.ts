import { expect, test } from './fixtures';
import { registerStudent } from './support/accounts';
import { SHORT_SESSION_BASE_URL } from './support/servers';

// A second server with SESSION_TTL_MINUTES=0.1 (6 seconds) lets the test watch a session run
// out: the app notices it (on focus, or its own timer), says so, and sends the user to /login.
test.use({
  baseURL: SHORT_SESSION_BASE_URL,
  // Once the session has run out, everything the page asks for answers 401.
  expectedFailedRequests: [{ path: /^\/api\//, statuses: [401] }],
});

test("an expired session shows 'Session Expired' and asks to log in again", async ({ page, baseURL }) => {
  await registerStudent(page.request, baseURL, 'expiry');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.waitForTimeout(6_500);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await expect(page.getByText('Session Expired')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
});
