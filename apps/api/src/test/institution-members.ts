import { randomUUID } from 'node:crypto';
import type { InstitutionRole } from '@kusasa/domain/rules/admissions';
import type { Database } from '../db/database.ts';
import { institutionMembers } from '../db/schema/institution-staff.ts';
import { institutions } from '../db/schema/catalogue.ts';
import type { App } from '../http/types.ts';
import { signedInAs } from './signed-in.ts';

/** A catalogue institution (active, as seeded) for a test. */
export async function catalogueInstitution(db: Database, name = 'Test Institution', slug = `test-${randomUUID()}`) {
  const id = randomUUID();
  await db.insert(institutions).values({ id, slug, name, type: 'university', province: 'Gauteng' });
  return { id, name, slug };
}

/** A signed-in institution account working for `institutionId` in `role` (the lead by default). */
export async function signedInMember(t: { app: App; database: { db: Database } }, institutionId: string, role: InstitutionRole = 'lead') {
  const account = await signedInAs(t, 'institution');
  await t.database.db.insert(institutionMembers).values({ userId: account.id, institutionId, role });
  return account;
}
