import type { FastifyBaseLogger } from 'fastify';
import { MAX_SEND_ATTEMPTS, inQuietHours, nextSendableTime, sendRetryDelayMs, type MessageChannel, type QuietHours } from '@kusasa/domain/rules/messaging';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { SmsSender } from '../../adapters/sms/sms-sender.ts';
import { WhatsAppSendError, type WhatsAppSender } from '../../adapters/whatsapp/whatsapp-sender.ts';
import type { Database } from '../../db/database.ts';
import { createPollLoop } from '../../jobs/poll-loop.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { claimDueMessage, createOutboxRepo, type OutboundRow } from './outbox.repo.ts';

/** Says, just before sending, whether a message is still wanted (a reminder for a draft since submitted is not). */
export type SendGuard = (row: OutboundRow) => Promise<boolean>;

export interface OutboxWorkerDeps {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  sms: SmsSender;
  whatsapp: WhatsAppSender;
  mailer: Mailer;
  notify: NotificationsService['notify'];
  quietHours: QuietHours;
  pollMs?: number;
  /** How long a claimed message may stay `sending` before it is taken as interrupted. */
  lockMs?: number;
}

const whatsappPayload = (row: OutboundRow) => row.payload.whatsapp as { name: string; language: string; parameters: string[] };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

// Sends the outbox (issue 30): one due message at a time on each instance, each claimed so no two
// instances send it. A failure is tried again after 1, 5, 25 and 125 minutes (never in quiet hours)
// and then left `failed` for admins; a provider that is down loses nothing.
export function createOutboxWorker({ db, clock, log, quietHours, sms, whatsapp, mailer, notify, pollMs = 5_000, lockMs = 2 * 60_000 }: OutboxWorkerDeps) {
  const guards = new Map<string, SendGuard>();
  const outbox = createOutboxRepo(db);

  async function deliver(row: OutboundRow): Promise<{ providerRef: string | null; delivered: boolean }> {
    switch (row.channel as MessageChannel) {
      case 'in-app': {
        const notice = await notify(row.toAddress, { title: text(row.payload.title), message: row.body, type: 'general' });
        return { providerRef: notice.id, delivered: true };
      }
      case 'email':
        await mailer.send({ to: row.toAddress, subject: text(row.payload.subject), text: row.body });
        return { providerRef: null, delivered: false };
      case 'sms':
        return { ...(await sms.send({ to: row.toAddress, text: row.body, reference: row.id })), delivered: false };
      case 'whatsapp': {
        const { name, language, parameters } = whatsappPayload(row);
        return { ...(await whatsapp.sendTemplate({ to: row.toAddress, template: name, language, parameters })), delivered: false };
      }
      default:
        throw new Error(`no sender for channel ${row.channel}`);
    }
  }

  async function handle(row: OutboundRow): Promise<void> {
    const now = clock();
    const guard = guards.get(row.template);
    if (guard && !(await guard(row))) return void (await outbox.setStatus(row.id, 'cancelled', { lastError: 'no longer needed' }));
    if (row.channel !== 'in-app' && inQuietHours(now, quietHours) && row.template !== 'opted-out') {
      return void (await outbox.setStatus(row.id, 'queued', { nextAttemptAt: nextSendableTime(now, quietHours) }));
    }
    try {
      const { providerRef, delivered } = await deliver(row);
      await outbox.setStatus(row.id, delivered ? 'delivered' : 'sent', { providerRef, sentAt: clock(), lastError: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryable = !(error instanceof WhatsAppSendError) || error.retryable;
      if (retryable && row.attempts < MAX_SEND_ATTEMPTS) {
        log.warn({ err: error, messageId: row.id, channel: row.channel, attempts: row.attempts }, 'message send failed; will retry');
        await outbox.setStatus(row.id, 'queued', {
          lastError: message,
          nextAttemptAt: nextSendableTime(new Date(clock().getTime() + sendRetryDelayMs(row.attempts)), quietHours),
        });
        return;
      }
      log.error({ err: error, messageId: row.id, channel: row.channel, attempts: row.attempts }, 'message send failed; giving up');
      await outbox.setStatus(row.id, 'failed', { lastError: message });
    }
  }

  const loop = createPollLoop({
    name: 'message outbox',
    pollMs,
    log,
    async drain(stopped) {
      let count = 0;
      while (!stopped()) {
        const row = await claimDueMessage(db, clock(), lockMs);
        if (!row) break;
        await handle(row);
        count += 1;
      }
      return count;
    },
  });

  return {
    /** A template's last check before sending; areas add theirs while the app is built. */
    guard(template: string, check: SendGuard) {
      guards.set(template, check);
    },
    runOnce: loop.runOnce,
    start: loop.start,
    stop: loop.stop,
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
