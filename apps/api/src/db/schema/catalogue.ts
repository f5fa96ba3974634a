import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Catalogue rows (seeded, status 'active') and institutions that registered themselves
// (status 'pending' until an admin approves; user_id is their account).
export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    type: text('type').notNull(),
    universitySubtype: text('university_subtype'),
    province: text('province').notNull(),
    city: text('city'),
    website: text('website'),
    description: text('description'),
    email: text('email'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    status: text('status').notNull().default('active'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactName: text('contact_name'),
    logoUrl: text('logo_url'),
    /** Catalogue coverage from the seed files (issue 26): where to apply directly, how the institution scores applicants. */
    applyUrl: text('apply_url'),
    apsRuleNote: text('aps_rule_note'),
    /** Why the catalogue has no programmes for it; null when it has them. */
    programmesNotPublished: text('programmes_not_published'),
    /** The source most of its programmes come from: "programmes from the 2027 prospectus, checked on ...". */
    catalogueSourceTitle: text('catalogue_source_title'),
    catalogueSourceYear: integer('catalogue_source_year'),
    catalogueSourceUrl: text('catalogue_source_url'),
    catalogueCheckedOn: date('catalogue_checked_on', { mode: 'string' }),
    /** Set when an admin corrected the catalogue facts in the app; the seed no longer overwrites them. */
    catalogueCorrectedAt: timestamp('catalogue_corrected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('institutions_user_id_idx').on(t.userId)],
);

export const subjects = pgTable('subjects', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull().unique(),
  category: text('category').notNull(),
  credits: integer('credits').notNull(),
  language: text('language'),
  languageLevel: text('language_level'),
  countsTowardsAps: boolean('counts_towards_aps').notNull(),
  designatedPre2018: boolean('designated_pre_2018'),
});

// One row per reference data set that has been loaded, so `npm start` seeds it once.
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
