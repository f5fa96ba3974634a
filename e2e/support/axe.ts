import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const options: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };

// axe-core runs in the page itself, injected once per document: @axe-core/playwright injected it
// again for every run and finished each run in a new blank page, 1.5-2.5 s a run against 0.4-0.5 s
// here, which was most of the journeys' time (decision 0395). The app has no frames to visit.
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, runOptions),
    options,
  );
}

/** Serious and critical axe violations (WCAG 2.1 A and AA), summarised for a readable failure. */
export async function seriousViolations(page: Page) {
  // A toast fading in has, for a moment, too little contrast; measure the settled page.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await runAxe(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

export interface Look {
  name: string;
  colorScheme: 'light' | 'dark';
  viewport: { width: number; height: number };
}

const DESKTOP = { width: 1280, height: 720 };
export const PHONE = { width: 390, height: 844 };

/** Light and dark, on a desktop window and on a phone. */
export const EVERY_LOOK: readonly Look[] = [
  { name: 'light', colorScheme: 'light', viewport: DESKTOP },
  { name: 'light, phone', colorScheme: 'light', viewport: PHONE },
  { name: 'dark, phone', colorScheme: 'dark', viewport: PHONE },
  { name: 'dark', colorScheme: 'dark', viewport: DESKTOP },
];
export const PHONE_LOOKS = EVERY_LOOK.filter((look) => look.viewport === PHONE);
export const DESKTOP_LOOKS = EVERY_LOOK.filter((look) => look.viewport === DESKTOP);

/**
 * Runs `check` on the page as it stands in each look: only the window size and the system theme
 * change, so one journey to a state (a form with its errors, an open dialog) is measured in all of
 * them instead of being walked again for each (which was most of the journeys' time).
 */
export async function inEveryLook(page: Page, check: (look: Look) => Promise<void>, looks: readonly Look[] = EVERY_LOOK) {
  for (const look of looks) {
    await page.setViewportSize(look.viewport);
    await page.emulateMedia({ colorScheme: look.colorScheme });
    await expect(page.locator('html'), look.name).toHaveClass(look.colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await check(look);
  }
}

/** Fails on the first look with a serious or critical violation, naming the look and `where`. */
export async function expectNoSeriousViolations(page: Page, where: string, looks: readonly Look[] = EVERY_LOOK) {
  await inEveryLook(page, async (look) => expect(await seriousViolations(page), `${where} (${look.name})`).toEqual([]), looks);
}
