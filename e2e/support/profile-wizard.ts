import { expect, type Locator, type Page } from '@playwright/test';

// Filling the profile wizard (/profile-completion, seed 001 section 5) with valid answers, for
// specs that need a learner past a step rather than testing the step itself.

/** Six subjects from the wizard's list: the minimum per grade. */
export const SUBJECTS = ['English Home Language', 'Afrikaans First Additional Language', 'Mathematics', 'Physical Sciences', 'Life Sciences', 'Geography'];

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** The six subject rows of a grade, marks base, base + 1, ... */
export async function fillGrade(group: Locator, base: number) {
  for (const [index, subject] of SUBJECTS.entries()) {
    await group.getByLabel(`Subject ${index + 1}`, { exact: true }).selectOption(subject);
    await group.getByLabel(`Mark ${index + 1} (%)`).fill(String(base + index));
  }
}

export async function fillContactStep(page: Page) {
  await page.getByLabel('Phone Number').fill('082 123 4567');
  await page.getByLabel('Contact Email').fill('learner.contact@example.test');
  await page.getByLabel('Emergency Contact Name').fill('Nomsa Nkosi');
  await page.getByLabel('Emergency Contact Phone').fill('083 765 4321');
}

export async function fillAddressStep(page: Page) {
  await page.getByLabel('Street Address').fill('12 Vilakazi Street');
  await page.getByLabel('Suburb').fill('Orlando West');
  await page.getByLabel('City').fill('Soweto');
  await page.getByLabel('Province').selectOption('Gauteng');
  await page.getByLabel('Postal Code').fill('1804');
}

export async function fillEducationStep(page: Page, marks = { grade11: 60, grade12: 70 }) {
  await page.getByLabel('School Name').fill('Orlando High School');
  await page.getByLabel('School Province').selectOption('Gauteng');
  await fillGrade(page.getByRole('group', { name: 'Grade 11 Subjects' }), marks.grade11);
  await fillGrade(page.getByRole('group', { name: 'Grade 12 Subjects' }), marks.grade12);
}

/**
 * Steps 1-4 of the wizard, each checked as it opens, to reach Documents Upload. `onPersonal` runs
 * on the first step (e.g. to check what registration prefilled); `marks` are the education marks.
 */
export async function reachDocumentsStep(page: Page, options: { onPersonal?: () => Promise<void>; marks?: { grade11: number; grade12: number } } = {}) {
  await page.goto('/profile-completion');
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await options.onPersonal?.();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Contact Information')).toBeVisible();
  await fillContactStep(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Address Information')).toBeVisible();
  await fillAddressStep(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Education History')).toBeVisible();
  await fillEducationStep(page, options.marks);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Documents Upload')).toBeVisible();
}
