// Where uploaded bytes live: local disk or an S3-compatible bucket, behind the same calls. Keys are relative paths such as
// users/{userId}/documents/idDocument-1767254400000.pdf.

export interface FileStorage {
  /** Stores the bytes under a new key; throws FileExistsError when the key is taken. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every key under the folder (e.g. users/{userId}); a missing folder is not an error. */
  deleteFolder(folder: string): Promise<void>;
  /** Every stored key under the folder, with when it was written (for the sweeper). */
  list(folder: string): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export class FileExistsError extends Error {
  constructor(readonly key: string) {
    super(`a file is already stored under ${key}`);
    this.name = 'FileExistsError';
  }
}

/** Keys are made by the app, but check anyway: no absolute paths, no '..', only plain characters. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 500 || segments.some((s) => s === '' || s === '.' || s === '..' || !/^[A-Za-z0-9._-]+$/.test(s))) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}
