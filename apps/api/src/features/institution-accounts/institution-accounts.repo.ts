import { and, count, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountReviewStatus } from '@kusasa/domain/schemas/institution-workspace/account-reviews';
import type { Executor } from '../../db/database.ts';
import { institutionAccountReviews } from '../../db/schema/institution-staff.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';

const linked = alias(institutions, 'linked_institution');

// Institution accounts are the registrations the audience registration wrote (an institutions row
// with the account's user_id, status 'pending'); their review is one institution_account_reviews row.
export function createInstitutionAccountsRepo(db: Executor) {
  const select = () =>
    db
      .select({
        userId: institutions.userId,
        contactName: institutions.contactName,
        registeredName: institutions.name,
        registeredType: institutions.type,
        province: institutions.province,
        registeredAt: institutions.createdAt,
        decision: institutionAccountReviews.decision,
        reason: institutionAccountReviews.reason,
        decidedAt: institutionAccountReviews.decidedAt,
        institutionId: linked.id,
        institutionName: linked.name,
      })
      .from(institutions)
      .leftJoin(institutionAccountReviews, eq(institutionAccountReviews.userId, institutions.userId))
      .leftJoin(linked, eq(linked.id, institutionAccountReviews.institutionId));

  return {
    list(status: AccountReviewStatus) {
      const byStatus = status === 'pending' ? isNull(institutionAccountReviews.userId) : eq(institutionAccountReviews.decision, status);
      return select()
        .where(and(isNotNull(institutions.userId), ne(institutions.status, 'active'), byStatus))
        .orderBy(desc(institutions.createdAt))
        .limit(500);
    },
    async registrationOf(userId: string) {
      const [row] = await select()
        .where(and(eq(institutions.userId, userId), ne(institutions.status, 'active')))
        .orderBy(desc(institutions.createdAt))
        .limit(1);
      return row;
    },
    /** A catalogue institution an account may be linked to: active, not a registration. */
    async catalogueInstitution(id: string) {
      const [row] = await db
        .select({ id: institutions.id, name: institutions.name })
        .from(institutions)
        .where(and(eq(institutions.id, id), eq(institutions.status, 'active'), isNull(institutions.userId)));
      return row;
    },
    /** The active catalogue institution with the most programmes (the demo institution account's). */
    async busiestCatalogueInstitution() {
      const [row] = await db
        .select({ id: institutions.id, name: institutions.name })
        .from(institutions)
        .innerJoin(programmes, eq(programmes.institutionId, institutions.id))
        .where(and(eq(institutions.status, 'active'), isNull(institutions.userId)))
        .groupBy(institutions.id, institutions.name)
        .orderBy(desc(count(programmes.id)), institutions.name)
        .limit(1);
      return row;
    },
    async insertReview(row: typeof institutionAccountReviews.$inferInsert) {
      await db.insert(institutionAccountReviews).values(row);
    },
  };
}
