import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'kusasa-lock-'));
const lockFile = (dir: string) => join(dir, 'kusasa.lock');
const owner = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as { pid: number; startedAt: string | null };

describe('lockDataDir', () => {
  it('refuses a second holder while the first holds it, and frees it on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(owner(dir)).toEqual({ pid: process.pid, startedAt: processStartTime(process.pid) });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    lockDataDir(dir).release();
  });

  it('refuses a lock held by another live process, and says how to recover', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), JSON.stringify({ pid: process.ppid, startedAt: processStartTime(process.ppid) }));
    expect(() => lockDataDir(dir)).toThrow(/in use by another Kusasa process \(pid \d+\)\. .*If no Kusasa process is running, delete .*kusasa\.lock/);
  });

  it('takes over a lock whose pid now belongs to an unrelated process (started at another time)', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), JSON.stringify({ pid: process.ppid, startedAt: '1' }));
    const lock = lockDataDir(dir);
    expect(owner(dir).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock left by a process that no longer exists, in either format', () => {
    for (const stale of ['2147483646', JSON.stringify({ pid: 2147483646, startedAt: '42' })]) {
      const dir = freshDir();
      writeFileSync(lockFile(dir), stale);
      const lock = lockDataDir(dir);
      expect(owner(dir).pid).toBe(process.pid);
      lock.release();
    }
  });

  it('reads a process start time from /proc on Linux', () => {
    expect(processStartTime(process.pid)).toMatch(/^\d+$/);
    expect(processStartTime(2147483646)).toBeNull();
  });
});
