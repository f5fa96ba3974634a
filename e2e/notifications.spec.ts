import { expect, test } from './fixtures';
import { E2E_ADMIN, registerStudent, signInThroughApi } from './support/accounts';
import { inEveryLook, seriousViolations } from './support/axe';

test.describe('notification bell', () => {
  test("a role change made by an admin appears live in the user's bell, and can be read and deleted", async ({ page, browser, baseURL }) => {
    // The learner, signed in and looking at their dashboard.
    const student = await registerStudent(page.request, baseURL, 'bell');
    let listLoads = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/notifications') listLoads += 1;
    });
    const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications/stream');
    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    expect((await streamOpened).status()).toBe(200);
    // The list is fetched again when the stream opens; after that, nothing reloads it.
    await expect.poll(() => listLoads).toBeGreaterThan(0);
    await page.waitForTimeout(1000); // lets the refetch that the stream's opening started finish
    const loadsBefore = listLoads;

    // The admin, in another browser, changes the learner's role through User Management.
    const adminContext = await browser.newContext({ baseURL });
    try {
      const admin = await adminContext.newPage();
      await signInThroughApi(admin.request, baseURL, E2E_ADMIN);
      await admin.goto('/admin/users');
      await admin.getByRole('searchbox', { name: 'Search users' }).fill(student.email);
      const role = admin.getByRole('combobox', { name: `Role for ${student.email}` });
      await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2);
      await role.selectOption('consultant');
      await expect(admin.getByText('User role updated successfully')).toBeVisible();
    } finally {
      await adminContext.close();
    }

    // Without a reload, the learner's badge counts it and the popover shows it.
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    expect(listLoads, 'the notification came over the stream, not by loading the list again').toBe(loadsBefore);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Today' })).toBeVisible();
    await expect(panel).toContainText('Your account type changed');
    await expect(panel).toContainText('An administrator changed your account type from student to consultant.');
    await expect(panel.getByRole('listitem')).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M/);

    await panel.getByRole('button', { name: 'System', exact: true }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await panel.getByRole('button', { name: 'Documents' }).click();
    await expect(panel).toContainText('No notifications match this filter');
    await panel.getByRole('button', { name: 'All', exact: true }).click();
    await panel.getByLabel('Group').selectOption('type');
    await expect(panel.getByRole('heading', { name: 'System Notifications' })).toBeVisible();

    await panel.getByRole('button', { name: 'Mark "Your account type changed" as read' }).click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Delete read' }).click();
    await expect(panel).toContainText('No notifications yet');

    // Escape closes the popover and the bell has focus again; a reload shows the same (empty) state.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
  });
});

test.describe('the open bell', () => {
  test('has no serious or critical accessibility violations and stays within 60% of the viewport, light and dark, desktop and phone', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const student = await registerStudent(page.request, baseURL, 'bell-a11y');
    const admin = await playwright.request.newContext({ baseURL });
    try {
      await signInThroughApi(admin, baseURL, E2E_ADMIN);
      const users = (await (await admin.get(`/api/admin/users?search=${encodeURIComponent(student.email)}`)).json()) as { users: { id: string }[] };
      const id = users.users[0]?.id ?? '';
      for (const userType of ['consultant', 'nsfas', 'student']) {
        const response = await admin.patch(`/api/admin/users/${id}/role`, { headers: { origin: new URL(baseURL ?? '').origin }, data: { userType } });
        expect(response.status()).toBe(200);
      }
    } finally {
      await admin.dispose();
    }
    await page.goto('/dashboard');
    await expect(page.getByTestId('notification-badge')).toHaveText('3');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('listitem')).toHaveCount(3);
    await inEveryLook(page, async (look) => {
      const box = await panel.boundingBox();
      expect(box?.height ?? Infinity, look.name).toBeLessThanOrEqual(look.viewport.height * 0.6 + 1);
      expect(await seriousViolations(page), look.name).toEqual([]);
    });
  });
});
