import type { StorageConfig } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The storage adapter the configuration asks for, with a close() for the app's shutdown. */
export function createFileStorage(config: StorageConfig): FileStorage & { close(): void } {
  if (config.kind === 's3') return createS3Storage(config);
  return { ...createLocalDiskStorage(config.dir), close: () => undefined };
}
