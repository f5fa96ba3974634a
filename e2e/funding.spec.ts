import type { Browser, Page } from '@playwright/test';
import {
  appealReasonLabels,
  appealStatusLabels,
  checklistItemLabels,
  incomeBandLabels,
  nsfasStatusLabels,
  outcomeLabels,
  reasonText,
} from '@kusasa/domain/funding-labels';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import { nsfasAccountPageTexts, nsfasLearnerTexts, nsfasWorkspaceTexts } from '@kusasa/domain/nsfas-workspace-texts';
import { FUNDING_CONSENT_WORDING } from '@kusasa/domain/rules/funding-statuses';
import { expect, test } from './fixtures';
import { E2E_ADMIN, signInThroughApi } from './support/accounts';
import { pngFile, registerFundingLearner, registerNsfasStaff } from './support/funding';

// Issue 28 end to end: a learner answers the funding questionnaire (Likely), puts two certified
// copies on their NSFAS checklist and shares with NSFAS; an NSFAS staff member, approved by the
// admin, finds them in the queue, opens a document, sets Evaluation then Application unsuccessful;
// the learner follows it on their timeline and appeals; the staff member upholds the appeal and
// the learner reads Application approved. Both pages are checked at 360 px for sideways scrolling.

const q = fundingTexts.questions;
const STATUS_NOTE = 'Household income could not be confirmed with SARS.';
const APPEAL_NOTE = 'Income confirmed from the new payslips.';
const EXPLANATION = 'My mother lost her job in March and our income dropped.';

/** What the pages outside the `page` fixture logged as errors (the fixture watches `page` only). */
const problems: string[] = [];

/** A page in a browser context of its own (another person), watched for console and page errors. */
async function newSignedOutPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return page;
}

/** Chooses one answer of the question (a fieldset) whose legend is `question`. */
const answer = (page: Page, question: string, choice: string) =>
  page.getByRole('group', { name: question }).getByRole('radio', { name: choice, exact: true }).check();

