import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { COUNSELOR_LINK_WORDING, type CounselorScope } from '@kusasa/domain/rules/counselor-links';
import { counselorAccountReviews, counselorLinks, counselorProfiles } from '../../db/schema/counselors.ts';
import { users } from '../../db/schema/users.ts';
import { signedInAs } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';

// Shared by the reminder and export tests: approved counselors, named learners and links as the
// links feature leaves them.

export const ALL_SCOPES: CounselorScope[] = ['journey', 'documents', 'marks', 'applications', 'funding'];

/** An approved counselor with a name and a school. */
export async function approvedCounselor(t: TestApp, fullName = 'Ms Dlamini') {
  const counselor = await signedInAs(t, 'consultant');
  const { db } = t.database;
  await db.update(users).set({ fullName }).where(eq(users.id, counselor.id));
  await db.insert(counselorProfiles).values({ userId: counselor.id, emisNumber: '700400393', schoolName: 'Soweto High School', updatedAt: new Date() });
  await db.insert(counselorAccountReviews).values({ userId: counselor.id, decision: 'approved', decidedAt: new Date() });
  return { ...counselor, fullName };
}

export async function namedLearner(t: TestApp, fullName = `Learner ${randomUUID().slice(0, 6)}`) {
  const account = await signedInAs(t, 'student');
  await t.database.db.update(users).set({ fullName }).where(eq(users.id, account.id));
  return { ...account, fullName };
}

export async function linkLearner(t: TestApp, counselorId: string, learnerId: string, scopes: CounselorScope[] = ALL_SCOPES, revokedAt: Date | null = null) {
  const now = new Date();
  await t.database.db.insert(counselorLinks).values({
    counselorId,
    learnerId,
    scopes,
    endsOn: '2099-12-31',
    version: COUNSELOR_LINK_WORDING.version,
    wording: COUNSELOR_LINK_WORDING.text,
    createdAt: now,
    updatedAt: now,
    revokedAt,
  });
}
