import { expect, test } from './fixtures';
import { expectNoSeriousViolations, PHONE, PHONE_LOOKS, seriousViolations } from './support/axe';

// Each state is measured in light and dark, on a desktop window and on a phone (support/axe.ts).
test.describe('accessibility of the public pages', () => {
  test('the landing page has no serious or critical violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/');
  });

  test('the landing page on a phone, with the menu open, has no serious or critical violations', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the menu', PHONE_LOOKS);
  });

  test('the 404 page and the Partner Access dialog have no serious or critical violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'the 404 page');
    await page.getByRole('button', { name: 'Partner Access' }).click();
    await expect(page.getByRole('dialog', { name: 'Partner Access' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Partner Access dialog');
  });
});

test('the accessibility check itself finds a serious violation when there is one', async ({ page }) => {
  await page.setContent('<main><h1>Check</h1><p style="color:#777;background:#888">Too faint to read</p><img src="data:,"></main>');
  const found = (await seriousViolations(page)).map((violation) => violation.id);
  expect(found).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
});
