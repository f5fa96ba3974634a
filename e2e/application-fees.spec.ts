import { request as apiRequest } from '@playwright/test';
import { applicationFeeTexts, feePayoutTexts, feeStatementTexts } from '@kusasa/domain/application-fee-texts';
import { formatZar } from '@kusasa/domain/rules/money';
import type { ApplicationFees } from '@kusasa/domain/schemas/application-fees';
import { expect, test } from './fixtures';
import { E2E_ADMIN, originHeader, registerStudent, signInThroughApi } from './support/accounts';
import { pickProgramme } from './support/catalogue';
import { registerInstitutionAccount } from './support/institutions';
import { finishInSimulator } from './support/purchase';

// Issue 31 end to end: a learner pays an application fee on /apply in the PayFast simulator and reads
// "Application fee paid to ..."; the institution sees it in its statement; an admin pays it out
// with the bank's reference. The statement and the payouts page are checked at 360 px.

test.describe('application fees', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a learner pays a fee, the institution sees it, an admin pays it out', async ({ page, browser, baseURL }) => {
    const choice = await pickProgramme(page.request);
    const lead = await browser.newContext();
    const account = await registerInstitutionAccount(lead.request, baseURL, {
      label: 'fee-lead',
      institutionName: `Fee Admissions ${Date.now().toString(36)}`,
    });
    const admin = await apiRequest.newContext({ baseURL });
    await signInThroughApi(admin, baseURL, E2E_ADMIN);
    const { accounts } = (await (await admin.get('/api/admin/institution-accounts?status=pending')).json()) as {
      accounts: { userId: string; email: string }[];
    };
    const userId = accounts.find((row) => row.email === account.email)?.userId;
    const approved = await admin.post(`/api/admin/institution-accounts/${userId}/approve`, {
      headers: originHeader(baseURL),
      data: { institutionId: choice.institutionId },
    });
    expect(approved.status()).toBe(200);
    await admin.dispose();
    const today = new Date().toISOString().slice(0, 10);
    const intake = await lead.request.post('/api/institution/intakes', {
      headers: originHeader(baseURL),
      data: { name: 'Fees e2e intake', year: 2099, opensOn: today, closesOn: '2099-12-31', applicationFeeCents: 12_300, open: true },
    });
    expect(intake.status()).toBe(201);

    await registerStudent(page.request, baseURL, 'fee-learner');
    const submitted = await page.request.post('/api/applications/submit', {
      headers: originHeader(baseURL),
      data: { clientId: crypto.randomUUID(), grade12Results: 'Mathematics 70%', institutionId: choice.institutionId, programId: choice.programId },
    });
    expect(submitted.status()).toBe(201);
    // The institution's intake closing first decides the fee (a seeded one may close before ours).
    const { fees } = (await (await page.request.get('/api/application-fees')).json()) as ApplicationFees;
    const amountCents = fees[0]?.amountCents ?? 0;
    expect(amountCents).toBeGreaterThan(0);

    await page.goto('/apply');
    await expect(page.getByText(applicationFeeTexts.payable(amountCents))).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: `${applicationFeeTexts.pay}: ${choice.institutionName}` }).click();
    await finishInSimulator(page, 'Pay', formatZar(amountCents).replace('R\u00a0', ''));
    await expect(page).toHaveURL(/\/apply\?feePaid=/);
    await expect(page.getByText(applicationFeeTexts.paidConfirmed)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`Application fee paid to ${choice.institutionName} on`)).toBeVisible();

    const desk = await lead.newPage();
    await desk.setViewportSize({ width: 360, height: 740 });
    await desk.goto('/institutions/fees');
    await expect(desk.getByText(feeStatementTexts.balance)).toBeVisible({ timeout: 15_000 });
    await expect(desk.getByText(feeStatementTexts.payers.learner).first()).toBeVisible();
    const overflow = await desk.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await lead.close();

    const office = await (await browser.newContext()).newPage();
    await signInThroughApi(office.request, baseURL, E2E_ADMIN);
    await office.goto('/admin/fee-payouts');
    await office.getByRole('link', { name: choice.institutionName }).click();
    const form = office.getByRole('form', { name: feePayoutTexts.recordPayout });
    await form.getByLabel(feePayoutTexts.amount).fill(String(amountCents / 100));
    await form.getByLabel(feePayoutTexts.bankReference).fill(`FNB E2E-${Date.now().toString(36)}`);
    await form.getByRole('button', { name: feePayoutTexts.recordPayout }).click();
    await expect(office.getByText(feePayoutTexts.payoutRecorded)).toBeVisible();
    // Both views fit a phone: the statement with its forms, and the balances (rows become cards).
    await office.setViewportSize({ width: 360, height: 740 });
    expect(await office.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await office.getByRole('link', { name: feePayoutTexts.back }).click();
    await expect(office.getByRole('link', { name: choice.institutionName })).toBeVisible();
    expect(await office.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await office.context().close();
  });
});
