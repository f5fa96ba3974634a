import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PASSWORD, registerStudent, uniqueEmail } from './support/accounts';
import { watchApp } from './support/app-start';
import { expectNoSeriousViolations } from './support/axe';
import { newestMailedLink } from './support/mailbox';

// Counselors, institutions, NSFAS staff and sponsors register on their own pages (seeds 000 and
// 002); the first three confirm their email before signing in on their own login page. A signed-in
// user downloads their data and deletes their account from /profile.

const NOT_CONFIRMED = 'Please confirm your email address first. We sent you a link when you registered.';
const CHECK_EMAIL = 'We sent a confirmation link to your email address. Open it to activate your account, then sign in.';

async function signIn(page: Page, email: string, password = E2E_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function fillPasswords(page: Page) {
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(E2E_PASSWORD);
}

interface Audience {
  who: string;
  registerPath: string;
  title: string;
  loginPath: string;
  loginTitle: string;
  /** Where its login page takes it. */
  landing: RegExp;
  /** Another audience's login page, and the seed's refusal there. */
  elsewhere: { path: string; message: string };
  fill: (page: Page, email: string) => Promise<void>;
}

const audiences: Audience[] = [
  {
    who: 'a counselor',
    registerPath: '/counselors/register',
    title: 'Counselor Registration',
    loginPath: '/counselors/login',
    loginTitle: 'Counselor Login',
    landing: /\/dashboard$/,
    elsewhere: { path: '/nsfas/login', message: 'Invalid NSFAS credentials' },
    fill: async (page, email) => {
      await page.getByLabel('Full Name', { exact: true }).fill('Sipho Dlamini');
      await page.getByLabel('Specialization').selectOption('Career Guidance');
      await page.getByLabel('Region', { exact: true }).selectOption('National');
      await page.getByLabel('Organization', { exact: true }).fill('Soweto High School');
      await page.getByLabel('Years of Experience').selectOption('4-6 years');
      await page.getByLabel('Contact Email', { exact: true }).fill(uniqueEmail('counselor-contact'));
      await page.getByLabel('Contact Phone', { exact: true }).fill('082 123 4567');
      await page.getByLabel('Login Email', { exact: true }).fill(email);
      await fillPasswords(page);
    },
  },
  {
    who: 'an institution',
    registerPath: '/institutions/register',
    title: 'Institution Registration',
    loginPath: '/institutions/login',
    loginTitle: 'Institution Login',
    landing: /\/institutions\/dashboard$/,
    elsewhere: { path: '/counselors/login', message: 'Invalid counselor credentials' },
    fill: async (page, email) => {
      await page.getByLabel('Institution Name', { exact: true }).fill('Ekurhuleni Skills College');
      await page.getByLabel('Institution Type').selectOption('tvet');
      await page.getByLabel('Province').selectOption('Gauteng');
      await page.getByLabel('Website (optional)').fill('https://skills.example.ac.za');
      await page.getByLabel('Contact Name', { exact: true }).fill('Lerato Mokoena');
      await page.getByLabel('Contact Email', { exact: true }).fill(uniqueEmail('institution-contact'));
      await page.getByLabel('Contact Phone', { exact: true }).fill('011 123 4567');
      await page.getByLabel('Login Email', { exact: true }).fill(email);
      await fillPasswords(page);
    },
  },
  {
    who: 'an NSFAS staff member',
    registerPath: '/nsfas/register',
    title: 'NSFAS Registration',
    loginPath: '/nsfas/login',
    loginTitle: 'NSFAS Login',
    landing: /\/dashboard$/,
    elsewhere: { path: '/institutions/login', message: 'Invalid institution credentials' },
    fill: async (page, email) => {
      await page.getByLabel('Full Name', { exact: true }).fill('Ayanda Khumalo');
      await page.getByLabel('Employee Number').fill(`NS-${Date.now().toString(36)}`);
      await page.getByLabel('Department').selectOption('Verification');
      await page.getByLabel('Region', { exact: true }).selectOption('National Office');
      await page.getByLabel('Position').fill('Verification Officer');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Phone', { exact: true }).fill('021 123 4567');
      await fillPasswords(page);
    },
  },
];

test.describe('registration with email confirmation', () => {
  test.use({ expectedFailedRequests: [{ path: '/api/auth/login', statuses: [403] }] });

  for (const audience of audiences) {
    test(`${audience.who} registers, confirms the emailed link and signs in on their own page only`, async ({ page, request }) => {
      const email = uniqueEmail(audience.registerPath.split('/')[1] ?? 'audience');
      const { attached } = await watchApp(page);
      await page.goto(audience.registerPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(audience.title);
      await audience.fill(page, email);
      await page.getByRole('button', { name: 'Create Account' }).click();

      await expect(page.getByText('Registration Successful')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('status').filter({ hasText: CHECK_EMAIL })).toBeVisible();

      // Before confirming: refused plainly, with a way to get a new link. The form posts as HTML
      // (decision 0431), so the page comes back without the email: typed again, it gets the link.
      await page.goto(audience.loginPath);
      await signIn(page, email);
      await expect(page.getByRole('alert')).toHaveText(NOT_CONFIRMED);
      await expect(page).toHaveURL(new RegExp(`${audience.loginPath}\\?notice=not-confirmed$`));
      await attached();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Resend confirmation email' }).click();
      await expect(page.getByText('If an account is waiting for confirmation, we have sent a new link to this email address.')).toBeVisible();
      expect((await page.request.get('/api/auth/session')).status()).toBe(401);

      await page.goto(await newestMailedLink(request, email, '/confirm-email'));
      await expect(page.getByText('Your email address is confirmed. You can now sign in.')).toBeVisible();
      await expect(page).toHaveURL(/\/confirm-email$/);
      const onward = page.getByRole('link', { name: `Continue to ${audience.loginTitle}` });
      await expect(onward).toHaveAttribute('href', audience.loginPath);

      // Another audience's page refuses the account with the seed's message and signs nothing in.
      await page.goto(audience.elsewhere.path);
      await signIn(page, email);
      await expect(page.getByRole('alert')).toHaveText(audience.elsewhere.message);
      expect((await page.request.get('/api/auth/session')).status()).toBe(401);

      await page.goto(audience.loginPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(audience.loginTitle);
      await signIn(page, email);
      await expect(page).toHaveURL(audience.landing);
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    });
  }

  test('the counselor form is also at /register/counselor and /register/counselors', async ({ page }) => {
    for (const path of ['/register/counselor', '/register/counselors']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Counselor Registration');
      await expect(page.getByRole('group', { name: 'Professional' })).toBeVisible();
    }
  });
});

test.describe('a bad confirmation link', () => {
  test.use({ expectedFailedRequests: [{ path: '/api/auth/confirm-email', statuses: [400] }] });

  test('says the link is invalid and offers a new one with the same answer for any email', async ({ page }) => {
    await page.goto('/confirm-email#token=not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid. Please request a new one.');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(page.getByText('If an account is waiting for confirmation, we have sent a new link to this email address.')).toBeVisible();
  });
});

test('a sponsor registers, sees the success view and signs in at /sponsors/login', async ({ page }) => {
  const email = uniqueEmail('sponsor');
  await page.goto('/sponsors/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsor Registration');
  await page.getByLabel('Name', { exact: true }).fill('Ubuntu Learner Trust');
  await page.getByLabel('Organization Type').selectOption('ngo');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Successful');
  await expect(page.getByText('Your sponsor account is ready. You can sign in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sponsor Login' }).click();
  await expect(page).toHaveURL(/\/sponsors\/login$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/sponsors\/dashboard$/);
});

test.describe('your data', () => {
  test.use({ expectedFailedRequests: [{ path: '/api/auth/login', statuses: [401] }] });

  test('a student downloads their data, deletes their account, and can no longer sign in', async ({ page, baseURL }) => {
    const student = await registerStudent(page.request, baseURL, 'your-data');
    await page.goto('/profile');
    const yourData = page.getByRole('region', { name: 'Your data' });
    await expect(yourData).toBeVisible();

    const download = page.waitForEvent('download');
    await yourData.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^kusasa-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as { format: string; user: { email: string; trackingId: string } };
    expect(data.format).toBe('kusasa-account-export/1');
    expect(data.user).toMatchObject({ email: student.email, trackingId: student.trackingId });
    expect(JSON.stringify(data)).not.toContain('passwordHash');

    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(student.password);
    await dialog.getByLabel('Confirmation').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account and personal data have been deleted.')).toBeVisible();
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);

    await page.goto('/login');
    await signIn(page, student.email, student.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });
});

test.describe('accessibility of the audience pages', () => {
  test.use({ expectedFailedRequests: [{ path: '/api/auth/confirm-email', statuses: [400] }] });

  for (const path of ['/counselors/register', '/institutions/register', '/nsfas/register', '/sponsors/register']) {
    test(`${path} with its errors showing has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
      await expectNoSeriousViolations(page, path);
    });
  }

  test('a bad confirmation link and the delete dialog have no serious or critical violations', async ({ page, baseURL }) => {
    await page.goto('/confirm-email#token=nope');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, '/confirm-email');

    await registerStudent(page.request, baseURL, 'a11y-profile');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await expectNoSeriousViolations(page, 'the delete dialog');
  });
});
