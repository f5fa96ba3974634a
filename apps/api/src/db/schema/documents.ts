import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { users } from './users.ts';

// An uploaded file and its verification (seed 001 section 3). The bytes live in the storage
// adapter under `file_path`; this row is what the app knows about them.
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    filePath: text('file_path').notNull(),
    documentType: text('document_type').notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** pending, approved, rejected or request_resubmission; every upload starts pending. */
    verificationStatus: text('verification_status').notNull().default('pending'),
    /** The last verification result (status, confidence, validationResults, failureReason, processingTimeMs, extractedFields). */
    verification: jsonb('verification').$type<Record<string, unknown>>(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_user_idx').on(t.userId, t.createdAt),
    index('documents_application_idx').on(t.applicationId),
    index('documents_status_idx').on(t.verificationStatus),
    // Admin analytics: documents uploaded in a date range.
    index('documents_created_at_idx').on(t.createdAt),
  ],
);
