import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { institutions } from './catalogue.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// Admissions (issue 25): the append-only log of every application's events and colleagues'
// comments on an application. Who works for an institution is in institution-staff.ts, what an
// institution's own system uses in institution-api.ts, intakes in intakes.ts.

/**
 * Every event of every application, never updated or deleted (a trigger refuses both, except the
 * erasure of a learner's account under POPIA). `seq` is taken while the institution's advisory lock
 * is held until commit, so within one institution seq order is commit order and a reader that
 * asks for `seq > cursor` never misses or repeats an event.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actor: text('actor').notNull(),
    /** No foreign key: a cascade from a deleted account would have to update the log. */
    actorId: uuid('actor_id'),
    reasonCode: text('reason_code'),
    note: text('note'),
    condition: text('condition'),
    /** documents-requested: which document types. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('application_events_institution_idx').on(t.institutionId, t.seq), index('application_events_application_idx').on(t.applicationId, t.seq)],
);

/** Colleagues' comments on an application: the institution's own, never shown to the learner. */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('application_comments_application_idx').on(t.applicationId, t.createdAt)],
);
