import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The learner's profile beyond the users row (seed 001 section 3): addresses, one education
// record with its subject marks, and where the profile wizard was left.

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: text('address_type').notNull().default('residential'),
    streetAddress: text('street_address').notNull(),
    suburb: text('suburb').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One address of each type per learner: saving the step again updates it.
  (t) => [uniqueIndex('addresses_user_type_idx').on(t.userId, t.addressType)],
);

export const educationRecords = pgTable(
  'education_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolName: text('school_name').notNull(),
    province: text('province').notNull(),
    completionYear: integer('completion_year').notNull(),
    /** Which Grade 12 results the grade12 marks are: 'june', 'trial' or 'final' (Grade 11 marks are always final). */
    grade12Sitting: text('grade12_sitting').notNull().default('final'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('education_records_user_idx').on(t.userId)],
);

export const subjectMarks = pgTable(
  'subject_marks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    educationRecordId: uuid('education_record_id')
      .notNull()
      .references(() => educationRecords.id, { onDelete: 'cascade' }),
    subjectName: text('subject_name').notNull(),
    /** 'grade11' or 'grade12'. */
    gradeLevel: text('grade_level').notNull(),
    mark: integer('mark').notNull(),
    /** The row's place in the wizard's list, so it comes back in the order it was typed. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('subject_marks_record_idx').on(t.educationRecordId, t.gradeLevel, t.position)],
);

// The wizard's saved place (seed 001 "Locally persisted wizard state"), kept on the server so
// the resume prompt works on any device. `draft` holds what was typed in steps not yet saved.
export const profileProgress = pgTable('profile_progress', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentStep: integer('current_step').notNull().default(0),
  isDataSaved: boolean('is_data_saved').notNull().default(false),
  draft: jsonb('draft').$type<Record<string, unknown>>().notNull().default({}),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
