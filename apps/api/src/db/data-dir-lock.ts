import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// PGlite has no cross-process locking: two processes writing one data directory silently
// lose writes. The server and the CLI take this lock before opening the embedded database.
// The lock names its process by pid and by that process's start time (from /proc), so a pid
// that now belongs to an unrelated process (after a kill -9 and a reboot, or in a container)
// is recognised as a stale lock rather than blocking the start.

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Kusasa process (pid ${pid}). ` +
        `Stop that process first, or set DATA_DIR to another folder. If no Kusasa process is running, delete ${join(dataDir, LOCK_FILE)}.`,
    );
  }
}

export interface DataDirLock {
  release(): void;
}

interface LockOwner {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat field 22), where known. */
  startedAt: string | null;
}

const LOCK_FILE = 'kusasa.lock';
const heldByThisProcess = new Set<string>();

/** A process's start time from /proc (Linux); null where /proc is not there. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and brackets: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function readOwner(path: string): LockOwner | null {
  const text = readFileSync(path, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), startedAt: null };
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, startedAt: typeof parsed.startedAt === 'string' ? parsed.startedAt : null } : null;
  } catch {
    return null;
  }
}

/** Whether the lock's owner is still the process that wrote it. */
function ownerHoldsLock(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return false;
  if (owner.startedAt === null) return true;
  const startedAt = processStartTime(owner.pid);
  return startedAt === null || startedAt === owner.startedAt;
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  if (heldByThisProcess.has(path)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: processStartTime(process.pid) } satisfies LockOwner));
      closeSync(fd);
      heldByThisProcess.add(path);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          heldByThisProcess.delete(path);
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner && ownerHoldsLock(owner)) throw new DataDirLockedError(dataDir, owner.pid);
      // Stale: its process died, its pid now belongs to another process, or it is an earlier life
      // of this pid (containers reuse pid 1).
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
