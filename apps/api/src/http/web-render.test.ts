import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_POLICIES } from '@kusasa/domain/legal/policies';
import { blockLines, numberedHeading, POLICY_IDS, type InformationOfficer } from '@kusasa/domain/legal/policy';
import { testimonials } from '../db/schema/testimonials.ts';
import { createAccount } from '../test/http.ts';
import { createTestApp, TEST_INFORMATION_OFFICER, type TestApp } from '../test/test-app.ts';

// Decision 0425: document pages rendered at request time from the web build's server entry, with
// the data the server read from its own API. This runs the real build (built first when stale).

const repoRoot = join(import.meta.dirname, '../../../..');
const webDist = join(repoRoot, 'apps/web/dist');

let t: TestApp;
beforeAll(async () => {
  const build = "const b = await import('./scripts/web-build.ts'); if (b.webBuildIsStale()) b.buildWeb();";
  const built = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', build], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web build failed');
  t = await createTestApp({ env: { WEB_DIST: webDist }, seedCatalogue: true });
}, 600_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');
/** What a reader sees of a text in the HTML: React escapes &, <, > and quotes. */
const escaped = (line: string) =>
  line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
const officer: InformationOfficer = {
  name: TEST_INFORMATION_OFFICER.INFORMATION_OFFICER_NAME,
  email: TEST_INFORMATION_OFFICER.INFORMATION_OFFICER_EMAIL,
  phone: TEST_INFORMATION_OFFICER.INFORMATION_OFFICER_PHONE,
  address: TEST_INFORMATION_OFFICER.INFORMATION_OFFICER_ADDRESS,
};
const startMode = (html: string) => /\sdata-start="(\w+)"/.exec(html)?.[1];

