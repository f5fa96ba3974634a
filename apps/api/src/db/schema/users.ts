import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name'),
    userType: text('user_type').notNull().default('student'),
    idVerified: boolean('id_verified').notNull().default(false),
    // How the identity was checked (issue 32): 'id-number-format' (the built-in verifier: the
    // number's structure, date of birth and check digit), 'bureau' (a Home Affairs bureau confirmed
    // name, surname and ID number; with its name and reference) or 'manual' (an admin, from a
    // certified ID copy in the documents queue; with the admin and the document). Null: not
    // verified, or verified without a check (an operator-made account). The document id has no
    // foreign key: the record stays when the document is replaced.
    idCheckMethod: text('id_check_method'),
    idCheckedAt: timestamp('id_checked_at', { withTimezone: true }),
    idCheckBureau: text('id_check_bureau'),
    idCheckReference: text('id_check_reference'),
    idCheckedBy: uuid('id_checked_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    idCheckDocumentId: uuid('id_check_document_id'),
    profileStatus: text('profile_status'),
    trackingId: text('tracking_id'),
    // Identity and contact (seed 000 section 3). The ID number is unique among accounts so that
    // one person cannot hold two student accounts; logs keep only its last 4 digits.
    idNumber: text('id_number'),
    gender: text('gender'),
    phoneNumber: text('phone_number'),
    contactEmail: text('contact_email'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    // A learner under 18's parent or guardian and their consent: schema/guardian-consent.ts.
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    // Which version of each policy was accepted (packages/domain/src/legal); null for acceptances
    // from before versions were recorded.
    privacyPolicyVersion: text('privacy_policy_version'),
    termsVersion: text('terms_version'),
    // Counselor, institution and NSFAS accounts must confirm their email before signing in;
    // null means not confirmed yet (other types are confirmed when they are created).
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_tracking_id_idx').on(t.trackingId),
    uniqueIndex('users_id_number_idx').on(t.idNumber),
    // Admin analytics: registrations in a date range, by type, read from the index alone.
    index('users_created_at_idx').on(t.createdAt, t.userType),
    check('users_id_check_method_check', sql`${t.idCheckMethod} in ('id-number-format', 'bureau', 'manual')`),
  ],
);