/** A certification date a week ago: within the three months NSFAS accepts, never in the future. */
const certifiedOn = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test.describe('funding readiness', () => {
  // Three people in their own browsers: longer than one page's journey.
  test.describe.configure({ timeout: 150_000 });

  test('a learner checks their funding, shares it with NSFAS, is decided, appeals and is approved', async ({ page, browser, baseURL }) => {
    // 1. The questionnaire, five steps, answered so that NSFAS is likely to fund.
    const learner = await registerFundingLearner(page.request, baseURL);
    await page.goto('/funding');
    await expect(page.getByRole('heading', { name: fundingTexts.wizard.heading })).toBeVisible({ timeout: 15_000 });
    const next = page.getByRole('button', { name: fundingTexts.wizard.next });
    await answer(page, q.citizenship, 'South African citizen');
    await next.click();
    await answer(page, q.firstQualification, 'Yes');
    await page.getByRole('group', { name: q.institutionTypes }).getByRole('checkbox', { name: 'Public university' }).check();
    await answer(page, q.inGrade12, 'Yes');
    await expect(page.getByLabel(q.yearStarted)).toHaveValue('');
    await answer(page, q.hasAcceptance, 'No');
    await next.click();
    await answer(page, q.sassaGrant, 'Child Support Grant');
    await next.click();
    await page.getByLabel(q.householdMembers).fill('4');
    await answer(page, q.incomeBand, incomeBandLabels['122001-to-350000']);
    await answer(page, q.informalIncome, 'No');
    await next.click();
    await answer(page, q.disability, 'No');
    await answer(page, q.parentsDeceased, fundingTexts.parentsDeceasedLabels.none);
    await answer(page, q.parentsDivorced, 'No');
    await page.getByRole('button', { name: fundingTexts.wizard.finish }).click();

    const result = page.getByRole('region', { name: fundingTexts.outcome.heading });
    await expect(result.getByText(outcomeLabels.likely.word, { exact: true })).toBeVisible();
    await expect(result.getByText(reasonText('citizen').text)).toBeVisible();
    await expect(result.getByText(reasonText('sassa-grant').text)).toBeVisible();
    const checklist = page.getByRole('region', { name: fundingTexts.checklist.heading });
    const lines = [checklistItemLabels['applicant-id'].label, checklistItemLabels['household-ids'].label, checklistItemLabels['proof-of-income'].label];
    await expect(checklist.getByRole('heading', { level: 3 })).toHaveText(lines);
    await expect(checklist.getByText(fundingTexts.checklist.progress(0, 3))).toBeVisible();

    // 2. Two certified copies, each on its line.
    const uploads = { 'certified-id.png': checklistItemLabels['applicant-id'].label, 'payslip.png': checklistItemLabels['proof-of-income'].label };
    for (const [file, label] of Object.entries(uploads)) {
      await checklist.getByRole('button', { name: `${fundingTexts.checklist.upload}: ${label}` }).click();
      const form = checklist.getByRole('form', { name: `${fundingTexts.checklist.upload}: ${label}` });
      await form.getByLabel(fundingTexts.checklist.fileLabel).setInputFiles(pngFile(file));
      await form.getByLabel(fundingTexts.checklist.dateLabel).fill(certifiedOn);
      await form.getByRole('button', { name: fundingTexts.checklist.save }).click();
      await expect(form).toBeHidden({ timeout: 15_000 });
      await expect(checklist.getByRole('listitem', { name: label })).toContainText(file);
    }
    await expect(checklist.getByText(fundingTexts.checklist.progress(2, 3))).toBeVisible();

    // 3. Sharing with NSFAS, on the exact wording.
    const nsfasConsent = page.getByRole('region', { name: fundingTexts.sharing.heading }).getByRole('article', { name: fundingTexts.sharing.titles.nsfas });
    await expect(nsfasConsent.getByText(FUNDING_CONSENT_WORDING.nsfas.text, { exact: true })).toBeVisible();
    await nsfasConsent.getByRole('button', { name: `${fundingTexts.sharing.give}: ${fundingTexts.sharing.titles.nsfas}` }).click();
    await expect(nsfasConsent.getByText(fundingTexts.sharing.given(fundingTexts.sharing.titles.nsfas))).toBeVisible();

    // 4. An NSFAS staff member waits for approval; the admin approves them.
    const staff = await newSignedOutPage(browser);
    const member = await registerNsfasStaff(staff.request, baseURL);
    await staff.goto('/dashboard');
    await expect(staff.getByRole('heading', { name: nsfasWorkspaceTexts.pendingTitle })).toBeVisible({ timeout: 15_000 });

    const admin = await newSignedOutPage(browser);
    await signInThroughApi(admin.request, baseURL, E2E_ADMIN);
    await admin.goto('/admin/nsfas-accounts');
    const row = admin.getByRole('row').filter({ hasText: member.email });
    await row.getByRole('button', { name: `${nsfasAccountPageTexts.approve} ${member.fullName}` }).click({ timeout: 15_000 });
    const approval = admin.getByRole('dialog', { name: nsfasAccountPageTexts.approveTitle(member.fullName) });
    await approval.getByRole('button', { name: nsfasAccountPageTexts.approve }).click();
    await expect(admin.getByText(nsfasAccountPageTexts.approved)).toBeVisible();
    await expect(row).toHaveCount(0);
    await admin.context().close();

    // The staff member finds the learner by name and opens them.
    await staff.reload();
    await staff.getByRole('searchbox', { name: nsfasWorkspaceTexts.filters.search }).fill(learner.fullName);
    const queued = staff.getByRole('row').filter({ hasText: learner.fullName });
    await expect(queued).toHaveCount(1, { timeout: 15_000 });
    await expect(queued).toContainText(outcomeLabels.likely.word);
    await queued.getByRole('link', { name: learner.fullName }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(learner.fullName, { timeout: 15_000 });
    await expect(staff.getByText(outcomeLabels.likely.word, { exact: true }).first()).toBeVisible();
    await expect(staff.getByText(nsfasLearnerTexts.checklistIncomplete)).toBeVisible();
    for (const line of lines) await expect(staff.getByText(line, { exact: true })).toBeVisible();

    // One document opens in a new tab through its signed link.
    const fileResponse = staff.context().waitForEvent('response', (response) => response.url().includes('/api/files/'));
    const popup = staff.waitForEvent('popup');
    await staff.getByRole('button', { name: `${nsfasLearnerTexts.open}: ${uploads['certified-id.png']}` }).click();
    expect((await fileResponse).status()).toBe(200);
    await (await popup).close();

    // Evaluation, then unsuccessful with a note.
    const setStatus = async (status: 'evaluation' | 'unsuccessful', note?: string) => {
      await staff.getByLabel(nsfasLearnerTexts.statusField).selectOption({ label: nsfasStatusLabels[status].label });
      if (note) await staff.getByLabel(nsfasLearnerTexts.note).fill(note);
      await staff.getByRole('button', { name: nsfasLearnerTexts.save }).click();
      await expect(staff.getByText(nsfasStatusLabels[status].meaning)).toBeVisible();
    };
    await setStatus('evaluation');
    await setStatus('unsuccessful', STATUS_NOTE);

    // 5. The learner follows it on the timeline and appeals.
    await page.reload();
    const timeline = page.getByRole('region', { name: fundingTexts.timeline.heading });
    await expect(timeline.getByText(nsfasStatusLabels.evaluation.label, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(timeline.getByText(`${nsfasStatusLabels.evaluation.label} → ${nsfasStatusLabels.unsuccessful.label}`)).toBeVisible();
    await expect(timeline.getByText(STATUS_NOTE)).toBeVisible();
    // The current status, as its label and what it means (the label is also an option of the record form).
    const nsfasStatus = page.getByRole('region', { name: fundingTexts.window.heading });
    const current = (label: string) => nsfasStatus.getByRole('paragraph').filter({ hasText: new RegExp(`^${label}$`) });
    await expect(current(nsfasStatusLabels.unsuccessful.label)).toBeVisible();
    await expect(nsfasStatus.getByText(nsfasStatusLabels.unsuccessful.meaning)).toBeVisible();

    const appeal = page.getByRole('region', { name: fundingTexts.appeal.heading });
    const appealForm = appeal.getByRole('form', { name: fundingTexts.appeal.heading });
    await appealForm.getByLabel(fundingTexts.appeal.reason).selectOption({ label: appealReasonLabels['income-changed'] });
    await appealForm.getByLabel(fundingTexts.appeal.explanation).fill(EXPLANATION);
    await appealForm.getByRole('checkbox', { name: /payslip\.png/ }).check();
    await appealForm.getByRole('button', { name: fundingTexts.appeal.submit }).click();
    await expect(appeal.getByText(fundingTexts.appeal.submitted, { exact: true })).toBeVisible();
    await expect(appealForm).toBeHidden();

    // 6. The staff member upholds the appeal; the learner reads Application approved.
    await staff.reload();
    const decision = staff.getByRole('form', { name: nsfasLearnerTexts.decide });
    await expect(staff.getByText(EXPLANATION)).toBeVisible({ timeout: 15_000 });
    await decision.getByLabel(nsfasLearnerTexts.decision, { exact: true }).selectOption({ label: nsfasLearnerTexts.upheld });
    await decision.getByLabel(nsfasLearnerTexts.decisionNoteField).fill(APPEAL_NOTE);
    await decision.getByRole('button', { name: nsfasLearnerTexts.record }).click();
    await expect(decision).toBeHidden();
    await expect(staff.getByText(nsfasStatusLabels.approved.meaning)).toBeVisible();

    await page.reload();
    await expect(nsfasStatus.getByText(nsfasStatusLabels.approved.meaning)).toBeVisible({ timeout: 15_000 });
    await expect(current(nsfasStatusLabels.approved.label)).toBeVisible();
    await expect(appeal.getByText(appealStatusLabels.upheld, { exact: true })).toBeVisible();
    await expect(timeline.getByText(`${nsfasStatusLabels.unsuccessful.label} → ${nsfasStatusLabels.approved.label}`)).toBeVisible();
    await expect(timeline.getByText(appealStatusLabels.upheld, { exact: true })).toBeVisible();
    await expect(timeline.getByText(APPEAL_NOTE)).toBeVisible();

    // 7. No sideways scrolling on a 360 px phone, for either person.
    await expectNoSidewaysScroll(page);
    await expectNoSidewaysScroll(staff);
    await staff.context().close();
    expect(problems, 'the other pages logged errors').toEqual([]);
  });
});
