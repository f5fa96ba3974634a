import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, originHeader, registerStudent, signInThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { pickProgramme } from './support/catalogue';
import { horizontalOverflow, tabTo } from './support/keyboard';

// /admin/analytics (issue 15, decision 0171): the figures come from the database. Learners made
// here move them by exactly what they did; the chart draws, the table and the CSV say the same.

interface Report {
  range: { from: string; to: string };
  sections: { id: string; tables: { id: string; rows: Record<string, string | number | null>[] }[] }[];
}

async function counts(admin: APIRequestContext) {
  const report = (await (await admin.get('/api/admin/analytics')).json()) as Report;
  const rows = (tableId: string) => report.sections.flatMap((section) => section.tables).find((table) => table.id === tableId)?.rows ?? [];
  const learners = Number(rows('registrations-by-audience').find((row) => row.audience === 'Learners')?.accounts);
  const submitted = Number(rows('journey-funnel').find((row) => row.step === 'Submitted an application')?.learners);
  return { range: report.range, learners, submitted };
}

test('analytics shows the counts of the learners and applications made here, as chart, table and CSV', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page.request, baseURL, E2E_ADMIN);
  const before = await counts(page.request);

  // Two new learners; one of them submits an application.
  const learners = await Promise.all([0, 1].map(() => playwright.request.newContext({ baseURL })));
  await registerStudent(learners[0]!, baseURL, 'analytics-a');
  await registerStudent(learners[1]!, baseURL, 'analytics-b');
  const choice = await pickProgramme(learners[0]!);
  const submitted = await learners[0]!.post('/api/applications/submit', {
    headers: originHeader(baseURL),
    data: { clientId: crypto.randomUUID(), grade12Results: 'Mathematics 60%', institutionId: choice.institutionId, programId: choice.programId },
  });
  expect(submitted.status()).toBe(201);
  await Promise.all(learners.map((context) => context.dispose()));
  const expected = { learners: before.learners + 2, submitted: before.submitted + 1 };
  expect(await counts(page.request)).toMatchObject(expected);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  const byAudience = page.getByRole('table', { name: 'Registrations by audience' });
  await expect(byAudience.getByRole('row', { name: /^Learners/ })).toHaveText(
    new RegExp(`^Learners\\s*${expected.learners.toLocaleString('en-ZA').replace(/\s/g, '\\s')}$`),
  );
  const funnel = page.getByRole('table', { name: 'Journey funnel' });
  await expect(funnel.getByRole('row', { name: /^Submitted an application/ })).toContainText(String(expected.submitted));
  // The chart library loaded with this page and drew the chart.
  await expect(page.getByRole('img', { name: /^Chart of Registrations by audience/ }).locator('svg.recharts-surface')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);

  // The CSV of the same table, by keyboard.
  const exportLink = page.getByRole('link', { name: 'Export CSV: Registrations by audience' });
  await tabTo(page, exportLink, 120);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(`kusasa-registrations-by-audience-${before.range.from}-to-${before.range.to}.csv`);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(`Learners,${expected.learners}`);

  // A range before any of this shows no new learners; the address keeps it.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(byAudience.getByRole('row', { name: /^Learners/ })).toHaveText(/^Learners\s*0$/);
  expect(await seriousViolations(page)).toEqual([]);
});
