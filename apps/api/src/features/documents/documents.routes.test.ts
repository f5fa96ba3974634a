import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTexts } from '@kusasa/domain/document-texts';
import { documentListSchema, documentSchema, signedLinkSchema, type Document } from '@kusasa/domain/schemas/documents';
import { textPdf } from '../../adapters/document-reader/sample-files.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { givePlan, storageDir, TINY_JPEG, TINY_PNG, upload } from '../../test/documents.ts';

const clock = testClock();
let t: TestApp;
let files: Awaited<ReturnType<typeof storageDir>>;
let pdf: Uint8Array;

beforeAll(async () => {
  files = await storageDir();
  t = await createTestApp({ clock: clock.read, env: { FILE_STORAGE_DIR: files.dir } });
  pdf = await textPdf(['ID Number 8001015009087']);
});
afterAll(async () => {
  await t.close();
  await files.remove();
});

const student = () => signedInAs(t, 'student');
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
const uploadPdf = (cookie: string, documentType = 'idDocument', filename = 'id.pdf') =>
  upload(t.app, cookie, { documentType }, { bytes: pdf, filename, contentType: 'application/pdf' });
const storedFiles = async (userId: string) => readdir(join(files.dir, 'users', userId, 'documents')).catch(() => [] as string[]);

describe('POST /api/documents', () => {
  it("stores a PDF under the seed's path and returns the pending document", async () => {
    const s = await student();
    const response = await uploadPdf(s.cookie);
    expect(response.statusCode).toBe(201);
    const document = documentSchema.parse(response.json());
    expect(document).toMatchObject({
      documentType: 'idDocument',
      originalName: 'id.pdf',
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
      verificationStatus: 'pending',
      verification: null,
      applicationId: null,
    });
    expect(await storedFiles(s.id)).toEqual([`idDocument-${clock.now.getTime()}.pdf`]);
  });

  it('accepts PNG and JPEG by their bytes whatever the name or header says, and never overwrites', async () => {
    const s = await student();
    const png = await upload(t.app, s.cookie, { documentType: 'proofOfResidence' }, { bytes: TINY_PNG, filename: 'bill.pdf', contentType: 'application/pdf' });
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ mimeType: 'image/png' });
    const jpg = await upload(t.app, s.cookie, { documentType: 'proofOfResidence' }, { bytes: TINY_JPEG, filename: 'bill.txt', contentType: 'text/plain' });
    expect(jpg.json()).toMatchObject({ mimeType: 'image/jpeg' });
    const again = await upload(t.app, s.cookie, { documentType: 'proofOfResidence' }, { bytes: TINY_PNG, filename: 'bill2.png' });
    expect(again.statusCode).toBe(201);
    const at = clock.now.getTime();
    expect((await storedFiles(s.id)).sort()).toEqual([`proofOfResidence-${at}.jpg`, `proofOfResidence-${at}.png`, `proofOfResidence-${at + 1}.png`]);
  });

  it('refuses other types with 415, whatever they are called', async () => {
    const s = await student();
    for (const file of [
      { bytes: Buffer.from('just some text'), filename: 'id.pdf', contentType: 'application/pdf' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), filename: 'id.png', contentType: 'image/png' },
      { bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), filename: 'id.jpg', contentType: 'image/jpeg' },
    ]) {
      const response = await upload(t.app, s.cookie, { documentType: 'idDocument' }, file);
      expect(response.statusCode).toBe(415);
      expect(errorOf(response)).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only PDF, JPG or PNG files are accepted.' });
    }
    expect(await storedFiles(s.id)).toEqual([]);
  });

  it('takes only a PDF for the application document', async () => {
    const s = await student();
    const response = await upload(t.app, s.cookie, { documentType: 'applicationDocument' }, { bytes: TINY_PNG, filename: 'app.pdf' });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).message).toBe(documentTexts.upload.pdfOnly);
  });

  it('refuses a file over 1 MB with 413 and takes one of exactly 1 MB', async () => {
    const s = await student();
    const big = Buffer.concat([Buffer.from(pdf), Buffer.alloc(1_048_577 - pdf.length)]);
    const response = await upload(t.app, s.cookie, { documentType: 'idDocument' }, { bytes: big, filename: 'big.pdf' });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'File is too large. The maximum size is 1MB.' });
    const exact = await upload(t.app, s.cookie, { documentType: 'idDocument' }, { bytes: big.subarray(0, 1_048_576), filename: 'exact.pdf' });
    expect(exact.statusCode).toBe(201);
  });

  it('refuses an empty file, a missing file, a bad type and a non-multipart body with 400', async () => {
    const s = await student();
    const empty = await upload(t.app, s.cookie, { documentType: 'idDocument' }, { bytes: new Uint8Array(), filename: 'empty.pdf' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ file: documentTexts.upload.empty });
    const missing = await upload(t.app, s.cookie, { documentType: 'idDocument' });
    expect(errorOf(missing).fields).toEqual({ file: documentTexts.upload.missingFile });
    const badType = await upload(t.app, s.cookie, { documentType: 'passport' }, { bytes: pdf, filename: 'p.pdf' });
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType).fields).toHaveProperty('documentType');
    const json = await call(t.app, 'POST', '/api/documents', { cookie: s.cookie, payload: { documentType: 'idDocument' } });
    expect(json.statusCode).toBe(400);
    expect(await storedFiles(s.id)).toEqual([]);
  });

  it('needs a signed-in student', async () => {
    expect((await uploadPdf('')).statusCode).toBe(401);
    const admin = await signedInAs(t, 'admin');
    expect((await uploadPdf(admin.cookie)).statusCode).toBe(403);
  });

  it('stops at the Starter cap of 5 with PLAN_LIMIT and stores nothing; Essential allows more', async () => {
    const s = await student();
    for (let i = 0; i < 5; i += 1) expect((await uploadPdf(s.cookie)).statusCode).toBe(201);
    const refused = await uploadPdf(s.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      upgradeUrl: '/pricing',
      error: { code: 'PLAN_LIMIT', message: 'You have reached the 5 document limit of the Starter plan. Upgrade to upload more.' },
    });
    expect(await storedFiles(s.id)).toHaveLength(5);
    await givePlan(t.database.db, s.id, 'essential');
    expect((await uploadPdf(s.cookie)).statusCode).toBe(201);
  });

  it("links the learner's own application and sets its document path; another's is 404", async () => {
    const s = await student();
    const other = await student();
    const [own] = await t.database.db.insert(applications).values({ userId: s.id }).returning();
    const [theirs] = await t.database.db.insert(applications).values({ userId: other.id }).returning();
    const send = (applicationId: string) =>
      upload(t.app, s.cookie, { documentType: 'applicationDocument', applicationId }, { bytes: pdf, filename: 'app.pdf' });
    const refused = await send(theirs!.id);
    expect(refused.statusCode).toBe(404);
    const response = await send(own!.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ applicationId: own!.id });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, own!.id));
    expect(row?.documentPath).toMatch(new RegExp(`^users/${s.id}/documents/applicationDocument-\\d+\\.pdf$`));
  });

  it('queues automatic verification only on plans that include it, and not for application PDFs', async () => {
    const starter = await student();
    const essential = await student();
    await givePlan(t.database.db, essential.id, 'essential');
    const a = documentSchema.parse((await uploadPdf(starter.cookie)).json());
    const b = documentSchema.parse((await uploadPdf(essential.cookie)).json());
    // The application's PDF has no rule to be checked against: it waits for the application's reviewer.
    const c = documentSchema.parse((await uploadPdf(essential.cookie, 'applicationDocument')).json());
    const queued = (await t.database.db.select().from(jobs)).map((j) => j.payload.documentId);
    expect(queued).toContain(b.id);
    expect(queued).not.toContain(a.id);
    expect(queued).not.toContain(c.id);
  });
});

