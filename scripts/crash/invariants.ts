import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/database.ts';
import { applications } from '../../apps/api/src/db/schema/applications.ts';
import { documents } from '../../apps/api/src/db/schema/documents.ts';
import { payments, transactions } from '../../apps/api/src/db/schema/payments.ts';
import { userPlans } from '../../apps/api/src/db/schema/plans.ts';
import { users } from '../../apps/api/src/db/schema/users.ts';
import type { Acknowledged } from './burst.ts';

// What must hold after any crash: each learner row came with its profile (tracking id and an
// active plan, written in one transaction), each document row has its file, each paid payment
// gave its plan and billing row, and every write the server acknowledged is there.

export async function brokenInvariants(db: Database, filesDir: string, acknowledged: Acknowledged): Promise<string[]> {
  const problems: string[] = [];
  const students = await db.select({ id: users.id, email: users.email, trackingId: users.trackingId }).from(users).where(eq(users.userType, 'student'));
  const withPlan = new Set((await db.select({ userId: userPlans.userId }).from(userPlans).where(eq(userPlans.active, true))).map((row) => row.userId));
  for (const student of students) {
    if (!student.trackingId || !withPlan.has(student.id)) problems.push(`learner ${student.email} has no complete profile`);
  }
  const emails = new Set(students.map((student) => student.email));
  for (const email of acknowledged.emails) if (!emails.has(email)) problems.push(`acknowledged registration ${email} is missing`);

  for (const row of await db.select({ id: documents.id, filePath: documents.filePath }).from(documents)) {
    if (!existsSync(join(filesDir, row.filePath))) problems.push(`document ${row.id} has no file`);
  }
  problems.push(...(await missing(db, documents, documents.id, acknowledged.documentIds, 'document')));
  problems.push(...(await missing(db, applications, applications.id, acknowledged.applicationIds, 'application')));

  const paid = await db
    .select({ id: payments.id, userId: payments.userId, planId: payments.planId, reference: payments.merchantReference })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), eq(payments.kind, 'plan')));
  for (const payment of paid) {
    const [plan] = await db
      .select({ id: userPlans.id })
      .from(userPlans)
      .where(and(eq(userPlans.userId, payment.userId ?? ''), eq(userPlans.planId, payment.planId ?? ''), eq(userPlans.active, true)));
    const [billing] = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.paymentId, payment.id));
    if (!plan || !billing) problems.push(`payment ${payment.reference} is paid without its plan and billing row`);
  }
  const paidReferences = new Set(paid.map((payment) => payment.reference));
  for (const reference of acknowledged.paidReferences) if (!paidReferences.has(reference)) problems.push(`acknowledged payment ${reference} is not paid`);
  const [orphans] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userPlans)
    .leftJoin(users, eq(users.id, userPlans.userId))
    .where(isNull(users.id));
  if ((orphans?.count ?? 0) > 0) problems.push(`${orphans?.count} plans belong to no user`);
  return problems;
}

async function missing(
  db: Database,
  table: typeof documents | typeof applications,
  idColumn: typeof documents.id | typeof applications.id,
  ids: string[],
  what: string,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: idColumn }).from(table).where(inArray(idColumn, ids))).map((row) => row.id));
  return ids.filter((id) => !found.has(id)).map((id) => `acknowledged ${what} ${id} is missing`);
}
