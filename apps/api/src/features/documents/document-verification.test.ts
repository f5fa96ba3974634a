import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSchema, type Document } from '@kusasa/domain/schemas/documents';
import { scannedPdf, textPdf, textPng } from '../../adapters/document-reader/sample-files.ts';
import { documents } from '../../db/schema/documents.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { retryDelayMs } from '../../jobs/job-runner.ts';
import { completeInSimulator, startCheckout } from '../../test/payments.ts';
import { VERIFY_DOCUMENT_JOB } from './document-upload.ts';
import { givePlan, storageDir, upload } from '../../test/documents.ts';

// Automatic verification on real files: PDFs with a text layer (pdf-lib), and images and scanned
// PDFs that go through OCR (kept few: each OCR takes about half a second). The clock is
// 2026-03-01, so a proof of residence must be dated 2025-12-01 or later.

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
let files: Awaited<ReturnType<typeof storageDir>>;
let idSequence = 0;

beforeAll(async () => {
  files = await storageDir();
  t = await createTestApp({ clock: clock.read, env: { FILE_STORAGE_DIR: files.dir } });
});
afterAll(async () => {
  await t.close();
  await files.remove();
});

async function learner(plan: 'starter' | 'essential' | 'pro-ai' = 'essential') {
  const s = await signedInAs(t, 'student');
  // Unique per learner (the column is unique); the checks compare digits, not the checksum.
  const idNumber = `920220472${1000 + (idSequence += 1)}`;
  await t.database.db.update(users).set({ idNumber, fullName: 'Thabo Mokoena' }).where(eq(users.id, s.id));
  await givePlan(t.database.db, s.id, plan);
  return { ...s, idNumber };
}

async function send(cookie: string, documentType: string, bytes: Uint8Array, filename: string): Promise<Document> {
  const response = await upload(t.app, cookie, { documentType }, { bytes, filename });
  expect(response.statusCode).toBe(201);
  return documentSchema.parse(response.json());
}

async function checked(cookie: string, id: string): Promise<Document> {
  await t.app.jobs.runOnce();
  return documentSchema.parse((await call(t.app, 'GET', `/api/documents/${id}`, { cookie })).json());
}

