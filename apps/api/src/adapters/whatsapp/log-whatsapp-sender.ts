import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppSender } from './whatsapp-sender.ts';

/**
 * The local default: nothing leaves the machine. Each message is one log line (the template and
 * its values, never the whole number) and gets a made-up reference, so the outbox works the same.
 */
export function createLogWhatsAppSender(log: Pick<FastifyBaseLogger, 'info'>): WhatsAppSender {
  return {
    provider: 'log',
    sendTemplate({ to, template, language, parameters }) {
      const providerRef = `log.${randomUUID()}`;
      log.info(
        { whatsapp: { to: `…${to.slice(-4)}`, template, language, parameters, providerRef } },
        'WhatsApp message not sent (no WHATSAPP_ACCESS_TOKEN): logged',
      );
      return Promise.resolve({ providerRef });
    },
  };
}
