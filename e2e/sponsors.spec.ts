import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, E2E_PASSWORD, originHeader, registerStudent, signInThroughApi, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { pickProgramme } from './support/catalogue';
import { finishInSimulator } from './support/purchase';

// Sponsors fund learners (issue 12, seed 002 sections 2 to 9) against the real server and its
// built-in PayFast simulator: a learner asks for an application fee, a sponsor pays for it and the
// learner sees it funded; an admin's allocation changes a learner's plan at once, and its end
// changes it back.

/** A sponsor account made through the public registration, signed in on `request`. */
async function registerSponsor(request: APIRequestContext, baseURL: string | undefined, name: string) {
  const sponsor = { name, email: uniqueEmail('sponsor'), organizationType: 'company', password: E2E_PASSWORD };
  const response = await request.post('/api/auth/register/sponsor', { headers: originHeader(baseURL), data: { ...sponsor, confirmPassword: E2E_PASSWORD } });
  if (response.status() !== 201) throw new Error(`sponsor registration failed: ${response.status()} ${await response.text()}`);
  await signInThroughApi(request, baseURL, sponsor);
  return sponsor;
}

/** Submits one application through the API (the learner's first: the Starter plan's cap). */
async function submitApplication(request: APIRequestContext, baseURL: string | undefined) {
  const choice = await pickProgramme(request);
  const response = await request.post('/api/applications/submit', {
    headers: originHeader(baseURL),
    data: { clientId: crypto.randomUUID(), grade12Results: 'Mathematics 70%', institutionId: choice.institutionId, programId: choice.programId },
  });
  expect(response.status()).toBe(201);
  return choice;
}

async function pick(dialog: ReturnType<Page['getByRole']>, label: 'Sponsor' | 'Student', search: string, match: string) {
  await dialog.getByRole('searchbox', { name: label }).fill(search);
  await dialog
    .getByRole('list', { name: `${label} matches` })
    .getByRole('button', { name: new RegExp(match) })
    .click();
}

