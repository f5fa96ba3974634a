import { z } from 'zod';
import { booleanFlag, ConfigError } from './env-support.ts';

// Where documents and mail go: disk or S3, the outbox or SMTP.

export const storageAndMailEnv = {
  // Uploaded documents on local disk; defaults to DATA_DIR/files.
  FILE_STORAGE_DIR: z.string().min(1).optional(),
  // HMAC key of the 60-second document links (and, under its own label, of the partner inquiry
  // form's tokens). Unset: a random key per process, so links made by one instance do not open on
  // another (set it when running more than one).
  FILE_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Where documents live: local disk (the embedded default) or an S3-compatible bucket. Setting
  // S3_BUCKET chooses S3; production must choose one explicitly.
  FILE_STORAGE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('af-south-1'),
  S3_ENDPOINT: z.url({ message: 'must be the URL of an S3-compatible service' }).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Mail: the outbox table (read at the dev mailbox) or an SMTP relay that a background job sends
  // the outbox through. Setting SMTP_URL chooses SMTP; production must choose one explicitly.
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp'], { error: 'must be outbox or smtp' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Kusasa <no-reply@kusasa.local>'),
};
type StorageAndMailEnv = z.infer<z.ZodObject<typeof storageAndMailEnv>> & { NODE_ENV: 'development' | 'production' | 'test' };

export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; forcePathStyle: boolean; credentials?: { accessKeyId: string; secretAccessKey: string } };

export type MailConfig = { transport: 'outbox' } | { transport: 'smtp'; url: string; from: string };

export function storageConfig(e: StorageAndMailEnv, dir: string): StorageConfig {
  const kind = e.FILE_STORAGE ?? (e.S3_BUCKET ? 's3' : undefined);
  if (kind === undefined && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'FILE_STORAGE',
      "FILE_STORAGE: set S3_BUCKET for object storage in production, or FILE_STORAGE=disk to keep documents on this machine's disk",
    );
  }
  if (kind !== 's3') return { kind: 'disk', dir };
  if (!e.S3_BUCKET) throw new ConfigError('S3_BUCKET', 'S3_BUCKET must be set when FILE_STORAGE=s3');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID', "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK's own credentials)");
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
  };
}

export function mailConfig(e: StorageAndMailEnv): MailConfig {
  const transport = e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : undefined);
  if (transport === undefined && e.NODE_ENV === 'production') {
    throw new ConfigError('MAIL_TRANSPORT', 'MAIL_TRANSPORT: set SMTP_URL to send mail in production, or MAIL_TRANSPORT=outbox to keep it in the outbox');
  }
  if (transport !== 'smtp') return { transport: 'outbox' };
  if (!e.SMTP_URL) throw new ConfigError('SMTP_URL', 'SMTP_URL must be set when MAIL_TRANSPORT=smtp');
  return { transport: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM };
}
