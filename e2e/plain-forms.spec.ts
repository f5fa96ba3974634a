import { expect, test } from './fixtures';
import { registerStudent } from './support/accounts';
import { appScripts, watchApp } from './support/app-start';

// Issue 33 (decisions 0424, 0431): /login, each audience's sign-in page and /forgot-password work
// as plain HTML forms before any JavaScript has run, and start the app only when a control needs
// it; the app takes them over when it arrives; /register says it waits.

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

  test("an audience's own page signs in, and a refusal comes back to that page (decision 0431)", async ({ page, request, baseURL }) => {
    const student = await registerStudent(request, baseURL);
    await page.goto('/counselors/login');
    await expect(page).toHaveTitle('Counselor Login | Kusasa');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/counselors\/login\?notice=invalid-credentials$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Counselor Login');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    // The learner's own page signs them in, to their dashboard.
    await page.goto('/students/login');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.request.get('/api/auth/session')).status()).toBe(200);
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

  test('typing and submitting never fetch the app: the form posts as HTML (decision 0431)', async ({ page, request, baseURL }) => {
    const student = await registerStudent(request, baseURL);
    const { scripts } = await watchApp(page);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/auth/login') && posts.push(r.headers()['content-type'] ?? ''));
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email').click();
    await page.getByLabel('Email').pressSequentially(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.waitForTimeout(500);
    expect(appScripts(scripts)).toEqual([]);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${student.fullName}`);
    expect(posts).toEqual(['application/x-www-form-urlencoded']);
  });

  test('"Show password" starts the app and is kept for it; what was typed stays, and the app signs in by JSON', async ({ page, request, baseURL }) => {
    const student = await registerStudent(request, baseURL);
    const { scripts, attached } = await watchApp(page);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/auth/login') && posts.push(r.headers()['content-type'] ?? ''));
    await page.goto('/login');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    expect(appScripts(scripts)).toEqual([]);
    await page.getByRole('button', { name: 'Show password' }).click();
    await attached();
    expect(appScripts(scripts).length).toBeGreaterThan(0);
    // The click was held until the app attached, then clicked again: the password shows.
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Email')).toHaveValue(student.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Successfully logged in!')).toBeVisible();
    expect(posts).toEqual(['application/json']);
  });

  test('a remembered email starts the app once the page has loaded, which fills it in', async ({ page }) => {
    const { attached } = await watchApp(page);
    await page.addInitScript(() => window.localStorage.setItem('kusasa-remembered-email', 'remembered@example.org'));
    await page.goto('/sponsors/login');
    await attached();
    await expect(page.getByLabel('Email')).toHaveValue('remembered@example.org');
    await expect(page.getByRole('checkbox', { name: 'Remember me for 7 days' })).toBeChecked();
  });

  test('the page a refused post came back to is taken over by the app once loaded, which signs in', async ({ page, request, baseURL }) => {
    const student = await registerStudent(request, baseURL);
    const { attached } = await watchApp(page);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/auth/login') && posts.push(r.headers()['content-type'] ?? ''));
    await page.goto('/counselors/login?notice=invalid-credentials');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await attached();
    await page.goto('/login?notice=invalid-credentials');
    await attached();
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(posts).toEqual(['application/json']);
  });
});
