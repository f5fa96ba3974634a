import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { partnerNotes } from '../../db/schema/partners.ts';

export type NewPartnerNoteRow = typeof partnerNotes.$inferInsert;

const noteColumns = {
  id: partnerNotes.id,
  partnerId: partnerNotes.partnerId,
  note: partnerNotes.note,
  noteType: partnerNotes.noteType,
  createdAt: partnerNotes.createdAt,
  authorId: partnerNotes.createdBy,
};

// The only place that touches partner_notes. Who wrote a note is named by the users service
// (the caller asks it for all the authors of a list at once), never by a join on users.
export function createPartnerNotesRepo(db: Executor) {
  return {
    /** Newest first (seed 002 section 7). */
    forPartner(partnerId: string) {
      return db
        .select(noteColumns)
        .from(partnerNotes)
        .where(eq(partnerNotes.partnerId, partnerId))
        .orderBy(desc(partnerNotes.createdAt), desc(partnerNotes.id));
    },

    async insert(values: NewPartnerNoteRow) {
      const [row] = await db.insert(partnerNotes).values(values).returning(noteColumns);
      if (!row) throw new Error('partner note insert returned no row');
      return row;
    },
  };
}
export type PartnerNoteRow = Awaited<ReturnType<ReturnType<typeof createPartnerNotesRepo>['insert']>>;
