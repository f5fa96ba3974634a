import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppConfig } from '../../config.ts';
import { createCloudApiWhatsAppSender } from './cloud-api-whatsapp-sender.ts';
import { createLogWhatsAppSender } from './log-whatsapp-sender.ts';
import type { WhatsAppSender } from './whatsapp-sender.ts';

/** The sender the configuration asks for: Meta's Cloud API, or the log (the local default). */
export function createWhatsAppSender(config: WhatsAppConfig, log: Pick<FastifyBaseLogger, 'info'>): WhatsAppSender {
  if (config.sender.provider === 'log') return createLogWhatsAppSender(log);
  return createCloudApiWhatsAppSender(config.sender);
}
