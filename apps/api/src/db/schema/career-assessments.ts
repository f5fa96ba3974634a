import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The learner's latest Career Assessment (issue 31, decision 0423): only the top interest areas it
// named and when, so the Pro + AI roadmap can suggest matching programmes. The answers are not kept.
export const careerAssessments = pgTable('career_assessments', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The interest areas (rules/career-assessment INTEREST_AREAS), best first. */
  topAreas: text('top_areas').array().notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
});