describe('reading and deleting', () => {
  it("lists the learner's own documents newest first with what the plan allows", async () => {
    const s = await student();
    const other = await student();
    await uploadPdf(other.cookie);
    await uploadPdf(s.cookie, 'idDocument');
    clock.advance(1000);
    await uploadPdf(s.cookie, 'grade12Results');
    const list = documentListSchema.parse((await call(t.app, 'GET', '/api/documents', { cookie: s.cookie })).json());
    expect(list.documents.map((d) => d.documentType)).toEqual(['grade12Results', 'idDocument']);
    expect(list).toMatchObject({ automaticVerification: false, maxDocuments: 5 });
    expect((await call(t.app, 'GET', '/api/documents')).statusCode).toBe(401);
  });

  it("gets and deletes only the learner's own document; the file goes too", async () => {
    const s = await student();
    const other = await student();
    const document = documentSchema.parse((await uploadPdf(s.cookie)).json());
    expect((await call(t.app, 'GET', `/api/documents/${document.id}`, { cookie: s.cookie })).json()).toEqual(document);
    expect((await call(t.app, 'GET', `/api/documents/${document.id}`, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/documents/${document.id}`, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/documents/not-a-uuid', { cookie: s.cookie })).statusCode).toBe(400);
    expect(await storedFiles(s.id)).toHaveLength(1);
    expect((await call(t.app, 'DELETE', `/api/documents/${document.id}`, { cookie: s.cookie })).statusCode).toBe(204);
    expect(await storedFiles(s.id)).toEqual([]);
    expect((await call(t.app, 'GET', `/api/documents/${document.id}`, { cookie: s.cookie })).statusCode).toBe(404);
  });
});

describe('signed links', () => {
  async function linkFor(cookie: string, document: Document) {
    const response = await call(t.app, 'GET', `/api/documents/${document.id}/link`, { cookie });
    return { response, link: response.statusCode === 200 ? signedLinkSchema.parse(response.json()) : undefined };
  }

  it('serves the file inline for 60 seconds, then refuses', async () => {
    const s = await student();
    const document = documentSchema.parse((await uploadPdf(s.cookie)).json());
    const { link } = await linkFor(s.cookie, document);
    expect(link?.url).toMatch(/^\/api\/files\/.+/);
    expect(Date.parse(link!.expiresAt) - clock.now.getTime()).toBe(60_000);
    const file = await t.app.inject({ method: 'GET', url: link!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(file.headers['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(Buffer.compare(file.rawPayload, Buffer.from(pdf))).toBe(0);
    clock.advance(59_000);
    expect((await t.app.inject({ method: 'GET', url: link!.url })).statusCode).toBe(200);
    clock.advance(1_000);
    const expired = await t.app.inject({ method: 'GET', url: link!.url });
    expect(expired.statusCode).toBe(404);
    expect(errorOf(expired).message).toBe(documentTexts.errors.linkInvalid);
  });

  it('refuses a tampered token and gives no link to another learner', async () => {
    const s = await student();
    const other = await student();
    const document = documentSchema.parse((await uploadPdf(s.cookie)).json());
    const { link } = await linkFor(s.cookie, document);
    const token = link!.url.split('/').pop()!;
    const [id, expires, signature] = token.split('.');
    for (const forged of [`${id}.${Number(expires) + 60_000}.${signature}`, `${id}.${expires}.${signature!.slice(0, -2)}AA`, 'garbage', `${id}.${expires}`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/files/${forged}` });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(documentTexts.errors.linkInvalid);
      expect(response.headers['content-type']).toMatch(/json/);
    }
    expect((await linkFor(other.cookie, document)).response.statusCode).toBe(404);
  });

  it('answers 404 once the document is deleted', async () => {
    const s = await student();
    const document = documentSchema.parse((await uploadPdf(s.cookie)).json());
    const { link } = await linkFor(s.cookie, document);
    await call(t.app, 'DELETE', `/api/documents/${document.id}`, { cookie: s.cookie });
    expect((await t.app.inject({ method: 'GET', url: link!.url })).statusCode).toBe(404);
  });
});

describe('removeAllFor (account deletion)', () => {
  it("removes every stored file of the learner and none of another learner's", async () => {
    const [gone, stays] = [await student(), await student()];
    for (const s of [gone, stays]) expect((await uploadPdf(s.cookie)).statusCode).toBe(201);
    await t.app.documents.removeAllFor(gone.id);
    expect(await storedFiles(gone.id)).toEqual([]);
    expect(await storedFiles(stays.id)).toHaveLength(1);
  });
});
