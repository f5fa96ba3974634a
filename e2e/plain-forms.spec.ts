import { expect, test } from './fixtures';
import { registerStudent } from './support/accounts';

// Issue 33 (decision 0424): /login and /forgot-password work as plain HTML forms before any
// JavaScript has run, and the app takes them over when it arrives; /register says it waits.

const PHONE = { width: 360, height: 740 };
const noHorizontalOverflow = () => document.documentElement.scrollWidth <= window.innerWidth;

test.describe('with JavaScript off, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('a learner signs in through the plain form and lands signed in', async ({ page, request, baseURL, browser }) => {
    const student = await registerStudent(request, baseURL);
    await page.goto('/login');
    expect(await page.evaluate(noHorizontalOverflow)).toBe(true);
    await expect(page.getByText('Kusasa needs JavaScript')).toBeHidden();
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.request.get('/api/auth/session')).status()).toBe(200);
    // The same browser, once JavaScript is back, is in its dashboard (a new context inherits `use`).
    const withApp = await browser.newContext({ baseURL, javaScriptEnabled: true, storageState: await page.context().storageState(), viewport: PHONE });
    const dashboard = await withApp.newPage();
    await dashboard.goto('/dashboard');
    await expect(dashboard.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${student.fullName}`);
    await withApp.close();
  });

  test("a wrong password comes back to /login with the seed's text", async ({ page, request, baseURL }) => {
    const student = await registerStudent(request, baseURL);
    await page.goto('/login');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login\?notice=invalid-credentials$/);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByLabel('Email')).toBeEditable();
    expect(await page.evaluate(noHorizontalOverflow)).toBe(true);
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  });

  test('forgot password posts the plain form and shows the confirmation', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill('someone@example.org');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?notice=sent$/);
    await expect(page.getByRole('status')).toHaveText('If an account exists for this email, we have sent a link to reset your password.');
    expect(await page.evaluate(noHorizontalOverflow)).toBe(true);
  });

  test('registration says it needs JavaScript and links sign-in, instead of an inert form', async ({ page }) => {
    const response = await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
    await expect(page.getByLabel('Full Name')).toBeHidden();
    await expect(page.getByText('Loading the registration form…')).toBeHidden();
    // Chromium with scripts turned off by Playwright still parses <noscript> as text, so its
    // message is checked in the HTML; a browser with JavaScript off shows it.
    const noscript = /<noscript>(.*?)<\/noscript>/.exec((await response!.text()).split('<div id="root"')[1] ?? '')?.[1] ?? '';
    expect(noscript).toContain('Registration needs JavaScript, which is turned off in this browser.');
    expect(noscript).toMatch(/<a [^>]*href="\/login"[^>]*>Already have an account\? Sign in<\/a>/);
  });
});

test.describe('with JavaScript', () => {
  test('registration says it is loading until the app has attached, then the form is ready', async ({ page }) => {
    const html = await (await page.request.get('/register')).text();
    expect(html).toContain('Loading the registration form…');
    await page.goto('/register');
    await expect(page.getByText('Loading the registration form…')).toBeHidden();
    await expect(page.getByLabel('Full Name')).toBeEditable();
  });

  test('what was typed before the app arrived is kept, and the app signs in once, by JSON', async ({ page, request, baseURL }) => {
    const student = await registerStudent(request, baseURL);
    // Hold the app's code back until the form has been filled in.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/auth/login') && posts.push(r.headers()['content-type'] ?? ''));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    release();
    await expect(page.getByRole('button', { name: 'Show password' })).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(student.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Successfully logged in!')).toBeVisible();
    expect(posts).toEqual(['application/json']);
  });

  test('the page a refused post came back to is taken over by the app, which signs in', async ({ page, request, baseURL }) => {
    const student = await registerStudent(request, baseURL);
    await page.goto('/login?notice=invalid-credentials');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByRole('button', { name: 'Show password' })).toBeEnabled();
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
