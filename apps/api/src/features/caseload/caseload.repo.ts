import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { counselorNotes } from '../../db/schema/counselors.ts';

export type NoteRow = typeof counselorNotes.$inferSelect;

// Counselors' notes about learners (issue 29): the only place that touches counselor_notes. A
// counselor reads only their own notes; a learner only the notes written to them.
export function createCaseloadRepo(db: Executor) {
  return {
    async insertNote(row: Omit<typeof counselorNotes.$inferInsert, 'id'>): Promise<NoteRow> {
      const [inserted] = await db.insert(counselorNotes).values(row).returning();
      if (!inserted) throw new Error('the note was not stored');
      return inserted;
    },

    async insertNotes(rows: Omit<typeof counselorNotes.$inferInsert, 'id'>[]): Promise<void> {
      if (rows.length > 0) await db.insert(counselorNotes).values(rows);
    },

    /** The counselor's own notes about the learner, both visibilities, newest first. */
    notesOf: (counselorId: string, learnerId: string) =>
      db
        .select()
        .from(counselorNotes)
        .where(and(eq(counselorNotes.counselorId, counselorId), eq(counselorNotes.learnerId, learnerId)))
        .orderBy(desc(counselorNotes.createdAt), desc(counselorNotes.id)),

    /** Every note written to the learner (never a private one), newest first. */
    notesTo: (learnerId: string) =>
      db
        .select()
        .from(counselorNotes)
        .where(and(eq(counselorNotes.learnerId, learnerId), eq(counselorNotes.visibility, 'learner')))
        .orderBy(desc(counselorNotes.createdAt), desc(counselorNotes.id)),
  };
}
