import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema/users.ts';

// A round trip through the operator CLI, as on a fresh machine: an account and a stored document
// are backed up, restored into an empty data directory (or database), and read back unchanged.

const cliEntry = fileURLToPath(new URL('./cli.ts', import.meta.url));
const temp = (name: string) => mkdtempSync(join(tmpdir(), `kusasa-${name}-`));

function cli(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cliEntry, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function expectRefusal(result: ReturnType<typeof cli>, reason: RegExp) {
  expect(result.stderr).toMatch(reason);
  expect(result.code).toBe(2);
}

const ADMIN = ['create-admin', '--email', 'backup-admin@kusasa.test', '--password', 'a long passphrase 42'];
const DOCUMENT = 'users/0b5a4c1e-0000-4000-8000-000000000001/documents/idDocument-1767254400000.pdf';

function storeDocument(filesDir: string) {
  mkdirSync(join(filesDir, DOCUMENT, '..'), { recursive: true });
  writeFileSync(join(filesDir, DOCUMENT), "%PDF-1.7 the learner's ID");
}

async function adminIn(database: Parameters<typeof openDatabase>[0]) {
  const handle = await openDatabase(database);
  try {
    return await handle.db.select({ email: users.email, userType: users.userType }).from(users).where(eq(users.email, 'backup-admin@kusasa.test'));
  } finally {
    await handle.close();
  }
}

/** The distinct permission bits of the folders and files under `dir` (itself included). */
function modesUnder(dir: string) {
  const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  const folders = new Set([mode(dir), ...entries.filter((entry) => entry.isDirectory()).map((entry) => mode(join(entry.parentPath, entry.name)))]);
  const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => mode(join(entry.parentPath, entry.name))));
  return { folders: [...folders], files: [...files] };
}

describe('npm run cli -- backup / restore (embedded database)', () => {
  it('restores the database and the stored files on a fresh data directory', async () => {
    const original = temp('data');
    expect(cli({ DATA_DIR: original }, ...ADMIN).code).toBe(0);
    storeDocument(join(original, 'files'));
    const backupDir = join(temp('backup'), 'nightly');

    const made = cli({ DATA_DIR: original }, 'backup', '--to', backupDir);
    expect(made).toMatchObject({ code: 0, stdout: 'Backed up the pglite database and 1 stored files (' + backupDir + ').\n' });
    // It holds password hashes, ID numbers and documents: only its owner may read it, whatever the umask.
    expect(modesUnder(backupDir)).toEqual({ folders: ['700'], files: ['600'] });

    const fresh = temp('restored');
    const restored = cli({ DATA_DIR: fresh }, 'restore', '--from', backupDir);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(await adminIn({ kind: 'pglite', dataDir: join(fresh, 'pg') })).toEqual([{ email: 'backup-admin@kusasa.test', userType: 'admin' }]);
    expect(readFileSync(join(fresh, 'files', DOCUMENT), 'utf8')).toBe("%PDF-1.7 the learner's ID");
  }, 120_000);

  it('refuses to restore over existing data, to write into a used folder, or to read a non-backup', () => {
    const used = temp('used');
    expect(cli({ DATA_DIR: used }, ...ADMIN).code).toBe(0);
    const backupDir = temp('backup');
    expect(cli({ DATA_DIR: used }, 'backup', '--to', backupDir).code).toBe(0);

    expectRefusal(cli({ DATA_DIR: used }, 'restore', '--from', backupDir), /is not empty: restore onto a fresh DATA_DIR/);
    expectRefusal(cli({ DATA_DIR: used }, 'backup', '--to', backupDir), /is not empty: give backup a new folder/);
    expectRefusal(cli({ DATA_DIR: temp('x') }, 'restore', '--from', temp('nothing')), /holds no Kusasa backup/);
    expectRefusal(cli({ DATA_DIR: used }, 'backup'), /backup needs --to FOLDER/);
  }, 120_000);
});

const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)('npm run cli -- backup / restore (PostgreSQL)', () => {
  const made: string[] = [];
  const adminQuery = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  afterAll(async () => {
    for (const database of made) await adminQuery(`drop database if exists ${database} with (force)`);
  });

  async function freshDatabase(name: string): Promise<string> {
    const database = `kusasa_backup_${name}_${Date.now().toString(36)}`;
    await adminQuery(`create database ${database}`);
    made.push(database);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${database}`;
    return url.toString();
  }

  it('restores with pg_dump and pg_restore into an empty database', async () => {
    const source = await freshDatabase('source');
    const target = await freshDatabase('target');
    const dataDir = temp('pgdata');
    expect(cli({ DATA_DIR: dataDir, DATABASE_URL: source }, ...ADMIN).code).toBe(0);
    storeDocument(join(dataDir, 'files'));
    const backupDir = join(temp('pgbackup'), 'b');
    expect(cli({ DATA_DIR: dataDir, DATABASE_URL: source }, 'backup', '--to', backupDir)).toMatchObject({ code: 0 });

    const freshDir = temp('pgrestored');
    const restored = cli({ DATA_DIR: freshDir, DATABASE_URL: target }, 'restore', '--from', backupDir);
    expect(restored.stderr).toBe('');
    expect(await adminIn({ kind: 'postgres', url: target })).toEqual([{ email: 'backup-admin@kusasa.test', userType: 'admin' }]);
    expect(readFileSync(join(freshDir, 'files', DOCUMENT), 'utf8')).toBe("%PDF-1.7 the learner's ID");
  }, 120_000);
});
