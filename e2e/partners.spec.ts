import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, E2E_PASSWORD, originHeader, registerStudent, signInThroughApi, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { newestMailedLink } from './support/mailbox';
import { finishInSimulator } from './support/purchase';

// Issue 13 end to end against the real server and its PayFast simulator: an institution asks to
// partner, an admin works the inquiry and converts it, the institution's user registers (claiming
// the converted record), pays in the simulator and sees the active dashboard; the admin sees the
// payment on the partner's Payments tab.

/** Elements reaching past the right edge of the window: none, or the page scrolls sideways on a phone. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && element.closest('[data-scroll-frame], .overflow-x-auto') === null)
      .filter(() => document.documentElement.scrollWidth > window.innerWidth)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );

/** An institution account, registered and confirmed through the API, its page signed in. */
async function institutionAccount(request: APIRequestContext, baseURL: string | undefined, email: string, name: string) {
  const response = await request.post('/api/auth/register/institution', {
    headers: originHeader(baseURL),
    data: {
      institutionName: name,
      institutionType: 'tvet',
      contactName: 'Lerato Mokoena',
      contactEmail: email,
      contactPhone: '011 123 4567',
      province: 'Gauteng',
      email,
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
    },
  });
  if (response.status() !== 201) throw new Error(`institution registration failed: ${response.status()} ${await response.text()}`);
  const link = await newestMailedLink(request, email, '/confirm-email');
  const token = new URLSearchParams(link.split('#')[1] ?? '').get('token');
  const confirmed = await request.post('/api/auth/confirm-email', { headers: originHeader(baseURL), data: { token } });
  if (!confirmed.ok()) throw new Error(`confirmation failed: ${confirmed.status()} ${await confirmed.text()}`);
  await signInThroughApi(request, baseURL, { email, password: E2E_PASSWORD });
}

async function sendInquiry(page: Page, institution: string, email: string) {
  await page.goto('/partner-inquiry');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner With Kusasa');
  // A document page (decision 0428): the first tap on a field starts the app, which makes the form live.
  await page.getByLabel('Institution Name').click();
  await page.getByLabel('Institution Name').fill(institution);
  await page.getByLabel('Institution Type').selectOption('tvet');
  await page.getByLabel('Contact Name').fill('Lerato Mokoena');
  await page.getByLabel('Contact Email').fill(email);
  await page.getByLabel('Number of Students (optional)').selectOption('1000-5000');
  await page.getByLabel('Interested Tier (optional)').selectOption('standard');
  await page.getByLabel('Message (optional)').fill('We would like learners to apply to us through Kusasa.');
  // A person takes a few seconds; a form sent faster is treated as a bot's (decision 0162).
  await page.waitForTimeout(3200);
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('Partnership inquiry submitted successfully! We will reply within 24 hours.')).toBeVisible();
}

