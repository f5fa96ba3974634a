import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './catalogue.ts';
import { programmes } from './programmes.ts';
import { users } from './users.ts';

// A learner's application to a programme (seed 001 section 3). Statuses: draft, submitted,
// under-review, approved, rejected, resubmission-required, and withdrawn (issue 25). The status
// and the decision columns are written in the same transaction as the event that changes them
// (application_events), so the two never drift apart.
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'restrict' }),
    programId: uuid('program_id').references(() => programmes.id, { onDelete: 'restrict' }),
    grade12Results: text('grade12_results'),
    personalStatement: text('personal_statement'),
    status: text('status').notNull().default('draft'),
    documentPath: text('document_path'),
    /**
     * The id the browser gave the draft when it was first typed (possibly offline). Sending the
     * same draft twice, as a reconnecting browser may, updates one row instead of making two.
     */
    clientId: uuid('client_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The learner's APS under the institution's own rule pack when last (re)submitted, for the inbox's APS bands. */
    apsScore: integer('aps_score'),
    /** The institution's latest decision: an unsuccessful reason code, the note to the learner, an approval's condition. */
    decisionReasonCode: text('decision_reason_code'),
    decisionNote: text('decision_note'),
    decisionCondition: text('decision_condition'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** When someone at the institution first opened it (the 'viewed' event). */
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('applications_client_idx').on(t.userId, t.clientId),
    // Admin analytics: applications started in a date range.
    index('applications_created_at_idx').on(t.createdAt),
    // An institution's inbox: newest first, by status, never drafts.
    index('applications_inbox_idx')
      .on(t.institutionId, t.submittedAt.desc(), t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('applications_inbox_status_idx')
      .on(t.institutionId, t.status, t.submittedAt.desc())
      .where(sql`${t.status} <> 'draft'`),
    index('applications_inbox_programme_idx')
      .on(t.programId, t.submittedAt.desc())
      .where(sql`${t.status} <> 'draft'`),
  ],
);

/**
 * The check tokens of branded application PDFs (issue 31, decision 0422): each PDF gets its own
 * random token, and only its SHA-256 is kept, so a leaked table opens no check page. A row is
 * never edited; it goes with its application (or the learner's account).
 */
export const applicationCheckTokens = pgTable(
  'application_check_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_check_tokens_application_idx').on(t.applicationId)],
);
