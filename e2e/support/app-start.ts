import { expect, type Page } from '@playwright/test';

// A prerendered page starts the app after load or on first use (decisions 0425, 0431). What a
// journey needs to tell: which app scripts the page fetched, and when the app has attached
// ('kusasa:page-ready', dispatched by app.tsx), before which typing may be replaced (a page the
// app renders afresh, such as a sign-in page answering a refused post).

export const appScripts = (urls: string[]) => urls.filter((url) => /\/assets\/.+\.js$/.test(url));

/** Call before the page's first navigation: `scripts` fills as it goes, `attached()` waits for the app. */
export async function watchApp(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
  await page.addInitScript(() => document.addEventListener('kusasa:page-ready', () => document.documentElement.setAttribute('data-test-attached', '')));
  return { scripts, attached: () => expect(page.locator('html[data-test-attached]')).toHaveCount(1) };
}
