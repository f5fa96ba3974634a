import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { extractImages, extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPdfTexts } from '@kusasa/domain/application-pdf-texts';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { applicationSchema } from '@kusasa/domain/schemas/applications';
import { applicationCheckTokens, applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { documents } from '../../db/schema/documents.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { users } from '../../db/schema/users.ts';
import { givePlan } from '../../test/documents.ts';
import { educationBody } from '../../test/education.ts';
import { freshIp, registerStudent } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { APPLICATION_CHECK_RATE_LIMIT_PER_MINUTE } from './application-pdf.routes.ts';

// Branded application PDFs (issue 31): the learner's own submitted application, Essential and up,
// with a QR code whose address opens a public check that says only "genuine, submitted on".

let t: TestApp;
const ids = { uct: randomUUID(), bsc: randomUUID() };
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(institutions).values({ id: ids.uct, slug: 'pdf-uct', name: 'Test University of Cape Town', type: 'university', province: 'Western Cape' });
  await db.insert(programmes).values({
    ...{ id: ids.bsc, slug: 'pdf-bsc', institutionId: ids.uct, name: 'BSc Computer Science', qualificationType: 'degree' },
    ...{ studyMode: 'full-time', apsPackId: 'default', subjectMinimums: [] },
  });
});
afterAll(() => t.close());

