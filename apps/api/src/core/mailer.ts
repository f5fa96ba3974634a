import type { Mailer } from '../adapters/mail/mailer.ts';
import { outboxMailer } from '../adapters/mail/outbox-mailer.ts';
import { createSmtpDelivery, MAIL_SEND_JOB } from '../adapters/mail/smtp-delivery.ts';
import type { MailConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { App } from '../http/types.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { AuditService } from './audit/audit.service.ts';

interface MailerDeps {
  app: App;
  db: Database;
  clock: () => Date;
  config: MailConfig;
  audit: AuditService;
  jobs: JobRunner;
}

/** The outbox, delivered by a job through SMTP when configured (the outbox stays the source of truth). */
export function createMailer({ app, db, clock, config, audit, jobs }: MailerDeps): Mailer {
  if (config.transport !== 'smtp') return outboxMailer(db, clock);
  const delivery = createSmtpDelivery({
    db,
    clock,
    url: config.url,
    from: config.from,
    onPermanentFailure: (outboxId, to, error) =>
      audit.security({
        action: 'MAIL_DELIVERY_FAILED',
        message: `Mail to ${to} could not be delivered: ${error}`,
        severity: 'error',
        component: 'mail',
        details: { outboxId },
      }),
  });
  jobs.register(MAIL_SEND_JOB, delivery.handler);
  app.addHook('onClose', (_instance, done) => {
    delivery.close();
    done();
  });
  return outboxMailer(db, clock, (tx, outboxId) => jobs.enqueue(tx, MAIL_SEND_JOB, { outboxId }));
}
