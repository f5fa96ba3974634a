import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments/create-payment';
import { institutionFeeLedger } from '../../db/schema/application-fees.ts';
import { applications } from '../../db/schema/applications.ts';
import { sponsors } from '../../db/schema/audiences.ts';
import { institutionIntakes } from '../../db/schema/intakes.ts';
import { makeEmail, STRONG_PASSWORD } from '../../test/factories.ts';
import { freshIp, login, registerAudience, sessionCookieOf } from '../../test/http.ts';
import { catalogueInstitution } from '../../test/institution-members.ts';
import { completeInSimulator } from '../../test/payments.ts';
import { call } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';

// Arrangements of the application-fee tests: an institution whose open intake asks a fee, a
// learner's sent application to it, and payments by the learner or a sponsor through the simulator.

/** A catalogue institution with an open intake asking `feeCents`, closing far ahead. */
export async function institutionWithFee(t: TestApp, name: string, feeCents = 10_000) {
  const institution = await catalogueInstitution(t.database.db, name);
  await t.database.db.insert(institutionIntakes).values({
    institutionId: institution.id,
    year: 2099,
    name: 'Main intake',
    closesOn: '2099-09-30',
    applicationFeeCents: feeCents,
    open: true,
  });
  return institution;
}

export async function sentApplication(t: TestApp, userId: string, institutionId: string, status = 'submitted') {
  const [row] = await t.database.db.insert(applications).values({ userId, institutionId, status, submittedAt: new Date() }).returning();
  if (!row) throw new Error('application not stored');
  return row.id;
}

export async function learnerPays(t: TestApp, cookie: string, applicationId: string): Promise<CreatePaymentResponse> {
  const response = await call(t.app, 'POST', `/api/application-fees/${applicationId}/checkout`, { cookie, payload: { paymentMethod: 'card' } });
  expect(response.statusCode, response.body).toBe(200);
  const checkout = response.json<CreatePaymentResponse>();
  const paid = await completeInSimulator(t.app, checkout, 'pay');
  expect(paid.statusCode, paid.body).toBeLessThan(400);
  return checkout;
}

export async function registeredSponsor(t: TestApp) {
  const email = makeEmail('feesponsor');
  await registerAudience(t.app, 'sponsor', { email });
  const response = await login(t.app, { email, password: STRONG_PASSWORD }, { ip: freshIp() });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.database.db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.email, email));
  if (!row) throw new Error('sponsor profile missing');
  return { cookie: sessionCookieOf(response) };
}

/** The learner asks for their application fee; a sponsor pays it (with others' requests) in the simulator. */
export async function sponsorPays(t: TestApp, requests: { cookie: string; applicationId: string; amountCents: number }[]) {
  const requestIds: string[] = [];
  for (const { cookie, applicationId, amountCents } of requests) {
    const asked = await call(t.app, 'POST', '/api/sponsorships/requests', {
      cookie,
      payload: { applicationId, requestedAmountCents: amountCents, consent: true },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    requestIds.push(asked.json<{ request: { id: string } }>().request.id);
  }
  const sponsor = await registeredSponsor(t);
  const started = await call(t.app, 'POST', '/api/sponsor/checkout', { cookie: sponsor.cookie, payload: { requestIds, paymentMethod: 'card' } });
  expect(started.statusCode, started.body).toBe(200);
  const checkout = started.json<CreatePaymentResponse>();
  const paid = await completeInSimulator(t.app, checkout, 'pay');
  expect(paid.statusCode, paid.body).toBeLessThan(400);
  return checkout;
}

export const ledgerOf = (t: TestApp, institutionId: string) =>
  t.database.db.select().from(institutionFeeLedger).where(eq(institutionFeeLedger.institutionId, institutionId));
