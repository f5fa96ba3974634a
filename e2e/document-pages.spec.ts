import { expect, test } from './fixtures';

// Decision 0425: the public document pages work as their HTML (links, <details>, GET forms the
// server renders), and the app starts only when the visitor uses a control that needs it.

const PHONE = { width: 360, height: 800 };
const appScripts = (urls: string[]) => urls.filter((url) => /\/assets\/.+\.js$/.test(url));

test.describe('document pages without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the landing page links navigate', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Kusasa needs JavaScript')).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
  });

  test('/faqs shows each answer, and its search and categories filter', async ({ page }) => {
    await page.goto('/faqs');
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await expect(first.getByRole('link').last()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('nsfas documents');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/faqs\?q=nsfas\+documents$/);
    await page.getByText('Which documents do I need for NSFAS?').click();
    await expect(page.getByRole('link', { name: 'Documents for an NSFAS application' })).toBeVisible();
    await page.getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/category=Billing/);
    await expect(page.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
  });

  test('/institutions filters through its form, and an institution shows its page', async ({ page }) => {
    await page.goto('/institutions');
    await page.getByRole('searchbox', { name: 'Search institutions' }).fill('cape');
    await page.getByLabel('Type').selectOption('university');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/institutions\?search=cape&province=&type=university$/);
    await expect(page.getByRole('link', { name: /Cape Peninsula University of Technology/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /University of Limpopo/ })).toHaveCount(0);
    await page.getByRole('link', { name: /Cape Peninsula University of Technology/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cape Peninsula University of Technology');
    await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('document pages with JavaScript, on a phone', () => {
  test.use({ viewport: PHONE });

  test('fetch no app code until used; the theme toggles at once and the menu opens once the app has started', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await page.goto('/faqs');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(appScripts(scripts)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(appScripts(scripts).length).toBeGreaterThan(0);
    await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    // The app now runs: the toggle is React's, and the choice holds.
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});