async function learnerWithApplication(plan: 'starter' | 'essential' = 'essential', status: 'submit' | 'draft' = 'submit') {
  const { input, cookie } = await registerStudent(t.app, {}, freshIp());
  const [user] = await t.database.db.select().from(users).where(eq(users.email, input.email));
  if (plan !== 'starter') await givePlan(t.database.db, user!.id, plan);
  expect((await call(t.app, 'PUT', '/api/profile/education', { cookie, payload: educationBody() })).statusCode).toBe(200);
  await t.database.db
    .insert(documents)
    .values({ userId: user!.id, filePath: 'x/id.pdf', documentType: 'idDocument', mimeType: 'application/pdf', sizeBytes: 10, verificationStatus: 'approved' });
  const body = { clientId: randomUUID(), grade12Results: 'Mathematics 72%\nTourism 88%', institutionId: ids.uct, programId: ids.bsc };
  const response =
    status === 'submit'
      ? await call(t.app, 'POST', '/api/applications/submit', { cookie, payload: body })
      : await call(t.app, 'PUT', `/api/applications/drafts/${body.clientId}`, { cookie, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return { input, cookie, user: user!, application: applicationSchema.parse(response.json()) };
}

const pdfOf = (cookie: string, id: string) => call(t.app, 'GET', `/api/applications/${id}/pdf`, { cookie });
/** Anyone's request for a check, from its own address (the route is limited per address). */
const checkOf = (token: string, remoteAddress = freshIp()) => t.app.inject({ method: 'GET', url: `/api/application-checks/${token}`, remoteAddress });

/** The URL in the PDF's QR code, read from the embedded image's pixels as a phone would. */
async function qrUrlOf(pdf: Uint8Array): Promise<string> {
  // pdf.js takes the bytes it is given (they are detached after), so it reads a copy.
  const [image] = await extractImages(pdf.slice(), 1);
  expect(image).toBeDefined();
  const { data, width, height, channels } = image!;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    for (let c = 0; c < 3; c++) rgba[pixel * 4 + c] = data[pixel * channels + (channels >= 3 ? c : 0)]!;
    rgba[pixel * 4 + 3] = 255;
  }
  const code = jsQR(rgba, width, height);
  expect(code).not.toBeNull();
  return code!.data;
}
const tokenOf = (url: string) => new URL(url).hash.replace('#token=', '');

describe('GET /api/applications/:id/pdf', () => {
  it('is a branded PDF of the submitted application whose QR code opens its check', async () => {
    const { input, cookie, user, application } = await learnerWithApplication();
    // The score kept at submission under the programme's rule pack (applications.routes.test covers how).
    await t.database.db.update(applications).set({ apsScore: 37 }).where(eq(applications.id, application.id));
    const response = await pdfOf(cookie, application.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = new Uint8Array(response.rawPayload);
    const text = (await extractText(pdf.slice(), { mergePages: true })).text;
    for (const expected of ['Kusasa', 'Application Summary', input.fullName, 'BSc Computer Science', 'Test University of Cape Town', 'Tourism 88%'])
      expect(text).toContain(expected);
    expect(text).toContain(user.trackingId!);
    expect(text).toContain('APS for this programme\n37');
    expect(text).toContain(await qrUrlOf(pdf));
    expect(text).toContain('ID Document: Verified');
    expect(text).toContain(`*********${input.idNumber.slice(-4)}`);
    expect(text).not.toContain(input.idNumber);

    const url = await qrUrlOf(pdf);
    expect(url).toMatch(/^http:\/\/localhost:3000\/application-check#token=[A-Za-z0-9_-]{43}$/);
    const check = await checkOf(tokenOf(url));
    expect(check.statusCode, check.body).toBe(200);
    // Only what the issue allows: genuine, the day of submission, and the tracking ID printed beside the code.
    expect(check.json<unknown>()).toEqual({ genuine: true, submittedOn: isoCalendarDateIn(application.submittedAt!), trackingId: user.trackingId });

    // Each PDF has its own token; only hashes are stored, and the earlier paper still checks out.
    const again = await qrUrlOf(new Uint8Array((await pdfOf(cookie, application.id)).rawPayload));
    expect(again).not.toBe(url);
    expect((await checkOf(tokenOf(again))).statusCode).toBe(200);
    const stored = await t.database.db.select().from(applicationCheckTokens).where(eq(applicationCheckTokens.applicationId, application.id));
    expect(stored).toHaveLength(2);
    expect(stored.map((token) => token.tokenHash)).not.toContain(tokenOf(url));
  });

  it('is only its learner’s, only submitted, and only from Essential up', async () => {
    const owner = await learnerWithApplication();
    const stranger = await learnerWithApplication();
    expect((await pdfOf(stranger.cookie, owner.application.id)).statusCode).toBe(404);
    expect((await pdfOf(owner.cookie, randomUUID())).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/applications/${owner.application.id}/pdf`)).statusCode).toBe(401);
    const sponsor = await signedInAs(t, 'sponsor');
    expect((await pdfOf(sponsor.cookie, owner.application.id)).statusCode).toBe(403);

    const starter = await learnerWithApplication('starter');
    const refused = await pdfOf(starter.cookie, starter.application.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'PLAN_LIMIT', message: applicationPdfTexts.errors.planRequired }, upgradeUrl: '/pricing' });

    const draft = await learnerWithApplication('essential', 'draft');
    const notYet = await pdfOf(draft.cookie, draft.application.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ error: { message: applicationPdfTexts.errors.notSubmitted } });
    expect(await t.database.db.select().from(applicationCheckTokens).where(eq(applicationCheckTokens.applicationId, draft.application.id))).toEqual([]);
  });
});

describe('GET /api/application-checks/:token', () => {
  it('answers not found for an unknown token, a malformed one and a draft’s', async () => {
    const unknown = await checkOf('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: applicationPdfTexts.check.notFound } });
    expect((await checkOf('short')).statusCode).toBe(400);

    const draft = await learnerWithApplication('essential', 'draft');
    const { createHash } = await import('node:crypto');
    const token = 'B'.repeat(43);
    await t.database.db
      .insert(applicationCheckTokens)
      .values({ tokenHash: createHash('sha256').update(token).digest('hex'), applicationId: draft.application.id });
    expect((await checkOf(token)).statusCode).toBe(404);
  });

  it('is limited per address', async () => {
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= APPLICATION_CHECK_RATE_LIMIT_PER_MINUTE; i++) statuses.push((await checkOf('C'.repeat(43), address)).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
