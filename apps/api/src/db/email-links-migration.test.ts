import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../test/factories.ts';
import { post } from '../test/http.ts';
import { buildAppOn } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { sqlStateOf } from './errors.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import { emailLinkTokens } from './schema/accounts.ts';

// Migrations 0008 to 0010 moved the links of email_confirmation_tokens and password_reset_tokens
// into email_link_tokens (decision 0111). A database that has links in both old tables, migrated
// forward, keeps every one of them with its purpose, and a link mailed before still works once.
// On PGlite, or on PostgreSQL with DATABASE_URL.

const LAST_BEFORE = '0007_mail_delivery';
const UNDEFINED_TABLE = '42P01';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const at = (iso: string) => new Date(iso);

const CONFIRM = 'confirm-token-mailed-before-the-upgrade-0000000';
const RESET = 'reset-token-mailed-before-the-upgrade-000000000';
const ids = {
  learner: '00000000-0000-4000-8000-000000000001',
  counselor: '00000000-0000-4000-8000-000000000002',
};

/** A copy of the migrations folder whose journal ends at `tag`. */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'kusasa-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

let database: DatabaseHandle;
let partial: string;
beforeAll(async () => {
  database = await openTestDatabase({ migrated: false });
  partial = await migrationsUpTo(LAST_BEFORE);
  await migrateDatabase(database, partial);
  const { db } = database;
  // The old tables are gone from the schema, so the rows go in as the old code wrote them.
  await db.execute(
    sql`insert into users (id, email, user_type) values (${ids.learner}, 'learner@example.test', 'student'), (${ids.counselor}, 'counselor@example.test', 'consultant')`,
  );
  await db.execute(sql`insert into email_confirmation_tokens (id, user_id, created_at, expires_at, used_at) values
    (${sha256(CONFIRM)}, ${ids.counselor}, ${at('2026-03-01T08:00:00Z')}, ${at('2099-03-03T08:00:00Z')}, null),
    ('old-confirmation', ${ids.counselor}, ${at('2026-02-01T08:00:00Z')}, ${at('2026-02-03T08:00:00Z')}, ${at('2026-02-02T09:00:00Z')})`);
  await db.execute(sql`insert into password_reset_tokens (id, user_id, created_at, expires_at, used_at) values
    (${sha256(RESET)}, ${ids.learner}, ${at('2026-03-01T09:00:00Z')}, ${at('2099-03-01T10:00:00Z')}, null),
    ('old-reset', ${ids.learner}, ${at('2026-01-05T08:00:00Z')}, ${at('2026-01-05T09:00:00Z')}, null)`);
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
  await rm(partial, { recursive: true, force: true });
});

describe('the email links migration', () => {
  it('copies every link of both old tables, with its purpose and dates, and drops the old tables', async () => {
    const rows = await database.db.select().from(emailLinkTokens).orderBy(asc(emailLinkTokens.createdAt));
    expect(rows).toEqual([
      {
        id: 'old-reset',
        userId: ids.learner,
        purpose: 'password_reset',
        createdAt: at('2026-01-05T08:00:00Z'),
        expiresAt: at('2026-01-05T09:00:00Z'),
        usedAt: null,
      },
      {
        id: 'old-confirmation',
        userId: ids.counselor,
        purpose: 'email_confirmation',
        createdAt: at('2026-02-01T08:00:00Z'),
        expiresAt: at('2026-02-03T08:00:00Z'),
        usedAt: at('2026-02-02T09:00:00Z'),
      },
      {
        id: sha256(CONFIRM),
        userId: ids.counselor,
        purpose: 'email_confirmation',
        createdAt: at('2026-03-01T08:00:00Z'),
        expiresAt: at('2099-03-03T08:00:00Z'),
        usedAt: null,
      },
      {
        id: sha256(RESET),
        userId: ids.learner,
        purpose: 'password_reset',
        createdAt: at('2026-03-01T09:00:00Z'),
        expiresAt: at('2099-03-01T10:00:00Z'),
        usedAt: null,
      },
    ]);
    for (const table of ['email_confirmation_tokens', 'password_reset_tokens']) {
      const read = await database.db.execute(sql`select 1 from ${sql.identifier(table)}`).catch((error: unknown) => error);
      expect(sqlStateOf(read)).toBe(UNDEFINED_TABLE);
    }
  });

  it('lets a link mailed before the upgrade be used once, for its own purpose only', async () => {
    const app = await buildAppOn(database);
    try {
      const confirmAsReset = await post(app, '/api/auth/reset-password', { token: CONFIRM, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD });
      expect(confirmAsReset.statusCode).toBe(400);
      const resetAsConfirm = await post(app, '/api/auth/confirm-email', { token: RESET });
      expect(resetAsConfirm.statusCode).toBe(400);

      expect((await post(app, '/api/auth/confirm-email', { token: CONFIRM })).statusCode).toBe(200);
      expect((await post(app, '/api/auth/reset-password', { token: RESET, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD })).statusCode).toBe(200);
      expect((await post(app, '/api/auth/reset-password', { token: RESET, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
