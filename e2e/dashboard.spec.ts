import { expect, test } from './fixtures';
import { registerStudent } from './support/accounts';
import { inEveryLook, PHONE, PHONE_LOOKS, seriousViolations } from './support/axe';

test.describe('student dashboard', () => {
  test('a freshly registered student sees step 1 done, the rest waiting, and nothing uploaded', async ({ page, baseURL }) => {
    const student = await registerStudent(page.request, baseURL, 'dashboard');
    await page.goto('/dashboard');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${student.fullName}`);
    const journey = page.getByRole('region', { name: 'Your application journey' }).getByRole('listitem');
    await expect(journey).toHaveCount(6);
    await expect(journey.nth(0)).toContainText('Personal Information');
    await expect(journey.nth(0)).toContainText('Completed');
    await expect(journey.nth(1)).toContainText('Contact Details');
    await expect(journey.nth(1)).toContainText('Current step');
    for (const index of [2, 3, 4, 5]) await expect(journey.nth(index)).toContainText('Not started');
    await expect(page.getByText('1 of 6 steps completed')).toBeVisible();

    await expect(page.getByRole('textbox', { name: 'Your tracking ID' })).toHaveValue(student.trackingId);
    await expect(page.getByText('Your plan: Starter')).toBeVisible();
    await expect(page.getByText('You have not started an application yet.')).toBeVisible();
    const checklist = page.getByRole('region', { name: 'Document checklist' });
    for (const label of ['ID Document', 'Proof of Residence', 'Grade 11 Results', 'Grade 12 Results']) {
      await expect(checklist.getByRole('listitem', { name: `${label}: Not uploaded` })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Your APS' })).toBeVisible();
  });

  test('career guidance shows a Starter learner the upgrade card for Career Assessment', async ({ page, baseURL }) => {
    await registerStudent(page.request, baseURL, 'guidance');
    await page.goto('/career-guidance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career Guidance');
    await expect(page.getByRole('region', { name: 'Basic Guidance' }).getByRole('link', { name: 'Chat with Thandi' })).toBeVisible();
    const assessment = page.getByRole('region', { name: 'Career Assessment' });
    await expect(assessment.getByRole('group', { name: 'Upgrade to unlock' })).toBeVisible();
    await expect(assessment.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    await page.goto('/consultations');
    await expect(page.getByRole('heading', { name: 'Book a session' })).toBeVisible();
  });
});

test.describe('dashboard and career guidance on a phone', () => {
  test.use({ viewport: PHONE });

  test('have no serious accessibility violations and no sideways scrolling, light and dark', async ({ page, baseURL }) => {
    await registerStudent(page.request, baseURL, 'dashboard-a11y');
    for (const path of ['/dashboard', '/career-guidance', '/consultations']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/dashboard') await expect(page.getByRole('region', { name: 'Document checklist' })).toBeVisible();
      if (path === '/career-guidance') await expect(page.getByRole('group', { name: 'Upgrade to unlock' }).first()).toBeVisible();
      await inEveryLook(
        page,
        async (look) => {
          expect(await seriousViolations(page), `${path} (${look.name})`).toEqual([]);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${path} (${look.name})`).toBeLessThanOrEqual(0);
        },
        PHONE_LOOKS,
      );
    }
  });
});
