import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// Contact Us (/support; issue 14): each message sent to the support team, and the admin's answer.

export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that sent it while signed in: the request is part of its data and goes with it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** open or answered */
    status: text('status').notNull().default('open'),
    createdAt: at('created_at').notNull().defaultNow(),
    answeredAt: at('answered_at'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last reply an admin mailed. */
    reply: text('reply'),
  },
  (t) => [index('support_requests_status_created_idx').on(t.status, t.createdAt), index('support_requests_user_idx').on(t.userId)],
);
