import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SponsorshipRequest, SponsorshipRequestInput } from '@kusasa/domain/schemas/sponsors/requests';
import { applications } from '../../db/schema/applications.ts';
import { sponsors } from '../../db/schema/audiences.ts';
import { users } from '../../db/schema/users.ts';
import { makeEmail, makeSaId, STRONG_PASSWORD } from '../../test/factories.ts';
import { freshIp, login, registerAudience, sessionCookieOf } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';

// Test helpers for the sponsors feature: a registered sponsor (with its sponsor profile), a
// learner with an application, and their requests.

export async function registeredSponsor(t: TestApp, values: Record<string, unknown> = {}) {
  const email = makeEmail('sponsor');
  await registerAudience(t.app, 'sponsor', { email, ...values });
  const response = await login(t.app, { email, password: STRONG_PASSWORD }, { ip: freshIp() });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.database.db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.email, email));
  if (!row) throw new Error('sponsor profile missing');
  return { id: row.id, email, cookie: sessionCookieOf(response) };
}

let learners = 0;

/** A signed-in learner with a name, phone, a unique ID number and one application (no programme: the catalogue is not needed). */
export async function learnerWithApplication(t: TestApp, fullName = 'Naledi Dlamini') {
  const learner = await signedInAs(t, 'student');
  learners += 1;
  const idNumber = makeSaId({ dob: `2001-${String((learners % 12) + 1).padStart(2, '0')}-${String((Math.floor(learners / 12) % 28) + 1).padStart(2, '0')}` });
  await t.database.db.update(users).set({ fullName, phoneNumber: '0821234567', idNumber }).where(eq(users.id, learner.id));
  const [application] = await t.database.db.insert(applications).values({ userId: learner.id, status: 'submitted' }).returning();
  if (!application) throw new Error('application not stored');
  return { ...learner, fullName, idNumber, applicationId: application.id };
}

export async function requestSponsorship(t: TestApp, cookie: string, values: SponsorshipRequestInput): Promise<SponsorshipRequest> {
  const response = await call(t.app, 'POST', '/api/sponsorships/requests', { cookie, payload: values });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ request: SponsorshipRequest }>().request;
}
