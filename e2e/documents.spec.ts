import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerStudent } from './support/accounts';
import { reachDocumentsStep } from './support/profile-wizard';
import { registerAndBuyEssential } from './support/purchase';
import { pdfFile } from './support/sample-files';

// Documents in the wizard's step 5 against the real server (issue 4): a Starter learner's upload
// stays pending for an admin; an Essential learner's is checked by the background job runner and
// the result arrives live as 'Document Verified'.

const idCard = (page: Page) => page.getByRole('group', { name: 'ID Document' });

test('a Starter learner uploads an ID, sees it pending for an admin, and opens it', async ({ page, baseURL }) => {
  const student = await registerStudent(page.request, baseURL, 'documents');
  await reachDocumentsStep(page);

  const file = page.getByLabel('Choose file (ID Document)');
  await file.setInputFiles({ name: 'too-big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1_048_577) });
  await expect(page.getByText('File is too large. The maximum size is 1MB.')).toBeVisible();

  await file.setInputFiles(await pdfFile('my-id.pdf', [`ID Number ${student.idNumber}`]));
  await expect(page.getByText('Document uploaded')).toBeVisible();
  const card = idCard(page);
  await expect(card.getByText('my-id.pdf')).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText(/comes with the Essential and Pro \+ AI plans/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Upgrade for automatic verification' })).toHaveAttribute('href', '/pricing');

  const served = page.context().waitForEvent('response', (response) => response.url().includes('/api/files/'));
  await card.getByRole('button', { name: 'View ID Document' }).click();
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
});

test("an Essential learner's ID is verified in the background and the result arrives live", async ({ page }) => {
  const { idNumber } = await registerAndBuyEssential(page, 'documents-essential');

  await reachDocumentsStep(page);
  await page
    .getByLabel('Choose file (ID Document)')
    .setInputFiles(await pdfFile('id.pdf', ['REPUBLIC OF SOUTH AFRICA', 'Surname NKOSI', `ID Number ${idNumber}`]));
  await expect(page.getByText('Document Verified')).toBeVisible({ timeout: 15_000 });
  await expect(idCard(page).getByText(/^Verified with \d+% confidence\.$/)).toBeVisible();
});
