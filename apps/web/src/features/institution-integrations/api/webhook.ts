import {
  deliveryListSchema,
  deliveryResponseSchema,
  savedWebhookSchema,
  webhookStateSchema,
  type SaveWebhook,
} from '@kusasa/domain/schemas/institution-api/webhook';
import { apiCall, noContentSchema } from '../../../lib/api-client';

export const getWebhook = (signal?: AbortSignal) => apiCall('/api/institution/webhook', { schema: webhookStateSchema, signal });

export const saveWebhook = (body: SaveWebhook) => apiCall('/api/institution/webhook', { method: 'PUT', body, schema: savedWebhookSchema });

export const removeWebhook = () => apiCall('/api/institution/webhook', { method: 'DELETE', schema: noContentSchema });

export const rotateWebhookSecret = () => apiCall('/api/institution/webhook/rotate-secret', { method: 'POST', schema: savedWebhookSchema });

export const listDeliveries = (signal?: AbortSignal) => apiCall('/api/institution/webhook/deliveries', { schema: deliveryListSchema, signal });

export const resendDelivery = (id: string) =>
  apiCall(`/api/institution/webhook/deliveries/${encodeURIComponent(id)}/resend`, { method: 'POST', schema: deliveryResponseSchema });
