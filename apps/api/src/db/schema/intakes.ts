import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './catalogue.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** A calendar day ('YYYY-MM-DD'), South African time. */
const day = (name: string) => date(name, { mode: 'string' });

// Intakes (issue 25): set by the institution in its setup, or seeded from the catalogue's files with
// their sources (issue 26).

/** One intake of an institution: its dates, its application fee (null: none) and whether it is open. */
export const institutionIntakes = pgTable(
  'institution_intakes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    /** Null only on a seeded intake whose source does not publish the date ("not published"). */
    opensOn: day('opens_on'),
    closesOn: day('closes_on'),
    lateClosesOn: day('late_closes_on'),
    lateRules: text('late_rules'),
    applicationFeeCents: integer('application_fee_cents'),
    /** A seeded intake whose source does not say whether there is a fee (null fee then is not "no fee"). */
    feeNotPublished: boolean('fee_not_published').notNull().default(false),
    /** Seeded intakes (issue 26): their key in the seed files and where the facts come from. */
    seedKey: text('seed_key').unique(),
    sourceTitle: text('source_title'),
    sourceUrl: text('source_url'),
    checkedOn: day('checked_on'),
    open: boolean('open').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('institution_intakes_institution_idx').on(t.institutionId, t.year)],
);
