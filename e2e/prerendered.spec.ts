import { expect, test } from './fixtures';

// Issue 16: the public pages arrive as HTML, so they paint (and read) before any JavaScript runs,
// then the app attaches to that HTML without rebuilding it (a mismatch would log an error, which
// fails these tests through the fixtures).

const pages: [path: string, heading: string][] = [
  ['/', 'Your tomorrow starts with one application'],
  ['/home', 'Your tomorrow starts with one application'],
  ['/pricing', 'Pricing'],
  ['/institutions', 'Institutions'],
  ['/aps-calculator', 'APS Calculator'],
  ['/faqs', 'Frequently Asked Questions'],
  ['/meet-thandi', 'Meet Thandi'],
  ['/testimonials', 'Learner Stories'],
];

test.describe('prerendered public pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('each public page shows its content and title', async ({ page }) => {
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page.getByRole('main'), path).toBeVisible();
        await expect(page, path).toHaveTitle(/Kusasa/);
      }
    });

    test('the catalogue arrives with its first rows, each linking to its page by slug', async ({ page }) => {
      await page.goto('/institutions');
      await expect(page.getByText(/^\d+ institutions$/)).toBeVisible();
      await expect(page.getByRole('link', { name: /Cape Peninsula University of Technology/ })).toHaveAttribute('href', '/institutions/cput');
    });

    test('the sign-in and registration shells show the site around the form', async ({ page }) => {
      const shells: [path: string, title: string][] = [
        ['/login', 'Sign In | Kusasa'],
        ['/register', 'Create Your Account | Kusasa'],
      ];
      for (const [path, title] of shells) {
        await page.goto(path);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
    });
  });

  test('a prerendered page becomes interactive on the HTML it arrived with', async ({ page }) => {
    for (const [path, heading] of pages.slice(1, 4)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      // The HTML shows before the app has attached to it; a click waits for the app's code.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
      await expect(page, path).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    }
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test("the app's JavaScript is fetched only after the page's first paint", async ({ page }) => {
    for (const path of ['/', '/pricing']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const timings = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timings.firstPaint, path).toBeDefined();
      expect(timings.scripts.length, path).toBeGreaterThan(0);
      for (const start of timings.scripts) expect(start, path).toBeGreaterThanOrEqual(timings.firstPaint!);
    }
  });

  test('a prerendered catalogue card opens its institution, by slug before the live list and by id after', async ({ page }) => {
    await page.goto('/institutions/cput');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cape Peninsula University of Technology');
    await page.goto('/institutions');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: /Cape Peninsula University of Technology/ }).click();
    await expect(page).toHaveURL(/\/institutions\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cape Peninsula University of Technology');
  });

  test('a sign-in shell becomes the form, and a filtered address renders fresh', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.goto('/institutions?type=tvet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Institutions');
  });
});
