import { sql } from 'drizzle-orm';
import { bigserial, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// Counselors' caseloads (issue 29): a counselor's school and code, an admin's review of the
// account, learners' links (what they share and until when), invitations, and notes.

/** The counselor's school (EMIS number and name) and the code learners enter to link. */
export const counselorProfiles = pgTable('counselor_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emisNumber: text('emis_number'),
  schoolName: text('school_name'),
  /** Issued when an admin approves the account. */
  code: text('code').unique(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** An admin's review of a counselor account; no row: still waiting. */
export const counselorAccountReviews = pgTable('counselor_account_reviews', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  decision: text('decision').notNull(),
  reason: text('reason'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: at('decided_at').notNull(),
});

/** A learner's consent to a counselor: what they share, the wording agreed and until when. One in force per pair. */
export const counselorLinks = pgTable(
  'counselor_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    version: text('version').notNull(),
    wording: text('wording').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('counselor_links_current_idx')
      .on(t.counselorId, t.learnerId)
      .where(sql`${t.revokedAt} is null`),
    index('counselor_links_learner_idx').on(t.learnerId),
  ],
);

/** Every change of a link (given, changed, revoked), for the record the consent needs. */
export const counselorLinkEvents = pgTable(
  'counselor_link_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => counselorLinks.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('counselor_link_events_link_idx').on(t.linkId)],
);

/** A counselor's invitation to a learner's email; the learner accepts it from their Counselor page. */
export const counselorInvitations = pgTable(
  'counselor_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: at('created_at').notNull(),
    acceptedAt: at('accepted_at'),
    declinedAt: at('declined_at'),
  },
  (t) => [index('counselor_invitations_email_idx').on(sql`lower(${t.email})`)],
);

/** A note about a learner: to the learner (they see it) or private to the counselor. */
export const counselorNotes = pgTable(
  'counselor_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    visibility: text('visibility').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('counselor_notes_pair_idx').on(t.counselorId, t.learnerId), index('counselor_notes_learner_idx').on(t.learnerId)],
);
