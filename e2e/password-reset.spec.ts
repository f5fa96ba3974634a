import { expect, test } from './fixtures';
import { E2E_PASSWORD, originHeader, registerStudent, signInThroughApi } from './support/accounts';
import { newestMailedLink } from './support/mailbox';

// The whole reset journey: ask for a link, open the emailed link (token in the fragment),
// choose a new password, sign in with it; the old password and the old session stop working.

test('a learner resets a forgotten password from the emailed link', async ({ page, request, baseURL }) => {
  const student = await registerStudent(request, baseURL, 'reset');

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(student.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account exists for this email, we have sent a link to reset your password.')).toBeVisible();

  // The reset mail is written by a background job, so the helper waits for it.
  await page.goto(await newestMailedLink(request, student.email, '/reset-password'));
  const newPassword = 'a brand new e2e passphrase';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password updated. Please sign in with your new password.')).toBeVisible();

  // The registration session was ended by the reset, and the old password no longer works.
  expect((await request.get('/api/auth/session')).status()).toBe(401);
  const oldPassword = await request.post('/api/auth/login', {
    headers: originHeader(baseURL),
    data: { email: student.email, password: E2E_PASSWORD, portal: 'any' },
  });
  expect(oldPassword.status()).toBe(401);
  await signInThroughApi(request, baseURL, { email: student.email, password: newPassword });
});
