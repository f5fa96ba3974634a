import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { InformationOfficer } from '@kusasa/domain/legal/policy';
import { parseQuietHours, type QuietHours } from '@kusasa/domain/rules/messaging';
import { DEFAULT_SESSION_MINUTES } from '@kusasa/domain/rules/sessions';

// The only file that reads process.env. Each variable is parsed once at boot; a bad value
// becomes one line naming the variable (see ConfigError), never a stack trace.

const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com';

const booleanFlag = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((value) => value === 'true' || value === '1');

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
  // PayFast. With no merchant id and key the built-in PayFast simulator takes payments (the
  // default for development, tests and `npm start`); setting both switches to PayFast itself.
  PAYFAST_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be the numeric merchant id from the PayFast dashboard')
    .optional(),
  PAYFAST_MERCHANT_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, 'must be the merchant key from the PayFast dashboard')
    .optional(),
  PAYFAST_PASSPHRASE: z.string().max(100, 'must be at most 100 characters').optional(),
  PAYFAST_MODE: z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox'),
  // Confirm each notification with PayFast's validate endpoint. Unset: on in live mode (PayFast's
  // integration requirements list it as a required check), off in the sandbox.
  PAYFAST_VALIDATE_REMOTE: booleanFlag.optional(),
  // In production the simulator would hand out paid plans for free, so it must be asked for.
  PAYFAST_SIMULATOR: booleanFlag.default(false),
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
  // The dev mailbox's key (outside production only): unset, a random one per start, printed in
  // the start banner and written to DATA_DIR/dev-mailbox-token.
  DEV_MAILBOX_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  // Bearer token a Prometheus scraper sends to GET /api/metrics; unset, the endpoint does not exist.
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  // Thandi: an OpenAI-compatible chat completions server (OpenAI, Ollama, vLLM, llama.cpp). Unset,
  // the built-in assistant answers; set, the model answers from the same sources and the
  // built-in assistant takes over whenever it fails. The key never leaves the server.
  ASSISTANT_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL such as https://api.openai.com' }).optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL: z.string().min(1).max(200).optional(),
  ASSISTANT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(500, 'must be at least 500')
    .max(120_000, 'must be at most 120000')
    .default(15_000),
  // Reminders (issue 30): no SMS, WhatsApp or email in these SAST hours ('HH:00-HH:00', or 'none'),
  // and how often periodic work (reminders, tidying) runs on each instance.
  QUIET_HOURS: z
    .string()
    .refine((text) => parseQuietHours(text) !== undefined, "must be like 21:00-07:00 (whole hours, SAST) or 'none'")
    .default('21:00-07:00'),
  HOUSEKEEPING_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(86_400).default(900),
  // WhatsApp Business Cloud API (reminders, issue 30). Unset, WhatsApp messages are written to the
  // log; an access token with the phone number id sends them through Meta's Graph API. The app
  // secret and verify token set up the delivery and inbound webhook (/api/webhooks/whatsapp).
  WHATSAPP_ACCESS_TOKEN: z.string().trim().min(20, 'must be the access token from the Meta app (a system user token)').optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, 'must be the numeric phone number id from WhatsApp Manager (not the phone number)')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().trim().min(16, "must be the Meta app's app secret").optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').max(200, 'must be at most 200 characters').optional(),
  WHATSAPP_API_BASE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL such as https://graph.facebook.com' })
    .default(WHATSAPP_GRAPH_URL),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d{1,3}\.\d$/, 'must be a Graph API version such as v24.0')
    .default('v24.0'),
  // SMS (reminders, issue 30). Unset, text messages are written to the log; SMPP_HOST binds to the
  // provider's SMSC over SMPP 3.4 as a transceiver (sends, delivery receipts and inbound STOP).
  SMPP_HOST: z
    .string()
    .trim()
    .refine((host) => /^[A-Za-z0-9.-]+$/.test(host) || isIP(host) !== 0, 'must be a host name or IP address such as smpp.provider.example (no smpp:// or port)')
    .optional(),
  SMPP_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be 1 to 65535')
    .max(65535, 'must be 1 to 65535')
    .default(2775),
  // SMPP 3.4 section 4.1: system_id at most 15 characters, password at most 8.
  SMPP_SYSTEM_ID: z.string().min(1).max(15, 'must be at most 15 characters (SMPP system_id)').optional(),
  SMPP_PASSWORD: z.string().max(8, 'must be at most 8 characters (SMPP password)').optional(),
  SMS_SENDER_ID: z
    .string()
    .regex(/^(?:[A-Za-z0-9 ]{1,11}|\+?\d{1,15})$/, 'must be a name of up to 11 letters, digits or spaces, or a number of up to 15 digits')
    .default('Kusasa'),
  // The Information Officer the legal policies name (POPIA sections 55 and 56). Outside production
  // a stand-in marked as such; production refuses to start without real details.
  INFORMATION_OFFICER_NAME: z.string().trim().min(2, 'must be a name').max(100, 'must be at most 100 characters').optional(),
  INFORMATION_OFFICER_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  INFORMATION_OFFICER_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{6,20}$/, 'must be a phone number such as +27 11 123 4567')
    .optional(),
  INFORMATION_OFFICER_ADDRESS: z.string().trim().min(5, 'must be a postal or street address').max(300, 'must be at most 300 characters').optional(),
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
  fileStorageDir: string;
  fileSigningSecret: string | undefined;
  storage: StorageConfig;
  mail: MailConfig;
  metricsToken: string | undefined;
  /** What a request to the dev mailbox carries (header or query) unless a signed-in admin asks. */
  devMailboxToken: string;
  assistant: AssistantConfig;
  whatsapp: WhatsAppConfig;
  sms: SmsConfig;
  /** SAST hours with no SMS, WhatsApp or email; null sends at any hour. */
  quietHours: QuietHours;
  housekeepingIntervalMs: number;
  informationOfficer: InformationOfficer;
}

