import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { notFoundEvents } from './db/schema/telemetry.ts';

// The real process, as `npm start` runs it: signals, the data-dir lock and start-up errors.

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const running: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  url: string;
  exit: Promise<{ code: number | null; stderr: string }>;
}

function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent-kusasa-web', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stderr }));
  });
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Kusasa is running at (http:\/\/[^"\s]+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    void exit.then(({ code }) => reject(new Error(`server exited ${code}: ${stderr}`)));
  });
  ready.catch(() => undefined); // a launch that is expected to fail never becomes ready
  return { child, exit, ready };
}

async function start(env: Record<string, string>): Promise<Started> {
  const { child, exit, ready } = launch(env);
  return { child, exit, url: await ready };
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('keeps what was written across a SIGTERM stop and a restart, and refuses a second process', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kusasa-data-'));
    const first = await start({ DATA_DIR: dataDir });
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    const write = await fetch(`${first.url}/api/telemetry/not-found`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/kept-after-restart' }),
    });
    expect(write.status).toBe(204);

    const second = launch({ DATA_DIR: dataDir });
    const refused = await second.exit;
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toContain('is in use by another Kusasa process');

    first.child.kill('SIGTERM');
    expect((await first.exit).code).toBe(0);

    const restarted = await start({ DATA_DIR: dataDir });
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    restarted.child.kill('SIGINT');
    expect((await restarted.exit).code).toBe(0);

    const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
    try {
      const rows = await handle.db.select().from(notFoundEvents);
      expect(rows.map((r) => r.path)).toEqual(['/kept-after-restart']);
    } finally {
      await handle.close();
    }
  }, 360_000); // three server processes start one after another; each is slow on a busy machine

  it.each([
    [{ PORT: 'abc' }, /^kusasa: PORT must be a port number \(got "abc"\)\n$/],
    [{ LOG_LEVEL: 'loud' }, /^kusasa: LOG_LEVEL must be one of /],
    [{ DATABASE_URL: 'postgres://kusasa@127.0.0.1:1/none' }, /^kusasa: DATABASE_URL: the database cannot be reached \(.*ECONNREFUSED/],
  ])(
    'exits 1 with one clear line for %o',
    async (env, expected) => {
      const { exit } = launch({ DATA_DIR: mkdtempSync(join(tmpdir(), 'kusasa-data-')), ...env });
      const { code, stderr } = await exit;
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(expected);
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    120_000,
  );
});
