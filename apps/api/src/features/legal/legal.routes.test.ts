import '../../adapters/document-reader/node20-polyfill.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_POLICIES } from '@kusasa/domain/legal/policies';
import { blockLines, numberedHeading, POLICY_IDS, type InformationOfficer, type LegalPolicy } from '@kusasa/domain/legal/policy';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';
import { createAccount, getSession, login, post, registerStudent, sessionCookieOf, testClock } from '../../test/http.ts';
import { createTestApp, TEST_INFORMATION_OFFICER, type TestApp } from '../../test/test-app.ts';
import { pdfFooter } from './legal-pdf.ts';

const officer: InformationOfficer = {
  name: TEST_INFORMATION_OFFICER.INFORMATION_OFFICER_NAME,
  email: TEST_INFORMATION_OFFICER.INFORMATION_OFFICER_EMAIL,
  phone: TEST_INFORMATION_OFFICER.INFORMATION_OFFICER_PHONE,
  address: TEST_INFORMATION_OFFICER.INFORMATION_OFFICER_ADDRESS,
};

/** Text with all white space removed: line breaks in the PDF fall wherever the page width puts them. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** Everything a reader of the policy sees, in order: title, summary, numbered headings, blocks. */
function sourceTexts(policy: LegalPolicy): string[] {
  return [
    policy.title,
    policy.summary,
    ...policy.sections.flatMap((section, index) => [numberedHeading(section, index), ...section.blocks.flatMap((block) => blockLines(block, officer))]),
  ];
}

async function pdfTextWithoutFooters(bytes: Uint8Array, policy: LegalPolicy): Promise<string> {
  const { text, totalPages } = await extractText(bytes, { mergePages: false });
  return text.map((page, index) => page.replace(pdfFooter(policy, index + 1, totalPages), '')).join('\n');
}

function fakeWebBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'kusasa-legal-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Kusasa: apply</title><script type="module" src="/assets/app-1.js"></script></head>' +
      '<body><div id="root"></div><noscript>Kusasa needs JavaScript to run.</noscript></body></html>',
  );
  return dir;
}

