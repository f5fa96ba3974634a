import { eq } from 'drizzle-orm';
import { inboxTexts } from '@kusasa/domain/inbox-texts';
import type { Executor } from '../../db/database.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';

export function createDecisionsRepo(db: Executor) {
  return {
    /** The institution's and programme's names, for the learner's notice. */
    async namesOf(applicationId: string): Promise<{ institution: string; programme: string } | undefined> {
      const [row] = await db
        .select({ institution: institutions.name, programme: programmes.name })
        .from(applications)
        .innerJoin(institutions, eq(institutions.id, applications.institutionId))
        .leftJoin(programmes, eq(programmes.id, applications.programId))
        .where(eq(applications.id, applicationId))
        .limit(1);
      return row ? { institution: row.institution, programme: row.programme ?? inboxTexts.someProgramme } : undefined;
    },
  };
}
