import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus (at most `max` presses): proves it is reachable by keyboard. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${max} presses of Tab`).toBeFocused();
}

/** The page scrolls sideways by this many pixels (0 when it fits the viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
