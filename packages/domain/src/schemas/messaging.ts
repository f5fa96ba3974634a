import { z } from 'zod';
import { messagingErrorTexts } from '../messaging-texts.ts';
import { MESSAGE_CHANNELS, OUTBOUND_STATUSES, isPhoneChannel } from '../rules/messaging.ts';
import { normalizedSaPhoneSchema } from '../rules/phone.ts';

/*
 * Reminders and messages (issue 30). Timestamps ISO 8601; errors {error: {code, message, fields?}}.
 *
 * LEARNER (student)
 * GET  /api/messaging/channels            channelSettingsSchema: the four channels, each on or off
 * PUT  /api/messaging/channels/:channel   channelChoiceSchema -> channelSettingsSchema; turning a channel on
 *                                           records consent (its wording's version) and, for SMS and
 *                                           WhatsApp, the number; off takes effect at once
 * ADMIN
 * GET  /api/admin/reminders               adminRemindersSchema: message counts, messages that failed or
 *                                           were interrupted, dates not checked in 60 days
 * POST /api/admin/reminders/messages/:id/retry   -> 200 {status: 'queued'}; 409 unless failed or unknown
 * PROVIDERS
 * GET/POST /api/webhooks/whatsapp         Meta's verification and signed delivery reports and texts (STOP)
 */

export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);
export const outboundStatusSchema = z.enum(OUTBOUND_STATUSES);

export const channelSettingSchema = z.object({
  channel: messageChannelSchema,
  on: z.boolean(),
  /** The number SMS or WhatsApp go to (E.164); the account's email for email; null for in-app. */
  address: z.string().nullable(),
  consentedAt: z.iso.datetime({ offset: true }).nullable(),
  /** When the learner turned it off here or by replying STOP. */
  optedOutAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ChannelSetting = z.infer<typeof channelSettingSchema>;

export const channelSettingsSchema = z.object({ channels: z.array(channelSettingSchema) });
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;

export const channelParamsSchema = z.object({ channel: messageChannelSchema });

/** Turning on needs the consent box ticked, and a South African number for SMS and WhatsApp. */
export const channelChoiceSchema = z.object({
  on: z.boolean(),
  consent: z.boolean().optional(),
  phone: normalizedSaPhoneSchema.optional(),
});
export type ChannelChoice = z.input<typeof channelChoiceSchema>;

/** The per-channel checks of a choice: field errors by name, empty when it may be saved. */
export function channelChoiceErrors(channel: (typeof MESSAGE_CHANNELS)[number], choice: { on: boolean; consent?: boolean; phone?: string }) {
  const errors: Record<string, string> = {};
  if (!choice.on) return errors;
  if (choice.consent !== true) errors.consent = messagingErrorTexts.consentRequired;
  if (isPhoneChannel(channel) && !choice.phone) errors.phone = messagingErrorTexts.phoneRequired;
  return errors;
}

export const messageCountSchema = z.object({ channel: messageChannelSchema, status: outboundStatusSchema, count: z.number().int() });

export const messageProblemSchema = z.object({
  id: z.string(),
  channel: messageChannelSchema,
  /** Masked: enough to recognise, not to copy. */
  to: z.string(),
  template: z.string(),
  status: z.enum(['failed', 'unknown']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MessageProblem = z.infer<typeof messageProblemSchema>;

export const dateToCheckSchema = z.object({
  id: z.string(),
  what: z.string(),
  day: z.iso.date(),
  checkedOn: z.iso.date().nullable(),
  sourceTitle: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  owner: z.enum(['institution', 'admins']),
  /** Where the date is edited (a web path). */
  link: z.string(),
});
export type DateToCheck = z.infer<typeof dateToCheckSchema>;

export const adminRemindersSchema = z.object({
  counts: z.array(messageCountSchema),
  problems: z.array(messageProblemSchema),
  datesToCheck: z.array(dateToCheckSchema),
});
export type AdminReminders = z.infer<typeof adminRemindersSchema>;

export const messageIdParamsSchema = z.object({ id: z.uuid() });
export const messageRetriedSchema = z.object({ status: z.literal('queued') });
