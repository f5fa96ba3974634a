import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { userPlans } from '../db/schema/plans.ts';
import type { App } from '../http/types.ts';
import { ORIGIN } from './http.ts';

// Helpers for the documents tests: multipart bodies as a browser sends them, a private storage
// directory per test file, and plan changes.

export interface FilePart {
  bytes: Uint8Array;
  filename: string;
  contentType?: string;
}

/** A multipart/form-data body with text fields and an optional file (named 'file' unless given). */
export function multipart(fields: Record<string, string>, file?: FilePart & { field?: string }) {
  const boundary = `----kusasa${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(app: App, cookie: string | undefined, fields: Record<string, string>, file?: FilePart) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { origin: ORIGIN, 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
  });
}

export async function storageDir() {
  const dir = await mkdtemp(join(tmpdir(), 'kusasa-files-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function givePlan(db: Database, userId: string, planId: 'starter' | 'essential' | 'pro-ai') {
  await db.update(userPlans).set({ active: false }).where(eq(userPlans.userId, userId));
  await db.insert(userPlans).values({ userId, planId, active: true });
}

/** The smallest valid PNG signature plus header, enough for file-type to say image/png. */
export const TINY_PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** A JPEG's first bytes. */
export const TINY_JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
