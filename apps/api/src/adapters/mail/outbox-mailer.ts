import type { Executor } from '../../db/database.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxRepo } from './outbox.repo.ts';

/** The embedded default: each message becomes an outbox row, shown by the dev mailbox. */
export function outboxMailer(db: Executor, clock: () => Date): Mailer {
  const repo = createOutboxRepo(db);
  return {
    send: (message) =>
      repo.insert({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null, createdAt: clock() }),
  };
}
