import { eq } from 'drizzle-orm';
import { counselorAccountReviews } from '../../db/schema/counselors.ts';
import { users } from '../../db/schema/users.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { freshIp, login, sessionCookieOf, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Shared arrangements of the consultation tests: an app on a movable clock, approved counselors
// with a first name, learners, and a slot published through the API.

export const START = '2026-03-02T08:00:00Z';

export async function consultationsApp() {
  const clock = testClock(START);
  // Sessions last the longest allowed (7 days) as these tests move the clock; longer moves sign in again.
  const t = await createTestApp({ clock: clock.read, env: { SESSION_TTL_MINUTES: String(7 * 24 * 60) } });
  return { t, clock };
}

export async function named(t: TestApp, id: string, fullName: string) {
  await t.database.db.update(users).set({ fullName }).where(eq(users.id, id));
}

export async function approvedCounselor(t: TestApp, fullName = 'Sipho Dlamini') {
  const counselor = await signedInAs(t, 'consultant');
  await t.database.db.insert(counselorAccountReviews).values({ userId: counselor.id, decision: 'approved', decidedAt: new Date(START) });
  await named(t, counselor.id, fullName);
  return counselor;
}

export async function learner(t: TestApp, fullName = 'Ayanda Zulu') {
  const account = await signedInAs(t, 'student');
  await named(t, account.id, fullName);
  return account;
}

/** A fresh session for an account, after the clock moved past its old one. */
export async function signInAgain(t: TestApp, account: { email: string; password: string }) {
  return sessionCookieOf(await login(t.app, { email: account.email, password: account.password }, { ip: freshIp() }));
}

/** Publishes a slot (SA wall-clock start) and returns its id. */
export async function publishSlot(
  t: TestApp,
  cookie: string,
  startsAt: string,
  sessionTypes: string[] = ['career-guidance', 'application-review', 'interview-preparation'],
) {
  const response = await call(t.app, 'POST', '/api/counselor/consultations/slots', { cookie, payload: { startsAt, sessionTypes } });
  if (response.statusCode !== 201) throw new Error(`publish failed: ${response.statusCode} ${response.body}`);
  const slot = response
    .json<{ slots: { id: string; startsAt: string }[] }>()
    .slots.find((row) => row.startsAt === new Date(`${startsAt}:00+02:00`).toISOString());
  if (!slot) throw new Error('published slot not listed');
  return slot.id;
}
