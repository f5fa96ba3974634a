import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The site-wide maintenance lock (/admin/ui-lock, decision 0170): one row, read by every app
// instance (cached briefly, refreshed at once by NOTIFY maintenance when an admin changes it).
// `message` stays when the site is unlocked: it is what the next lock shows unless replaced.
export const maintenanceState = pgTable(
  'maintenance_state',
  {
    id: integer('id').primaryKey().default(1),
    locked: boolean('locked').notNull().default(false),
    message: text('message'),
    /** The announced end; the lock stays on until an admin unlocks, this is what the banner says. */
    until: timestamp('until', { withTimezone: true }),
    /** When the current lock began (null while unlocked). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('maintenance_state_single_row', sql`${t.id} = 1`)],
);

// Snapshots of the admin-editable configuration: one value per registered setting key (the
// maintenance message now; partner tiers and knowledge entries register theirs as they land).
export const configSnapshots = pgTable('config_snapshots', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
