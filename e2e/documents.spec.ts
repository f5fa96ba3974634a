import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from './fixtures';
import { E2E_PASSWORD, registerStudent, uniqueEmail } from './support/accounts';
import { adultIdNumber } from './support/sa-id';

// Documents in the wizard's step 5 against the real server (issue 4): a Starter learner's upload
// stays pending for an admin; an Essential learner's is checked by the background job runner and
// the result arrives live as 'Document Verified'.

const SUBJECTS = ['English Home Language', 'Afrikaans First Additional Language', 'Mathematics', 'Physical Sciences', 'Life Sciences', 'Geography'];

async function pdfWith(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([460, 200]);
  lines.forEach((line, i) => page.drawText(line, { x: 20, y: 170 - i * 25, size: 14, font }));
  return Buffer.from(await pdf.save());
}

/** Steps 1-4 of the wizard, as little as each needs, to reach Documents Upload. */
async function reachDocumentsStep(page: Page) {
  await page.goto('/profile-completion');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Phone Number').fill('082 123 4567');
  await page.getByLabel('Contact Email').fill('learner.contact@example.test');
  await page.getByLabel('Emergency Contact Name').fill('Nomsa Nkosi');
  await page.getByLabel('Emergency Contact Phone').fill('083 765 4321');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Street Address').fill('12 Vilakazi Street');
  await page.getByLabel('Suburb').fill('Orlando West');
  await page.getByLabel('City').fill('Soweto');
  await page.getByLabel('Province').selectOption('Gauteng');
  await page.getByLabel('Postal Code').fill('1804');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('School Name').fill('Orlando High School');
  await page.getByLabel('School Province').selectOption('Gauteng');
  for (const name of ['Grade 11 Subjects', 'Grade 12 Subjects']) {
    const group = page.getByRole('group', { name });
    for (const [index, subject] of SUBJECTS.entries()) {
      await group.getByLabel(`Subject ${index + 1}`, { exact: true }).selectOption(subject);
      await group.getByLabel(`Mark ${index + 1} (%)`).fill(String(60 + index));
    }
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Documents Upload' })).toBeVisible();
}

const idCard = (page: Page) => page.getByRole('group', { name: 'ID Document' });

test('a Starter learner uploads an ID, sees it pending for an admin, and opens it', async ({ page, baseURL }) => {
  const student = await registerStudent(page.request, baseURL, 'documents');
  await reachDocumentsStep(page);

  const file = page.getByLabel('Choose file (ID Document)');
  await file.setInputFiles({ name: 'too-big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1_048_577) });
  await expect(page.getByText('File is too large. The maximum size is 1MB.')).toBeVisible();

  await file.setInputFiles({ name: 'my-id.pdf', mimeType: 'application/pdf', buffer: await pdfWith([`ID Number ${student.idNumber}`]) });
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

test('an Essential learner\'s ID is verified in the background and the result arrives live', async ({ page }) => {
  const idNumber = adultIdNumber();
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Essential' }).click();
  await page.getByLabel('Full Name', { exact: true }).fill('Thandi Nkosi');
  await page.getByLabel('ID Number').fill(idNumber);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('documents-essential'));
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
  await page.getByRole('checkbox', { name: /^I agree to the Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account & Continue' }).click();
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  await reachDocumentsStep(page);
  await page.getByLabel('Choose file (ID Document)').setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: await pdfWith(['REPUBLIC OF SOUTH AFRICA', 'Surname NKOSI', `ID Number ${idNumber}`]) });
  await expect(page.getByText('Document Verified')).toBeVisible({ timeout: 15_000 });
  await expect(idCard(page).getByText(/^Verified with \d+% confidence\.$/)).toBeVisible();
});