/** How text messages leave: the log, or a provider's SMSC over SMPP. */
export type SmsConfig = { provider: 'log' } | { provider: 'smpp'; host: string; port: number; systemId: string; password: string; senderId: string };

/** How WhatsApp messages leave (the log, or the Cloud API) and the webhook's secrets, when it is set up. */
export interface WhatsAppConfig {
  sender: { provider: 'log' } | { provider: 'cloud-api'; baseUrl: string; apiVersion: string; phoneNumberId: string; accessToken: string };
  /** Unset: no webhook, so no delivery reports and no STOP by WhatsApp. */
  webhook: { appSecret: string; verifyToken: string } | undefined;
}

/** Who writes Thandi's answers: the built-in assistant alone, or a model with it as the fallback. */
export type AssistantConfig =
  { provider: 'built-in' } | { provider: 'openai-compatible'; url: string; apiKey: string | undefined; model: string; timeoutMs: number };

export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; forcePathStyle: boolean; credentials?: { accessKeyId: string; secretAccessKey: string } };

export type MailConfig = { transport: 'outbox' } | { transport: 'smtp'; url: string; from: string };

/** Which payment provider takes payments: PayFast (sandbox or live) or the built-in simulator. */
export type PaymentsConfig =
  | { provider: 'simulator' }
  | { provider: 'payfast'; mode: 'sandbox' | 'live'; merchantId: string; merchantKey: string; passphrase: string | null; validateRemote: boolean };

/** A start-up problem that is the operator's to fix; its message is one line naming the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message.replace(/\s*\n\s*/g, ' '));
  }
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
    whatsapp: whatsappConfig(e),
    sms: smsConfig(e),
    quietHours: parseQuietHours(e.QUIET_HOURS) ?? null,
    housekeepingIntervalMs: e.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
    informationOfficer: informationOfficerConfig(e),
  };
}

