import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertSafeKey, FileExistsError, type FileStorage } from './file-storage.ts';

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | undefined)?.code === code;

/**
 * Files under one directory on local disk. A put writes a temporary file and then hard-links it to
 * its key, so a reader never sees half a file and an existing key is never overwritten.
 */
export function createLocalDiskStorage(rootDir: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(rootDir, key);
  };

  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { flag: 'wx' });
      try {
        await link(temporary, target);
      } catch (error) {
        if (isCode(error, 'EEXIST')) throw new FileExistsError(key);
        throw error;
      } finally {
        await unlink(temporary).catch(() => undefined);
      }
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isCode(error, 'ENOENT')) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async deleteFolder(folder) {
      await rm(pathOf(folder), { recursive: true, force: true });
    },

    async *list(folder) {
      const base = pathOf(folder);
      const entries = await readdir(base, { withFileTypes: true, recursive: true }).catch((error: unknown) => {
        if (isCode(error, 'ENOENT')) return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => undefined);
        if (info) yield { key: relative(rootDir, path).split(sep).join('/'), modifiedAt: info.mtime };
      }
    },
  };
}
