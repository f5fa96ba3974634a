import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'kusasa-lock-'));

describe('lockDataDir', () => {
  it('refuses a second holder while the first holds it, and frees it on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'kusasa.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    lockDataDir(dir).release();
  });

  it('refuses a lock held by another live process', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'kusasa.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another Kusasa process/);
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'kusasa.lock'), '2147483646');
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'kusasa.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
