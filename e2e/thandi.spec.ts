import { expect, test } from './fixtures';
import { E2E_ADMIN, registerStudent, signInThroughApi } from './support/accounts';

// Thandi, end to end on the real server with the built-in assistant (no model configured): a
// Starter learner's three questions, sourced answers, the remaining-count warning and the limit;
// the pages around her; a support request that an admin then sees.

test.describe('a Starter learner asks Thandi', () => {
  test.use({ expectedFailedRequests: [{ path: '/api/assistant/messages/stream', statuses: [429] }] });

  test('three sourced answers, the warning at one left, then the daily limit', async ({ page, baseURL }) => {
    await registerStudent(page.request, baseURL, 'thandi');
    await page.goto('/meet-thandi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet Thandi');
    await page.getByRole('link', { name: 'Chat with Thandi' }).first().click();
    await expect(page).toHaveURL(/\/thandi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chat with Thandi');
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log).toContainText("Hi, I'm Thandi");
    await expect(page.getByText('3 of 3 questions left today on the Starter plan.')).toBeVisible();

    // By keyboard: type, Enter sends.
    const box = page.getByRole('textbox', { name: 'Ask Thandi a question...' });
    await box.fill('how do i reset my pasword');
    await box.press('Enter');
    await expect(log).toContainText('Source: Resetting a forgotten password (/forgot-password)');
    await expect(log.getByRole('link', { name: '/forgot-password' }).last()).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByText('2 of 3 questions left today on the Starter plan.')).toBeVisible();

    await box.fill('wat is aps en hoe werk dit');
    await box.press('Enter');
    await expect(log).toContainText('Source: What an APS is and how it is worked out (/aps-calculator)');
    await expect(page.getByText('Only 1 queries remaining today.').first()).toBeVisible();

    await box.fill('which documents do i need for nsfas');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log).toContainText('Source: Documents for an NSFAS application (https://www.nsfas.org.za)');
    await expect(page.getByText('Only 0 queries remaining today.').first()).toBeVisible();

    await box.fill('what is APS');
    await box.press('Enter');
    await expect(page.getByText('Rate Limit Reached')).toBeVisible();
    await expect(log).toContainText("You have used all 3 of today's questions on the Starter plan.");

    // The answers are kept: marked helpful, and still there after a reload.
    await log.getByRole('button', { name: 'Helpful' }).first().click();
    await expect(log.getByRole('button', { name: 'Helpful' }).first()).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('how do i reset my pasword');
    await expect(page.getByRole('log', { name: 'Messages' }).getByRole('button', { name: 'Helpful' }).first()).toHaveAttribute('aria-pressed', 'true');
  });
});

test('the chat fits a 360 px phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await registerStudent(page.request, baseURL, 'thandi-phone');
  await page.goto('/thandi');
  const box = page.getByRole('textbox', { name: 'Ask Thandi a question...' });
  await box.fill('how much does essential cost');
  await box.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Source:');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
});

test('FAQs: the chips, a search, and Contact Us', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  // Links and a GET form (decision 0425): each choice is an address the server renders.
  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'All' }).click();
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('nsfas documents');
  await page.getByRole('searchbox', { name: 'Search the questions' }).press('Enter');
  await expect(page).toHaveURL(/\/faqs\?q=nsfas\+documents$/);
  await page.getByText('Which documents do I need for NSFAS?').click();
  await expect(page.getByRole('link', { name: 'Documents for an NSFAS application' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Still need help?' })).toBeVisible();
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/support$/);
});

test('a support request is acknowledged, and an admin sees it open and answers it', async ({ page, baseURL, browser }) => {
  const student = await registerStudent(page.request, baseURL, 'support');
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByLabel('Email address')).toHaveValue(student.email);
  await page.getByLabel('What is it about?').selectOption('Billing');
  await page.getByLabel('Subject').fill('Paid twice');
  await page.getByLabel('Your message').fill('I think I paid for Essential twice.');
  await page.getByRole('button', { name: 'Send message' }).click();
  const thanks = page.getByText(/Thanks, we received your message\. Your reference is (SUP-[0-9A-F]{8})\. We reply within 24 hours\./);
  await expect(thanks).toBeVisible();
  const reference = /SUP-[0-9A-F]{8}/.exec((await thanks.textContent()) ?? '')?.[0] ?? '';

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInThroughApi(admin.request, baseURL, E2E_ADMIN);
  await admin.goto('/admin/support');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Support Requests');
  const row = admin.getByRole('listitem').filter({ hasText: reference });
  await expect(row).toContainText('Paid twice');
  await expect(row).toContainText('Open');
  await row.getByLabel('Reply by email').fill('We refunded the second payment.');
  await row.getByRole('button', { name: 'Send reply' }).click();
  // Answered, it leaves the open list and shows under Answered with the reply.
  await expect(row).toHaveCount(0);
  await admin.getByRole('button', { name: 'Answered' }).click();
  await expect(row).toContainText('We refunded the second payment.');
  await expect(row.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await adminContext.close();
});

test("an admin edits a knowledge entry in AI Training and Thandi's next answer uses it", async ({ page, baseURL, browser }) => {
  const marker = `Tip ${Date.now().toString(36)}: keep the Apply page open until Sync Now finishes.`;
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInThroughApi(admin.request, baseURL, E2E_ADMIN);
  await admin.goto('/admin/ai-training');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('AI Training');
  await admin.getByRole('tab', { name: 'Knowledge entries' }).click();
  await admin.getByRole('searchbox', { name: 'Search entries' }).fill('offline-drafts');
  await admin.getByRole('button', { name: 'Edit entry Applying with a weak connection' }).click();
  const answer = admin.getByLabel('Answer');
  const original = await answer.inputValue();
  await answer.fill(`${original} ${marker}`);
  await admin.getByRole('button', { name: 'Save entry' }).click();
  await expect(admin.getByText('Entry saved. Thandi uses it from now on.')).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: 'offline-drafts' })).toContainText('Repo entry, edited');

  await registerStudent(page.request, baseURL, 'thandi-edited');
  await page.goto('/thandi');
  const box = page.getByRole('textbox', { name: 'Ask Thandi a question...' });
  await box.fill('my network is bad, will my application get lost?');
  await box.press('Enter');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText(marker);
  await expect(log).toContainText('Source: Applying with a weak connection (/apply)');

  // The admin puts the words back (a new version), so the rest of the run sees the repo's answer.
  await admin.getByRole('button', { name: 'Edit entry Applying with a weak connection' }).click();
  await admin.getByLabel('Answer').fill(original);
  await admin.getByRole('button', { name: 'Save entry' }).click();
  await expect(admin.getByText('Entry saved. Thandi uses it from now on.').first()).toBeVisible();
  await adminContext.close();
});
