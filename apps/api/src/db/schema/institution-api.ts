import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationEvents } from './admissions.ts';
import { institutions } from './catalogue.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// What an institution's own system uses (issue 25): API keys and their hourly use, idempotent
// requests, webhooks and their deliveries of application events.

/** An institution's API key: only its SHA-256 is kept; the prefix lets people tell keys apart. */
export const institutionApiKeys = pgTable(
  'institution_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('institution_api_keys_institution_idx').on(t.institutionId)],
);

/** Calls per key per hour, for the partner tier's api_rate_limit (seed 002), counted on every instance alike. */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => institutionApiKeys.id, { onDelete: 'cascade' }),
    hourStart: at('hour_start').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.hourStart] })],
);

/** The first answer to a request with an Idempotency-Key, returned again for a repeat. */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => institutionApiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idempotencyKey] })],
);

/** An HTTPS address an institution's system receives its events at, signed with the secret (and the previous one for a day after rotation). */
export const institutionWebhooks = pgTable(
  'institution_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: at('previous_secret_until'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('institution_webhooks_institution_idx').on(t.institutionId)],
);

/** One event sent to one webhook: pending until the receiver answers 2xx, retried for a day. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => institutionWebhooks.id, { onDelete: 'cascade' }),
    eventSeq: bigint('event_seq', { mode: 'number' })
      .notNull()
      .references(() => applicationEvents.seq, { onDelete: 'cascade' }),
    /** pending, delivered or failed (gave up after a day; "send again" makes it pending). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx').on(t.webhookId, t.eventSeq),
    index('webhook_deliveries_pending_idx')
      .on(t.webhookId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
