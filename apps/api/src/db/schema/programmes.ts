import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MinApsForSubject, SubjectRequirement } from '@kusasa/domain/schemas/aps';
import { institutions } from './catalogue.ts';

// Programmes with their published entry requirements (seed 001 "Program"). Requirements change
// every year, so each row keeps its intake year, source and how sure the source is.
export const programmes = pgTable(
  'programmes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code'),
    faculty: text('faculty'),
    campus: text('campus'),
    qualificationType: text('qualification_type').notNull(),
    studyMode: text('study_mode').notNull(),
    durationYears: real('duration_years'),
    /** The qualification's NQF level (1 to 10), as the institution publishes it (issue 25). */
    nqfLevel: integer('nqf_level'),
    /** In the unit of the programme's rule pack (an Applicant Score out of 600 for 'nmu'). */
    minAps: integer('min_aps'),
    apsPackId: text('aps_pack_id').notNull(),
    subjectMinimums: jsonb('subject_minimums').$type<SubjectRequirement[]>().notNull(),
    /** A different minimum for learners offering a subject (NMU: Mathematics / Mathematical Literacy). */
    minApsBySubject: jsonb('min_aps_by_subject')
      .$type<MinApsForSubject[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    otherRequirements: text('other_requirements'),
    intakeYear: integer('intake_year'),
    sourceUrl: text('source_url'),
    /** The source's title, intake year and the day it was checked (issue 26). */
    sourceTitle: text('source_title'),
    sourceYear: integer('source_year'),
    checkedOn: date('checked_on', { mode: 'string' }),
    confidence: text('confidence'),
    /** The school grade a TVET programme asks for (9 to 12). */
    entryGrade: integer('entry_grade'),
    /** A programme that closes before its intake does (selection programmes). */
    closesOn: date('closes_on', { mode: 'string' }),
    tuitionFeeCents: integer('tuition_fee_cents'),
    /** Set when an admin corrected the row in the app; the seed no longer overwrites it. */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** Places in the intake, when the institution says (issue 25). */
    places: integer('places'),
    /** Whether the institution takes applications to it for the current intake. */
    openForIntake: boolean('open_for_intake').notNull().default(true),
    /** Set when the institution itself last published a change ("last updated by the institution"). */
    updatedByInstitutionAt: timestamp('updated_by_institution_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('programmes_institution_idx').on(t.institutionId)],
);
