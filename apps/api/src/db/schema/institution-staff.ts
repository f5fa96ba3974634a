import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './catalogue.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// Who works for which catalogue institution (issue 25): an admin's review of an institution
// account, the institution's members and the colleagues they invite.

/** An institution account's review by an admin: linked to a catalogue institution, or declined with a reason. */
export const institutionAccountReviews = pgTable('institution_account_reviews', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'approved' or 'declined'; no row means the account is still waiting. */
  decision: text('decision').notNull(),
  institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
  reason: text('reason'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: at('decided_at').notNull(),
});

/** A person working for a catalogue institution: its lead (the approved first account), decision-makers and reviewers. */
export const institutionMembers = pgTable(
  'institution_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('institution_members_institution_idx').on(t.institutionId)],
);

/** A colleague invited by email: the link's token is stored only as its SHA-256. */
export const institutionInvitations = pgTable(
  'institution_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('institution_invitations_institution_idx').on(t.institutionId)],
);
