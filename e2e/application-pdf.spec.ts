import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { expect, test } from './fixtures';
import { originHeader } from './support/accounts';
import { seriousViolations } from './support/axe';
import { pickProgramme } from './support/catalogue';
import { registerAndBuyEssential } from './support/purchase';

// Branded application PDFs (issue 31): an Essential learner downloads the PDF of a submitted
// application from /apply, and the check address printed under its QR code says "Genuine".

// The unknown token at the end is answered 404 on purpose.
test.use({ expectedFailedRequests: [{ path: /^\/api\/application-checks\/[A-Za-z0-9_-]{43}$/, statuses: [404] }] });

test('an Essential learner downloads the branded PDF, and its check page says it is genuine', async ({ page, baseURL }) => {
  const learner = await registerAndBuyEssential(page, 'app-pdf');
  const choice = await pickProgramme(page.request);
  const submitted = await page.request.post('/api/applications/submit', {
    headers: originHeader(baseURL),
    data: { clientId: crypto.randomUUID(), grade12Results: 'Mathematics 72%', institutionId: choice.institutionId, programId: choice.programId },
  });
  expect(submitted.status()).toBe(201);

  await page.goto('/apply');
  const list = page.getByRole('region', { name: 'Your Applications' });
  const downloading = page.waitForEvent('download');
  await list.getByRole('button', { name: `Download PDF: ${choice.programName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kusasa-application.pdf');
  const { text } = await extractText(new Uint8Array(await readFile(await download.path())), { mergePages: true });
  expect(text).toContain(learner.fullName);
  expect(text).toContain(choice.programName);
  const checkUrl = /https?:\/\/\S+\/application-check#token=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(checkUrl).toBeDefined();

  // Opened on a phone, as from the QR code: only "genuine" and the day, nothing about the learner.
  await page.setViewportSize({ width: 360, height: 740 });
  const { pathname, hash } = new URL(checkUrl!);
  await page.goto(`${pathname}${hash}`);
  await expect(page.getByText('Genuine', { exact: true })).toBeVisible();
  await expect(page.getByText(/This is a genuine Kusasa application, submitted on \d{1,2} \w+ \d{4}\./)).toBeVisible();
  await expect(page.getByText(learner.fullName)).toHaveCount(0);
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/application-check#token=${'x'.repeat(43)}`);
  await expect(page.getByText('We could not find this application.')).toBeVisible();
});
