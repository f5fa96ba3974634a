import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage, StoredFile } from './file-storage.ts';

// Removes stored files that no row points at: the file of an upload whose transaction failed
// after a crash, or a half-written one a kill -9 left behind. A file gets an hour's grace, so an
// upload still between its write and its row's commit is never touched. Only folders whose
// owner says what it references are swept.

export interface StorageOwner {
  /** The folder the owner stores under, e.g. 'users'. */
  folder: string;
  /** Which of these keys the owner's rows still reference. */
  referenced: (keys: string[]) => Promise<Set<string>>;
}

export interface StorageSweeperOptions {
  storage: FileStorage;
  owners?: StorageOwner[];
  clock: () => Date;
  log: FastifyBaseLogger;
  graceMs?: number;
}

const BATCH = 200;
export const SWEEP_GRACE_MS = 60 * 60_000;
/**
 * A put's temporary file (`*.tmp`, adapters/storage/local-disk-storage.ts) lives only while one
 * upload's bytes (a document of at most 1 MB, a signed MoU of at most 10 MB) are written to disk and
 * linked; two minutes is far longer than that on any disk, so one left behind by a kill -9 is
 * removed at the next start's first pass instead of an hour later (issue 34).
 */
export const TEMP_FILE_GRACE_MS = 2 * 60_000;
const isTemporary = (key: string) => key.endsWith('.tmp');

export function createStorageSweeper({ storage, owners: initial = [], clock, log, graceMs = SWEEP_GRACE_MS }: StorageSweeperOptions) {
  const owners = [...initial];
  let current: Promise<number> | undefined;

  async function sweepBatch(owner: StorageOwner, batch: StoredFile[]): Promise<number> {
    const referenced = await owner.referenced(batch.map((file) => file.key));
    const orphans = batch.filter((file) => !referenced.has(file.key));
    for (const orphan of orphans) await storage.delete(orphan.key);
    if (orphans.length > 0) log.info({ removed: orphans.map((file) => file.key) }, 'storage sweeper removed unreferenced files');
    return orphans.length;
  }

  async function sweepOwner(owner: StorageOwner, now: number): Promise<number> {
    let removed = 0;
    let batch: StoredFile[] = [];
    for await (const file of storage.list(owner.folder)) {
      if (file.modifiedAt.getTime() > now - (isTemporary(file.key) ? TEMP_FILE_GRACE_MS : graceMs)) continue;
      batch.push(file);
      if (batch.length === BATCH) {
        removed += await sweepBatch(owner, batch);
        batch = [];
      }
    }
    return removed + (batch.length > 0 ? await sweepBatch(owner, batch) : 0);
  }

  /** One pass over every owner's folder; resolves with how many files were removed. */
  function sweep(): Promise<number> {
    current ??= (async () => {
      try {
        const now = clock().getTime();
        let removed = 0;
        for (const owner of owners) removed += await sweepOwner(owner, now);
        return removed;
      } finally {
        current = undefined;
      }
    })();
    return current;
  }

  return {
    sweep,
    /** An area whose rows reference files under a folder names it here; other folders are never swept. */
    addOwner(owner: StorageOwner) {
      if (owners.some((known) => known.folder === owner.folder)) throw new Error(`storage folder ${owner.folder} has two owners`);
      owners.push(owner);
    },
  };
}

export type StorageSweeper = ReturnType<typeof createStorageSweeper>;
