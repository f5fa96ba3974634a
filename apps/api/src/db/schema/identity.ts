import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// A Home Affairs bureau's answers (decision 0417), reused for the same ID number and name within
// IDENTITY_BUREAU_CACHE_DAYS so that a second check (a retry, a second registration attempt)
// makes no second paid call. Neither the ID number nor the name is stored: their SHA-256 digests
// key the row. The bureau's reference and the time it answered are kept; rows older than the
// reuse period are deleted by housekeeping.
export const identityBureauChecks = pgTable(
  'identity_bureau_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bureau: text('bureau').notNull(),
    idNumberHash: text('id_number_hash').notNull(),
    nameHash: text('name_hash').notNull(),
    outcome: text('outcome', { enum: ['match', 'name_mismatch', 'deceased', 'not_found'] }).notNull(),
    reference: text('reference'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('identity_bureau_checks_key_idx').on(t.bureau, t.idNumberHash, t.nameHash),
    check('identity_bureau_checks_outcome_check', sql`${t.outcome} in ('match', 'name_mismatch', 'deceased', 'not_found')`),
  ],
);
