import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema/users.ts';
import { verifyPassword } from '../apps/api/src/auth/password-hash.ts';

const cliEntry = fileURLToPath(new URL('./cli.ts', import.meta.url));

function cli(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cliEntry, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function readUsers(dataDir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
  try {
    return await handle.db.select().from(users).orderBy(asc(users.email));
  } finally {
    await handle.close();
  }
}

const freshDataDir = () => mkdtempSync(join(tmpdir(), 'kusasa-cli-'));

describe('npm run cli', () => {
  it.each([
    [[], /Usage:/],
    [['make-coffee'], /Unknown command: make-coffee/],
    [['create-admin', '--email', 'a@b.co'], /create-admin needs --email and --password/],
    [['create-admin', '--email', 'a@b.co', '--password', 'long-enough-1', '--colour', 'red'], /Unknown option '--colour'/],
    [['create-admin', '--email', 'not-an-email', '--password', 'long-enough-1'], /Please enter a valid email address/],
    [['create-admin', '--email', 'a@b.co', '--password', 'short'], /Password must be at least 8 characters/],
    [['seed-demo', 'extra'], /seed-demo takes no arguments/],
  ])('refuses %j with a clear message and exit code 2, writing nothing', (args, message) => {
    const dataDir = freshDataDir();
    const result = cli(dataDir, ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dataDir, 'pg'))).toBe(false);
  });

  it('create-admin creates, then promotes, idempotently', async () => {
    const dataDir = freshDataDir();
    expect(cli(dataDir, 'seed-demo').code).toBe(0);

    const created = cli(dataDir, 'create-admin', '--email', 'Root@Kusasa.test', '--password', 'first-password-1');
    expect(created).toMatchObject({ code: 0, stdout: 'Created admin Root@Kusasa.test.\n' });
    const again = cli(dataDir, 'create-admin', '--email', 'root@kusasa.test', '--password', 'second-password-2');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already existed: it is now an admin');

    const promoted = cli(dataDir, 'create-admin', '--email', 'student@demo.kusasa.test', '--password', 'promoted-pass-3');
    expect(promoted.code).toBe(0);

    const rows = await readUsers(dataDir);
    const admins = rows.filter((u) => u.userType === 'admin');
    expect(admins.map((u) => u.email.toLowerCase())).toEqual(['root@kusasa.test', 'student@demo.kusasa.test']);
    expect(await verifyPassword(admins[0]!.passwordHash!, 'second-password-2')).toBe(true);
    expect(admins[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('seed-demo adds one account per audience and repeating it adds nothing', async () => {
    const dataDir = freshDataDir();
    const first = cli(dataDir, 'seed-demo');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('student@demo.kusasa.test');
    // The demo institution account leads a catalogue institution with programmes, at once.
    const leads = /The institution account leads (.+)\./.exec(first.stdout)?.[1];
    expect(leads).toBeTruthy();
    const second = cli(dataDir, 'seed-demo');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`The institution account leads ${leads}.`);
    const rows = await readUsers(dataDir);
    expect(rows.map((u) => u.userType).sort()).toEqual(['consultant', 'institution', 'nsfas', 'sponsor', 'student']);
    expect(rows.every((u) => /^KUS-[0-9A-HJKMNP-TV-Z]{8}$/.test(u.trackingId ?? ''))).toBe(true);
  });
});
