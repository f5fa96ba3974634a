import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Opens / while holding back the app's JavaScript, so only theme-init.js has run. */
async function openBeforeAppScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

test.describe('system dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('is dark before paint, then keeps the light choice across reloads', async ({ page }) => {
    const release = await openBeforeAppScripts(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // The landing page is prerendered: it paints before the app's scripts, already dark.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your tomorrow starts with one application');
    await release();

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('kusasa-theme'))).toBe('light');

    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });
});

test.describe('system light theme', () => {
  test.use({ colorScheme: 'light' });

  test('is light before paint, then keeps the dark choice across reloads', async ({ page }) => {
    const release = await openBeforeAppScripts(page);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    // The landing page is prerendered: it paints before the app's scripts, already dark.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your tomorrow starts with one application');
    await release();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('kusasa-theme'))).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('follows a change of the system theme until the user chooses', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});
