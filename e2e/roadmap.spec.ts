import type { Page } from '@playwright/test';
import { interviewPracticeTexts, roadmapTexts } from '@kusasa/domain/roadmap-texts';
import { expect, test } from './fixtures';
import { originHeader, registerStudent } from './support/accounts';
import { institutionClosingIn } from './support/deadlines';
import { finishInSimulator } from './support/purchase';

// Issue 31 end to end, on a 360 px phone: a Starter learner is offered the upgrade on /roadmap;
// after buying Pro + AI, their draft at an institution closing in 21 days is a task in week 3 with
// its date; they open interview practice for it, with the way to book a session; once they submit,
// the task is ticked.

const t = roadmapTexts.page;

const fitsPhone = async (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test.describe('the personalised roadmap', () => {
  test.describe.configure({ timeout: 150_000 });

  test('upgrade, a draft planned week by week, interview practice, and the tick after submitting', async ({ page, browser, baseURL }) => {
    const [leadContext, adminContext] = [await browser.newContext(), await browser.newContext()];
    const closing = await institutionClosingIn(leadContext.request, adminContext.request, baseURL, 21);
    await page.setViewportSize({ width: 360, height: 780 });
    await registerStudent(page.request, baseURL, 'roadmap-learner');

    // Starter: the server's upgrade message and the way to the plans.
    await page.goto('/roadmap');
    await expect(page.getByText(roadmapTexts.planRequired)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    await fitsPhone(page);

    // Pro + AI, and a draft at the institution closing in 21 days.
    await page.goto('/checkout?plan=pro-ai');
    await page.getByRole('button', { name: /^Pay R/ }).click();
    await finishInSimulator(page, 'Pay', '300,00');
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 });
    const clientId = crypto.randomUUID();
    const draft = { institutionId: closing.institution.id, programId: closing.programme.id, grade12Results: 'Mathematics 72%, English 68%' };
    expect((await page.request.put(`/api/applications/drafts/${clientId}`, { headers: originHeader(baseURL), data: draft })).status()).toBe(201);

    // The roadmap: first steps this week, the draft a week before it closes (week 3).
    await page.goto('/roadmap');
    const submitTask = new RegExp(
      `^To do: Finish and submit your application for ${escape(closing.programme.name)} at ${escape(closing.institution.name)} \\(closes `,
    );
    const week3 = page.getByRole('region', { name: t.week(3) });
    await expect(week3.getByText(submitTask)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: t.week(1) }).getByText(roadmapTexts.task.idCopy)).toBeVisible();
    await fitsPhone(page);

    // Interview practice, with the session to book.
    await page.getByRole('link', { name: t.interviewLink }).click();
    await expect(page.getByRole('region', { name: /^Questions for / })).toBeVisible();
    await expect(page.getByText('Tell us about yourself.')).toBeVisible();
    await expect(page.getByRole('link', { name: interviewPracticeTexts.page.book })).toHaveAttribute('href', '/consultations?session=interview-preparation');
    await fitsPhone(page);

    // Submitted: the task is ticked.
    const submitted = await page.request.post('/api/applications/submit', { headers: originHeader(baseURL), data: { clientId, ...draft } });
    expect(submitted.status(), await submitted.text()).toBe(200);
    await page.goto('/roadmap');
    await expect(week3.getByText(new RegExp(`^${t.done}: Finish and submit your application for `))).toBeVisible({ timeout: 15_000 });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
