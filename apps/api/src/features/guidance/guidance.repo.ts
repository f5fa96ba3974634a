import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';

export function createGuidanceRepo(db: Executor) {
  return {
    /** Active programmes of active institutions, for matching to interest areas. */
    activeProgrammes() {
      return db
        .select({ id: programmes.id, name: programmes.name, faculty: programmes.faculty, institutionName: institutions.name })
        .from(programmes)
        .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
        .where(and(eq(programmes.active, true), eq(institutions.active, true)))
        .orderBy(asc(programmes.name));
    },
  };
}
