import type { Page } from '@playwright/test';
import { documentReviewTexts, reviewKindLabels, reviewStatusLabels } from '@kusasa/domain/document-review-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { expect, test } from './fixtures';
import { E2E_ADMIN, signInThroughApi } from './support/accounts';
import { registerCounselor } from './support/counselors';
import { seriousViolations } from './support/axe';
import { approveCounselor, proAiLearner, uploadResults } from './support/document-reviews';

// Issue 31 end to end: a Pro + AI learner asks for a review of their uploaded Grade 12 results with
// a question, and is shown the promise. An approved counselor finds it in the review queue (Pro + AI,
// on time), takes it, opens the document through its signed link and answers with comments. The
// learner sees the answer on /reviews. The learner's page and the queue fit a 360 px phone and
// have no serious accessibility problems.

const t = documentReviewTexts;
const label = documentTexts.labels.grade12Results;
const COMMENTS = 'Your marks are clear and the certification stamp is readable. Upload the second page too.';

const fitsPhone = async (page: Page) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });
};

test.describe('document reviews', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a Pro + AI learner asks about their results, a counselor takes and answers it, and the learner reads the comments', async ({
    page,
    browser,
    baseURL,
  }) => {
    const question = `Is everything readable? (${Date.now().toString(36)})`;

    // 1. The learner buys Pro + AI, uploads their results and asks for a review.
    await proAiLearner(page, baseURL);
    await uploadResults(page.request, baseURL);
    await page.goto('/reviews');
    await expect(page.getByRole('heading', { name: 'Document Reviews', level: 1 })).toBeVisible();
    await expect(page.getByText(t.terms.priority('2 working days', 3))).toBeVisible();
    const form = page.getByRole('form', { name: t.ask.title });
    await expect(page.getByText(/If you ask now, we promise an answer by/)).toBeVisible();
    await form.getByLabel(t.ask.kind).selectOption({ label: reviewKindLabels.document });
    await form.getByLabel(t.ask.document).selectOption({ label: `${label} (grade12-results.pdf)` });
    await form.getByLabel(t.ask.question).fill(question);
    await form.getByRole('button', { name: t.ask.submit }).click();
    await expect(form.getByText(t.ask.sent)).toBeVisible();
    const mine = page.getByRole('article', { name: `${label} (grade12-results.pdf)` }).filter({ hasText: question });
    await expect(mine).toContainText(reviewStatusLabels.waiting);
    await expect(mine).toContainText('Answer promised by');
    await fitsPhone(page);

    // 2. A counselor registers and an admin approves them.
    const desk = await (await browser.newContext()).newPage();
    const counselor = await registerCounselor(desk.request, baseURL);
    const adminContext = await browser.newContext({ baseURL });
    await signInThroughApi(adminContext.request, baseURL, E2E_ADMIN);
    await approveCounselor(adminContext.request, baseURL, counselor.email);
    await adminContext.close();

    // 3. The counselor's queue: ours is the newest Pro + AI request, so the last of them.
    await desk.goto('/counselors/reviews');
    await expect(desk.getByRole('heading', { name: 'Review Queue', level: 1 })).toBeVisible({ timeout: 15_000 });
    const row = desk.getByRole('row', { name: label }).filter({ hasText: t.queue.priority }).last();
    await expect(row).toContainText(t.queue.onTime);
    await expect(row).toContainText(reviewStatusLabels.waiting);
    await fitsPhone(desk);
    expect(await seriousViolations(desk), 'the review queue').toEqual([]);
    await row.getByRole('button', { name: t.queue.claimFor(label) }).click();
    await expect(desk.getByText(t.queue.claimed)).toBeVisible();

    // 4. They read the question, open the document through its signed link, and answer.
    const workspace = desk.getByRole('region', { name: label }).filter({ hasText: question });
    await expect(workspace).toBeVisible();
    const opened = desk.waitForEvent('popup');
    await workspace.getByRole('button', { name: new RegExp(`^${t.queue.openDocument}`) }).click();
    const tab = await opened;
    await expect.poll(() => tab.url()).toMatch(/\/api\/files\//);
    await tab.close();
    await workspace.getByRole('textbox', { name: t.queue.comments }).fill(COMMENTS);
    await workspace.getByRole('button', { name: t.queue.answer }).click();
    await expect(desk.getByText(t.queue.answered)).toBeVisible();
    await expect(workspace).toHaveCount(0);
    await desk.context().close();

    // 5. The learner reads the answer.
    await page.reload();
    await expect(mine).toContainText(reviewStatusLabels.answered, { timeout: 15_000 });
    await expect(mine).toContainText(COMMENTS);
    await expect(mine).toContainText(`Answered by ${counselor.fullName}`);
    expect(await seriousViolations(page), '/reviews with an answer').toEqual([]);
  });
});
