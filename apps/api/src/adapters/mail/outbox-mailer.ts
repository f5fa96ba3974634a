import type { Database, Executor } from '../../db/database.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxRepo } from './outbox.repo.ts';

/** Hands a stored message to delivery (a job), in the same transaction as the outbox row. */
export type QueueDelivery = (executor: Executor, outboxId: string) => Promise<unknown>;

/**
 * Every message becomes an outbox row first: the outbox is the source of truth. Embedded, the rows
 * stay there (the dev mailbox shows them); with SMTP, `queueDelivery` queues a job that sends each
 * one, so a relay that is down delays mail but never loses it.
 */
export function outboxMailer(db: Database, clock: () => Date, queueDelivery?: QueueDelivery): Mailer {
  const toRow = (message: Parameters<Mailer['send']>[0]) => ({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    createdAt: clock(),
  });
  return {
    async send(message) {
      if (!queueDelivery) {
        await createOutboxRepo(db).insert(toRow(message));
        return;
      }
      await db.transaction(async (tx) => {
        const id = await createOutboxRepo(tx).insert(toRow(message));
        await queueDelivery(tx, id);
      });
    },
  };
}
