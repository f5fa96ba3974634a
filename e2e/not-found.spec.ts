import { expect, test } from './fixtures';

const isNotFoundReport = (request: { method(): string; url(): string }) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/telemetry/not-found';

test.describe('404 page', () => {
  test('an unknown path shows the 404 with three buttons and reports the path', async ({ page }) => {
    const report = page.waitForRequest(isNotFoundReport);
    await page.goto('/no-such-page?from=e2e');
    expect((await report).postDataJSON()).toMatchObject({ path: '/no-such-page?from=e2e' });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();

    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your tomorrow starts with one application');
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/pricing');
    await page.goto('/pricing-old');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the access denied page has its message and buttons', async ({ page }) => {
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
    await expect(
      page.getByText("You don't have permission to access this page. Please contact your administrator if you believe this is an error."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
