import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, originHeader, registerStudent, signInThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { pickProgramme } from './support/catalogue';
import { horizontalOverflow, tabTo } from './support/keyboard';

// /admin/ui-lock as a site-wide maintenance switch (issue 15, decision 0170): an admin locks the
// site, a learner sees the banner and cannot save a draft (what they saved before is kept), then
// the admin unlocks and the same Save Draft goes through.

const MESSAGE = 'Results day maintenance: changes are paused for a few minutes.';

async function serverDrafts(request: APIRequestContext) {
  const body = (await (await request.get('/api/applications')).json()) as { applications: { grade12Results: string | null; status: string }[] };
  return body.applications.map((application) => ({ grade12Results: application.grade12Results, status: application.status }));
}

test.describe('the UI lock', () => {
  test.use({ expectedFailedRequests: [{ path: /^\/api\/applications\/drafts\//, statuses: [503] }] });

  // The e2e server is shared by every spec: never leave it locked, whatever happened here.
  test.afterEach(async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await signInThroughApi(admin, baseURL, E2E_ADMIN);
    await admin.post('/api/admin/maintenance/unlock', { headers: originHeader(baseURL) });
    await admin.dispose();
  });

  test('an admin locks the site: a learner sees why and cannot save a draft until the admin unlocks', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    // The learner, on a phone-width screen, with a draft already saved.
    const learnerContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
    const learner = await learnerContext.newPage();
    await registerStudent(learner.request, baseURL, 'ui-lock');
    const choice = await pickProgramme(learner.request);
    await learner.goto('/apply');
    await learner.getByLabel('Grade 12 Results').fill('Mathematics 78%');
    await learner.getByLabel('University').selectOption(choice.institutionId);
    await learner.getByLabel('Program', { exact: true }).selectOption(choice.programId);
    await learner.getByRole('button', { name: 'Save Draft' }).click();
    await expect(learner.getByText('Draft saved', { exact: true })).toBeVisible();

    // The admin locks the site from /admin/ui-lock, by keyboard.
    await signInThroughApi(page.request, baseURL, E2E_ADMIN);
    await page.goto('/admin/ui-lock');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UI Lock System');
    const lockCard = page.getByRole('region', { name: 'Lock Status' });
    await expect(lockCard.getByText('Unlocked', { exact: true })).toBeVisible();
    const message = lockCard.getByLabel('Message shown to everyone');
    await message.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(MESSAGE);
    await tabTo(page, lockCard.getByRole('button', { name: 'Lock', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Site locked: only admins can make changes')).toBeVisible();
    await expect(lockCard.getByText('Locked', { exact: true })).toBeVisible();
    // The admin's own pages show the banner too.
    await expect(page.getByRole('region', { name: 'Maintenance in progress' })).toContainText(MESSAGE);

    // The learner edits and saves: refused with the seed's failure and the lock's reason; the
    // banner shows at once; the saved draft and the text typed on the device are both kept.
    await learner.getByLabel('Grade 12 Results').fill('Mathematics 78%\nPhysical Sciences 71%');
    await learner.getByRole('button', { name: 'Save Draft' }).click();
    await expect(learner.getByText(`Failed to save draft. Please try again. ${MESSAGE}`)).toBeVisible();
    await expect(learner.getByRole('region', { name: 'Maintenance in progress' })).toContainText(MESSAGE);
    expect(await serverDrafts(learner.request)).toEqual([{ grade12Results: 'Mathematics 78%', status: 'draft' }]);
    expect(await learner.evaluate(() => localStorage.getItem('application-draft'))).toContain('Physical Sciences 71%');
    expect(await horizontalOverflow(learner)).toBe(0);

    // Every page shows it, the public ones too.
    await learner.goto('/pricing');
    await expect(learner.getByRole('region', { name: 'Maintenance in progress' })).toContainText(MESSAGE);
    await learner.goto('/apply');
    await expect(learner.getByLabel('Grade 12 Results')).toHaveValue('Mathematics 78%\nPhysical Sciences 71%');

    // The admin unlocks; the learner's Save Draft now goes through.
    await lockCard.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('Site unlocked: everyone can make changes again')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Maintenance in progress' })).toHaveCount(0);
    await learner.getByRole('button', { name: 'Save Draft' }).click();
    await expect(learner.getByText('Draft saved', { exact: true })).toBeVisible();
    expect(await serverDrafts(learner.request)).toEqual([{ grade12Results: 'Mathematics 78%\nPhysical Sciences 71%', status: 'draft' }]);
    await learner.reload();
    await expect(learner.getByLabel('Grade 12 Results')).toBeVisible();
    await expect(learner.getByRole('region', { name: 'Maintenance in progress' })).toHaveCount(0);
    await learnerContext.close();
  });

  test('snapshots show their diff before a restore; inventory and system status are real; 360 px', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInThroughApi(page.request, baseURL, E2E_ADMIN);
    await page.goto('/admin/ui-lock');
    const lockCard = page.getByRole('region', { name: 'Lock Status' });
    const message = lockCard.getByLabel('Message shown to everyone');
    await expect(message).toBeVisible();

    const label = `Before results day ${Date.now()}`;
    const snapshots = page.getByRole('region', { name: 'Create Snapshot' });
    await snapshots.getByLabel('Snapshot name').fill(label);
    await snapshots.getByRole('button', { name: 'Create Snapshot' }).click();
    await expect(page.getByText('Snapshot created')).toBeVisible();
    await expect(snapshots.getByText(label)).toBeVisible();

    // Change the message kept for the next lock (lock, then unlock), so the snapshot differs.
    const changed = `Changed after the snapshot ${Date.now()}`;
    await message.fill(changed);
    await lockCard.getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(lockCard.getByText('Locked', { exact: true })).toBeVisible();
    await lockCard.getByRole('button', { name: 'Unlock' }).click();
    await expect(lockCard.getByText('Unlocked', { exact: true })).toBeVisible();

    await snapshots.getByRole('button', { name: `Restore ${label}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Restore this snapshot? The settings below will change.')).toBeVisible();
    const row = dialog.getByRole('row', { name: /Maintenance message/ });
    await expect(row).toContainText(changed);
    await expect(row).toContainText('Will change');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Snapshot restored')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(message).not.toHaveValue(changed);

    // The inventory says which pages are built: every one of the seeds' routes is, by now.
    const inventory = page.getByRole('region', { name: 'Component Inventory' });
    await expect(inventory.getByRole('row', { name: /\/admin\/analytics/ })).toContainText('Built');
    await expect(inventory.getByRole('row', { name: /\/admin\/ai-training/ })).toContainText('Built');
    await expect(inventory.getByRole('row').filter({ hasText: 'Coming soon' })).toHaveCount(0);

    // The system status comes from the server, live.
    const status = page.getByRole('region', { name: 'System Status' });
    await expect(status.getByRole('term').filter({ hasText: 'Database' })).toContainText('OK');
    await expect(status.getByRole('term').filter({ hasText: 'Document storage' })).toContainText('OK');
    await expect(status).toContainText('Simulator (no real money)');
    await expect(status).toContainText('Live: refreshed every 5 seconds');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
