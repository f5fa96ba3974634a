import { expect, test } from './fixtures';
import { registerStudent, signInThroughApi } from './support/accounts';

test.describe('signing in', () => {
  test.describe("on another audience's page", () => {
    // Posted as HTML before the app has started (decision 0431): refused back to the same page.
    test("a student on /counselors/login sees 'Invalid counselor credentials' and is not signed in", async ({ page, request, baseURL }) => {
      const student = await registerStudent(request, baseURL);
      await page.goto('/counselors/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Counselor Login');
      await page.getByLabel('Email').fill(student.email);
      await page.getByLabel('Password', { exact: true }).fill(student.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid counselor credentials');
      await expect(page).toHaveURL(/\/counselors\/login\?notice=wrong-type-counselor$/);
      expect((await page.request.get('/api/auth/session')).status()).toBe(401);
    });
  });

  test('the prerendered form fills in the remembered email once the app has attached', async ({ page }) => {
    await page.goto('/faqs');
    await page.evaluate(() => window.localStorage.setItem('kusasa-remembered-email', 'thandi@example.com'));
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveValue('thandi@example.com');
    await expect(page.getByLabel('Remember me for 7 days')).toBeChecked();
    await expect(page.getByLabel('Email')).toBeEditable();
  });

  test("empty fields say 'Both fields are required.'", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Both fields are required.');
    await expect(page.getByLabel('Email')).toBeFocused();
  });
});

test.describe('route guards', () => {
  test('a signed-out visitor at /dashboard goes to /login and comes back after signing in', async ({ page, request, baseURL }) => {
    const student = await registerStudent(request, baseURL);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner')).toContainText('Dashboard');
    await expect(page.getByText('Successfully logged in!')).toBeVisible();
  });

  test('a signed-in student opening /login goes to /dashboard, and /admin/users sends them to /dashboard', async ({ page, baseURL }) => {
    await registerStudent(page.request, baseURL);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/sponsors/dashboard');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
  });

  test('sign out ends the session and returns to /', async ({ page, request, baseURL }) => {
    const student = await registerStudent(request, baseURL);
    await signInThroughApi(page.request, baseURL, student);
    await page.goto('/apply');
    await expect(page.getByRole('banner')).toContainText('Applications');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your tomorrow starts with one application');
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
