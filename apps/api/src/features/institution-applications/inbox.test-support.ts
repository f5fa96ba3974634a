import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InstitutionRole } from '@kusasa/domain/rules/admissions';
import { institutionMembers } from '../../db/schema/institution-staff.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { users } from '../../db/schema/users.ts';
import { createAccount } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';

// Arranges institutions, their colleagues and learners' submitted applications for the inbox tests.

export async function institutionWithProgrammes(t: TestApp, name: string) {
  const id = randomUUID();
  await t.database.db.insert(institutions).values({ id, slug: `inbox-${id}`, name, type: 'university', province: 'Gauteng' });
  const programme = (label: string) => ({
    id: randomUUID(),
    slug: `inbox-p-${randomUUID()}`,
    institutionId: id,
    name: label,
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
  });
  const rows = [programme(`${name} BSc`), programme(`${name} BA`)];
  await t.database.db.insert(programmes).values(rows);
  return { id, programmes: rows.map((row) => row.id) as [string, string] };
}

/** A signed-in institution account, linked to the institution in `role` (or not linked at all). */
export async function colleague(t: TestApp, institutionId: string | null, role: InstitutionRole = 'lead') {
  const account = await signedInAs(t, 'institution');
  if (institutionId) await t.database.db.insert(institutionMembers).values({ userId: account.id, institutionId, role });
  return account;
}

/** A learner's submitted application written straight to the table (the inbox reads; decisions go through the ledger). */
export async function submitted(
  t: TestApp,
  values: { institutionId: string; programId: string; fullName?: string; status?: string; apsScore?: number | null; submittedAt?: Date },
) {
  const learner = await createAccount(t, 'student');
  if (values.fullName) await t.database.db.update(users).set({ fullName: values.fullName }).where(eq(users.id, learner.id));
  const submittedAt = values.submittedAt ?? new Date();
  const [row] = await t.database.db
    .insert(applications)
    .values({
      userId: learner.id,
      institutionId: values.institutionId,
      programId: values.programId,
      status: values.status ?? 'submitted',
      grade12Results: 'Mathematics 70%',
      personalStatement: 'I want to build bridges.',
      apsScore: values.apsScore ?? null,
      submittedAt,
      statusChangedAt: submittedAt,
    })
    .returning({ id: applications.id });
  const [user] = await t.database.db.select({ trackingId: users.trackingId, email: users.email }).from(users).where(eq(users.id, learner.id));
  return { id: row!.id, learnerId: learner.id, trackingId: user!.trackingId, email: user!.email };
}

export const get = (t: TestApp, cookie: string, url: string) => call(t.app, 'GET', url, { cookie });
export const post = (t: TestApp, cookie: string, url: string, payload: unknown) => call(t.app, 'POST', url, { cookie, payload });
