import type { Database } from '../../db/database.ts';
import { createMembersService } from '../../core/institution-members/members.service.ts';
import { createUsersService } from '../../core/users/users.service.ts';
import { createInstitutionAccountsRepo } from './institution-accounts.repo.ts';

/**
 * `seed-demo`: the demo institution account leads the catalogue institution with the most
 * programmes, as if an admin had approved it, so the workspace can be tried at once. Repeating
 * it changes nothing; it answers the institution's name, or null without a catalogue.
 */
export async function linkDemoInstitution(db: Database, email: string): Promise<string | null> {
  const user = await createUsersService(db).summaryByEmail(email);
  if (!user) return null;
  const members = createMembersService(db);
  const existing = await members.membershipOf(user.id);
  if (existing) return existing.institutionName;
  const institution = await createInstitutionAccountsRepo(db).busiestCatalogueInstitution();
  if (!institution) return null;
  await members.add({ userId: user.id, institutionId: institution.id, role: 'lead', createdAt: new Date() });
  return institution.name;
}
