import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, storageDir, upload } from '../../test/documents.ts';
import { signedInAs } from '../../test/signed-in.ts';
import { testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SWEEP_GRACE_MS, TEMP_FILE_GRACE_MS } from './storage-sweeper.ts';

// The sweeper on the real app: a document uploaded through the API is kept, a stored file with no
// row is removed once it is an hour old, and a young one is left alone (it may be an upload whose
// row is about to commit). The clock starts now, since files carry the disk's real times.

const clock = testClock(new Date().toISOString());
let files: Awaited<ReturnType<typeof storageDir>>;
let t: TestApp;
beforeAll(async () => {
  files = await storageDir();
  t = await createTestApp({ clock: clock.read, env: { FILE_STORAGE_DIR: files.dir } });
});
afterAll(async () => {
  await t.close();
  await files.remove();
});

function strayFile(key: string) {
  mkdirSync(join(files.dir, key, '..'), { recursive: true });
  writeFileSync(join(files.dir, key), 'left behind');
  return join(files.dir, key);
}

const storedFor = (userId: string) =>
  readdirSync(join(files.dir, 'users', userId), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('the storage sweeper', () => {
  it('removes unreferenced files older than an hour and keeps documents and young files', async () => {
    const s = await signedInAs(t, 'student');
    const uploaded = await upload(t.app, s.cookie, { documentType: 'proofOfResidence' }, { bytes: TINY_PNG, filename: 'bill.png', contentType: 'image/png' });
    expect(uploaded.statusCode).toBe(201);
    strayFile(`users/${s.id}/documents/idDocument-1.pdf`);
    strayFile(`users/${s.id}/documents/grade12Results-2.pdf.a1b2c3.tmp`);

    expect(await t.app.storageSweeper.sweep()).toBe(0);

    clock.advance(SWEEP_GRACE_MS + 60_000);
    expect(await t.app.storageSweeper.sweep()).toBe(2);
    const left = storedFor(s.id);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^proofOfResidence-\d+\.png$/);
  });

  it('removes an upload’s temporary file left by a crash at the first pass after the longest upload, not an hour later', async () => {
    const s = await signedInAs(t, 'student');
    // Both written "now" on the test's clock, which the earlier test moved on.
    const now = clock.read();
    for (const key of [`users/${s.id}/documents/idDocument-3.pdf.d4e5f6.tmp`, `users/${s.id}/documents/idDocument-4.pdf`]) utimesSync(strayFile(key), now, now);
    expect(await t.app.storageSweeper.sweep()).toBe(0);

    clock.advance(TEMP_FILE_GRACE_MS + 1_000);
    expect(await t.app.housekeeping.runOnce()).toMatchObject({ 'stored files without a row': 1 });
    expect(storedFor(s.id)).toEqual(['idDocument-4.pdf']);
  });
});
