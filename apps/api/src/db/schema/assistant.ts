import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnswerSource } from '@kusasa/domain/schemas/assistant/chat';
import { users } from './users.ts';

// Thandi, the assistant (seed 001; issue 14).

/**
 * One question and its answer. Kept as the learner's history (listed, deletable, exported, gone
 * with the account) and read by admins, without the learner, in AI Training.
 */
export const assistantExchanges = pgTable(
  'assistant_exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** ANSWER_KINDS: knowledge, own-data, calculation, facts or not-sure */
    kind: text('kind').notNull(),
    /** The own-data intent (aps, eligibility, documents, applications), or null. */
    intent: text('intent'),
    sources: jsonb('sources').$type<AnswerSource[]>().notNull().default([]),
    /** The best knowledge entry found, even when it was too weak to answer with. */
    topEntryId: text('top_entry_id'),
    confidence: real('confidence').notNull(),
    /** built-in or model */
    provider: text('provider').notNull(),
    /** Why a configured model was not used (timeout, rate-limited...), for operators. */
    fallbackReason: text('fallback_reason'),
    stopped: boolean('stopped').notNull().default(false),
    helpful: boolean('helpful'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_exchanges_user_created_idx').on(t.userId, t.createdAt), index('assistant_exchanges_created_idx').on(t.createdAt)],
);

/**
 * Questions asked per learner per South African day, apart from the history, so deleting the
 * history does not give questions back.
 */
export const assistantDailyUsage = pgTable(
  'assistant_daily_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Knowledge entries written by admins in AI Training, every change a new row (never updated or
 * deleted). The highest version of an id is the entry; it overrides a file entry with the same id
 * (docs/decisions/0131-thandi-knowledge-base-files-and-stored-versions.md).
 */
export const assistantKnowledgeVersions = pgTable(
  'assistant_knowledge_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: text('entry_id').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    question: text('question').notNull(),
    category: text('category').notNull(),
    sourceUrl: text('source_url').notNull(),
    answer: text('answer').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    faq: boolean('faq').notNull().default(true),
    /** active or retired */
    status: text('status').notNull(),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assistant_knowledge_entry_version_idx').on(t.entryId, t.version)],
);
