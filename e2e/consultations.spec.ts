import { request as apiRequest } from '@playwright/test';
import { consultationErrorTexts, consultationPageTexts, counselorConsultationTexts } from '@kusasa/domain/consultation-texts';
import { formatSessionTime, saLocalToInstant } from '@kusasa/domain/rules/consultations';
import { expect, test } from './fixtures';
import { E2E_ADMIN, registerStudent, signInThroughApi } from './support/accounts';
import { approveCounselorThroughApi, registerCounselor } from './support/counselors';
import { finishInSimulator } from './support/purchase';

// Issue 31 end to end: an approved counselor publishes a slot on /counselors/consultations; a
// learner books it on /consultations (the rules and the price shown first) and pays R600 in the
// PayFast simulator; both then see the session confirmed; the counselor cancels it with a reason and
// the learner sees it cancelled. /consultations is checked at 360 px.

/** A South African wall-clock time some days ahead, unique per run so retries never overlap. */
function slotTime(): string {
  const daysAhead = 20 + Math.floor(Math.random() * 60);
  const at = new Date(Date.now() + daysAhead * 86_400_000);
  const minutes = 15 * Math.floor(Math.random() * 40);
  const local = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 7, minutes));
  return local.toISOString().slice(0, 16);
}

test.describe('bookable consultations', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a counselor publishes a slot, a learner books and pays it, and both see it confirmed', async ({ page, browser, baseURL }) => {
    const desk = await (await browser.newContext()).newPage();
    const counselor = await registerCounselor(desk.request, baseURL);
    const admin = await apiRequest.newContext({ baseURL });
    await signInThroughApi(admin, baseURL, E2E_ADMIN);
    await approveCounselorThroughApi(admin, baseURL, counselor.email);
    await admin.dispose();

    const local = slotTime();
    const shown = formatSessionTime(saLocalToInstant(local)!.toISOString());
    await desk.goto('/counselors/consultations');
    await desk.getByLabel(counselorConsultationTexts.startsAt).fill(local);
    await desk.getByLabel('Interview Preparation').check();
    await desk.getByRole('button', { name: counselorConsultationTexts.publish }).click();
    await expect(desk.getByText(counselorConsultationTexts.published)).toBeVisible();
    const slot = desk.getByTestId('counselor-slot').filter({ hasText: shown });
    await expect(slot).toContainText(counselorConsultationTexts.free);

    await registerStudent(page.request, baseURL, 'consultation-learner');
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Book Consultation' }).click();
    await expect(page).toHaveURL(/\/consultations\?session=career-guidance/);
    await expect(page.getByRole('radio', { name: 'Career Guidance' })).toBeChecked();
    const counselorFirstName = counselor.fullName.split(' ')[0]!;
    await page.getByRole('radio', { name: `${shown} ${consultationPageTexts.withCounselor(counselorFirstName)}` }).check();
    await expect(page.getByRole('heading', { name: 'Cancelling and rescheduling' })).toBeVisible();
    await page.getByRole('button', { name: /^Book and pay R\s600$/ }).click();
    await finishInSimulator(page, 'Pay', '600,00');

    await expect(page).toHaveURL(/\/consultations\?paid=/);
    await expect(page.getByText(consultationPageTexts.paidConfirmed)).toBeVisible({ timeout: 15_000 });
    const mine = page.getByTestId('my-session').filter({ hasText: shown });
    await expect(mine).toContainText(consultationPageTexts.status.confirmed);
    await expect(mine.getByRole('link', { name: consultationPageTexts.calendar })).toBeVisible();

    await desk.reload();
    await expect(slot).toContainText(counselorConsultationTexts.booked('Thandi', 'Career Guidance'));

    // The counselor falls ill: they cancel with a reason, and the learner sees it cancelled.
    await slot.getByRole('button', { name: counselorConsultationTexts.cancelBooked }).click();
    const dialog = desk.getByRole('dialog', { name: counselorConsultationTexts.cancelBookedTitle });
    await dialog.getByRole('button', { name: counselorConsultationTexts.cancelBookedSubmit }).click();
    await expect(dialog.getByText(consultationErrorTexts.cancelReasonLength)).toBeVisible();
    await dialog.getByLabel(counselorConsultationTexts.cancelReason).fill('I am ill and cannot take the session.');
    await dialog.getByRole('button', { name: counselorConsultationTexts.cancelBookedSubmit }).click();
    await expect(desk.getByText(counselorConsultationTexts.cancelledBooked)).toBeVisible();
    await expect(slot).toHaveCount(0);
    await page.reload();
    await expect(mine).toContainText(consultationPageTexts.status.cancelled);
    await desk.context().close();
  });

  test('/consultations fits a 360 px phone', async ({ page, baseURL }) => {
    await registerStudent(page.request, baseURL, 'consultation-phone');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/consultations');
    await expect(page.getByRole('heading', { name: consultationPageTexts.bookTitle })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
