import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pickProgramme } from './support/catalogue';
import { SUBJECTS, reachDocumentsStep, stepHeading } from './support/profile-wizard';
import { registerAndBuyEssential } from './support/purchase';
import { pdfFile } from './support/sample-files';

// The whole student journey of issue 4 in one learner's browser: register (buying Essential, as
// automatic verification follows the plan, decision 0012), complete all six wizard steps, watch
// the ID document and Grade 12 results verified live, apply to a programme, and find all six
// journey steps completed on the dashboard.

/** The Grade 12 marks typed in Education History, also printed on the results document. */
const GRADE12_BASE = 70;
const grade12Lines = SUBJECTS.map((subject, index) => `${subject} ${GRADE12_BASE + index}%`);

const documentCard = (page: Page, label: string) => page.getByRole('group', { name: label });

async function uploadAndWatchVerified(page: Page, label: string, file: Awaited<ReturnType<typeof pdfFile>>) {
  await page.getByLabel(`Choose file (${label})`).setInputFiles(file);
  const card = documentCard(page, label);
  await expect(card.getByText(file.name)).toBeVisible();
  // The background job's result arrives as a live notification (toasted for 5 s, so it is checked
  // first), and the card then shows the new status: no reload happens here.
  await expect(page.getByText(new RegExp(`^Your ${label} was verified \\(\\d+% confidence\\)\\.$`))).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(/^Verified with \d+% confidence\.$/)).toBeVisible();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
}

test('a learner registers, completes the profile, is verified, applies, and sees the whole journey done', async ({ page }) => {
  test.setTimeout(60_000);
  const learner = await registerAndBuyEssential(page, 'journey');
  const choice = await pickProgramme(page.request);

  // Steps 1-4 of the wizard; registration prefilled the learner's name and ID.
  await reachDocumentsStep(page, {
    marks: { grade11: 60, grade12: GRADE12_BASE },
    onPersonal: async () => {
      await expect(page.getByLabel('Full Name')).toHaveValue(learner.fullName);
      await expect(page.getByLabel('ID Number')).toHaveValue(learner.idNumber);
    },
  });

  // Step 5: the two required documents, checked automatically on the Essential plan.
  await expect(stepHeading(page, 'Documents Upload')).toBeVisible();
  // A marker on the window: if the page reloaded to show the results, it would be gone.
  await page.evaluate(() => Object.assign(window, { journeyMarker: true }));
  await uploadAndWatchVerified(
    page,
    'ID Document',
    await pdfFile('id-document.pdf', ['REPUBLIC OF SOUTH AFRICA', 'Surname NKOSI', 'Forenames THANDI', `ID Number ${learner.idNumber}`]),
  );
  await uploadAndWatchVerified(page, 'Grade 12 Results', await pdfFile('grade-12-results.pdf', ['Grade 12 Statement of Results', ...grade12Lines]));
  expect(await page.evaluate(() => 'journeyMarker' in window)).toBe(true);
  const results = documentCard(page, 'Grade 12 Results');
  for (const subject of SUBJECTS) await expect(results.getByRole('listitem').filter({ hasText: subject })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 6: everything saved, with an edit link per section, then the final submit.
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  for (const section of ['Personal Information', 'Contact Information', 'Address Information', 'Education History', 'Documents Upload']) {
    await expect(page.getByRole('button', { name: `Edit ${section}` })).toBeVisible();
  }
  await expect(page.getByText('Orlando High School')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Profile' }).click();
  await expect(page.getByText('Profile Complete', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/profile-completion/);

  // Apply: the programme list follows the chosen university.
  await page.goto('/apply');
  await expect(page.getByLabel('Full Name')).toHaveValue(learner.fullName);
  await expect(page.getByLabel('ID Number')).toHaveValue(learner.idNumber);
  const program = page.getByLabel('Program', { exact: true });
  await expect(program).toBeDisabled();
  await expect(program.locator('option').first()).toHaveText('Select a university first');
  await page.getByLabel('Grade 12 Results').fill(grade12Lines.join('\n'));
  await page.getByLabel('University').selectOption({ label: choice.institutionName });
  await expect(program).toBeEnabled();
  await program.selectOption(choice.programId);
  await page.getByLabel('Personal Statement').fill('I want to study close to home and build things for my community.');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted', { exact: true })).toBeVisible();
  const list = page.getByRole('region', { name: 'Your Applications' });
  await expect(list.getByRole('heading', { name: choice.programName })).toBeVisible();
  await expect(list.getByText('Submitted', { exact: true })).toBeVisible();

  // The dashboard: all six steps done, the documents verified, the application listed.
  await page.goto('/dashboard');
  const journey = page.getByRole('region', { name: 'Your application journey' });
  await expect(journey.getByText('6 of 6 steps completed')).toBeVisible();
  const steps = journey.getByRole('listitem');
  await expect(steps).toHaveCount(6);
  for (const [index, title] of ['Personal Information', 'Contact Details', 'Address', 'Education', 'Document Upload', 'Review & Submit'].entries()) {
    await expect(steps.nth(index)).toContainText(title);
    await expect(steps.nth(index)).toContainText('Completed');
  }
  const checklist = page.getByRole('region', { name: 'Document checklist' });
  await expect(checklist.getByRole('listitem', { name: 'ID Document: Approved' })).toBeVisible();
  await expect(checklist.getByRole('listitem', { name: 'Grade 12 Results: Approved' })).toBeVisible();
  await expect(page.getByText('All your documents are verified.')).toBeVisible();
  const applications = page.getByRole('region', { name: 'My applications' });
  await expect(applications.getByText(choice.programName)).toBeVisible();
  await expect(applications.getByText('Submitted', { exact: true })).toBeVisible();
});
