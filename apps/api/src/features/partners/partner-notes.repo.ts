import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { partnerNotes } from '../../db/schema/partners.ts';
import { users } from '../../db/schema/users.ts';

export type NewPartnerNoteRow = typeof partnerNotes.$inferInsert;

const noteColumns = {
  id: partnerNotes.id,
  partnerId: partnerNotes.partnerId,
  note: partnerNotes.note,
  noteType: partnerNotes.noteType,
  createdAt: partnerNotes.createdAt,
  authorId: partnerNotes.createdBy,
  authorName: users.fullName,
  authorEmail: users.email,
};

// The only place that touches partner_notes.
export function createPartnerNotesRepo(db: Executor) {
  const select = () => db.select(noteColumns).from(partnerNotes).leftJoin(users, eq(users.id, partnerNotes.createdBy));
  return {
    /** Newest first (seed 002 section 7), with who wrote each. */
    forPartner(partnerId: string) {
      return select().where(eq(partnerNotes.partnerId, partnerId)).orderBy(desc(partnerNotes.createdAt), desc(partnerNotes.id));
    },

    async insert(values: NewPartnerNoteRow) {
      const [inserted] = await db.insert(partnerNotes).values(values).returning({ id: partnerNotes.id });
      if (!inserted) throw new Error('partner note insert returned no row');
      const [row] = await select().where(eq(partnerNotes.id, inserted.id));
      if (!row) throw new Error('partner note vanished');
      return row;
    },
  };
}
export type PartnerNoteRow = Awaited<ReturnType<ReturnType<typeof createPartnerNotesRepo>['insert']>>;
