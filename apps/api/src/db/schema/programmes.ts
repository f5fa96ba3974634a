import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    confidence: text('confidence'),
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