function assistantConfig(e: z.infer<typeof envSchema>): AssistantConfig {
  const { ASSISTANT_API_URL: url, ASSISTANT_MODEL: model, ASSISTANT_API_KEY: apiKey } = e;
  if (url === undefined && model === undefined && apiKey === undefined) return { provider: 'built-in' };
  // Half a setup is refused rather than silently answered by the built-in assistant.
  if (url === undefined)
    throw new ConfigError('ASSISTANT_API_URL', 'ASSISTANT_API_URL must be set together with ASSISTANT_MODEL (and ASSISTANT_API_KEY when the server needs one)');
  if (model === undefined) throw new ConfigError('ASSISTANT_MODEL', 'ASSISTANT_MODEL must be set together with ASSISTANT_API_URL');
  return { provider: 'openai-compatible', url, apiKey, model, timeoutMs: e.ASSISTANT_TIMEOUT_MS };
}

function whatsappConfig(e: z.infer<typeof envSchema>): WhatsAppConfig {
  const { WHATSAPP_ACCESS_TOKEN: accessToken, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: verifyToken } = e;
  // Half a setup is refused rather than silently logging messages or ignoring the webhook.
  if ((accessToken === undefined) !== (phoneNumberId === undefined)) {
    const missing = accessToken === undefined ? 'WHATSAPP_ACCESS_TOKEN' : 'WHATSAPP_PHONE_NUMBER_ID';
    throw new ConfigError(missing, 'WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together');
  }
  if ((appSecret === undefined) !== (verifyToken === undefined)) {
    const missing = appSecret === undefined ? 'WHATSAPP_APP_SECRET' : 'WHATSAPP_VERIFY_TOKEN';
    throw new ConfigError(missing, 'WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN must be set together (the webhook needs both)');
  }
  return {
    sender:
      accessToken && phoneNumberId
        ? { provider: 'cloud-api', baseUrl: e.WHATSAPP_API_BASE_URL.replace(/\/+$/, ''), apiVersion: e.WHATSAPP_API_VERSION, phoneNumberId, accessToken }
        : { provider: 'log' },
    webhook: appSecret && verifyToken ? { appSecret, verifyToken } : undefined,
  };
}

function smsConfig(e: z.infer<typeof envSchema>): SmsConfig {
  const { SMPP_HOST: host, SMPP_SYSTEM_ID: systemId, SMPP_PASSWORD: password } = e;
  if (host === undefined) {
    // Credentials without a host are half a setup: refused rather than silently logging messages.
    if (systemId !== undefined || password !== undefined)
      throw new ConfigError('SMPP_HOST', 'SMPP_HOST must be set together with SMPP_SYSTEM_ID and SMPP_PASSWORD');
    return { provider: 'log' };
  }
  if (systemId === undefined) throw new ConfigError('SMPP_SYSTEM_ID', 'SMPP_SYSTEM_ID must be set together with SMPP_HOST (the account the provider gave)');
  return { provider: 'smpp', host, port: e.SMPP_PORT, systemId, password: password ?? '', senderId: e.SMS_SENDER_ID };
}

function storageConfig(e: z.infer<typeof envSchema>, dir: string): StorageConfig {
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

function mailConfig(e: z.infer<typeof envSchema>): MailConfig {
  const transport = e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : undefined);
  if (transport === undefined && e.NODE_ENV === 'production') {
    throw new ConfigError('MAIL_TRANSPORT', 'MAIL_TRANSPORT: set SMTP_URL to send mail in production, or MAIL_TRANSPORT=outbox to keep it in the outbox');
  }
  if (transport !== 'smtp') return { transport: 'outbox' };
  if (!e.SMTP_URL) throw new ConfigError('SMTP_URL', 'SMTP_URL must be set when MAIL_TRANSPORT=smtp');
  return { transport: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM };
}

