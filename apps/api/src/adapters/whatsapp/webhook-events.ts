import { z } from 'zod';

// What a WhatsApp webhook POST says, as the reminders need it: delivery reports of the messages
// sent (entry[].changes[].value.statuses[]) and text from learners (value.messages[]), such as
// STOP. Meta batches several entries and changes in one POST and sends other kinds too (account
// and template updates, images...): what is not a delivery report or text is skipped, one item at
// a time, so one odd item never loses the others.

export type WhatsAppDeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface WhatsAppStatusEvent {
  /** The message id (wamid) the send answered with. */
  providerRef: string;
  status: WhatsAppDeliveryStatus;
  at: Date;
  /** The recipient in E.164 (+27...). */
  recipient: string;
  /** Why a message failed (`failed` only): Meta's code and title, e.g. 131026 Message undeliverable. */
  error?: { code: number; message: string };
}

export interface WhatsAppInboundText {
  /** The sender in E.164 (+27...): the address a learner's channel is stored under. */
  from: string;
  /** What they wrote, or the text of the quick-reply button they pressed. */
  text: string;
  providerRef: string;
  at: Date;
}

export interface WhatsAppWebhookEvents {
  statuses: WhatsAppStatusEvent[];
  inbound: WhatsAppInboundText[];
}

const unixSeconds = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform((seconds) => new Date(Number(seconds) * 1000));
const waId = z
  .string()
  .regex(/^\+?\d{6,20}$/)
  .transform((digits) => `+${digits.replace(/^\+/, '')}`);

const envelopeSchema = z.object({
  entry: z.array(z.object({ changes: z.array(z.object({ field: z.string().optional(), value: z.unknown() }).loose()).default([]) }).loose()),
});
const valueSchema = z.object({ statuses: z.array(z.unknown()).default([]), messages: z.array(z.unknown()).default([]) }).loose();

const metaErrorSchema = z.object({ code: z.number().int(), title: z.string().optional(), message: z.string().optional() }).loose();
const statusSchema = z
  .object({
    id: z.string().min(1),
    status: z.enum(['sent', 'delivered', 'read', 'failed']),
    timestamp: unixSeconds,
    recipient_id: waId,
    errors: z.array(metaErrorSchema).optional(),
  })
  .loose();

const messageBase = { from: waId, id: z.string().min(1), timestamp: unixSeconds };
const inboundSchema = z.discriminatedUnion('type', [
  z.object({ ...messageBase, type: z.literal('text'), text: z.object({ body: z.string() }).loose() }).loose(),
  // A template's quick-reply button (Meta's marketing opt-out button is one).
  z.object({ ...messageBase, type: z.literal('button'), button: z.object({ text: z.string() }).loose() }).loose(),
]);

/** The delivery reports and texts in a webhook body already parsed from JSON; anything else is skipped. */
export function parseWebhookEvents(body: unknown): WhatsAppWebhookEvents {
  const events: WhatsAppWebhookEvents = { statuses: [], inbound: [] };
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) return events;
  for (const change of envelope.data.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== undefined && change.field !== 'messages') continue;
    const value = valueSchema.safeParse(change.value);
    if (!value.success) continue;
    for (const item of value.data.statuses) {
      const status = statusSchema.safeParse(item);
      if (!status.success) continue;
      const { id, status: state, timestamp, recipient_id, errors } = status.data;
      const error = state === 'failed' && errors?.[0] ? { code: errors[0].code, message: errors[0].title ?? errors[0].message ?? 'unknown error' } : undefined;
      events.statuses.push({ providerRef: id, status: state, at: timestamp, recipient: recipient_id, ...(error ? { error } : {}) });
    }
    for (const item of value.data.messages) {
      const message = inboundSchema.safeParse(item);
      if (!message.success) continue;
      const { from, id, timestamp } = message.data;
      const text = message.data.type === 'text' ? message.data.text.body : message.data.button.text;
      events.inbound.push({ from, text, providerRef: id, at: timestamp });
    }
  }
  return events;
}
