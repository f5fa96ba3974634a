import { expect, test } from './fixtures';

const sectionHeadings = [
  'Meet Thandi, your application assistant',
  'Six steps to a complete application',
  'No learner should apply alone',
  'Everything after matric, in one place',
  'Are you an institution, SETA or funder?',
  'Always know your next step',
  'What applying with Kusasa can look like',
  'Working with the organisations that shape your future',
  'Ready to start your application?',
];

const journeySteps = ['Personal Information', 'Contact Details', 'Address', 'Education', 'Document Upload', 'Review & Submit'];

test.describe('landing page', () => {
  for (const path of ['/', '/home']) {
    test(`${path} shows the hero and every section in order`, async ({ page }) => {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText('Your tomorrow starts with one application');
      await expect(page.locator('main h2')).toHaveText(sectionHeadings);

      for (const id of ['how-it-works', 'learn-more', 'testimonials']) {
        await expect(page.locator(`section#${id}`)).toBeAttached();
      }
      await expect(page.locator('#how-it-works h3')).toHaveText(journeySteps.map((step, index) => `Step ${index + 1}: ${step}`));

      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('labels marketing figures as targets and stories as illustrative', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Our 2025 targets')).toHaveCount(2);
    for (const figure of ['90%+', '100+', 'R5M+', '15+', '500+', '95%+', '4.8/5']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    const testimonials = page.locator('#testimonials');
    await expect(testimonials.getByText('They are not quotes from real people.')).toBeVisible();
    await expect(testimonials.locator('figcaption')).toHaveText([/^Illustrative story:/, /^Illustrative story:/, /^Illustrative story:/]);
  });

  test('How It Works scrolls to its section', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#how-it-works')).not.toBeInViewport();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test('How It Works from another page goes to the landing page first', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test('Learn more scrolls to the about section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn more' }).click();
    await expect(page.locator('#learn-more')).toBeInViewport();
  });

  test('Start Application while signed out goes to /register with a toast', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Application' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText('Please register an account to start your application.')).toBeVisible();
  });

  test('the partner call to action leads to the partner inquiry', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Partner with us' }).first().click();
    await expect(page).toHaveURL(/\/partner-inquiry$/);
  });

  test('the footer Partner Access dialog leads to login and register routes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Partner Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Partner Access' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Existing Partner' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('link')).toHaveCount(6);
    await expect(dialog.getByRole('link', { name: /^Sponsor/ })).toHaveAttribute('href', '/sponsors/login');
    await expect(dialog.getByRole('link', { name: /^Partner/ })).toHaveAttribute('href', '/partner/login');

    await dialog.getByRole('tab', { name: 'New Partner' }).click();
    await expect(dialog.getByRole('link', { name: /^Counselor/ })).toHaveAttribute('href', '/counselors/register');
    await dialog.getByRole('link', { name: /^NSFAS/ }).click();
    await expect(page).toHaveURL(/\/nsfas\/register$/);
    await expect(dialog).toBeHidden();
  });
});
