import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// The profile rows of the non-student audiences (seed 000 section 3). Each belongs to one
// users row and goes with it.

export const consultants = pgTable('consultants', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  specialization: text('specialization').notNull(),
  assignedRegion: text('assigned_region').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const nsfasUsers = pgTable('nsfas_users', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  department: text('department').notNull(),
  region: text('region').notNull(),
  position: text('position').notNull(),
  employeeNumber: text('employee_number').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

// A sponsor's id is its user's id (seed 002 section 3).
export const sponsors = pgTable('sponsors', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  organizationType: text('organization_type').notNull(),
  contactPerson: text('contact_person'),
  status: text('status').notNull().default('active'),
  tier: text('tier'),
  website: text('website'),
  createdAt: at('created_at').notNull().defaultNow(),
});