describe('legal policies API', () => {
  let t: TestApp;
  const clock = testClock('2026-03-01T08:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.read });
  });
  afterAll(() => t.close());

  it('publishes the configured Information Officer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/legal/information-officer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(officer);
  });

  describe.each(POLICY_IDS)('the PDF of %s', (id) => {
    const policy = LEGAL_POLICIES[id];

    it('is a PDF download holding the same text as the source, in order', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/legal/${id}.pdf` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="kusasa-${id}-2025-03-11.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const text = squeezed(await pdfTextWithoutFooters(new Uint8Array(response.rawPayload), policy));
      expect(text).toContain(squeezed('Last updated 11 March 2025'));
      let from = 0;
      for (const expected of sourceTexts(policy)) {
        const at = text.indexOf(squeezed(expected), from);
        expect(at, `"${expected.slice(0, 60)}..." in order in the PDF`).toBeGreaterThanOrEqual(0);
        from = at + squeezed(expected).length;
      }
    });
  });

  it("puts the Information Officer's contact details in the Terms of Service PDF", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/legal/terms-of-service.pdf' });
    const text = await pdfTextWithoutFooters(new Uint8Array(response.rawPayload), LEGAL_POLICIES['terms-of-service']);
    expect(text).toContain(`Information Officer: ${officer.name}`);
    expect(text).toContain(`Email: ${officer.email}`);
  });

  it('records the versions a learner accepted when registering, and announces nothing to them', async () => {
    const { input, cookie } = await registerStudent(t.app);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(user).toMatchObject({
      privacyPolicyVersion: LEGAL_POLICIES['privacy-policy'].version,
      termsVersion: LEGAL_POLICIES['terms-of-service'].version,
      privacyAcceptedAt: clock.now,
      termsAcceptedAt: clock.now,
    });
    const updates = await t.app.inject({ method: 'GET', url: '/api/legal/updates', headers: { cookie } });
    expect(updates.statusCode).toBe(200);
    expect(updates.json()).toEqual({ updates: [] });
    expect(updates.headers['cache-control']).toBe('no-store');
  });

  it('announces a changed policy until the learner acknowledges its current version', async () => {
    const { input, cookie } = await registerStudent(t.app);
    const accepted = new Date(clock.now);
    await t.database.db.update(users).set({ privacyPolicyVersion: 'privacy-2024-01-01' }).where(eq(users.email, input.email));

    const before = await t.app.inject({ method: 'GET', url: '/api/legal/updates', headers: { cookie } });
    const privacy = LEGAL_POLICIES['privacy-policy'];
    expect(before.json()).toEqual({
      updates: [{ id: 'privacy-policy', title: 'Privacy Policy', version: privacy.version, lastUpdated: '2025-03-11', changes: privacy.changes }],
    });

    const stale = await post(t.app, '/api/legal/acceptances', { policies: [{ id: 'privacy-policy', version: 'privacy-2024-01-01' }] }, { cookie });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'CONFLICT', fields: { 'privacy-policy': expect.any(String) as unknown } } });
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(unchanged).toMatchObject({ privacyPolicyVersion: 'privacy-2024-01-01', privacyAcceptedAt: accepted });

    clock.advance(60_000);
    const acknowledged = await post(t.app, '/api/legal/acceptances', { policies: [{ id: 'privacy-policy', version: privacy.version }] }, { cookie });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json()).toEqual({ updates: [] });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(user).toMatchObject({ privacyPolicyVersion: privacy.version, privacyAcceptedAt: clock.now, termsAcceptedAt: accepted });
    const audit = await t.database.db
      .select()
      .from(systemErrorLogs)
      .where(and(eq(systemErrorLogs.userId, user!.id), eq(systemErrorLogs.action, 'policy_accepted')));
    expect(audit).toMatchObject([{ component: 'legal', details: { versions: { 'privacy-policy': privacy.version } } }]);
  });

  it('asks nothing of an account that never accepted the policies', async () => {
    const account = await createAccount(t, 'admin');
    const cookie = sessionCookieOf(await login(t.app, { email: account.email, password: account.password }));
    expect((await getSession(t.app, cookie)).statusCode).toBe(200);
    const updates = await t.app.inject({ method: 'GET', url: '/api/legal/updates', headers: { cookie } });
    expect(updates.json()).toEqual({ updates: [] });
  });

  it('refuses the announcement and the acknowledgement without a session, and bad bodies', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/updates' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/legal/acceptances', { policies: [{ id: 'privacy-policy', version: 'x' }] })).statusCode).toBe(401);
    const { cookie } = await registerStudent(t.app);
    const refund = await post(t.app, '/api/legal/acceptances', { policies: [{ id: 'refund-policy', version: 'x' }] }, { cookie });
    expect(refund.statusCode).toBe(400);
    expect(refund.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });

  it('names a public policy row for the PDFs and the contact details, a signed-in one for updates', () => {
    const legalRoutes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/legal/'));
    expect(legalRoutes.map((route) => `${route.method} ${route.url} ${route.permission}`).sort()).toEqual([
      'GET /api/legal/information-officer legal:read',
      'GET /api/legal/privacy-policy.pdf legal:read',
      'GET /api/legal/refund-policy.pdf legal:read',
      'GET /api/legal/terms-of-service.pdf legal:read',
      'GET /api/legal/updates legal:own',
      'POST /api/legal/acceptances legal:own',
    ]);
  });
});

describe('policy pages without JavaScript', () => {
  let t: TestApp;
  let withoutWebBuild: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST: fakeWebBuild() } });
    withoutWebBuild = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await withoutWebBuild.close();
  });

  it.each(POLICY_IDS)('serves /%s as the web app with the whole policy already in it', async (id) => {
    const policy = LEGAL_POLICIES[id];
    const response = await t.app.inject({ method: 'GET', url: `/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    // The app still starts, and replaces the plain page with its own.
    expect(html).toContain('<script type="module" src="/assets/app-1.js"></script>');
    expect(html).toContain(`<div id="root"><main id="main-content" class="legal-static" data-policy="${id}">`);
    expect(html).toContain(`<title>${policy.title} | Kusasa</title>`);
    expect(html).not.toContain('<noscript>');
    expect(html).toContain(`<h1>${policy.title}</h1>`);
    expect(html).toContain('Last updated <time datetime="2025-03-11">11 March 2025</time>');
    expect(html).toContain(`<a href="/api/legal/${id}.pdf" download>Download PDF</a>`);
    expect(html.match(/<section /g)).toHaveLength(policy.sections.length);
    for (const [index, section] of policy.sections.entries()) {
      expect(html).toContain(`<li><a href="#${section.id}">`);
      expect(html).toContain(`<h2 id="${section.id}">${escapeForTest(numberedHeading(section, index))}</h2>`);
    }
    for (const block of policy.sections.flatMap((section) => section.blocks)) {
      for (const line of blockLines(block, officer)) expect(html).toContain(escapeForTest(line));
    }
  });

  it('serves a page of its own when the web app is not built', async () => {
    const response = await withoutWebBuild.app.inject({ method: 'GET', url: '/refund-policy' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(response.body).toContain('<h1>Refund Policy</h1>');
    expect(response.body.match(/<section /g)).toHaveLength(9);
  });

  it('leaves every other page to the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/register' });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<noscript>');
  });
});

function escapeForTest(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