test.describe('sponsors', () => {
  // Three people, two browsers and a payment: longer than one page's journey on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test('a learner asks for their application fee, a sponsor funds it through PayFast and the learner sees it funded', async ({ page, browser, baseURL }) => {
    await registerStudent(page.request, baseURL, 'sponsored-learner');
    const choice = await submitApplication(page.request, baseURL);

    await page.goto('/sponsorships');
    await page.getByRole('link', { name: 'Apply for Sponsorship' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for Sponsorship');
    await page.getByLabel('Application ID').selectOption({ index: 1 });
    // A distinctive amount, so that the sponsor finds this learner's request among others.
    const rand = 100 + Math.floor(Math.random() * 800);
    await page.getByLabel('Requested Amount (R)').fill(String(rand));
    await page.getByRole('checkbox', { name: /My first name/ }).check();
    await page.getByRole('checkbox', { name: /The institution I applied to/ }).check();
    await page.getByRole('checkbox', { name: /I agree that sponsors/ }).check();
    await page.getByRole('button', { name: 'Request Sponsorship' }).click();
    await expect(page.getByRole('heading', { name: 'Sponsorship Requested!' })).toBeVisible();
    await page.getByRole('link', { name: 'View my sponsorship applications' }).click();
    const mine = page.getByRole('table');
    await expect(mine.getByRole('row').nth(1)).toContainText('Pending');

    const sponsorPage = await browser.newPage();
    try {
      await registerSponsor(sponsorPage.request, baseURL, 'Ubuntu Learner Trust');
      await sponsorPage.goto('/sponsors/dashboard');
      // The first visit loads the dashboard's code: give a busy machine time for it.
      await expect(sponsorPage.getByRole('heading', { level: 1 })).toHaveText('Sponsor Dashboard', { timeout: 15_000 });
      await expect(sponsorPage.getByText('No sponsorships found.')).toBeVisible();
      await sponsorPage.getByLabel('Minimum (R)').fill(String(rand));
      await sponsorPage.getByLabel('Maximum (R)').fill(String(rand));
      const request = sponsorPage.getByRole('article').filter({ hasText: choice.institutionName });
      await expect(request).toHaveCount(1);
      // Only what the learner shared: the first name and institution, not the programme.
      await expect(request).toContainText('Thandi');
      await expect(request).toContainText('Not shared');
      await request.getByRole('checkbox').check();
      await sponsorPage.getByRole('button', { name: 'Fund selected' }).click();

      await finishInSimulator(sponsorPage, 'Pay', `${rand},00`);
      await expect(sponsorPage).toHaveURL(/\/sponsors\/dashboard\?m_payment_id=/);
      await expect(sponsorPage.getByText('Thank you! Your sponsorship is paid.')).toBeVisible();
      const sponsorships = sponsorPage.getByRole('table');
      await expect(sponsorships.getByRole('row')).toHaveCount(2);
      await expect(sponsorships.getByRole('row').nth(1)).toContainText('paid');
      await expect(sponsorships.getByRole('row').nth(1)).toContainText(`${rand},00`);

      const download = sponsorPage.waitForEvent('download');
      await sponsorPage.getByRole('button', { name: 'Export CSV' }).click();
      expect((await download).suggestedFilename()).toBe('my-sponsorships.csv');
    } finally {
      await sponsorPage.close();
    }

    await page.reload();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Funded');
  });

  test('an admin allocates Pro + AI to a learner, whose plan and caps change at once, then revokes it', async ({ page, browser, baseURL }) => {
    const student = await registerStudent(page.request, baseURL, 'allocated-learner');
    await submitApplication(page.request, baseURL);
    await page.goto('/apply');
    await expect(page.getByRole('region', { name: 'Application limit reached' })).toBeVisible();

    const sponsorContext = await browser.newContext();
    const sponsorName = `Allocation Trust ${Date.now().toString(36)}`;
    await registerSponsor(sponsorContext.request, baseURL, sponsorName);
    await sponsorContext.close();

    const admin = await browser.newPage();
    try {
      await signInThroughApi(admin.request, baseURL, E2E_ADMIN);
      await admin.goto('/admin/sponsors');
      await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Sponsor Management');
      await admin.getByRole('button', { name: 'Add Allocation' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Add Allocation' });
      await pick(dialog, 'Sponsor', sponsorName, sponsorName);
      await pick(dialog, 'Student', student.trackingId, student.email);
      await dialog.getByLabel('Plan').selectOption('pro-ai');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(admin.getByText('Allocation created successfully')).toBeVisible();

      // At once: no more cap on the learner's applications, and Pro + AI is their plan.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Application limit reached' })).toHaveCount(0);
      await page.goto('/subscription');
      await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Pro + AI');

      await admin.getByRole('searchbox', { name: 'Search' }).fill(student.email);
      await admin.getByRole('button', { name: /^Edit allocation for / }).click();
      const edit = admin.getByRole('dialog', { name: 'Edit Allocation' });
      await edit.getByLabel('Status').selectOption('revoked');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByText('Allocation updated successfully')).toBeVisible();
      await expect(admin.getByRole('table').getByRole('row').nth(1)).toContainText('Revoked');
    } finally {
      await admin.close();
    }

    await page.reload();
    await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Starter');
    await page.goto('/apply');
    await expect(page.getByRole('region', { name: 'Application limit reached' })).toBeVisible();
  });

  test('the sponsor pages work on a 360 px phone and by keyboard without serious accessibility problems', async ({ page, browser, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/sponsorships');
    await expect(page.getByRole('link', { name: 'Become a Sponsor' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // One open request for the keyboard to tick, asked through the API by a learner of its own.
    const learner = await browser.newContext();
    await registerStudent(learner.request, baseURL, 'phone-learner');
    await submitApplication(learner.request, baseURL);
    const options = (await (await learner.request.get('/api/sponsorships/options')).json()) as { applications: { id: string }[] };
    const asked = await learner.request.post('/api/sponsorships/requests', {
      headers: originHeader(baseURL),
      data: {
        applicationId: options.applications[0]?.id,
        requestedAmountCents: 15000,
        purpose: 'application_fee',
        visibleFields: ['firstName'],
        consent: true,
      },
    });
    expect(asked.status()).toBe(201);
    await learner.close();

    await registerSponsor(page.request, baseURL, 'Phone Sponsor');
    await page.goto('/sponsors/dashboard');
    await expect(page.getByRole('heading', { name: 'Learners asking for help' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Keyboard: the first open request's checkbox is reached and ticked without a mouse.
    await page.getByRole('article').first().getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Fund selected' })).toBeVisible();

    // axe needs a page of its own context.
    const adminContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const admin = await adminContext.newPage();
    try {
      await signInThroughApi(admin.request, baseURL, E2E_ADMIN);
      await admin.goto('/admin/sponsors');
      await expect(admin.getByRole('tab', { name: 'Sponsors List' })).toBeVisible({ timeout: 15_000 });
      await admin.getByRole('tab', { name: 'Student Allocations' }).focus();
      await admin.keyboard.press('ArrowRight');
      await expect(admin.getByRole('tab', { name: 'Sponsors List' })).toHaveAttribute('aria-selected', 'true');
      await expect(admin.getByRole('table', { name: 'Sponsors List' })).toBeVisible();
      expect(await seriousViolations(admin)).toEqual([]);
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await adminContext.close();
    }
  });
});
