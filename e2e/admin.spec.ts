import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, registerStudent, signInThroughApi } from './support/accounts';
import { DESKTOP_LOOKS, expectNoSeriousViolations } from './support/axe';

/** Finds one user in the table through the search box (the list holds every user of the run). */
async function findUser(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const select = page.getByRole('combobox', { name: `Role for ${email}` });
  await expect(select).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  return select;
}

test.describe('user management', () => {
  test('an admin makes a student an admin and back; the student is let in, then refused', async ({ page, request, baseURL }) => {
    const student = await registerStudent(request, baseURL, 'promoted');
    expect((await request.get('/api/admin/users')).status()).toBe(403);

    await signInThroughApi(page.request, baseURL, E2E_ADMIN);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
    const role = await findUser(page, student.email);
    await expect(role).toHaveValue('student');

    await role.selectOption('admin');
    await expect(page.getByText('User role updated successfully')).toBeVisible();
    await expect(role).toHaveValue('admin');
    await expect(role).toBeEnabled();
    // The change applies to the student's open session at once.
    expect((await request.get('/api/admin/users')).status()).toBe(200);

    await role.selectOption('student');
    await expect(page.getByText('User role updated successfully')).toHaveCount(2);
    await expect(role).toHaveValue('student');
    expect((await request.get('/api/admin/users')).status()).toBe(403);
  });

  test.describe('an admin demoting themselves', () => {
    test.use({ expectedFailedRequests: [{ path: /^\/api\/admin\/users\/[0-9a-f-]{36}\/role$/, statuses: [409] }] });

    test("is refused with 'Cannot remove admin privileges from yourself'", async ({ page, baseURL }) => {
      await signInThroughApi(page.request, baseURL, E2E_ADMIN);
      await page.goto('/admin/users');
      const role = await findUser(page, E2E_ADMIN.email);
      await expect(page.getByRole('table')).toContainText('You');
      await role.selectOption('student');
      await expect(page.getByText('Cannot remove admin privileges from yourself')).toBeVisible();
      await expect(role).toHaveValue('admin');
      expect((await page.request.get('/api/admin/me')).status()).toBe(200);
      expect(await (await page.request.get('/api/admin/me')).json()).toEqual({ isAdmin: true });
    });
  });

  test('a student opening /admin/users is sent to /dashboard', async ({ page, baseURL }) => {
    await registerStudent(page.request, baseURL);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('admin dashboard', () => {
  test('the Admin Activity Log lists the role change, searches it and exports admin-activity-log.csv', async ({ page, request, baseURL }) => {
    const student = await registerStudent(request, baseURL, 'logged');
    await signInThroughApi(page.request, baseURL, E2E_ADMIN);
    await page.goto('/admin/users');
    await (await findUser(page, student.email)).selectOption('sponsor');
    await expect(page.getByText('User role updated successfully')).toBeVisible();
    const studentId = ((await (await request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    await expect(page.getByRole('main').getByRole('link', { name: /Analytics/ })).toHaveAttribute('href', '/admin/analytics');
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'All Documents' })).toHaveAttribute('aria-pressed', 'true');

    const activityTab = page.getByRole('tab', { name: 'Admin Activity Log' });
    await page.getByRole('tab', { name: 'Document Verification' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(activityTab).toHaveAttribute('aria-selected', 'true');
    await expect(activityTab).toBeFocused();

    await page.getByPlaceholder('Search activities...').fill(studentId.toUpperCase());
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    const row = rows.nth(1);
    await expect(row).toContainText('ROLE_CHANGE');
    await expect(row).toContainText('User role changed from student to sponsor');
    await expect(row).toContainText(studentId.slice(0, 8));
    await expect(row).not.toContainText(studentId);
    await expect(row.getByText('info')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('admin-activity-log.csv');
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Timestamp,Action,Message,Component,Severity,TargetType,TargetID,AdminID,Reason');
    expect(csv).toContain(studentId);

    await page.getByPlaceholder('Search activities...').fill('no activity is called this');
    await expect(page.getByText('No activity logs found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  test('the admin pages have no serious or critical accessibility violations, light and dark', async ({ page, baseURL }) => {
    await signInThroughApi(page.request, baseURL, E2E_ADMIN);
    await page.goto('/admin/dashboard?tab=activity');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page, 'the activity log', DESKTOP_LOOKS);
    await page.goto('/admin/users');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/users', DESKTOP_LOOKS);
  });
});
