import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// A learner under 18's parent or guardian (issue 32, POPIA section 35): who they are, the link
// they answer by (its hash only), and their answer. Sharing waits while the status is not
// 'confirmed' and the learner is not yet 18 (`adult_on`). Every request and answer is also an
// append-only event, so a withdrawal or a changed guardian never rewrites what was agreed.
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    learnerId: uuid('learner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    guardianName: text('guardian_name').notNull(),
    /** Null only for consents recorded before the relationship was asked. */
    relationship: text('relationship'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    adultOn: date('adult_on', { mode: 'string' }).notNull(),
    tokenHash: text('token_hash').unique(),
    linkSentAt: at('link_sent_at'),
    consentVersion: text('consent_version'),
    answeredAt: at('answered_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('guardian_consents_status_check', sql`${t.status} in ('pending', 'confirmed', 'declined', 'withdrawn')`),
    // The read filters of institutions, sponsors, counselors and NSFAS look for held learners.
    index('guardian_consents_held_idx')
      .on(t.learnerId)
      .where(sql`${t.status} <> 'confirmed'`),
  ],
);

export const guardianConsentEvents = pgTable(
  'guardian_consent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** requested, link-sent, confirmed, declined, withdrawn. */
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    guardianName: text('guardian_name').notNull(),
    consentVersion: text('consent_version'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: at('at').notNull(),
  },
  (t) => [index('guardian_consent_events_learner_idx').on(t.learnerId, t.at)],
);
