import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// A sponsor paying for a learner's access (seed 002 "Sponsor allocation"). While one is active
// (status active and not past expires_on) the learner has sponsored premium access. Statuses:
// active, expired, revoked; `plan` names the plan it gives (Pro + AI when empty).
export const sponsorAllocations = pgTable(
  'sponsor_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sponsorId: uuid('sponsor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allocatedOn: timestamp('allocated_on', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp('expires_on', { withTimezone: true }),
    status: text('status').notNull().default('active'),
    plan: text('plan'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sponsor_allocations_student_idx').on(t.studentId, t.status)],
);
