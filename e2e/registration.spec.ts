import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PASSWORD, uniqueEmail } from './support/accounts';
import { newestMailedLink } from './support/mailbox';
import { adultIdNumber, minorIdNumber, withWrongCheckDigit } from './support/sa-id';

async function fillRegistration(page: Page, idNumber: string) {
  await page.getByLabel('Full Name', { exact: true }).fill('Thandi Nkosi');
  await page.getByLabel('ID Number').fill(idNumber);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('register'));
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
  await page.getByRole('checkbox', { name: /^I agree to the Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }).check();
}

test.describe('student registration', () => {
  test('a student registers with a valid ID number and sees the tracking id', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
    await fillRegistration(page, adultIdNumber());
    const registered = page.waitForResponse((response) => response.url().endsWith('/api/auth/register'));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const { trackingId } = (await (await registered).json()) as { trackingId: string };
    expect(trackingId).toMatch(/^KUS-[0-9A-Z]{8}$/);

    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page.getByText(`Plan: Starter. Tracking ID: ${trackingId}`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await expect(page.getByText(trackingId, { exact: true })).toBeVisible();
  });

  test("an ID number with a wrong check digit shows 'Invalid South African ID number'", async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
    });
    await page.goto('/register');
    await fillRegistration(page, withWrongCheckDigit(adultIdNumber()));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const idField = page.getByLabel('ID Number');
    await expect(idField).toBeFocused();
    await expect(idField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Invalid South African ID number')).toBeVisible();
    expect(sent).toEqual([]);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a learner under 18 registers on a phone; the guardian confirms by the mailed link and sharing starts', async ({ page, browser, request }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/register');
    await fillRegistration(page, minorIdNumber());
    const guardian = page.getByRole('group', { name: 'Parent or guardian' });
    await expect(guardian).toBeVisible();
    const guardianEmail = uniqueEmail('guardian');
    await guardian.getByLabel("Parent or guardian's full name").fill('Nomsa Nkosi');
    await guardian.getByLabel('Relationship to you').selectOption('parent');
    await guardian.getByLabel("Parent or guardian's phone number").fill('082 123 4567');
    await guardian.getByLabel("Parent or guardian's email").fill(guardianEmail);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveCount(5);

    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Parent or guardian consent' });
    await expect(card.getByText(/We sent Nomsa Nkosi a link by SMS and email/)).toBeVisible();

    // The guardian, on their own phone with no account, opens the link from their email.
    const link = await newestMailedLink(request, guardianEmail, '/guardian-consent');
    const guardianPage = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await guardianPage.goto(link);
    await expect(guardianPage.getByRole('heading', { level: 1 })).toHaveText('Confirm Consent for a Learner Under 18');
    await expect(guardianPage.getByText(/Nomsa Nkosi, Thandi registered on Kusasa/)).toBeVisible();
    await expect(guardianPage.getByRole('heading', { name: 'What Kusasa holds about them, and why' })).toBeVisible();
    await guardianPage.getByRole('button', { name: 'I confirm my consent' }).click();
    await expect(guardianPage.getByText(/You confirmed your consent/)).toBeVisible();
    await expect(guardianPage.getByRole('button', { name: 'Withdraw my consent' })).toBeVisible();
    expect(await guardianPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await guardianPage.close();

    await page.reload();
    await expect(card.getByText(/Nomsa Nkosi confirmed their consent on .*Your applications and requests can be shared/)).toBeVisible();
  });

  test('with a pending plan the page offers Create Account & Continue and goes on to checkout', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.sessionStorage.setItem('pending_plan', 'essential'));
    await page.goto('/register');
    await expect(page.getByText(/Selected plan: Essential/)).toBeVisible();
    await fillRegistration(page, adultIdNumber());
    await page.getByRole('button', { name: 'Create Account & Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=essential$/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('pending_plan'))).toBeNull();
  });
});
