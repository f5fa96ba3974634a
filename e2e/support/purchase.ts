import { expect, type Page } from '@playwright/test';
import { E2E_PASSWORD, uniqueEmail } from './accounts';
import { adultIdNumber } from './sa-id';

// Buying a plan through the UI against the built-in PayFast simulator (no PayFast credentials in
// e2e): the simulator's page signs the ITN and the server activates the plan.

/** The registration form as a visitor who chose a plan sees it; returns what was typed. */
export async function fillRegistration(page: Page, label: string, idNumber = adultIdNumber()) {
  const account = { fullName: 'Thandi Nkosi', idNumber, email: uniqueEmail(label), password: E2E_PASSWORD };
  await page.getByLabel('Full Name', { exact: true }).fill(account.fullName);
  await page.getByLabel('ID Number').fill(account.idNumber);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('checkbox', { name: /^I agree to the Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }).check();
  return account;
}

/** On the simulator's hosted page: check what is being paid, then press Pay, Fail or Cancel. */
export async function finishInSimulator(page: Page, outcome: 'Pay' | 'Fail' | 'Cancel', amount: string) {
  await expect(page).toHaveURL(/\/payfast-simulator\/process/);
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
  await expect(page.getByTestId('simulator-amount')).toContainText(amount);
  await page.getByRole('button', { name: outcome, exact: true }).click();
}

/** A visitor chooses Essential on /pricing, registers, and pays R199 in the simulator. */
export async function registerAndBuyEssential(page: Page, label: string) {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Essential' }).click();
  const account = await fillRegistration(page, label);
  await page.getByRole('button', { name: 'Create Account & Continue' }).click();
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await finishInSimulator(page, 'Pay', '199,00');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  return account;
}
