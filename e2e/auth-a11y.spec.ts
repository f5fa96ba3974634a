import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerStudent } from './support/accounts';
import { minorIdNumber } from './support/sa-id';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [null, { width: 390, height: 844 }]) {
    test.describe(`accessibility of the account pages, ${colorScheme} theme${viewport ? ', phone' : ''}`, () => {
      test.use({ colorScheme, ...(viewport ? { viewport } : {}) });

      test('the sign-in page, with its errors showing, has no serious or critical violations', async ({ page }) => {
        await page.goto('/login');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('the registration page, with the guardian section and errors, has no serious or critical violations', async ({ page }) => {
        await page.goto('/register');
        await page.getByLabel('ID Number').fill(minorIdNumber());
        await page.getByRole('button', { name: 'Sign Up' }).click();
        await expect(page.getByRole('group', { name: 'Parent or guardian' })).toBeVisible();
        await expect(page.getByLabel('Full Name', { exact: true })).toBeFocused();
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('the verification page and the signed-in shell have no serious or critical violations', async ({ page, baseURL }) => {
        await page.goto('/verification-required');
        await expect(page.getByRole('button', { name: 'Retry Verification' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await registerStudent(page.request, baseURL);
        await page.goto('/apply');
        await expect(page.getByRole('banner')).toContainText('Applications');
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
}
