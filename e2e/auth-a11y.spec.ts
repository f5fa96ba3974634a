import { expect, test } from './fixtures';
import { registerStudent } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { minorIdNumber } from './support/sa-id';

// Each page is measured in light and dark, on a desktop window and on a phone (support/axe.ts).
test.describe('accessibility of the account pages', () => {
  test('the sign-in page, with its errors showing, has no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, '/login');
  });

  test('the registration page, with the guardian section and errors, has no serious or critical violations', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('ID Number').fill(minorIdNumber());
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('group', { name: 'Parent or guardian' })).toBeVisible();
    await expect(page.getByLabel('Full Name', { exact: true })).toBeFocused();
    await expectNoSeriousViolations(page, '/register');
  });

  test('the verification page and the signed-in shell have no serious or critical violations', async ({ page, baseURL }) => {
    await page.goto('/verification-required');
    await expect(page.getByRole('button', { name: 'Retry Verification' })).toBeVisible();
    await expectNoSeriousViolations(page, '/verification-required');
    await registerStudent(page.request, baseURL);
    await page.goto('/apply');
    await expect(page.getByRole('banner')).toContainText('Applications');
    await expectNoSeriousViolations(page, '/apply');
  });
});
