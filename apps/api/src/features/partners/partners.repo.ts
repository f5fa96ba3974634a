import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PartnerType } from '@kusasa/domain/rules/partners';
import type { Executor } from '../../db/database.ts';
import { partners } from '../../db/schema/partners.ts';

export type PartnerRow = typeof partners.$inferSelect;
export type NewPartnerRow = typeof partners.$inferInsert;
export type PartnerChange = Partial<Omit<NewPartnerRow, 'id' | 'createdAt'>>;

export const PARTNER_LIST_LIMIT = 500;

/** LIKE treats % and _ as wildcards; a search for "50%" means those characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// The only place that touches the partners table.
export function createPartnersRepo(db: Executor) {
  return {
    /** Newest first; search matches part of the name or the contact email (seed 002 section 7). */
    async list({ search, type }: { search?: string; type?: PartnerType }): Promise<PartnerRow[]> {
      const conditions: (SQL | undefined)[] = [type ? eq(partners.type, type) : undefined];
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        conditions.push(or(ilike(partners.name, pattern), ilike(partners.contactEmail, pattern)));
      }
      return db
        .select()
        .from(partners)
        .where(and(...conditions))
        .orderBy(desc(partners.createdAt), desc(partners.id))
        .limit(PARTNER_LIST_LIMIT);
    },

    async byId(id: string): Promise<PartnerRow | null> {
      const [row] = await db.select().from(partners).where(eq(partners.id, id));
      return row ?? null;
    },

    /** Locks the row until the transaction ends: changes to one partner apply one after the other. */
    async lock(id: string): Promise<PartnerRow | null> {
      const [row] = await db.select().from(partners).where(eq(partners.id, id)).for('update');
      return row ?? null;
    },

    async byOwner(ownerId: string): Promise<PartnerRow | null> {
      const [row] = await db.select().from(partners).where(eq(partners.ownerId, ownerId));
      return row ?? null;
    },

    /** The newest partner without an owner whose contact email is this one (a converted inquiry, say), locked. */
    async claimableFor(email: string): Promise<PartnerRow | null> {
      const [row] = await db
        .select()
        .from(partners)
        .where(and(isNull(partners.ownerId), sql`lower(${partners.contactEmail}) = lower(${email})`))
        .orderBy(desc(partners.createdAt))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async insert(values: NewPartnerRow): Promise<PartnerRow> {
      const [row] = await db.insert(partners).values(values).returning();
      if (!row) throw new Error('partner insert returned no row');
      return row;
    },

    async update(id: string, change: PartnerChange): Promise<PartnerRow> {
      const [row] = await db.update(partners).set(change).where(eq(partners.id, id)).returning();
      if (!row) throw new Error('partner update matched no row');
      return row;
    },

    /** Which of these stored keys an MoU still points at (the storage sweeper keeps those). */
    async referencedMouKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.select({ key: partners.mouFileKey }).from(partners).where(inArray(partners.mouFileKey, keys));
      return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
    },
  };
}
export type PartnersRepo = ReturnType<typeof createPartnersRepo>;
