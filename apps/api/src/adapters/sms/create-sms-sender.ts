import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import { createLogSmsSender } from './log-sms-sender.ts';
import { createSmppSmsSender } from './smpp-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';

/** The sender the configuration asks for: the provider's SMSC over SMPP, or the log (the local default). */
export function createSmsSender(config: SmsConfig, log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>, clock?: () => Date): SmsSender {
  if (config.provider === 'log') return createLogSmsSender({ log, clock });
  const { host, port, systemId, password, senderId } = config;
  return createSmppSmsSender({ host, port, systemId, password, senderId, log, clock });
}