describe('document pages rendered at request time', () => {
  it('renders /faqs with every question and answer, each in a <details>, and the data for the app', async () => {
    const faqs = (await get('/api/faqs')).json<{ faqs: { question: string; answer: string }[] }>().faqs;
    const page = await get('/faqs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.match(/<details/g)?.length).toBe(faqs.length);
    expect(page.body).toContain('id="page-data"');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });

  it('filters /faqs by the query string, as a GET form submits it', async () => {
    const page = await get('/faqs?category=Billing&q=refund');
    expect(page.statusCode).toBe(200);
    const questions = [...page.body.matchAll(/<summary[^>]*>([^<]+)/g)].map((match) => match[1]);
    expect(questions.length).toBeGreaterThan(0);
    expect(page.body).toMatch(/<a[^>]*aria-current="page"[^>]*>Billing<\/a>|<a[^>]*href="\/faqs\?category=Billing[^"]*"[^>]*aria-current="page"/);
    expect(page.body).toMatch(/name="q" value="refund"/);
  });

  it('filters /institutions by search, province and type', async () => {
    const page = await get('/institutions?search=cape&province=Western+Cape&type=university');
    expect(page.statusCode).toBe(200);
    expect(text(page.body)).toContain('Cape Peninsula University of Technology');
    expect(text(page.body)).not.toContain('University of Limpopo');
    expect(page.body).toMatch(/<option value="Western Cape" selected="">/);
  });

  it('escapes what the query string carries and ignores values it does not know', async () => {
    const attack = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    for (const url of [
      `/faqs?q=${encodeURIComponent(attack)}`,
      `/institutions?search=${encodeURIComponent(attack)}&province=${encodeURIComponent(attack)}&type=x`,
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('<script>alert(1)');
      expect(page.body, url).not.toContain('<img src=x');
      const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
      expect(data, url).not.toContain('<');
    }
  });

  it("renders an institution's own page with its content, and 404 with the not-found page for an unknown one", async () => {
    const page = await get('/institutions/cput');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Cape Peninsula University of Technology<\/h1>/);
    // Its programmes too: a second read, made with the institution's id.
    expect(text(page.body)).toContain('Minimum APS');
    const unknown = await get('/institutions/no-such-place');
    expect(unknown.statusCode).toBe(404);
    expect(text(unknown.body)).toContain('Institution Not Found');
  });

  it('keeps the literal pages a parameter path would match, and the prerendered whole catalogue', async () => {
    expect((await get('/institutions/register')).body).not.toContain('data-prerendered');
    // Its own prerendered page (decision 0431), not an institution called "login".
    const institutionLogin = await get('/institutions/login');
    expect(institutionLogin.statusCode).toBe(200);
    expect(institutionLogin.body).toMatch(/<h1[^>]*>Institution Login<\/h1>/);
    expect(institutionLogin.body).not.toContain('id="page-data"');
    const catalogue = await get('/institutions');
    expect(catalogue.body).toContain('data-prerendered');
    expect(catalogue.body).not.toContain('id="page-data"');
  });
});

describe('the legal pages, the stories, sponsorships and the partner inquiry as document pages (decision 0428)', () => {
  it.each(POLICY_IDS)('renders /%s with the whole policy, the Information Officer and the PDF link, starting the app on first use', async (id) => {
    const policy = LEGAL_POLICIES[id];
    const page = await get(`/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<title>${policy.title} | Kusasa</title>`);
    expect(page.body).toContain('data-prerendered');
    expect(startMode(page.body)).toBe('interaction');
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${policy.title}</h1>`));
    expect(page.body).toMatch(new RegExp(`<a href="/api/legal/${id}.pdf" download=""`));
    for (const [index, section] of policy.sections.entries()) {
      expect(page.body).toContain(`href="#${section.id}"`);
      expect(page.body).toContain(escaped(numberedHeading(section, index)));
    }
    for (const block of policy.sections.flatMap((section) => section.blocks))
      for (const line of blockLines(block, officer)) expect(text(page.body).replace(/\s+/g, ' '), line).toContain(escaped(line).replace(/\s+/g, ' '));
    // The app starts from the same details, so it asks for nothing again.
    expect(page.body).toContain('"information-officer"');
    expect(page.body).not.toContain('Kusasa needs JavaScript');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });

  it('serves the policies to a visitor with a session cookie with the app starting after load', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/privacy-policy', headers: { cookie: 'kusasa_session=stale' } });
    expect(page.statusCode).toBe(200);
    expect(startMode(page.body)).toBe('load');
    expect(startMode((await get('/privacy-policy')).body)).toBe('interaction');
  });

  it("renders /testimonials with the learners' published stories, escaped", async () => {
    const learner = await createAccount(t, 'student');
    await t.database.db.insert(testimonials).values({
      userId: learner.id,
      displayName: 'Lerato <b>M</b>',
      context: 'BCom, UJ',
      story: 'Kusasa showed me every closing date & I applied on time.',
      status: 'approved',
      reviewedAt: new Date(),
    });
    const page = await get('/testimonials');
    expect(page.statusCode).toBe(200);
    expect(startMode(page.body)).toBe('interaction');
    expect(page.body).toContain('Kusasa showed me every closing date &amp; I applied on time.');
    expect(page.body).toContain('Lerato &lt;b&gt;M&lt;/b&gt;, BCom, UJ');
    expect(page.body).not.toContain('<b>M</b>');
    expect(page.body).toContain('id="page-data"');
  });

  it('serves /sponsorships and /partner-inquiry prerendered, their content and links in the HTML', async () => {
    const sponsorships = await get('/sponsorships');
    expect(sponsorships.statusCode).toBe(200);
    expect(startMode(sponsorships.body)).toBe('interaction');
    expect(sponsorships.body).toMatch(/<h1[^>]*>Sponsorships<\/h1>/);
    expect(sponsorships.body).toContain('href="/sponsors/register"');
    const inquiry = await get('/partner-inquiry');
    expect(startMode(inquiry.body)).toBe('interaction');
    expect(inquiry.body).toMatch(/<h1[^>]*>Partner With Kusasa<\/h1>/);
    expect(inquiry.body).toContain('name="institutionName"');
    // With JavaScript off the form gives way to a note (the form needs the app).
    expect(inquiry.body).toMatch(/<noscript>[\s\S]*The inquiry form needs JavaScript/);
  });
});

describe('the sign-in pages as document pages (decision 0431)', () => {
  it.each([
    ['/login', 'Sign In', 'any'],
    ['/counselors/login', 'Counselor Login', 'consultant'],
    ['/partner/login', 'Partner Login', 'any'],
    ['/forgot-password', 'Forgot Password', undefined],
  ])('serves %s prerendered, starting on first use, its plain form naming its page', async (path, heading, portal) => {
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(startMode(page.body)).toBe('interaction');
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(page.body).toMatch(/<form data-island=""[^>]*method="post"/);
    if (portal) {
      expect(page.body).toContain(`<input type="hidden" name="portal" value="${portal}"/><input type="hidden" name="page" value="${path}"/>`);
      expect(page.body).toContain('data-start-if-stored="kusasa-remembered-email"');
    }
  });

  it('starts after load for a visitor with a session cookie, and on a page answering a refused post', async () => {
    const signedIn = await t.app.inject({ method: 'GET', url: '/counselors/login', headers: { cookie: 'kusasa_session=abc' } });
    expect(startMode(signedIn.body)).toBe('load');
    // The app renders a page with a notice afresh: it must not wait for a tap, which would replace typed fields.
    const refused = await get('/counselors/login?notice=invalid-credentials');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toMatch(/<h1[^>]*>Counselor Login<\/h1>/);
    expect(refused.body).toContain('>Invalid email or password</div>');
    expect(startMode(refused.body)).toBe('load');
    expect(refused.headers['referrer-policy']).toBe('same-origin');
  });
});
