import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutionInvitations } from '../../db/schema/institution-staff.ts';

export type NewInvitation = typeof institutionInvitations.$inferInsert;

const live = (now: Date) => and(isNull(institutionInvitations.acceptedAt), isNull(institutionInvitations.revokedAt), gt(institutionInvitations.expiresAt, now));

// Invitations to an institution's team: a link's token is kept only as its SHA-256.
export function createInstitutionTeamRepo(db: Executor) {
  return {
    pendingOf: (institutionId: string, now: Date) =>
      db
        .select()
        .from(institutionInvitations)
        .where(and(eq(institutionInvitations.institutionId, institutionId), live(now)))
        .orderBy(asc(institutionInvitations.createdAt)),
    async pendingFor(institutionId: string, email: string, now: Date) {
      const [row] = await db
        .select({ id: institutionInvitations.id })
        .from(institutionInvitations)
        .where(and(eq(institutionInvitations.institutionId, institutionId), sql`lower(${institutionInvitations.email}) = ${email.toLowerCase()}`, live(now)))
        .limit(1);
      return row;
    },
    async insert(row: NewInvitation) {
      const [created] = await db.insert(institutionInvitations).values(row).returning();
      return created!;
    },
    /** Revokes a live invitation of this institution; false when there is none (another institution's id too). */
    async revoke(institutionId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(institutionInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(institutionInvitations.id, id),
            eq(institutionInvitations.institutionId, institutionId),
            isNull(institutionInvitations.acceptedAt),
            isNull(institutionInvitations.revokedAt),
          ),
        )
        .returning({ id: institutionInvitations.id });
      return rows.length > 0;
    },
    /** Takes a live invitation by its token's hash, once. */
    async accept(tokenHash: string, now: Date) {
      const [row] = await db
        .update(institutionInvitations)
        .set({ acceptedAt: now })
        .where(and(eq(institutionInvitations.tokenHash, tokenHash), live(now)))
        .returning();
      return row;
    },
  };
}
