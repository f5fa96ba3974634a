import type { WhatsAppWebhookEvents } from '../../adapters/whatsapp/webhook-events.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { App } from '../../http/types.ts';
import { whatsappWebhookRoutes } from './whatsapp-webhooks.routes.ts';

type Messaging = Pick<Kernel['messaging'], 'receipt' | 'received'>;

/** Delivery reports mark messages delivered (read counts as delivered) or failed; a STOP turns WhatsApp off. */
export async function handleWhatsAppEvents(messaging: Messaging, { statuses, inbound }: WhatsAppWebhookEvents): Promise<void> {
  for (const status of statuses) {
    if (status.status === 'sent') continue;
    const error = status.error ? `${status.error.code} ${status.error.message}` : undefined;
    await messaging.receipt('whatsapp', status.providerRef, status.status !== 'failed', status.at, error);
  }
  for (const message of inbound) await messaging.received('whatsapp', message.from, message.text);
}

/** The webhook exists once WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN are set; without them nothing is listening. */
export function registerWhatsAppWebhooks(app: App, { config, messaging }: Pick<Kernel, 'config' | 'messaging'>) {
  const webhook = config.whatsapp.webhook;
  if (!webhook) return;
  whatsappWebhookRoutes(app, { ...webhook, onEvents: (events) => handleWhatsAppEvents(messaging, events) });
}
