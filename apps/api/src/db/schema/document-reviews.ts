import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// Document reviews (issue 31; decision 0419): a learner's request for comments on an uploaded
// document or a pasted statement, the reviewer who took it, and the answer. The plan, the priority
// and the promised time are fixed when the learner asks.
export const documentReviews = pgTable(
  'document_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** document, personal_statement or motivation_letter */
    kind: text('kind').notNull(),
    /** The document asked about; null for a pasted text, or once the learner deletes the document. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The document's type when asked, so the queue can say what it was after a deletion. */
    documentType: text('document_type'),
    statementText: text('statement_text'),
    question: text('question'),
    planId: text('plan_id').notNull(),
    priority: boolean('priority').notNull(),
    /** waiting, in_review or answered */
    status: text('status').notNull().default('waiting'),
    askedAt: at('asked_at').notNull(),
    dueAt: at('due_at').notNull(),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: at('claimed_at'),
    answeredAt: at('answered_at'),
    comments: text('comments'),
  },
  (t) => [
    index('document_reviews_learner_idx').on(t.learnerId, t.askedAt),
    // The queue: open requests, priority first, then the longest wait.
    index('document_reviews_queue_idx')
      .on(t.priority.desc(), t.askedAt)
      .where(sql`${t.status} <> 'answered'`),
  ],
);
