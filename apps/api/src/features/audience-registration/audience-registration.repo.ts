import type { Executor } from '../../db/database.ts';
import { consultants, nsfasUsers, sponsors } from '../../db/schema/audiences.ts';
import { institutions } from '../../db/schema/catalogue.ts';

export type NewConsultant = typeof consultants.$inferInsert;
export type NewRegisteredInstitution = typeof institutions.$inferInsert;
export type NewNsfasUser = typeof nsfasUsers.$inferInsert;
export type NewSponsor = typeof sponsors.$inferInsert;

// The audiences' profile rows, written inside the transaction of audience-accounts.ts that also
// inserts the users row (through the users service): both are written, or neither.
export function createAudienceRegistrationRepo(db: Executor) {
  return {
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
