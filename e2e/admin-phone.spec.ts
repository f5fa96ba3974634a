import { ROUTE_INVENTORY } from '@kusasa/domain/rules/route-inventory';
import { expect, test } from './fixtures';
import { E2E_ADMIN, signInThroughApi } from './support/accounts';

// Issue 24: no admin page overflows a 360 px phone. Every admin route without an id is opened
// signed in as the admin; the page may scroll down, never sideways (a wide table scrolls inside
// its own frame).

const adminPages = ROUTE_INVENTORY.filter((route) => route.audience === 'admin' && !route.path.includes(':') && !route.path.includes('-old')).map(
  (route) => route.path,
);

test.use({ viewport: { width: 360, height: 740 } });

test('every admin page fits a 360 px phone', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page.request, baseURL, E2E_ADMIN);
  const overflowing: string[] = [];
  for (const path of adminPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    if (width > 360) overflowing.push(`${path}: ${width}px`);
  }
  expect(overflowing).toEqual([]);
});
