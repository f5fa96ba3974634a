import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { originHeader, registerStudent } from './support/accounts';
import { seriousViolations } from './support/axe';
import { pickProgramme } from './support/catalogue';

// /apply (seed 001 sections 2 to 5): a draft survives going offline, syncs when the connection
// returns, and is then submitted; the plan cap shows the upgrade card.

async function serverApplications(request: APIRequestContext) {
  return (await (await request.get('/api/applications')).json()) as { applications: { grade12Results: string | null; status: string }[] };
}

test.describe('program applications', () => {
  test('a draft saved offline syncs when back online, then is submitted', async ({ page, context, baseURL }) => {
    const student = await registerStudent(page.request, baseURL, 'apply');
    const choice = await pickProgramme(page.request);
    await page.goto('/apply');
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expect(page.getByLabel('ID Number')).toHaveValue(student.idNumber);
    await expect(page.getByLabel('Full Name')).toHaveValue(student.fullName);

    await page.getByLabel('Grade 12 Results').fill('Mathematics 78%');
    await page.getByLabel('University').selectOption(choice.institutionId);
    await page.getByLabel('Program', { exact: true }).selectOption(choice.programId);
    await page.getByLabel('Personal Statement').fill('I want to build things.');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
    const list = page.getByRole('region', { name: 'Your Applications' });
    await expect(list.getByText('Draft', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Offline: the edit and the Save Draft wait on the device, and the banner says so.
    await context.setOffline(true);
    await expect(page.getByRole('button', { name: 'Sync Now' })).toBeVisible();
    await page.getByLabel('Grade 12 Results').fill('Mathematics 78%\nPhysical Sciences 71%');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Draft saved on this device. It will sync when you are back online.')).toBeVisible();
    const stored = await page.evaluate(() => ({ draft: localStorage.getItem('application-draft'), queue: localStorage.getItem('application-sync-queue') }));
    expect(stored.draft).toContain('Physical Sciences 71%');
    expect(stored.queue).toContain('Physical Sciences 71%');
    expect((await serverApplications(page.request)).applications[0]?.grade12Results).toBe('Mathematics 78%');

    // Back online: the queued draft goes to the server by itself.
    await context.setOffline(false);
    await expect(page.getByText('Offline draft synced')).toBeVisible();
    // The server has the edit made offline, on the same draft (not a second application).
    await expect
      .poll(async () => (await serverApplications(page.request)).applications.map((a) => ({ grade12Results: a.grade12Results, status: a.status })))
      .toEqual([{ grade12Results: 'Mathematics 78%\nPhysical Sciences 71%', status: 'draft' }]);
    await expect(page.getByRole('button', { name: 'Sync Now' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('application-sync-queue'))).toBeNull();

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application submitted', { exact: true })).toBeVisible();
    await expect(list.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(list.getByRole('heading', { name: choice.programName })).toBeVisible();
    const { applications } = await serverApplications(page.request);
    expect(applications).toHaveLength(1);
    expect(applications[0]?.status).toBe('submitted');
  });

  test('a Starter learner at the cap sees the upgrade card instead of Submit', async ({ page, baseURL }) => {
    await registerStudent(page.request, baseURL, 'apply-cap');
    const choice = await pickProgramme(page.request);
    const submitted = await page.request.post('/api/applications/submit', {
      headers: originHeader(baseURL),
      data: { clientId: crypto.randomUUID(), grade12Results: 'Mathematics 60%', institutionId: choice.institutionId, programId: choice.programId },
    });
    expect(submitted.status()).toBe(201);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/apply');
    const card = page.getByRole('region', { name: 'Application limit reached' });
    await expect(card).toContainText("You've used all 1 application on the Starter plan. Upgrade to apply to more programmes.");
    await expect(card.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your Applications' }).getByText('Submitted', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
