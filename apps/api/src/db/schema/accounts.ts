import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// A signed-in browser. The cookie holds a random 32-byte token; only its SHA-256 is stored, so
// a copy of this table cannot be used to sign in.
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    remember: boolean('remember').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

// Every identity check. Only the last 4 digits of the ID number are kept.
export const verificationLogs = pgTable(
  'verification_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    nationalIdLast4: text('national_id_last4').notNull(),
    // 'unclaimed': verified, but no account was made from it in time (a failed registration), so it
    // can never be linked to someone else's account later.
    result: text('result', { enum: ['verified', 'failed', 'blocked', 'unclaimed'] }).notNull(),
    reason: text('reason'),
    email: text('email'),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('verification_logs_last4_idx').on(t.nationalIdLast4, t.result, t.createdAt)],
);

export const EMAIL_LINK_PURPOSES = ['email_confirmation', 'password_reset'] as const;
export type EmailLinkPurpose = (typeof EMAIL_LINK_PURPOSES)[number];

// Single-use links sent by email: to confirm an address, or to choose a new password. Only the
// SHA-256 of the mailed token is stored (the id); a link works only for its own purpose.
export const emailLinkTokens = pgTable(
  'email_link_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_LINK_PURPOSES }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('email_link_tokens_user_id_idx').on(t.userId, t.purpose),
    check('email_link_tokens_purpose_check', sql`${t.purpose} in ('email_confirmation', 'password_reset')`),
  ],
);

// Failed attempts (sign-in, identity checks, reset mails) per subject, for blocking. A subject
// is an email, an address, or a SHA-256 of an ID number; rows older than a day are purged.
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('throttle_hits_subject_idx').on(t.scope, t.subject, t.createdAt), index('throttle_hits_created_at_idx').on(t.createdAt)],
);

export const throttleBlocks = pgTable(
  'throttle_blocks',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    blockedUntil: at('blocked_until').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] })],
);

// The audit log of seed 000 section 3: security events and admin actions.
export const systemErrorLogs = pgTable(
  'system_error_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    category: text('category').notNull(),
    severity: text('severity', { enum: ['info', 'warning', 'error', 'critical'] }).notNull(),
    component: text('component'),
    action: text('action'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: at('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('system_error_logs_category_idx').on(t.category, t.occurredAt)],
);