function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const { PAYFAST_MERCHANT_ID: merchantId, PAYFAST_MERCHANT_KEY: merchantKey } = e;
  if (merchantId === undefined && merchantKey === undefined) {
    if (e.NODE_ENV === 'production' && !e.PAYFAST_SIMULATOR) {
      throw new ConfigError(
        'PAYFAST_MERCHANT_ID',
        'PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY must be set in production (or PAYFAST_SIMULATOR=true for a demo that takes no money)',
      );
    }
    return { provider: 'simulator' };
  }
  // One without the other is a half-finished setup: refuse it rather than fall back to the simulator.
  if (merchantId === undefined) throw new ConfigError('PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_ID must be set together with PAYFAST_MERCHANT_KEY');
  if (merchantKey === undefined) throw new ConfigError('PAYFAST_MERCHANT_KEY', 'PAYFAST_MERCHANT_KEY must be set together with PAYFAST_MERCHANT_ID');
  const validateRemote = e.PAYFAST_VALIDATE_REMOTE ?? e.PAYFAST_MODE === 'live';
  return { provider: 'payfast', mode: e.PAYFAST_MODE, merchantId, merchantKey, passphrase: e.PAYFAST_PASSPHRASE ?? null, validateRemote };
}

/** Said in the log at start: live PayFast whose notifications are not confirmed with PayFast (explicitly switched off). */
export function paymentsStartupWarning(payments: PaymentsConfig): string | undefined {
  if (payments.provider !== 'payfast' || payments.mode !== 'live' || payments.validateRemote) return undefined;
  return "PAYFAST_VALIDATE_REMOTE=false with PAYFAST_MODE=live: payment notifications are not confirmed with PayFast's validate endpoint, which PayFast's integration requirements list as a required check. Remove the setting (live mode turns it on) unless PayFast's validate endpoint cannot be reached from this server.";
}

/** What the policies show outside production when no Information Officer is configured: visibly a stand-in. */
export const STAND_IN_INFORMATION_OFFICER: InformationOfficer = {
  name: 'Information Officer (not configured)',
  email: 'information-officer@kusasa.local',
  phone: '+27 00 000 0000',
  address: 'Not configured: set INFORMATION_OFFICER_ADDRESS',
};

const OFFICER_VARIABLES = {
  name: 'INFORMATION_OFFICER_NAME',
  email: 'INFORMATION_OFFICER_EMAIL',
  phone: 'INFORMATION_OFFICER_PHONE',
  address: 'INFORMATION_OFFICER_ADDRESS',
} as const satisfies Record<keyof InformationOfficer, keyof z.infer<typeof envSchema>>;

// Words and domains that mark a value as a stand-in rather than a real person's details.
const PLACEHOLDER = /\b(placeholder|change ?me|todo|tbd|tba|lorem|dummy|sample|not configured|x{3,})\b|@(example\.|[^@]*\.(local|test|invalid|example)$)/i;
const isPlaceholderPhone = (phone: string) => /^0*$/.test(phone.replace(/\D/g, '').replace(/^27/, ''));

function informationOfficerConfig(e: z.infer<typeof envSchema>): InformationOfficer {
  const officer = {} as InformationOfficer;
  for (const [field, variable] of Object.entries(OFFICER_VARIABLES) as [keyof InformationOfficer, (typeof OFFICER_VARIABLES)[keyof InformationOfficer]][]) {
    const value = e[variable];
    if (e.NODE_ENV === 'production') {
      // The policies publish these details: a missing or made-up contact would mislead every reader.
      if (value === undefined)
        throw new ConfigError(
          variable,
          `${variable} must be set in production: the Privacy Policy and the Terms of Service publish the Information Officer's contact details`,
        );
      if (PLACEHOLDER.test(value) || (field === 'phone' && isPlaceholderPhone(value))) {
        throw new ConfigError(
          variable,
          `${variable} looks like a placeholder (got ${JSON.stringify(value)}): set the Information Officer's real contact details`,
        );
      }
    }
    officer[field] = value ?? STAND_IN_INFORMATION_OFFICER[field];
  }
  return officer;
}
