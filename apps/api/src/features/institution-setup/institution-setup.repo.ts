import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutionIntakes } from '../../db/schema/intakes.ts';
import { institutions } from '../../db/schema/catalogue.ts';

export type IntakeRow = typeof institutionIntakes.$inferSelect;
export type IntakeValues = Pick<IntakeRow, 'name' | 'year' | 'opensOn' | 'closesOn' | 'applicationFeeCents' | 'open'>;
const contactColumns = {
  institutionName: institutions.name,
  contactName: institutions.contactName,
  email: institutions.email,
  phone: institutions.phone,
  website: institutions.website,
};

// The catalogue institution's contact details and its intakes. Every intake query carries the
// caller's institution id, so another institution's intake id matches nothing.
export function createInstitutionSetupRepo(db: Executor) {
  const mine = (institutionId: string, id: string) => and(eq(institutionIntakes.id, id), eq(institutionIntakes.institutionId, institutionId));
  return {
    async contactOf(institutionId: string) {
      const [row] = await db.select(contactColumns).from(institutions).where(eq(institutions.id, institutionId));
      return row;
    },
    async updateContact(institutionId: string, values: { contactName: string; email: string; phone: string; website: string | null }, now: Date) {
      const [row] = await db
        .update(institutions)
        .set({ ...values, updatedAt: now })
        .where(eq(institutions.id, institutionId))
        .returning(contactColumns);
      return row;
    },
    intakesOf: (institutionId: string) =>
      db
        .select()
        .from(institutionIntakes)
        .where(eq(institutionIntakes.institutionId, institutionId))
        .orderBy(desc(institutionIntakes.year), asc(institutionIntakes.opensOn)),
    async insertIntake(institutionId: string, values: IntakeValues, by: string, now: Date) {
      const [row] = await db
        .insert(institutionIntakes)
        .values({ ...values, feeNotPublished: false, institutionId, updatedBy: by, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },
    async updateIntake(institutionId: string, id: string, values: IntakeValues, by: string, now: Date) {
      const [row] = await db
        .update(institutionIntakes)
        .set({ ...values, feeNotPublished: false, updatedBy: by, updatedAt: now })
        .where(mine(institutionId, id))
        .returning();
      return row;
    },
    async deleteIntake(institutionId: string, id: string) {
      const rows = await db.delete(institutionIntakes).where(mine(institutionId, id)).returning({ id: institutionIntakes.id });
      return rows.length > 0;
    },
  };
}
