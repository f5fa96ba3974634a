import { expect, test } from './fixtures';

const legacyPages = ['privacy-policy', 'refund-policy', 'terms-of-service'];

test.describe('legacy static paths', () => {
  for (const name of legacyPages) {
    test(`/${name}.html redirects permanently to /${name}`, async ({ request, baseURL }) => {
      const response = await request.get(`/${name}.html`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = response.headers()['location'] ?? '';
      expect(new URL(location, baseURL).pathname).toBe(`/${name}`);
    });
  }

  test('following the redirect in the browser lands on /privacy-policy', async ({ page }) => {
    await page.goto('/privacy-policy.html');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
