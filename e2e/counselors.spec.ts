import type { Browser, Locator, Page } from '@playwright/test';
import { counselorAccountTexts, counselorLinkTexts } from '@kusasa/domain/counselor-page-texts';
import { NOT_SHARED, caseloadLearnerTexts, caseloadTexts } from '@kusasa/domain/caseload-page-texts';
import { COUNSELOR_CODE_PATTERN, COUNSELOR_LINK_WORDING, counselorScopeLabels } from '@kusasa/domain/rules/counselor-links';
import { expect, test } from './fixtures';
import { E2E_ADMIN, signInThroughApi } from './support/accounts';
import { registerCounselor, registerLinkingLearner } from './support/counselors';

// Issue 29 end to end: a counselor registers, waits for approval and gives their school; the admin
// approves them and they read their code. A learner links with that code, sharing Journey steps and
// Applications and decisions until the default end date, and sees the counselor's name and school.
// The counselor finds the learner in the caseload ('Not shared' for the rest), opens them and sends
// a note; the learner reads it, then stops sharing, and the counselor loses the learner at once:
// their page says so and the caseload no longer lists them. /counselor is checked at 360 px.

const SCHOOL = { emisNumber: '700400393', schoolName: 'Ikusasa Secondary School' };
const NOTE = 'Please upload your Grade 11 results before the end of the month.';
const shared = [counselorScopeLabels.journey.label, counselorScopeLabels.applications.label];
const c = caseloadTexts.columns;

/** What the pages outside the `page` fixture logged as errors (the fixture watches `page` only). */
const problems: string[] = [];

