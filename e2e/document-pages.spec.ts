import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerStudent, uniqueEmail } from './support/accounts';

// Decisions 0425, 0428: the public document pages work as their HTML (links, <details>, GET forms
// the server renders), and the app starts only when the visitor uses a control that needs it.

const PHONE = { width: 360, height: 800 };
const appScripts = (urls: string[]) => urls.filter((url) => /\/assets\/.+\.js$/.test(url));
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

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
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });

  test('learner stories, sponsorships and the partner inquiry read as HTML, and their links navigate', async ({ page }) => {
    await page.goto('/testimonials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learner Stories');
    await expect(page.getByRole('heading', { name: 'What applying with Kusasa can look like' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stories from learners' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to share your story.' })).toHaveAttribute('href', '/login');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sponsorships' }).click();
    await expect(page).toHaveURL(/\/sponsorships$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsorships');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Become a Sponsor' }).click();
    await expect(page).toHaveURL(/\/sponsors\/register$/);
    await page.goto('/sponsorships');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Partner with us' }).click();
    await expect(page).toHaveURL(/\/partner-inquiry$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner With Kusasa');
    await expect(page.getByText(/We will reply within 24 hours/)).toBeVisible();
    // The form needs the app: with JavaScript off it gives way to a note (Playwright's Chromium does
    // not show <noscript>, so the note is checked in the HTML, as /register's is).
    await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toBeHidden();
    expect(await page.content()).toContain('The inquiry form needs JavaScript');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
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

  test('a policy and the partner inquiry fetch no app code until used; the inquiry then sends', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await page.goto('/privacy-policy');
    await expect(page.getByText(/^Information Officer: /).first()).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Partner with us' }).click();
    await expect(page).toHaveURL(/\/partner-inquiry$/);
    await page.waitForLoadState('networkidle');
    expect(appScripts(scripts)).toEqual([]);
    // The first tap on a field starts the app, which makes the form live.
    await page.getByLabel('Institution Name').click();
    await page.getByLabel('Institution Name').fill(`Document Page College ${Date.now().toString(36)}`);
    expect(appScripts(scripts).length).toBeGreaterThan(0);
    await page.getByLabel('Institution Type').selectOption('private_college');
    await page.getByLabel('Contact Name').fill('Ayanda Dube');
    await page.getByLabel('Contact Email').fill(uniqueEmail('document-inquiry'));
    // A person takes a few seconds; a form sent faster is treated as a bot's (decision 0162).
    await page.waitForTimeout(3200);
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('document pages for a signed-in visitor', () => {
  test('start the app after load, so what depends on the session shows without a tap (decision 0428)', async ({ page, baseURL }) => {
    await registerStudent(page.request, baseURL, 'document-session');
    await page.goto('/testimonials');
    // Signed out the page asks to sign in; the app, started after load, knows the learner.
    await expect(page.getByText('You can share your story once you have submitted an application.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to share your story.' })).toHaveCount(0);
  });
});
