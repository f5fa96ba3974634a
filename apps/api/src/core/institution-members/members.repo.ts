import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutionMembers } from '../../db/schema/institution-staff.ts';
import { institutions } from '../../db/schema/catalogue.ts';

export type MemberRow = typeof institutionMembers.$inferSelect;
export type NewMember = typeof institutionMembers.$inferInsert;

export function createMembersRepo(db: Executor) {
  return {
    async membershipOf(userId: string) {
      const [row] = await db
        .select({
          userId: institutionMembers.userId,
          institutionId: institutionMembers.institutionId,
          role: institutionMembers.role,
          institutionName: institutions.name,
        })
        .from(institutionMembers)
        .innerJoin(institutions, eq(institutions.id, institutionMembers.institutionId))
        .where(eq(institutionMembers.userId, userId))
        .limit(1);
      return row;
    },
    membersOf: (institutionId: string) =>
      db.select().from(institutionMembers).where(eq(institutionMembers.institutionId, institutionId)).orderBy(asc(institutionMembers.createdAt)),
    async insert(row: NewMember): Promise<void> {
      await db.insert(institutionMembers).values(row);
    },
    async remove(userId: string): Promise<number> {
      const rows = await db.delete(institutionMembers).where(eq(institutionMembers.userId, userId)).returning({ userId: institutionMembers.userId });
      return rows.length;
    },
  };
}
