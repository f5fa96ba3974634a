import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const notFoundEvents = pgTable('not_found_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  path: text('path').notNull(),
  referrer: text('referrer'),
  requestId: text('request_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
