import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { originHeader, registerStudent } from './accounts';
import { finishInSimulator } from './purchase';
import { pdfFile } from './sample-files';

// People and documents of the document-reviews journey (issue 31).

/** A learner registered through the API on the page's context, who buys Pro + AI in the PayFast simulator. */
export async function proAiLearner(page: Page, baseURL: string | undefined) {
  const learner = await registerStudent(page.request, baseURL, 'reviews-learner');
  await page.goto('/checkout?plan=pro-ai');
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await finishInSimulator(page, 'Pay', '300,00');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 });
  return learner;
}

/** Uploads a Grade 12 results PDF through the API as the learner whose session `request` holds. */
export async function uploadResults(request: APIRequestContext, baseURL: string | undefined) {
  const file = await pdfFile('grade12-results.pdf', ['NATIONAL SENIOR CERTIFICATE', 'Mathematics 72', 'English Home Language 68']);
  const response = await request.post('/api/documents', { headers: originHeader(baseURL), multipart: { documentType: 'grade12Results', file } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The admin (signed in on `request`) approves the pending counselor with this email through the API. */
export async function approveCounselor(request: APIRequestContext, baseURL: string | undefined, email: string) {
  const list = await request.get('/api/admin/counselor-accounts?status=pending');
  const { accounts } = (await list.json()) as { accounts: { userId: string; email: string }[] };
  const account = accounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no pending counselor ${email}`);
  const approved = await request.post(`/api/admin/counselor-accounts/${account.userId}/approve`, { headers: originHeader(baseURL) });
  expect(approved.status(), await approved.text()).toBe(200);
}
