import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { InformationOfficer } from '@kusasa/domain/legal/policy';
import { parseQuietHours, type QuietHours } from '@kusasa/domain/rules/messaging';
import { DEFAULT_SESSION_MINUTES } from '@kusasa/domain/rules/sessions';
import { assistantConfig, assistantEnv, type AssistantConfig } from './config/assistant-env.ts';
import { ConfigError } from './config/env-support.ts';
import { identityConfig, identityEnv, type IdentityConfig } from './config/identity-env.ts';
import { informationOfficerConfig, informationOfficerEnv } from './config/information-officer-env.ts';
import { messagingEnv, smsConfig, whatsappConfig, type SmsConfig, type WhatsAppConfig } from './config/messaging-env.ts';
import { paymentsConfig, paymentsEnv, type PaymentsConfig } from './config/payments-env.ts';
import { sellerConfig, sellerEnv, type SellerConfig } from './config/seller-env.ts';
import { mailConfig, storageAndMailEnv, storageConfig, type MailConfig, type StorageConfig } from './config/storage-and-mail-env.ts';

// The only file that reads process.env (with the fragments in config/, one per concern). Each
// variable is parsed once at boot; a bad value becomes one line naming the variable (see
// ConfigError), never a stack trace.

export { ConfigError } from './config/env-support.ts';
export { paymentsStartupWarning } from './config/payments-env.ts';
export { STAND_IN_INFORMATION_OFFICER } from './config/information-officer-env.ts';
export type { AssistantConfig, IdentityConfig, MailConfig, PaymentsConfig, SellerConfig, SmsConfig, StorageConfig, WhatsAppConfig };

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be 0 to 65535')
    .max(65535, 'must be 0 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' }).optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://kusasa.example' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' })
    .default('info'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  // Which reverse proxies may say who the client is (X-Forwarded-For): false, true (every hop:
  // only when the app cannot be reached except through the proxy), or a comma-separated list of
  // the proxies' addresses or CIDR ranges, which is safe even if the app is reachable directly.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): TrustProxy => {
      const flag = value.trim().toLowerCase();
      if (['true', '1'].includes(flag)) return true;
      if (['false', '0'].includes(flag)) return false;
      const list = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (list.length > 0 && list.every(isAddressOrRange)) return list;
      context.addIssue({
        code: 'custom',
        message: 'must be true, false or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16)',
      });
      return z.NEVER;
    }),
  // How long a session lasts without 'Remember me' (remembered sessions last 7 days).
  // Fractions are allowed so end-to-end tests can watch a session expire in seconds.
  SESSION_TTL_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .min(0.05, 'must be at least 0.05 minutes (3 seconds)')
    .max(60 * 24 * 7, 'must be at most 7 days')
    .default(DEFAULT_SESSION_MINUTES),
  // The dev mailbox's key (outside production only): unset, a random one per start, printed in
  // the start banner and written to DATA_DIR/dev-mailbox-token.
  DEV_MAILBOX_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  // Bearer token a Prometheus scraper sends to GET /api/metrics; unset, the endpoint does not exist.
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  ...paymentsEnv,
  ...sellerEnv,
  ...storageAndMailEnv,
  ...assistantEnv,
  ...messagingEnv,
  ...informationOfficerEnv,
  ...identityEnv,
});

export type Env = z.input<typeof envSchema>;

/** Fastify's trustProxy: none, every hop, or only these proxy addresses and ranges. */
export type TrustProxy = boolean | string[];

function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d{1,3}$/.test(bits) && size <= (version === 4 ? 32 : 128);
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  trustProxy: TrustProxy;
  sessionTtlMinutes: number;
  isProduction: boolean;
  payments: PaymentsConfig;
  /** Who receipts name as the seller; a VAT number makes them tax invoices. */
  seller: SellerConfig;
  fileStorageDir: string;
  fileSigningSecret: string | undefined;
  storage: StorageConfig;
  mail: MailConfig;
  metricsToken: string | undefined;
  /** What a request to the dev mailbox carries (header or query) unless a signed-in admin asks. */
  devMailboxToken: string;
  assistant: AssistantConfig;
  /** Who checks ID numbers: the built-in verifier, or a Home Affairs bureau (decision 0417). */
  identity: IdentityConfig;
  whatsapp: WhatsAppConfig;
  sms: SmsConfig;
  /** SAST hours with no SMS, WhatsApp or email; null sends at any hour. */
  quietHours: QuietHours;
  housekeepingIntervalMs: number;
  informationOfficer: InformationOfficer;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, `${variable} ${issue?.message ?? 'is invalid'} (got ${JSON.stringify(env[variable])})`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(dataDir, 'pg') },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    isProduction: e.NODE_ENV === 'production',
    payments: paymentsConfig(e),
    fileStorageDir: e.FILE_STORAGE_DIR ? resolve(e.FILE_STORAGE_DIR) : resolve(dataDir, 'files'),
    fileSigningSecret: e.FILE_SIGNING_SECRET,
    storage: storageConfig(e, e.FILE_STORAGE_DIR ? resolve(e.FILE_STORAGE_DIR) : resolve(dataDir, 'files')),
    mail: mailConfig(e),
    metricsToken: e.METRICS_TOKEN,
    devMailboxToken: e.DEV_MAILBOX_TOKEN ?? randomBytes(24).toString('base64url'),
    assistant: assistantConfig(e),
    identity: identityConfig(e),
    whatsapp: whatsappConfig(e),
    sms: smsConfig(e),
    quietHours: parseQuietHours(e.QUIET_HOURS) ?? null,
    housekeepingIntervalMs: e.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
    informationOfficer: informationOfficerConfig(e),
    // Last: a production start names what is missing in the order operators have met them.
    seller: sellerConfig(e),
  };
}
