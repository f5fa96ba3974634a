import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutions } from '../../db/schema/catalogue.ts';

// Reads the institution an account registered (the audience registration wrote it).
export function createInstitutionDashboardRepo(db: Executor) {
  return {
    async registeredBy(userId: string) {
      const [row] = await db
        .select({
          id: institutions.id,
          name: institutions.name,
          type: institutions.type,
          province: institutions.province,
          status: institutions.status,
          createdAt: institutions.createdAt,
        })
        .from(institutions)
        .where(eq(institutions.userId, userId))
        .orderBy(desc(institutions.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}