test.describe('partner CRM and portal', () => {
  test.setTimeout(90_000);

  test('an inquiry is converted, the institution registers, pays in the simulator, and the admin sees the payment', async ({ page, browser, baseURL }) => {
    const email = uniqueEmail('partner');
    const institution = `Karoo TVET ${Date.now().toString(36)}`;
    await sendInquiry(page, institution, email);

    const admin = await browser.newPage();
    try {
      await signInThroughApi(admin.request, baseURL, E2E_ADMIN);
      await admin.goto('/admin/partners/inquiries');
      // The first visit loads the CRM's code: give it longer than an assertion's default.
      await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Partner Inquiries', { timeout: 15_000 });
      const card = admin.getByRole('article', { name: institution });
      await expect(card).toContainText('Pending');
      await expect(card.getByRole('button', { name: 'Convert to Partner' })).toHaveCount(0);
      await card.getByRole('button', { name: 'Send Email' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Send Email' });
      await dialog.getByLabel('Message').fill('Thank you. When can we meet?');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(admin.getByText('Email sent')).toBeVisible();
      await card.getByRole('button', { name: 'Mark Contacted' }).click();
      await expect(card).toContainText('Contacted');
      await card.getByRole('button', { name: 'Convert to Partner' }).click();
      await expect(card).toContainText('Converted');
      // No moves after converted; Send Email stays.
      await expect(card.getByRole('button', { name: /Mark Contacted|Reject|Convert to Partner/ })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Send Email' })).toBeVisible();
      await card.getByRole('link', { name: 'Open partner' }).click();
      await expect(admin.getByRole('heading', { level: 1 })).toHaveText(institution);
      // Prefilled from the inquiry, pending until paid.
      await expect(admin.getByRole('tabpanel')).toContainText(email);
      await expect(admin.getByRole('tabpanel')).toContainText('StatusPending');
    } finally {
      await admin.close();
    }

    // The institution's user: an account, then the partner registration that claims the record.
    await institutionAccount(page.request, baseURL, email, institution);
    await page.goto('/partner-dashboard');
    await expect(page.getByText('Register your organisation as a Kusasa partner to open your partner dashboard.')).toBeVisible();
    await page.getByRole('link', { name: 'Register your organisation' }).click();
    await expect(page).toHaveURL(/\/partner\/register$/);
    await page.getByLabel('Organisation Name').fill(institution);
    await page.getByLabel('Partner Type').selectOption('tvet');
    await page.getByLabel('Tier').selectOption('standard');
    await page.getByRole('button', { name: 'Register Partner' }).click();

    await expect(page).toHaveURL(/\/partner-dashboard$/);
    await expect(page.getByText(/Your partnership is not active yet/)).toBeVisible();
    await expect(page.getByText(/Standard: R\s5\s000,00 per month/)).toBeVisible();
    await page.getByRole('link', { name: 'Pay subscription' }).click();
    await expect(page).toHaveURL(/\/partner\/checkout$/);
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Standard');
    await page.getByRole('button', { name: /^Pay R/ }).click();
    // 'R 5 000,00', its spaces non-breaking.
    await finishInSimulator(page, 'Pay', '000,00');

    await expect(page).toHaveURL(/\/partner\/checkout\?m_payment_id=/);
    await expect(page.getByText('Payment Successful')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Partner Dashboard' }).click();
    await expect(page.getByText(/arrive in its applications inbox/)).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    const invoice = page.getByRole('region', { name: 'Payments' }).getByRole('row').nth(1);
    await expect(invoice).toContainText(/INV-\d{4}-\d{6}/);

    const admin2 = await browser.newPage();
    try {
      await signInThroughApi(admin2.request, baseURL, E2E_ADMIN);
      await admin2.goto('/admin/partners');
      await admin2.getByRole('searchbox', { name: 'Search partners' }).fill(institution);
      await admin2.getByRole('link', { name: new RegExp(institution) }).click();
      await admin2.getByRole('tab', { name: 'Payments' }).click();
      const row = admin2.getByRole('tabpanel').getByRole('row').nth(1);
      await expect(row).toContainText(/R\s5\s000,00/);
      await expect(row).toContainText('Paid');
      await expect(row).toContainText(/INV-\d{4}-\d{6}/);
    } finally {
      await admin2.close();
    }
  });

  test('an admin adds a partner, works its integration, notes, payments and tier, and reads the analytics', async ({ page, baseURL }) => {
    await signInThroughApi(page.request, baseURL, E2E_ADMIN);
    const name = `Ubuntu Funders ${Date.now().toString(36)}`;
    await page.goto('/admin/partners-old');
    await expect(page).toHaveURL(/\/admin\/partners$/, { timeout: 15_000 });
    await page.getByRole('link', { name: 'Add Partner' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Type', { exact: true }).selectOption('funder');
    await page.getByLabel('Contact email').fill('not-an-email');
    await page.getByRole('button', { name: 'Add Partner' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Contact email').fill(uniqueEmail('funder'));
    await page.getByRole('button', { name: 'Add Partner' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    await page.getByRole('tab', { name: 'Integration' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'API Integration Details Provided' })).toContainText('To do');
    for (const step of ['In Progress', 'Integration Details', 'API Testing', 'Completed'])
      await page.getByRole('button', { name: `Advance to ${step}` }).click();
    await expect(page.getByText('Integration Complete')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Onboarding Session Complete' })).toContainText('Done');
    await expect(page.getByRole('listitem').filter({ hasText: 'Signed MoU Uploaded' })).toContainText('To do');

    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByRole('textbox', { name: 'Note' }).fill('Met the board; MoU to follow.');
    await page.getByLabel('Type', { exact: true }).selectOption('meeting');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Met the board; MoU to follow.');
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Meeting');

    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(page.getByText('No payments yet')).toBeVisible();
    await page.getByLabel('Amount (R)').fill('2500');
    await page.getByLabel('Status').selectOption('pending');
    await page.getByLabel('Due date').fill('2020-01-31');
    await page.getByRole('button', { name: 'Record payment' }).click();
    const row = page.getByRole('tabpanel').getByRole('row').nth(1);
    await expect(row).toContainText('Overdue');
    await row.getByRole('button', { name: /^Mark INV-.* paid$/ }).click();
    await expect(row).toContainText('Paid');

    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByLabel('Tier').selectOption('premium');
    await expect(page.getByText('Funder · Premium')).toBeVisible();

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Phone').fill('021 555 0199');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('021 555 0199');

    await page.getByRole('navigation', { name: 'Partner CRM' }).getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { name: 'Partners by type' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Partners by type' }).getByRole('row', { name: /Funder/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Partner revenue by month' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Partner CRM' }).getByRole('link', { name: 'Tiers' }).click();
    const basic = page.getByRole('article', { name: 'Basic' });
    await expect(basic).toContainText(/R\s2\s500,00/);

    // By keyboard: the search, then the partner's card, opened with Enter.
    await page.getByRole('navigation', { name: 'Partner CRM' }).getByRole('link', { name: 'Partners' }).click();
    await page.getByRole('searchbox', { name: 'Search partners' }).fill(name);
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search partners' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test("the footer's Partner Access cards take a signed-in user of the card's type to their area", async ({ page, baseURL }) => {
    await registerStudent(page.request, baseURL, 'partner-access');
    await page.goto('/');
    await page.getByRole('button', { name: 'Partner Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Partner Access' });
    await expect(dialog.getByRole('link', { name: /^Student/ })).toHaveAttribute('href', '/auth-redirect');
    await expect(dialog.getByRole('link', { name: /^Institution/ })).toHaveAttribute('href', '/institutions/login');
    await expect(dialog.getByRole('link', { name: /^Partner/ })).toHaveAttribute('href', '/partner/login');
  });

  test('the public inquiry form and the CRM have no serious accessibility problems on a 360 px phone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/partner-inquiry');
    await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Sent at once, the form says what is missing and focuses the first field.
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByText('Institution name is required')).toBeVisible();
    await expect(page.getByLabel('Institution Name')).toBeFocused();
    expect(await overflowing(page)).toEqual([]);

    await signInThroughApi(page.request, baseURL, E2E_ADMIN);
    // A partner with an overdue and a paid payment, so every list, chart and table has rows.
    const created = await page.request.post('/api/admin/partners', {
      headers: originHeader(baseURL),
      data: { name: `Phone Layout University ${Date.now().toString(36)}`, type: 'university', contactEmail: uniqueEmail('layout') },
    });
    expect(created.status()).toBe(201);
    const { partner } = (await created.json()) as { partner: { id: string } };
    const paid = await page.request.post(`/api/admin/partners/${partner.id}/payments`, {
      headers: originHeader(baseURL),
      data: { amountCents: 1_000_000, paymentMethod: 'debit_order', status: 'pending', dueDate: '2020-02-29', referenceNumber: 'A-LONG-BANK-REFERENCE-0001' },
    });
    expect(paid.status()).toBe(201);
    const received = await page.request.post(`/api/admin/partners/${partner.id}/payments`, {
      headers: originHeader(baseURL),
      data: { amountCents: 250_000, paymentMethod: 'eft', status: 'paid', dueDate: '2026-01-31', paymentDate: '2026-01-15' },
    });
    expect(received.status()).toBe(201);
    for (const path of ['/admin/partners', '/admin/partners/inquiries', '/admin/partners/tiers', '/admin/partners/analytics']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Partner CRM' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await overflowing(page), path).toEqual([]);
    }
    // The partner's tabs: the payments table scrolls inside its frame rather than the page.
    await page.goto(`/admin/partners/${partner.id}`);
    for (const tab of ['Details', 'Integration', 'Payments', 'Notes', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      expect(await overflowing(page), tab).toEqual([]);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('signed out, the partner dashboard sends a visitor to /partner/login', async ({ page }) => {
    await page.goto('/partner-dashboard');
    await expect(page).toHaveURL(/\/partner\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Login');
  });
});
