import { isIP } from 'node:net';
import { z } from 'zod';
import { parseQuietHours } from '@kusasa/domain/rules/messaging';
import { ConfigError } from './env-support.ts';

// Reminders and messages (issue 30): quiet hours, housekeeping's pace, WhatsApp and SMS.

const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com';

export const messagingEnv = {
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
};
type MessagingEnv = z.infer<z.ZodObject<typeof messagingEnv>>;

/** How text messages leave: the log, or a provider's SMSC over SMPP. */
export type SmsConfig = { provider: 'log' } | { provider: 'smpp'; host: string; port: number; systemId: string; password: string; senderId: string };

/** How WhatsApp messages leave (the log, or the Cloud API) and the webhook's secrets, when it is set up. */
export interface WhatsAppConfig {
  sender: { provider: 'log' } | { provider: 'cloud-api'; baseUrl: string; apiVersion: string; phoneNumberId: string; accessToken: string };
  /** Unset: no webhook, so no delivery reports and no STOP by WhatsApp. */
  webhook: { appSecret: string; verifyToken: string } | undefined;
}

export function whatsappConfig(e: MessagingEnv): WhatsAppConfig {
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

export function smsConfig(e: MessagingEnv): SmsConfig {
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
