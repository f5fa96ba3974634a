import { spawn } from 'node:child_process';
import { chmod, cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../apps/api/src/config.ts';
import { lockDataDir } from '../apps/api/src/db/data-dir-lock.ts';

// Backup and restore of everything Kusasa keeps: the database and the stored documents, in one
// folder that a fresh machine can restore. Embedded, the database is PGlite's own consistent
// dump of its data directory (taken under the data-dir lock, so no server writes meanwhile);
// on PostgreSQL it is pg_dump's custom format, restored with pg_restore.

export interface BackupManifest {
  format: 'kusasa-backup-1';
  createdAt: string;
  database: 'pglite' | 'postgres';
  databaseFile: string;
  files: number;
}

const MANIFEST = 'manifest.json';
const FILES = 'files';

export class BackupError extends Error {}

/**
 * A backup holds password hashes, ID numbers and documents: its folders are 700 and its files 600
 * whatever the umask (issue 34). The umask covers what pg_dump and PGlite write; `cp` keeps the
 * source files' modes, so the tree is walked once more at the end.
 */
export async function backup(config: Config, target: string, now = new Date()): Promise<BackupManifest> {
  if (config.storage.kind !== 'disk')
    throw new BackupError('backup copies documents from local disk; with S3 storage, back up the bucket with its own versioning or replication');
  const umask = process.umask(0o077);
  try {
    const manifest = await writeBackup(config, config.storage.dir, target, now);
    await ownerOnly(target);
    return manifest;
  } finally {
    process.umask(umask);
  }
}

async function writeBackup(config: Config, filesDir: string, target: string, now: Date): Promise<BackupManifest> {
  await mkdir(target, { recursive: true, mode: 0o700 });
  if ((await readdir(target)).length > 0) throw new BackupError(`${target} is not empty: give backup a new folder`);
  const databaseFile = config.database.kind === 'pglite' ? 'database.tar.gz' : 'database.pgdump';
  if (config.database.kind === 'pglite') await dumpPglite(config.database.dataDir, config.dataDir, join(target, databaseFile));
  else await run('pg_dump', ['--format=custom', '--no-owner', `--file=${join(target, databaseFile)}`, config.database.url]);
  const files = await copyFiles(filesDir, join(target, FILES));
  const manifest: BackupManifest = { format: 'kusasa-backup-1', createdAt: now.toISOString(), database: config.database.kind, databaseFile, files };
  await writeFile(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function restore(config: Config, source: string): Promise<BackupManifest> {
  const manifest = await readManifest(source);
  if (config.storage.kind !== 'disk')
    throw new BackupError('restore writes documents to local disk; set FILE_STORAGE=disk (and FILE_STORAGE_DIR) for the restore');
  if (manifest.database !== config.database.kind) {
    throw new BackupError(
      `this backup holds a ${manifest.database} database; restore it with ${manifest.database === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`,
    );
  }
  await assertEmptyFolder(config.storage.dir, 'FILE_STORAGE_DIR');
  const dump = join(source, manifest.databaseFile);
  if (config.database.kind === 'pglite') await loadPglite(dump, config.database.dataDir, config.dataDir);
  else await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${config.database.url}`, dump]);
  await copyFiles(join(source, FILES), config.storage.dir);
  return manifest;
}

async function dumpPglite(pgDir: string, dataDir: string, file: string) {
  const lock = lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(pgDir);
    try {
      const dump = await client.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

async function loadPglite(file: string, pgDir: string, dataDir: string) {
  await assertEmptyFolder(pgDir, 'DATA_DIR');
  const lock = lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: pgDir, loadDataDir: new Blob([await readFile(file)]) });
    await client.query('select 1');
    await client.close();
  } finally {
    lock.release();
  }
}

async function readManifest(source: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(source, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${source} holds no Kusasa backup (no readable ${MANIFEST})`);
  }
  if (manifest.format !== 'kusasa-backup-1') throw new BackupError(`${source}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/** Restoring over live data would mix two states: only an empty (or missing) folder is accepted. */
async function assertEmptyFolder(dir: string, variable: string) {
  const entries = await readdir(dir).catch(() => []);
  if (entries.length > 0) throw new BackupError(`${dir} is not empty: restore onto a fresh ${variable}`);
}

async function copyFiles(from: string, to: string): Promise<number> {
  const exists = await stat(from).then(
    () => true,
    () => false,
  );
  await mkdir(to, { recursive: true });
  if (!exists) return 0;
  // Half-written uploads (*.tmp) are not documents.
  await cp(from, to, { recursive: true, errorOnExist: true, force: false, filter: (path) => !path.endsWith('.tmp') });
  return countFiles(to);
}

async function ownerOnly(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).length;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new BackupError(`${command} could not run: ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed: ${stderr.trim().split('\n').pop() ?? `exit ${code}`}`))));
  });
}
