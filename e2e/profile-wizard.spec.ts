import { expect, test } from './fixtures';
import { registerStudent } from './support/accounts';
import { seriousViolations } from './support/axe';
import { fillAddressStep, fillGrade, stepHeading } from './support/profile-wizard';

// The profile wizard (seed 001 sections 2, 4 and 7): a learner fills steps 1-4, saves and exits,
// and comes back to the step they were on with the resume prompt.

test('a learner completes steps 1-4, saves and exits, and continues where they left off', async ({ page, baseURL }) => {
  const student = await registerStudent(page.request, baseURL, 'wizard');
  await page.goto('/profile-completion');

  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(student.fullName);
  await expect(page.getByLabel('ID Number')).toHaveValue(student.idNumber);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Contact Information')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Phone number must be at least 10 digits').first()).toBeVisible();
  await expect(page.getByLabel('Phone Number')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Phone Number').fill('082 123 4567');
  await page.getByLabel('Contact Email').fill('thandi.contact@example.test');
  await page.getByLabel('Emergency Contact Name').fill('Nomsa Nkosi');
  await page.getByLabel('Emergency Contact Phone').fill('083 765 4321');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Address Information')).toBeVisible();
  await fillAddressStep(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Education History')).toBeVisible();
  await page.getByLabel('School Name').fill('Orlando High School');
  await page.getByLabel('School Province').selectOption('Gauteng');
  await expect(page.getByLabel('Completion Year')).toHaveValue(String(new Date().getFullYear()));
  await fillGrade(page.getByRole('group', { name: 'Grade 11 Subjects' }), 60);
  await fillGrade(page.getByRole('group', { name: 'Grade 12 Subjects' }), 70);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Documents Upload')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save & Exit' }).click();
  await expect(page.getByText('Progress saved')).toBeVisible();
  await expect(page).not.toHaveURL(/profile-completion/);

  // Another device: the browser's copy is gone, the server's is what counts.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/profile-completion');
  await page.getByRole('button', { name: 'Continue Saved Progress' }).click();
  await expect(stepHeading(page, 'Documents Upload')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '5');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Education History')).toBeVisible();
  const grade12 = page.getByRole('group', { name: 'Grade 12 Subjects' });
  await expect(grade12.getByLabel('Subject 3', { exact: true })).toHaveValue('Mathematics');
  await expect(grade12.getByLabel('Mark 3 (%)')).toHaveValue('72');
});

test.describe('on a phone, dark theme', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  test('the wizard with errors, the education rows, the resume prompt and /profile have no serious accessibility violations', async ({ page, baseURL }) => {
    await registerStudent(page.request, baseURL, 'wizard-a11y');
    await page.goto('/profile-completion');
    await page.getByLabel('Full Name').fill('T');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save & Exit' }).click();
    await expect(page.getByText('Progress saved')).toBeVisible();
    await page.goto('/profile-completion');
    await expect(page.getByRole('button', { name: 'Continue Saved Progress' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue Saved Progress' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('T');

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Education History' }).click();
    await expect(page.getByRole('group', { name: 'Grade 11 Subjects' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