/** A page in a browser context of its own (another person), watched for console and page errors but the `expected` failing requests. */
async function newSignedOutPage(browser: Browser, expected: { path: RegExp; status: number }[] = []) {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const status = Number(/the server responded with a status of (\d{3})/.exec(message.text())?.[1]);
    const url = message.location().url;
    if (url && expected.some((item) => item.status === status && item.path.test(new URL(url).pathname))) return;
    problems.push(`console.error: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return page;
}

/** The caseload row's cell under the column headed `column`. */
async function cellOf(page: Page, row: Locator, column: string) {
  const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  expect(headers, 'the caseload columns').toContain(column);
  return row.getByRole('cell').nth(headers.indexOf(column));
}

test.describe('counselors’ caseloads', () => {
  // Three people in their own browsers: longer than one page's journey.
  test.describe.configure({ timeout: 150_000 });

  test('a learner links with an approved counselor, reads their note and stops sharing; the counselor loses them at once', async ({
    page,
    browser,
    baseURL,
  }) => {
    // 1. The counselor waits for approval and gives their school meanwhile.
    // After the learner stops sharing, the learner's page is refused (403) on purpose.
    const desk = await newSignedOutPage(browser, [{ path: /^\/api\/counselor\/learners\/[^/]+$/, status: 403 }]);
    const counselor = await registerCounselor(desk.request, baseURL);
    await desk.goto('/dashboard');
    await expect(desk.getByRole('heading', { name: caseloadTexts.pendingTitle })).toBeVisible({ timeout: 15_000 });
    const school = desk.getByRole('form', { name: caseloadTexts.school.title });
    await school.getByLabel(caseloadTexts.school.emis).fill(SCHOOL.emisNumber);
    await school.getByLabel(caseloadTexts.school.name).fill(SCHOOL.schoolName);
    await school.getByRole('button', { name: caseloadTexts.school.save }).click();
    await expect(school.getByText(caseloadTexts.school.saved)).toBeVisible();
    await expect(school.getByText(caseloadTexts.school.current(SCHOOL.schoolName, SCHOOL.emisNumber))).toBeVisible();

    // 2. The admin approves them through the review page.
    const admin = await newSignedOutPage(browser);
    await signInThroughApi(admin.request, baseURL, E2E_ADMIN);
    await admin.goto('/admin/counselor-accounts');
    const row = admin.getByRole('row').filter({ hasText: counselor.email });
    await expect(row).toContainText(counselorAccountTexts.school(SCHOOL.schoolName, SCHOOL.emisNumber), { timeout: 15_000 });
    await row.getByRole('button', { name: `${counselorAccountTexts.approve} ${counselor.fullName}` }).click();
    const approval = admin.getByRole('dialog', { name: counselorAccountTexts.approveTitle(counselor.fullName) });
    await approval.getByRole('button', { name: counselorAccountTexts.approve }).click();
    await expect(admin.getByText(counselorAccountTexts.approved)).toBeVisible();
    await expect(row).toHaveCount(0);
    await admin.context().close();

    // The counselor reloads and reads their code.
    await desk.reload();
    const codeCard = desk.getByTestId('counselor-code');
    await expect(codeCard).toHaveText(COUNSELOR_CODE_PATTERN, { timeout: 15_000 });
    const code = (await codeCard.textContent())!.trim();

    // 3. The learner links with the code, ticking two parts and keeping the default end date.
    const learner = await registerLinkingLearner(page.request, baseURL);
    await page.goto('/counselor');
    const linkForm = page.getByRole('region', { name: counselorLinkTexts.link.title });
    await linkForm.getByLabel(counselorLinkTexts.link.code).fill(code);
    for (const label of shared) await linkForm.getByRole('checkbox', { name: label, exact: true }).check();
    await expect(linkForm.getByLabel(counselorLinkTexts.terms.endsOn)).toHaveValue(/^\d{4}-12-31$/);
    await expect(linkForm.getByText(COUNSELOR_LINK_WORDING.text)).toBeVisible();
    await linkForm.getByRole('button', { name: counselorLinkTexts.link.submit }).click();
    await expect(linkForm.getByText(counselorLinkTexts.link.linked)).toBeVisible();

    const links = page.getByRole('region', { name: counselorLinkTexts.links.title });
    const linked = links.getByRole('listitem').filter({ hasText: counselor.fullName });
    await expect(linked.getByText(counselorLinkTexts.schoolLine(SCHOOL.schoolName, SCHOOL.emisNumber))).toBeVisible();
    await expect(linked.getByRole('list').getByRole('listitem')).toHaveText(shared);

    // 4. The counselor finds the learner by name; the parts not shared say so.
    await desk.reload();
    await desk.getByRole('searchbox', { name: caseloadTexts.filters.search }).fill(learner.fullName);
    const listed = desk.getByTestId('caseload-row').filter({ hasText: learner.fullName });
    await expect(listed).toHaveCount(1, { timeout: 15_000 });
    for (const column of [c.missing, c.funding]) await expect(await cellOf(desk, listed, column)).toContainText(NOT_SHARED);
    for (const column of [c.journey, c.applications, c.deadline]) await expect(await cellOf(desk, listed, column)).not.toContainText(NOT_SHARED);

    // They open the learner and send them a note.
    await listed.getByRole('link', { name: learner.fullName }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(learner.fullName, { timeout: 15_000 });
    const noteForm = desk.getByRole('form', { name: caseloadLearnerTexts.noteForm });
    await noteForm.getByLabel(caseloadLearnerTexts.noteBody, { exact: true }).fill(NOTE);
    await noteForm.getByRole('radio', { name: caseloadLearnerTexts.visibilityLearner }).check();
    await noteForm.getByRole('button', { name: caseloadLearnerTexts.addNote }).click();
    await expect(noteForm.getByText(caseloadLearnerTexts.noteSaved)).toBeVisible();
    await expect(desk.getByRole('list', { name: caseloadLearnerTexts.notes }).getByRole('listitem').filter({ hasText: NOTE })).toContainText(
      caseloadLearnerTexts.toLearner,
    );

    // 5. The learner reads the note; /counselor has no sideways scrolling on a 360 px phone.
    await page.reload();
    const notes = page.getByRole('region', { name: counselorLinkTexts.notes.title });
    await expect(notes.getByRole('listitem').filter({ hasText: NOTE })).toContainText(counselor.fullName, { timeout: 15_000 });
    await page.setViewportSize({ width: 360, height: 780 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 720 });

    // 6. The learner stops sharing, asked once.
    await links.getByRole('button', { name: `${counselorLinkTexts.links.stop}: ${counselor.fullName}` }).click();
    const stop = page.getByRole('alertdialog', { name: counselorLinkTexts.links.stopTitle });
    await expect(stop).toContainText(counselorLinkTexts.links.stopQuestion(counselor.fullName));
    await stop.getByRole('button', { name: counselorLinkTexts.links.stop }).click();
    await expect(links.getByText(counselorLinkTexts.links.stopped)).toBeVisible();
    await expect(links.getByText(counselorLinkTexts.links.empty)).toBeVisible();

    // 7. The counselor loses the learner at once: their page says so, and the caseload drops them.
    await desk.reload();
    await expect(desk.getByRole('heading', { level: 1, name: caseloadLearnerTexts.revoked })).toBeVisible({ timeout: 15_000 });
    await expect(desk.getByText(learner.fullName)).toHaveCount(0);
    await desk.getByRole('link', { name: caseloadLearnerTexts.back }).click();
    await desk.getByRole('searchbox', { name: caseloadTexts.filters.search }).fill(learner.fullName);
    await expect(desk.getByText(caseloadTexts.caseload.emptyFiltered)).toBeVisible({ timeout: 15_000 });
    await expect(desk.getByTestId('caseload-row')).toHaveCount(0);
    await desk.context().close();
    expect(problems, 'the other pages logged errors').toEqual([]);
  });
});
