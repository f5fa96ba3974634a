import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { partnerTierConfig } from '../../db/schema/partners.ts';

export type TierConfigRow = typeof partnerTierConfig.$inferSelect;
export type TierConfigChange = Partial<Omit<typeof partnerTierConfig.$inferInsert, 'id' | 'tier'>>;

// The only place that touches partner_tier_config.
export function createPartnerTiersRepo(db: Executor) {
  return {
    /** By fee, cheapest first (seed 002 section 7); only active ones when asked. */
    list({ activeOnly }: { activeOnly: boolean }): Promise<TierConfigRow[]> {
      return db
        .select()
        .from(partnerTierConfig)
        .where(activeOnly ? eq(partnerTierConfig.active, true) : undefined)
        .orderBy(asc(partnerTierConfig.monthlyFeeCents), asc(partnerTierConfig.tier));
    },

    async byTier(tier: string, { activeOnly }: { activeOnly: boolean }): Promise<TierConfigRow | null> {
      const [row] = await db
        .select()
        .from(partnerTierConfig)
        .where(and(eq(partnerTierConfig.tier, tier), activeOnly ? eq(partnerTierConfig.active, true) : undefined));
      return row ?? null;
    },

    async lock(id: string): Promise<TierConfigRow | null> {
      const [row] = await db.select().from(partnerTierConfig).where(eq(partnerTierConfig.id, id)).for('update');
      return row ?? null;
    },

    async update(id: string, change: TierConfigChange): Promise<TierConfigRow> {
      const [row] = await db.update(partnerTierConfig).set(change).where(eq(partnerTierConfig.id, id)).returning();
      if (!row) throw new Error('tier update matched no row');
      return row;
    },
  };
}
