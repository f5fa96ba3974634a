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
  ['/sponsorships', 'Sponsorships'],
  ['/partner-inquiry', 'Partner With Kusasa'],
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

    test('the sign-in pages arrive with a plain form that works, registration with its form inert', async ({ page }) => {
      // Issue 33 (decisions 0424, 0431): the sign-in pages and /forgot-password post without the app; /register waits for it.
      const shells: [path: string, title: string, heading: string, live: boolean][] = [
        ['/login', 'Sign In | Kusasa', 'Sign In', true],
        ['/institutions/login', 'Institution Login | Kusasa', 'Institution Login', true],
        ['/partner/login', 'Partner Login | Kusasa', 'Partner Login', true],
        ['/forgot-password', 'Forgot Password | Kusasa', 'Forgot Password', true],
        ['/register', 'Create Your Account | Kusasa', 'Create Your Account', false],
      ];
      for (const [path, title, heading, live] of shells) {
        await page.goto(path);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        if (live) await expect(page.getByLabel('Email'), path).toBeEditable();
        else await expect(page.getByLabel('Email'), path).toHaveAttribute('readonly', '');
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

  test("a form page fetches the app's JavaScript and whole stylesheet only once it has loaded and painted", async ({ page }) => {
    // The document pages (/, /pricing, /faqs, the sign-in pages...) wait for the visitor instead:
    // document-pages.spec.ts, plain-forms.spec.ts.
    for (const path of ['/register', '/aps-calculator']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const timings = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart,
        assets: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.(js|css)$/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      }));
      expect(timings.firstPaint, path).toBeDefined();
      expect(
        timings.assets.filter((asset) => asset.name.endsWith('.css')),
        path,
      ).toHaveLength(1);
      expect(timings.assets.length, path).toBeGreaterThan(1);
      for (const asset of timings.assets) {
        expect(asset.start, `${path} ${asset.name}`).toBeGreaterThanOrEqual(timings.firstPaint!);
        expect(asset.start, `${path} ${asset.name}`).toBeGreaterThanOrEqual(timings.loaded!);
      }
    }
  });

  test('a page carries only the CSS its HTML uses, and looks the same once the whole stylesheet arrives', async ({ browser }) => {
    // The app never starts here (its scripts are refused), so the page shows its own CSS only;
    // the second load adds the whole stylesheet, as the starter does when it starts the app.
    const paths = ['/', '/institutions', '/login'];
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, colorScheme });
      const page = await context.newPage();
      let stylesheet: string | undefined;
      let addWholeStylesheet = false;
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.route(
        (url) => paths.includes(url.pathname),
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          stylesheet = /data-stylesheet="([^"]+)"/.exec(html)?.[1];
          await route.fulfill({ response, body: addWholeStylesheet ? html.replace('</head>', `<link rel="stylesheet" href="${stylesheet}"></head>`) : html });
        },
      );
      const look = async (path: string, whole: boolean) => {
        addWholeStylesheet = whole;
        await page.goto(path);
        // Fonts settled and two frames drawn: the dark theme's first frames differ from one load to the next.
        await page.evaluate(() => document.fonts.ready.then(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))));
        return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      };
      for (const path of paths) {
        await look(path, false);
        const ownCss = await page.evaluate(() => document.querySelector('style')?.textContent?.length ?? 0);
        expect(stylesheet, path).toMatch(/^\/assets\/index-.+\.css$/);
        const whole = (await (await page.request.get(stylesheet!)).text()).length;
        expect(ownCss, `${path}: the page's own CSS is a part of the stylesheet`).toBeLessThan(whole * 0.8);
        // A repaint can differ for reasons of its own (image decoding); a missing rule differs every time.
        await expect(async () => expect((await look(path, true)).equals(await look(path, false)), `${path} ${colorScheme}`).toBe(true)).toPass({
          intervals: [200, 500],
          timeout: 15_000,
        });
      }
      await context.close();
    }
  });

  test('a prerendered catalogue card opens its institution by slug, a page the server renders with its content', async ({ page }) => {
    await page.goto('/institutions');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: /Cape Peninsula University of Technology/ }).click();
    await expect(page).toHaveURL(/\/institutions\/cput$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cape Peninsula University of Technology');
  });

  test('a sign-in shell becomes the form, and a filtered address renders fresh', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.goto('/institutions?type=tvet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Institutions');
  });
});
