import { z } from 'zod';
import { timestamp } from './common.ts';

// Session routes for the institution's lead:
// GET    /api/institution/webhook                        -> webhookStateSchema
// PUT    /api/institution/webhook        body saveWebhookSchema -> 201 {webhook, secret} when new, 200 {webhook} when the address changed
// DELETE /api/institution/webhook                        -> 204
// POST   /api/institution/webhook/rotate-secret          -> 200 {webhook, secret}
// GET    /api/institution/webhook/deliveries             -> deliveryListSchema (latest 50)
// POST   /api/institution/webhook/deliveries/:id/resend  -> 200 {delivery}

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  createdAt: timestamp,
  /** Until when deliveries also carry a signature with the previous secret. */
  previousSecretUntil: timestamp.nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookStateSchema = z.object({ webhook: webhookSchema.nullable() });
export type WebhookState = z.infer<typeof webhookStateSchema>;

export const saveWebhookSchema = z.object({ url: z.string().trim().min(1).max(500) });
export type SaveWebhook = z.infer<typeof saveWebhookSchema>;

/** The secret is in the answer only when it was just made. */
export const savedWebhookSchema = z.object({ webhook: webhookSchema, secret: z.string().optional() });
export type SavedWebhook = z.infer<typeof savedWebhookSchema>;

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const deliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  applicationId: z.uuid(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.int(),
  lastStatusCode: z.int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: timestamp.nullable(),
  deliveredAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListSchema = z.object({ deliveries: z.array(deliverySchema) });
export type DeliveryList = z.infer<typeof deliveryListSchema>;
export const deliveryResponseSchema = z.object({ delivery: deliverySchema });
