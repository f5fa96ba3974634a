import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileExistsError, type FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage, type S3Storage } from './s3-storage.ts';

// One contract, two adapters: the S3 adapter runs against a real S3 protocol server (s3rver, from
// npm) started here, the disk adapter against a throwaway folder.

const bytes = (text: string) => new TextEncoder().encode(text);

function storageContract(name: string, open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()));
    afterAll(() => close());

    it('stores bytes under a key and reads them back unchanged', async () => {
      await storage.put('users/u1/documents/idDocument-1.pdf', bytes('%PDF-1.7 one'));
      expect((await storage.get('users/u1/documents/idDocument-1.pdf'))?.toString()).toBe('%PDF-1.7 one');
    });

    it('answers undefined for a key that holds nothing', async () => {
      expect(await storage.get('users/u1/documents/missing.pdf')).toBeUndefined();
    });

    it('never overwrites a stored key', async () => {
      await storage.put('users/u2/documents/a.pdf', bytes('first'));
      await expect(storage.put('users/u2/documents/a.pdf', bytes('second'))).rejects.toBeInstanceOf(FileExistsError);
      expect((await storage.get('users/u2/documents/a.pdf'))?.toString()).toBe('first');
    });

    it('deletes a key, and deleting a missing key is not an error', async () => {
      await storage.put('users/u3/documents/b.pdf', bytes('b'));
      await storage.delete('users/u3/documents/b.pdf');
      await storage.delete('users/u3/documents/b.pdf');
      expect(await storage.get('users/u3/documents/b.pdf')).toBeUndefined();
    });

    it("deletes a learner's folder and nothing beside it", async () => {
      await storage.put('users/u4/documents/c.pdf', bytes('c'));
      await storage.put('users/u4/applications/d.pdf', bytes('d'));
      await storage.put('users/u40/documents/e.pdf', bytes('e'));
      await storage.deleteFolder('users/u4');
      await storage.deleteFolder('users/nobody');
      expect(await storage.get('users/u4/documents/c.pdf')).toBeUndefined();
      expect(await storage.get('users/u4/applications/d.pdf')).toBeUndefined();
      expect((await storage.get('users/u40/documents/e.pdf'))?.toString()).toBe('e');
    });

    it('lists the keys under a folder with when they were written', async () => {
      const before = Date.now() - 60_000;
      await storage.put('users/u5/documents/f.pdf', bytes('f'));
      await storage.put('users/u5/documents/g.pdf', bytes('g'));
      const listed: { key: string; modifiedAt: Date }[] = [];
      for await (const file of storage.list('users/u5')) listed.push(file);
      expect(listed.map((file) => file.key).sort()).toEqual(['users/u5/documents/f.pdf', 'users/u5/documents/g.pdf']);
      expect(listed.every((file) => file.modifiedAt.getTime() > before)).toBe(true);
      const none: unknown[] = [];
      for await (const file of storage.list('users/nobody')) none.push(file);
      expect(none).toEqual([]);
    });

    it('refuses unsafe keys before touching the store', async () => {
      await expect(storage.put('../etc/passwd', bytes('x'))).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get('users/../../secret')).rejects.toThrow(/unsafe storage key/);
    });
  });
}

storageContract('local disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'kusasa-disk-'));
  return { storage: createLocalDiskStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

storageContract('S3', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'kusasa-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'kusasa-test', configs: [] }] });
  const address: AddressInfo = await server.run();
  const storage: S3Storage = createS3Storage({
    bucket: 'kusasa-test',
    region: 'af-south-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    storage,
    async close() {
      storage.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe('S3 storage status', () => {
  it('reports an unreachable bucket as down', async () => {
    const storage = createS3Storage({
      bucket: 'none',
      region: 'af-south-1',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    });
    expect(await storage.ping()).toBe(false);
    storage.close();
  });
});
