import type { Executor } from '../../db/database.ts';
import { consultants, nsfasUsers, sponsors } from '../../db/schema/audiences.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { users } from '../../db/schema/users.ts';

export type NewAudienceUser = typeof users.$inferInsert;
export type NewConsultant = typeof consultants.$inferInsert;
export type NewRegisteredInstitution = typeof institutions.$inferInsert;
export type NewNsfasUser = typeof nsfasUsers.$inferInsert;
export type NewSponsor = typeof sponsors.$inferInsert;

// Used inside one transaction by audience-accounts.ts: the users row and its profile row are
// both written, or neither.
export function createAudienceRegistrationRepo(db: Executor) {
  return {
    async insertUser(user: NewAudienceUser) {
      const rows = await db.insert(users).values(user).returning({ id: users.id });
      return rows[0]!;
    },
    async insertConsultant(row: NewConsultant) {
      await db.insert(consultants).values(row);
    },
    async insertInstitution(row: NewRegisteredInstitution) {
      const rows = await db.insert(institutions).values(row).returning({ id: institutions.id, slug: institutions.slug });
      return rows[0]!;
    },
    async insertNsfasUser(row: NewNsfasUser) {
      await db.insert(nsfasUsers).values(row);
    },
    async insertSponsor(row: NewSponsor) {
      await db.insert(sponsors).values(row);
    },
  };
}
export type AudienceRegistrationRepo = ReturnType<typeof createAudienceRegistrationRepo>;