const notificationsOf = (userId: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

const RESULTS = [
  'Grade 12 Statement of Results',
  'English Home Language 72%',
  'Mathematics 78%',
  'Physical Sciences 65%',
  'Life Sciences 70%',
  'Geography 58%',
  'Accounting 61%',
  'Life Orientation 81%',
];
const bill = (date: string) => ['City of Tshwane Municipal Account', 'Mr T Mokoena', '12 Church Street, Pretoria 0002', `Statement date: ${date}`];

describe('ID document', () => {
  it('approves a PDF that shows the profile ID number, stores the result and notifies the learner', async () => {
    const s = await learner();
    const document = await send(s.cookie, 'idDocument', await textPdf(['REPUBLIC OF SOUTH AFRICA', 'Surname MOKOENA', `ID Number ${s.idNumber}`]), 'id.pdf');
    const result = await checked(s.cookie, document.id);
    expect(result.verificationStatus).toBe('approved');
    expect(result.verification).toMatchObject({ status: 'approved', failureReason: null, extractedFields: { idNumber: s.idNumber } });
    expect(result.verification!.confidence).toBeGreaterThan(0.9);
    expect(result.verification!.processingTimeMs).toBeGreaterThanOrEqual(0);
    expect(await notificationsOf(s.id)).toMatchObject([{ title: 'Document Verified', notificationType: 'document_status', relatedDocumentId: document.id }]);
  });

  it('asks for resubmission when the ID number differs', async () => {
    const s = await learner();
    const document = await send(s.cookie, 'idDocument', await textPdf(['Surname MOKOENA', 'ID Number 8001015009087']), 'id.pdf');
    const result = await checked(s.cookie, document.id);
    expect(result).toMatchObject({ verificationStatus: 'request_resubmission', verification: { failureReason: 'ID number does not match your profile' } });
    expect(await notificationsOf(s.id)).toMatchObject([{ title: 'Resubmission Required', relatedDocumentId: document.id }]);
  });

  it('reads a photo of the ID with OCR', async () => {
    const s = await learner();
    const document = await send(s.cookie, 'idDocument', await textPng(['Surname MOKOENA', `ID Number ${s.idNumber}`]), 'id.png');
    expect(document.mimeType).toBe('image/png');
    expect((await checked(s.cookie, document.id)).verificationStatus).toBe('approved');
  });
});

describe('results', () => {
  it('approves 6 or more subjects and returns the marks', async () => {
    const s = await learner();
    const document = await send(s.cookie, 'grade12Results', await textPdf(RESULTS), 'results.pdf');
    const result = await checked(s.cookie, document.id);
    expect(result.verificationStatus).toBe('approved');
    expect(result.verification?.extractedFields.subjects).toHaveLength(7);
    expect(result.verification?.extractedFields.subjects?.[1]).toEqual({ name: 'Mathematics', mark: 78 });
  });

  it('asks for resubmission when fewer than 6 subjects are readable', async () => {
    const s = await learner();
    const document = await send(s.cookie, 'grade11Results', await textPdf(RESULTS.slice(0, 4)), 'results.pdf');
    const result = await checked(s.cookie, document.id);
    expect(result.verificationStatus).toBe('request_resubmission');
    expect(result.verification?.failureReason).toContain('incomplete');
  });
});

describe('proof of residence', () => {
  it("approves a recent scanned bill in the learner's name (OCR of a PDF without text)", async () => {
    const s = await learner();
    const document = await send(s.cookie, 'proofOfResidence', await scannedPdf(bill('15 February 2026')), 'bill.pdf');
    const result = await checked(s.cookie, document.id);
    expect(result.verificationStatus).toBe('approved');
    expect(result.verification?.extractedFields.documentDate).toBe('2026-02-15');
  });

  it('rejects an outdated bill', async () => {
    const s = await learner();
    const document = await send(s.cookie, 'proofOfResidence', await textPdf(bill('2025-10-31')), 'bill.pdf');
    const result = await checked(s.cookie, document.id);
    expect(result.verificationStatus).toBe('rejected');
    expect(result.verification?.failureReason).toMatch(/^Document is outdated/);
    expect(await notificationsOf(s.id)).toMatchObject([{ title: 'Document Rejected' }]);
  });
});

describe('failures and plans', () => {
  it('asks for a clearer file when nothing can be read', async () => {
    const s = await learner();
    const document = await send(s.cookie, 'idDocument', await textPdf([]), 'blank.pdf');
    const result = await checked(s.cookie, document.id);
    expect(result.verificationStatus).toBe('request_resubmission');
    expect(result.verification?.failureReason).toContain('clear');
  });

  it('retries a failing check with backoff, then leaves the document pending with a reason', async () => {
    const s = await learner();
    const document = await send(s.cookie, 'idDocument', await textPdf([`ID Number ${s.idNumber}`]), 'id.pdf');
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    await rm(join(files.dir, row!.filePath));
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await t.app.jobs.runOnce()).toBe(1);
      expect(await t.app.jobs.runOnce()).toBe(0); // not due again until the backoff has passed
      clock.advance(retryDelayMs(attempt));
    }
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, (await t.database.db.select().from(jobs)).find((j) => j.payload.documentId === document.id)!.id));
    expect(job).toMatchObject({ status: 'failed', attempts: 4 });
    const result = documentSchema.parse((await call(t.app, 'GET', `/api/documents/${document.id}`, { cookie: s.cookie })).json());
    expect(result).toMatchObject({ verificationStatus: 'pending', verification: { status: 'pending', failureReason: 'Error processing document' } });
    expect(await notificationsOf(s.id)).toMatchObject([{ title: 'Document Under Review', relatedDocumentId: document.id }]);
  });

  it('leaves Starter documents pending, and checks them once the learner upgrades', async () => {
    const s = await learner('starter');
    const document = await send(s.cookie, 'idDocument', await textPdf([`ID Number ${s.idNumber}`, 'Surname MOKOENA']), 'id.pdf');
    expect(await t.app.jobs.runOnce()).toBe(0);
    expect((await checked(s.cookie, document.id)).verificationStatus).toBe('pending');
    expect(await t.app.documents.verifyPendingFor(s.id)).toBe(0);
    await givePlan(t.database.db, s.id, 'essential');
    expect(await t.app.documents.verifyPendingFor(s.id)).toBe(1);
    expect(await t.app.documents.verifyPendingFor(s.id)).toBe(0); // already queued
    expect((await checked(s.cookie, document.id)).verificationStatus).toBe('approved');
  });

  it('does not overwrite a decision an admin made first', async () => {
    const s = await learner();
    const document = await send(s.cookie, 'idDocument', await textPdf([`ID Number ${s.idNumber}`]), 'id.pdf');
    await t.database.db.update(documents).set({ verificationStatus: 'rejected' }).where(eq(documents.id, document.id));
    expect((await checked(s.cookie, document.id)).verificationStatus).toBe('rejected');
    expect(await notificationsOf(s.id)).toEqual([]);
  });
});

describe('after an upgrade', () => {
  it('checks the documents a Starter learner uploaded once they buy Essential in the simulator', async () => {
    const s = await learner('starter');
    const document = await send(s.cookie, 'idDocument', await textPdf(['Surname MOKOENA', `ID Number ${s.idNumber}`]), 'id.pdf');
    expect((await checked(s.cookie, document.id)).verificationStatus).toBe('pending');
    const queuedFor = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, VERIFY_DOCUMENT_JOB))).filter((job) => job.payload.documentId === document.id);
    expect(await queuedFor()).toEqual([]);

    const paid = await completeInSimulator(t.app, await startCheckout(t.app, s.cookie, 'essential'), 'pay');
    expect(paid.statusCode).toBe(303);
    expect(await queuedFor()).toHaveLength(1);
    const result = await checked(s.cookie, document.id);
    expect(result).toMatchObject({ verificationStatus: 'approved', verification: { status: 'approved' } });
  });
});
