import type { StorageConfig } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { S3Storage } from './s3-storage.ts';

/** The storage adapter the configuration asks for, with a close() for the app's shutdown. */
export function createFileStorage(config: StorageConfig): FileStorage & { close(): void } {
  if (config.kind === 's3') return lazyS3Storage(config);
  return { ...createLocalDiskStorage(config.dir), close: () => undefined };
}

/** S3 through its SDK, which is loaded with the first file stored or read, not at start (issue 33). */
function lazyS3Storage(config: Extract<StorageConfig, { kind: 's3' }>): FileStorage & { close(): void } {
  let opened: Promise<S3Storage> | undefined;
  const s3 = () => (opened ??= import('./s3-storage.ts').then(({ createS3Storage }) => createS3Storage(config)));
  return {
    put: async (key, bytes) => (await s3()).put(key, bytes),
    get: async (key) => (await s3()).get(key),
    delete: async (key) => (await s3()).delete(key),
    deleteFolder: async (folder) => (await s3()).deleteFolder(folder),
    async *list(folder) {
      yield* (await s3()).list(folder);
    },
    close: () => void opened?.then((storage) => storage.close()),
  };
}
