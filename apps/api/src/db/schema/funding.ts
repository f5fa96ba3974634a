import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// Funding readiness (issue 28): a learner's NSFAS pre-check, its checklist documents, consents to
// share it, the append-only funding timeline, appeals; NSFAS windows per cycle; NSFAS staff
// accounts' reviews; sponsors' funding criteria and their invitations.

/** One learner's questionnaire, its last assessment (with the rule version that decided it) and NSFAS's status. */
export const fundingReadiness = pgTable('funding_readiness', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  outcome: text('outcome'),
  ruleVersion: text('rule_version'),
  reasons: jsonb('reasons').$type<unknown[]>(),
  assessedAt: at('assessed_at'),
  nsfasReference: text('nsfas_reference'),
  nsfasStatus: text('nsfas_status'),
  /** 'learner' (as seen on myNSFAS) or 'nsfas' (set by staff in Kusasa). */
  statusSetBy: text('status_set_by'),
  statusChangedAt: at('status_changed_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A checklist line's document from the learner's vault and the date on its certification stamp. */
export const fundingChecklistDocuments = pgTable(
  'funding_checklist_documents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    certifiedOn: date('certified_on', { mode: 'string' }).notNull(),
    linkedAt: at('linked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.item] }), index('funding_checklist_documents_document_idx').on(t.documentId)],
);

/** Consent to share funding readiness with an audience (nsfas, sponsors): the wording and version agreed, and its revocation. */
export const fundingConsents = pgTable(
  'funding_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull(),
    version: text('version').notNull(),
    wording: text('wording').notNull(),
    givenAt: at('given_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('funding_consents_current_idx')
      .on(t.userId, t.audience)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** The learner's funding timeline: append-only, numbered in commit order. */
export const fundingEvents = pgTable(
  'funding_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    actor: text('actor').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('funding_events_user_idx').on(t.userId, t.seq)],
);

/** An appeal against an unsuccessful status; one open at a time. */
export const fundingAppeals = pgTable(
  'funding_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull(),
    documentIds: jsonb('document_ids').$type<string[]>().notNull(),
    /** submitted, upheld, dismissed or withdrawn. */
    status: text('status').notNull(),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    submittedAt: at('submitted_at').notNull(),
  },
  (t) => [
    index('funding_appeals_user_idx').on(t.userId),
    uniqueIndex('funding_appeals_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'submitted'`),
  ],
);

/** NSFAS's application window for a funding year, with where the dates come from (admins keep it). */
export const nsfasCycles = pgTable('nsfas_cycles', {
  fundingYear: integer('funding_year').primaryKey(),
  opensOn: date('opens_on', { mode: 'string' }),
  closesOn: date('closes_on', { mode: 'string' }),
  appealDays: integer('appeal_days').notNull(),
  sourceTitle: text('source_title').notNull(),
  sourceUrl: text('source_url').notNull(),
  checkedOn: date('checked_on', { mode: 'string' }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** An admin's review of an NSFAS staff account; no row: still waiting. */
export const nsfasAccountReviews = pgTable('nsfas_account_reviews', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  decision: text('decision').notNull(),
  reason: text('reason'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: at('decided_at').notNull(),
});

/** What a sponsor funds (empty arrays: any). */
export const sponsorFundingCriteria = pgTable('sponsor_funding_criteria', {
  sponsorId: uuid('sponsor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provinces: jsonb('provinces').$type<string[]>().notNull(),
  institutionTypes: jsonb('institution_types').$type<string[]>().notNull(),
  fieldsOfStudy: jsonb('fields_of_study').$type<string[]>().notNull(),
  maxIncomeBand: text('max_income_band'),
  nsfasUnlikelyOnly: boolean('nsfas_unlikely_only').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A sponsor's invitation to a matching learner to ask them for funding; once per pair. */
export const sponsorInvitations = pgTable(
  'sponsor_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sponsorId: uuid('sponsor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('sponsor_invitations_pair_idx').on(t.sponsorId, t.learnerId), index('sponsor_invitations_learner_idx').on(t.learnerId)],
);
