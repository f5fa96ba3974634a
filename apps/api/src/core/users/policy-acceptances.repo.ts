import { eq } from 'drizzle-orm';
import type { AcceptedPolicyId, PolicyAcceptances } from '@kusasa/domain/legal/policies';
import type { Executor } from '../../db/database.ts';
import { users } from '../../db/schema/users.ts';

// The accepted policy versions live on the users row beside the acceptance times (registration
// writes them; the export and the deletion of "Your data" cover them with the row); the legal
// feature reads and records them through the users service.
export function createPolicyAcceptancesRepo(db: Executor) {
  return {
    async acceptancesOf(userId: string): Promise<PolicyAcceptances | undefined> {
      const rows = await db
        .select({
          privacyAcceptedAt: users.privacyAcceptedAt,
          privacyPolicyVersion: users.privacyPolicyVersion,
          termsAcceptedAt: users.termsAcceptedAt,
          termsVersion: users.termsVersion,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      return {
        'privacy-policy': { acceptedAt: row.privacyAcceptedAt, version: row.privacyPolicyVersion },
        'terms-of-service': { acceptedAt: row.termsAcceptedAt, version: row.termsVersion },
      };
    },

    async recordAcceptances(userId: string, versions: Partial<Record<AcceptedPolicyId, string>>, at: Date) {
      const privacy = versions['privacy-policy'];
      const terms = versions['terms-of-service'];
      await db
        .update(users)
        .set({
          ...(privacy ? { privacyPolicyVersion: privacy, privacyAcceptedAt: at } : {}),
          ...(terms ? { termsVersion: terms, termsAcceptedAt: at } : {}),
          updatedAt: at,
        })
        .where(eq(users.id, userId));
    },
  };
}
