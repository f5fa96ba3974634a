import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { institutions } from './catalogue.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// Admissions (issue 25): who works for which catalogue institution (intakes: intakes.ts), the append-only
// log of every application's events, and what an institution's own system uses (API keys,
// idempotent requests, webhooks and their deliveries).

/** An institution account's review by an admin: linked to a catalogue institution, or declined with a reason. */
export const institutionAccountReviews = pgTable('institution_account_reviews', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'approved' or 'declined'; no row means the account is still waiting. */
  decision: text('decision').notNull(),
  institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
  reason: text('reason'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: at('decided_at').notNull(),
});

/** A person working for a catalogue institution: its lead (the approved first account), decision-makers and reviewers. */
export const institutionMembers = pgTable(
  'institution_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('institution_members_institution_idx').on(t.institutionId)],
);

/** A colleague invited by email: the link's token is stored only as its SHA-256. */
export const institutionInvitations = pgTable(
  'institution_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('institution_invitations_institution_idx').on(t.institutionId)],
);

/**
 * Every event of every application, never updated or deleted (a trigger refuses both, except the
 * erasure of a learner's account under POPIA). `seq` is taken while the institution's advisory lock
 * is held until commit, so within one institution seq order is commit order and a reader that
 * asks for `seq > cursor` never misses or repeats an event.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actor: text('actor').notNull(),
    /** No foreign key: a cascade from a deleted account would have to update the log. */
    actorId: uuid('actor_id'),
    reasonCode: text('reason_code'),
    note: text('note'),
    condition: text('condition'),
    /** documents-requested: which document types. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('application_events_institution_idx').on(t.institutionId, t.seq), index('application_events_application_idx').on(t.applicationId, t.seq)],
);

/** Colleagues' comments on an application: the institution's own, never shown to the learner. */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('application_comments_application_idx').on(t.applicationId, t.createdAt)],
);

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
