import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mail waiting to be sent. The default mail adapter only writes here (a dev mailbox page can show
// it); an SMTP relay sends the rows and stamps sent_at.
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Set when the relay refused the message for good (after the job's retries); admins see it. */
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
});
