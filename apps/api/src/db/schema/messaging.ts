import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// Deadlines and reminders (issue 30): a learner's private calendar feed, their consent per
// channel, and every message sent by SMS or WhatsApp (an outbox: queued in the write's
// transaction, sent by a worker, retried, never lost).

/** A learner's private ICS address: the token's hash only; revoking it makes the old address answer 404. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('calendar_feeds_user_idx').on(t.userId)],
);

/** A channel a learner chose (sms, whatsapp, email), with the consent's wording version; STOP sets opted_out_at. */
export const messageChannels = pgTable(
  'message_channels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** E.164 for sms and whatsapp; the account's email for email. */
    address: text('address').notNull(),
    consentVersion: text('consent_version').notNull(),
    consentedAt: at('consented_at').notNull(),
    optedOutAt: at('opted_out_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] }), index('message_channels_address_idx').on(t.channel, t.address)],
);

/** One message to one address. `dedupe_key` makes a reminder exactly once across instances and restarts. */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    body: text('body').notNull(),
    /** What the channel needs beyond the body: an email's subject, a WhatsApp template's name and values, an in-app title. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** What the message is about (a deadline's id), for the check made just before it is sent. */
    subject: text('subject'),
    dedupeKey: text('dedupe_key').unique(),
    /** OUTBOUND_STATUSES (domain rules/messaging.ts); while `sending`, next_attempt_at is when the claim lapses. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    providerRef: text('provider_ref'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('outbound_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('outbound_messages_provider_idx').on(t.channel, t.providerRef),
    index('outbound_messages_user_idx').on(t.userId),
  ],
);
