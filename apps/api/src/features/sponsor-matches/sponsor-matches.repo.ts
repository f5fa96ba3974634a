import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { sponsorFundingCriteria, sponsorInvitations } from '../../db/schema/funding.ts';

export type CriteriaRow = typeof sponsorFundingCriteria.$inferSelect;

// A sponsor's funding criteria (one row per sponsor) and its invitations (one per learner).
export function createSponsorMatchesRepo(db: Executor) {
  return {
    async criteriaOf(sponsorId: string): Promise<CriteriaRow | undefined> {
      const [row] = await db.select().from(sponsorFundingCriteria).where(eq(sponsorFundingCriteria.sponsorId, sponsorId)).limit(1);
      return row;
    },
    async saveCriteria(row: typeof sponsorFundingCriteria.$inferInsert): Promise<CriteriaRow> {
      const { sponsorId, ...columns } = row;
      const [saved] = await db
        .insert(sponsorFundingCriteria)
        .values(row)
        .onConflictDoUpdate({ target: sponsorFundingCriteria.sponsorId, set: columns })
        .returning();
      if (!saved) throw new Error(`sponsor_funding_criteria of ${sponsorId} was not written`);
      return saved;
    },
    /** When the sponsor invited each learner it did, by learner id. */
    async invitedAt(sponsorId: string): Promise<Map<string, Date>> {
      const rows = await db
        .select({ learnerId: sponsorInvitations.learnerId, createdAt: sponsorInvitations.createdAt })
        .from(sponsorInvitations)
        .where(eq(sponsorInvitations.sponsorId, sponsorId));
      return new Map(rows.map((row) => [row.learnerId, row.createdAt]));
    },
    async insertInvitation(row: typeof sponsorInvitations.$inferInsert): Promise<string> {
      const [inserted] = await db.insert(sponsorInvitations).values(row).returning({ id: sponsorInvitations.id });
      return inserted!.id;
    },
  };
}
