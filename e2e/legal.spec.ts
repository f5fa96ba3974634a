import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { LEGAL_POLICIES } from '@kusasa/domain/legal/policies';
import type { PolicyId } from '@kusasa/domain/legal/policy';
import { expect, test } from './fixtures';
import { E2E_PASSWORD, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { adultIdNumber } from './support/sa-id';

// The legal pages of issue 15: a learner reads the terms from the registration form, downloads
// them as a PDF and comes back; the pages follow scrolling, print cleanly, fit a phone and read
// without JavaScript. They are document pages (decision 0428): the server renders them whole, and
// the app starts at the first use of a control that needs it (a contents entry, for the marking).

const POLICIES: [PolicyId, number][] = [
  ['privacy-policy', 14],
  ['refund-policy', 9],
  ['terms-of-service', 17],
];

/** The wide-screen contents sidebar (the phone's collapsible copy is hidden at this width). */
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Contents' }).filter({ visible: true });

/** Scrolls so that the heading's top sits `top` px below the top of the window. */
async function scrollHeadingTo(page: Page, id: string, top: number) {
  await page.evaluate(
    ([headingId, offset]) => {
      const heading = document.getElementById(headingId)!;
      window.scrollTo({ top: window.scrollY + heading.getBoundingClientRect().top - offset, behavior: 'instant' });
    },
    [id, top] as const,
  );
}

test.describe('legal pages', () => {
  test('a learner reads the terms from the registration form, downloads the PDF and comes back to register', async ({ page }) => {
    await page.goto('/register');
    const email = uniqueEmail('legal');
    await page.getByLabel('Full Name', { exact: true }).fill('Thandi Nkosi');
    await page.getByLabel('ID Number').fill(adultIdNumber());
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);

    // The link opens the terms in a tab of their own, so the form stays as it was.
    const [terms] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Terms of Service (opens in a new tab)' }).click()]);
    await expect(terms).toHaveURL(/\/terms-of-service$/);
    await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(terms.getByText('Last updated 11 March 2025')).toBeVisible();
    const article = terms.getByRole('article', { name: 'Terms of Service' });
    await expect(article.getByRole('heading', { level: 2 })).toHaveCount(17);
    await expect(article).toContainText('limited to the amounts you paid Kusasa in the six months before the claim arose');

    // Reading: a contents entry is an anchor at once, and using it starts the app, which marks the
    // section being read.
    const contents = sidebar(terms);
    await contents.getByRole('link', { name: /Plans$/ }).click();
    await expect(terms).toHaveURL(/\/terms-of-service#plans$/);
    await expect(contents.getByRole('link', { name: /Plans$/ })).toHaveAttribute('aria-current', 'location');
    // Then the contents follow the scrolling, a section counting once its heading is within 100 px of the top.
    await scrollHeadingTo(terms, 'payments', 110);
    await expect(contents.getByRole('link', { name: /Plans$/ })).toHaveAttribute('aria-current', 'location');
    await scrollHeadingTo(terms, 'payments', 90);
    await expect(contents.getByRole('link', { name: /Payments$/ })).toHaveAttribute('aria-current', 'location');
    await contents.getByRole('link', { name: /Limits on our liability$/ }).click();
    await expect(terms).toHaveURL(/\/terms-of-service#liability$/);
    await expect(terms.getByRole('heading', { name: '15. Limits on our liability' })).toBeFocused();
    await expect(contents.getByRole('link', { name: /Limits on our liability$/ })).toHaveAttribute('aria-current', 'location');

    // The PDF: a real document with the same text.
    const [download] = await Promise.all([terms.waitForEvent('download'), terms.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('kusasa-terms-of-service-2025-03-11.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    const squeezed = text.replace(/\s+/g, ' ');
    expect(squeezed).toContain('Terms of Service');
    expect(squeezed).toContain('Last updated 11 March 2025');
    for (const [index, section] of LEGAL_POLICIES['terms-of-service'].sections.entries()) expect(squeezed).toContain(`${index + 1}. ${section.heading}`);
    expect(squeezed).toContain('Information Officer:');

    // Back on the form: nothing was lost; agree and register.
    await terms.close();
    await page.bringToFront();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByRole('checkbox', { name: /^I agree to the Privacy Policy/ }).check();
    await page.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The versions read were recorded: nothing to announce.
    const updates = await page.request.get('/api/legal/updates');
    expect(await updates.json()).toEqual({ updates: [] });
    await expect(page.getByRole('region', { name: 'We have updated our policies' })).toHaveCount(0);
  });

  test('the back button returns to the page the reader came from', async ({ page }) => {
    await page.goto('/register');
    // Before the app attaches a link is a plain link (a full page load, which starts a new visit).
    await expect(page.getByLabel('Email')).toBeEditable();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy', exact: true }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
    await sidebar(page)
      .getByRole('link', { name: /When you receive your money$/ })
      .click();
    await expect(page).toHaveURL(/#when-you-get-it$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
  });

  for (const [id, count] of POLICIES) {
    test(`/${id} fits a 360 px phone and is axe-clean`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEGAL_POLICIES[id].title);
      await expect(page.getByText(/^Information Officer: /).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page)).toEqual([]);

      // On a phone the contents fold away; opening one goes to its section, as an anchor before the
      // app (which that use starts) and, once it runs, closing the list and focusing the heading.
      const last = LEGAL_POLICIES[id].sections.at(-1)!;
      await page.locator('summary', { hasText: 'Contents' }).click();
      const phoneContents = page.getByRole('navigation', { name: 'Contents' }).filter({ visible: true });
      await expect(phoneContents.getByRole('link')).toHaveCount(count);
      const lastEntry = phoneContents.getByRole('link', { name: new RegExp(`${last.heading}$`) });
      await lastEntry.click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(lastEntry).toHaveAttribute('aria-current', 'location');
      await lastEntry.click();
      await expect(page.getByRole('heading', { name: `${count}. ${last.heading}` })).toBeFocused();
      await expect(phoneContents).toBeHidden();
    });
  }

  test('prints only the policy', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back' })).toBeHidden();
    await expect(page.getByRole('article', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated 11 March 2025')).toBeVisible();
  });

  for (const [id, count] of POLICIES) {
    test(`/${id} reads without JavaScript on a phone: its text, contents, PDF and links`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`/${id}`);
      const policy = LEGAL_POLICIES[id];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      await expect(page.getByText(/^Last updated 11 March 2025/)).toBeVisible();
      await expect(page.locator('main section')).toHaveCount(count);
      await expect(page.getByText(policy.summary)).toBeVisible();
      await expect(page.getByText(/^Information Officer: /).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expect(page.getByText('needs JavaScript')).toHaveCount(0);
      // The contents fold away on a phone and open as <details>; an entry is an anchor.
      await page.locator('summary', { hasText: 'Contents' }).click();
      const contents = page.getByRole('navigation', { name: 'Contents' }).filter({ visible: true });
      await expect(contents.getByRole('link')).toHaveCount(count);
      const last = policy.sections.at(-1)!;
      await contents.getByRole('link', { name: new RegExp(`${last.heading}$`) }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.getByRole('heading', { name: `${count}. ${last.heading}` })).toBeInViewport();
      // The PDF downloads.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
      expect(download.suggestedFilename()).toBe(`kusasa-${id}-2025-03-11.pdf`);
      expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
      // Back is a link home; the footer's links lead to the other policies.
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('contentinfo').getByRole('link', { name: policy.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      await context.close();
    });
  }
});
