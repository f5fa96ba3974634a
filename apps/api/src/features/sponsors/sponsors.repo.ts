import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SponsorOrganizationType } from '@kusasa/domain/rules/audience-options';
import type { Executor } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { sponsors } from '../../db/schema/audiences.ts';
import { sponsorNotes } from '../../db/schema/sponsorships.ts';
import type { SponsorRow } from './sponsor-views.ts';

export interface SponsorFilter {
  search?: string;
  organizationType?: SponsorOrganizationType;
}

// The sponsor profiles (written at sponsor registration) and the admins' notes on them.
export function createSponsorsRepo(db: Executor) {
  function where({ search, organizationType }: SponsorFilter): SQL | undefined {
    const pattern = search ? containsPattern(search) : undefined;
    return and(
      pattern ? or(ilike(sponsors.name, pattern), ilike(sponsors.email, pattern), ilike(sponsors.contactPerson, pattern)) : undefined,
      organizationType ? eq(sponsors.organizationType, organizationType) : undefined,
    );
  }

  return {
    async page(filter: SponsorFilter, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: SponsorRow[]; total: number }> {
      const condition = where(filter);
      const rows = await db.select().from(sponsors).where(condition).orderBy(desc(sponsors.createdAt), desc(sponsors.id)).limit(limit).offset(offset);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(sponsors).where(condition);
      return { rows, total };
    },

    async byId(id: string, lock = false): Promise<SponsorRow | null> {
      const query = db.select().from(sponsors).where(eq(sponsors.id, id));
      const [row] = lock ? await query.for('share') : await query;
      return row ?? null;
    },

    async namesOf(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: sponsors.id, name: sponsors.name })
        .from(sponsors)
        .where(inArray(sponsors.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Sponsors by name or email, or whose account the users service found (tracking id). */
    find(search: string, matchingUsers: SQLWrapper, limit: number): Promise<SponsorRow[]> {
      const pattern = containsPattern(search);
      return db
        .select()
        .from(sponsors)
        .where(or(ilike(sponsors.name, pattern), ilike(sponsors.email, pattern), inArray(sponsors.id, matchingUsers)))
        .orderBy(asc(sponsors.name))
        .limit(limit);
    },

    async counts(): Promise<{ total: number; active: number }> {
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(sponsors);
      const [{ active } = { active: 0 }] = await db.select({ active: count() }).from(sponsors).where(eq(sponsors.status, 'active'));
      return { total, active };
    },

    notes(sponsorId: string) {
      return db.select().from(sponsorNotes).where(eq(sponsorNotes.sponsorId, sponsorId)).orderBy(desc(sponsorNotes.createdAt), desc(sponsorNotes.id));
    },

    async insertNote(values: typeof sponsorNotes.$inferInsert) {
      const [row] = await db.insert(sponsorNotes).values(values).returning();
      if (!row) throw new Error('note not stored');
      return row;
    },
  };
}
