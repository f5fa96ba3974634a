import { expect, test } from './fixtures';
import { E2E_ADMIN, registerStudent, signInThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { fillRegistration, finishInSimulator } from './support/purchase';

// The purchase journey of issue 5 against the real server and its built-in PayFast simulator
// (no PayFast credentials are set in e2e): the simulator's page signs the ITN, the server marks
// the payment paid and activates the plan, and the browser comes back to /payment-success.

test.describe('plans and payments', () => {
  test('a visitor chooses Essential, registers, pays in the simulator and has the plan', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Choose Essential' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText('Create your account to continue with your purchase')).toBeVisible();
    await expect(page.getByText(/Selected plan: Essential/)).toBeVisible();
    await fillRegistration(page, 'payments');
    await page.getByRole('button', { name: 'Create Account & Continue' }).click();

    await expect(page).toHaveURL(/\/checkout\?plan=essential$/);
    await expect(page.getByText('Account created successfully! Complete your purchase below.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Essential');
    await page.getByRole('button', { name: /^Pay R/ }).click();

    await finishInSimulator(page, 'Pay', '199,00');
    await expect(page).toHaveURL(/\/payment-success\?m_payment_id=/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('Essential', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('pending_payment'))).toBeNull();

    await page.getByRole('link', { name: 'View Subscription' }).click();
    const current = page.getByRole('region', { name: 'Current Plan' });
    await expect(current).toContainText('Essential');
    await expect(current).toContainText('Active');
    await expect(current.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
    const billing = page.getByRole('table');
    await expect(billing.getByRole('row')).toHaveCount(2);
    await expect(billing.getByRole('row').nth(1)).toContainText(/R\s199,00/);
    await expect(billing.getByRole('row').nth(1)).toContainText('completed');
  });

  test('a failed payment is recovered by retrying through checkout', async ({ page, baseURL }) => {
    await registerStudent(page.request, baseURL, 'payments-retry');
    await page.goto('/checkout?plan=pro-ai');
    await page.getByRole('button', { name: /^Pay R/ }).click();
    await finishInSimulator(page, 'Fail', '300,00');
    await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible();

    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Starter');
    const recovery = page.getByRole('region', { name: 'Payment Recovery' });
    await expect(recovery).toContainText('failed');
    await recovery.getByRole('link', { name: /^Retry / }).click();

    await expect(page).toHaveURL(/\/checkout\?plan=pro-ai$/);
    await page.getByRole('button', { name: /^Pay R/ }).click();
    await finishInSimulator(page, 'Pay', '300,00');
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('Pro + AI', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'View Subscription' }).click();
    await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Pro + AI');
    // Recovered: the failed payment no longer needs anything.
    await expect(page.getByRole('region', { name: 'Payment Recovery' })).toHaveCount(0);
  });

  test('pricing, checkout and subscription have no serious accessibility problems on a phone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Choose Essential' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await registerStudent(page.request, baseURL, 'payments-a11y');
    await page.goto('/checkout?plan=essential');
    await expect(page.getByRole('region', { name: 'Order Summary' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/subscription');
    await expect(page.getByRole('region', { name: 'Current Plan' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an admin finds a failed payment by email and resolves it with notes', async ({ page, browser, baseURL }) => {
    const student = await registerStudent(page.request, baseURL, 'payments-admin');
    await page.goto('/checkout?plan=essential');
    await page.getByRole('button', { name: /^Pay R/ }).click();
    await finishInSimulator(page, 'Fail', '199,00');
    await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible();

    const admin = await browser.newPage();
    try {
      await signInThroughApi(admin.request, baseURL, E2E_ADMIN);
      await admin.goto('/admin/payment-recovery');
      await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Payment Recovery Management');
      await admin.getByRole('tab', { name: 'Failed Payments' }).click();
      await admin.getByRole('searchbox', { name: 'Search payments' }).fill(student.email);
      const card = admin.getByRole('article').filter({ hasText: student.email });
      await expect(card).toHaveCount(1);
      await card.getByRole('button', { name: /^Resolve / }).click();
      const dialog = admin.getByRole('dialog', { name: 'Resolve Payment' });
      await dialog.getByLabel('Resolution Notes').fill('Learner asked to try again later');
      await dialog.getByRole('button', { name: 'Resolve' }).click();
      await expect(admin.getByText('Payment resolved successfully')).toBeVisible();
      await expect(admin.getByText('No payments found')).toBeVisible();
    } finally {
      await admin.close();
    }
  });
});
