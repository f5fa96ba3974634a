import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, FileExistsError, type FileStorage } from './file-storage.ts';

// Documents in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...). The bucket stays private:
// learners and admins reach a file only through Kusasa's own short-lived signed links, which
// stream the bytes through the API, so no presigned bucket URL ever leaves the server.

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services; unset means AWS itself. */
  endpoint?: string;
  /** Path-style URLs (endpoint/bucket/key), which MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface S3Storage extends FileStorage {
  /** Whether the bucket answers (for system status). */
  ping(): Promise<boolean>;
  close(): void;
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: self-hosted servers do not all accept the newer
    // default trailing checksums, and the bytes were already checked by type and size.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function exists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  return {
    async put(key, bytes) {
      assertSafeKey(key);
      // IfNoneMatch makes the write refuse an existing key atomically on S3 and MinIO; the
      // look-up first gives the same answer on servers without conditional writes.
      if (await exists(key)) throw new FileExistsError(key);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, IfNoneMatch: '*' }));
      } catch (error) {
        if (statusOf(error) === 412) throw new FileExistsError(key);
        throw error;
      }
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = await object.Body?.transformToByteArray();
        return body ? Buffer.from(body) : Buffer.alloc(0);
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deleteFolder(folder) {
      assertSafeKey(folder);
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken: token }));
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async *list(folder) {
      assertSafeKey(folder);
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          if (item.Key) yield { key: item.Key, modifiedAt: item.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },

    close() {
      client.destroy();
    },
  };
}
