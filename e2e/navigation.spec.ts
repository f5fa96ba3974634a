import { expect, test } from './fixtures';

const pageLinks = [
  { name: 'Meet Thandi', path: '/meet-thandi' },
  { name: 'Pricing', path: '/pricing' },
  { name: 'For Institutions', path: '/institutions' },
  { name: 'Login', path: '/login' },
  { name: 'Get Started', path: '/register' },
];

const urlFor = (path: string) => new RegExp(`${path.replaceAll('/', '\\/')}$`);

test.describe('desktop navigation', () => {
  for (const link of pageLinks) {
    test(`${link.name} reaches ${link.path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(urlFor(link.path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the brand link returns home', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Kusasa home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your tomorrow starts with one application');
  });

  test('the skip link moves to the main content', async ({ page }) => {
    await page.goto('/');
    // Tab only once the page has rendered, or the key press can land before the app exists.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('mobile navigation (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // includeHidden: while the dialog is open, Radix hides the rest of the page from assistive tech.
    const menuButton = page.getByRole('button', { name: 'Open menu', includeHidden: true });
    // The prerendered page's controls stay disabled until the app has attached (decisions 0370,
    // 0393), and focus(), unlike click(), does not wait for that: a disabled button takes no focus.
    await expect(menuButton).toBeEnabled();
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  for (const link of pageLinks) {
    test(`the menu link ${link.name} reaches ${link.path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(urlFor(link.path));
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the menu How It Works link scrolls to the section from another page', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test('the close button closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});
