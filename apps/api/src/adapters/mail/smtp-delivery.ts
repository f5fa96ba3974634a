import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/database.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { createOutboxRepo } from './outbox.repo.ts';

// Sends outbox rows through an SMTP relay, one job per message. The job queue gives the retries
// with growing delays and makes sure only one instance holds a message at a time; the row's
// sent_at makes a repeated job a no-op, so two instances never send the same message twice
// (a crash between the relay's acceptance and the stamp can still repeat one: at least once).

export const MAIL_SEND_JOB = 'mail.send';

export interface SmtpDeliveryOptions {
  db: Database;
  clock: () => Date;
  url: string;
  from: string;
  /** A message the relay refused for good: tell the admins (the audit log). */
  onPermanentFailure: (outboxId: string, to: string, error: string) => Promise<void>;
}

export function createSmtpDelivery({ db, clock, url, from, onPermanentFailure }: SmtpDeliveryOptions) {
  // nodemailer is loaded with the first message, not at start (issue 33).
  let transport: Promise<Transporter> | undefined;
  const transporter = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url, { from })));
  const repo = createOutboxRepo(db);

  const handler: JobHandler = {
    async run(payload) {
      const message = await repo.find(String(payload.outboxId));
      if (!message || message.sentAt) return;
      await (await transporter()).sendMail({ to: message.toAddress, subject: message.subject, text: message.textBody, html: message.htmlBody ?? undefined });
      await repo.markSent(message.id, clock());
    },
    async onGiveUp(payload, error) {
      const reason = error instanceof Error ? error.message : String(error);
      const message = await repo.find(String(payload.outboxId));
      if (!message) return;
      await repo.markFailed(message.id, clock(), reason);
      await onPermanentFailure(message.id, message.toAddress, reason);
    },
  };

  return {
    handler,
    close: () => void transport?.then((opened) => opened.close()),
  };
}
