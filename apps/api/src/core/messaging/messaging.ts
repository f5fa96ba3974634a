import { isStopMessage } from '@kusasa/domain/rules/messaging';
import { normalizeSaPhone } from '@kusasa/domain/rules/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { createSmsSender } from '../../adapters/sms/create-sms-sender.ts';
import type { SmsSender } from '../../adapters/sms/sms-sender.ts';
import { createWhatsAppSender } from '../../adapters/whatsapp/create-whatsapp-sender.ts';
import type { WhatsAppSender } from '../../adapters/whatsapp/whatsapp-sender.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createMessagingService } from './messaging.service.ts';
import { createOutboxWorker } from './outbox-worker.ts';

export interface MessagingDeps {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  config: Pick<Config, 'sms' | 'whatsapp' | 'quietHours'>;
  adapters: { sms?: SmsSender; whatsapp?: WhatsAppSender };
  users: Pick<UsersService, 'personalDetails'>;
  mailer: Mailer;
  notifications: Pick<NotificationsService, 'notify'>;
}

/** Reminders' and updates' channels (issue 30): the senders, the learner's choices and the outbox worker. */
export function createMessaging({ db, clock, log, config, adapters, users, mailer, notifications }: MessagingDeps) {
  const sms = adapters.sms ?? createSmsSender(config.sms, log, clock);
  const whatsapp = adapters.whatsapp ?? createWhatsAppSender(config.whatsapp, log);
  const service = createMessagingService({ db, clock, users, quietHours: config.quietHours });
  const worker = createOutboxWorker({
    db,
    clock,
    log,
    quietHours: config.quietHours,
    sms,
    whatsapp,
    mailer,
    notify: (userId, input) => notifications.notify(userId, input),
  });

  /** STOP from a phone turns that channel off at once; any other text is only logged. */
  async function received(channel: 'sms' | 'whatsapp', from: string, text: string) {
    if (!isStopMessage(text)) return void log.info({ channel }, 'inbound message that is not STOP; nothing to do');
    const userIds = await service.optOut(channel, normalizeSaPhone(from) ?? from);
    log.info({ channel, learners: userIds.length }, 'STOP received; channel turned off');
  }
  sms.onDeliveryReceipt(({ providerRef, status, at }) => {
    if (status === 'unknown') return;
    service.receipt('sms', providerRef, status === 'delivered', at).catch((error: unknown) => log.error({ err: error }, 'SMS receipt not recorded'));
  });
  sms.onInbound(({ from, text }) => void received('sms', from, text).catch((error: unknown) => log.error({ err: error }, 'STOP by SMS not recorded')));

  return { ...service, worker, sms, whatsapp, received };
}

export type Messaging = ReturnType<typeof createMessaging>;
