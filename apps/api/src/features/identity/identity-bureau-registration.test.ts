import { identityCheckLabel } from '@kusasa/domain/identity-check-texts';
import type { IdentityCheck } from '@kusasa/domain/schemas/identity-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYouverifyServer, type FakeYouverifyServer } from '../../adapters/identity/fake-youverify-server.ts';
import { systemErrorLogs, verificationLogs } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';
import { makeRegistration, makeSaId } from '../../test/factories.ts';
import { freshIp, post, registerStudent, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Registration through the API with Youverify configured (decision 0417), against the fake bureau.

const clock = testClock('2026-03-01T08:00:00Z');
let fake: FakeYouverifyServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeYouverifyServer({ apiKey: 'yv-registration-key' });
  t = await createTestApp({
    clock: clock.read,
    env: { IDENTITY_BUREAU: 'youverify', IDENTITY_BUREAU_URL: fake.url, IDENTITY_BUREAU_API_KEY: fake.apiKey, IDENTITY_BUREAU_TIMEOUT_MS: '500' },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const rowOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const logsOf = (userId: string) => t.database.db.select().from(verificationLogs).where(eq(verificationLogs.userId, userId));
const auditOf = (action: string) => t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, action));

/** A learner in the fake Home Affairs register, and their registration body. */
function learner(entry: Parameters<FakeYouverifyServer['register']['set']>[1], fullName = 'Ayanda Zulu') {
  const idNumber = makeSaId({ dob: '2006-09-14' });
  fake.register.set(idNumber, entry);
  return { idNumber, fullName };
}

describe('registration with Youverify configured', () => {
  it('a confirmed name, surname and ID number: verified through the bureau, with its reference and label', async () => {
    const { input, cookie, response } = await registerStudent(t.app, learner({ firstName: 'Ayanda', lastName: 'Zulu' }), freshIp());
    expect(response.json()).not.toHaveProperty('identityMessage');
    const row = await rowOf(input.email);
    const asked = fake.requests.at(-1)!;
    expect(asked.body).toMatchObject({ id: input.idNumber, validations: { data: { firstName: 'Ayanda', lastName: 'Zulu' } } });
    expect(row).toMatchObject({ idVerified: true, idCheckMethod: 'bureau', idCheckBureau: 'Youverify', idCheckedAt: clock.now });
    expect(row.idCheckReference).toBe(asked.reference);

    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    const check = profile.json<{ personal: { identityCheck: IdentityCheck } }>().personal.identityCheck;
    expect(identityCheckLabel(check)).toBe('Verified with Home Affairs through Youverify');
  });

  it('the bureau does not answer in time: the account is made, unverified with the reason, and the retry verifies it later', async () => {
    const person = learner('slow');
    const { input, response, cookie } = await registerStudent(t.app, person, freshIp());
    expect(response.json()).toMatchObject({
      session: { user: { isVerified: false } },
      identityMessage: 'Your account is ready, but Home Affairs could not be reached to check your identity. Please try the check again in a little while.',
    });
    const row = await rowOf(input.email);
    expect(row).toMatchObject({ idVerified: false, idCheckMethod: null, idNumber: input.idNumber });
    expect(await logsOf(row.id)).toMatchObject([{ result: 'failed', reason: 'identity_check_unavailable' }]);
    expect((await auditOf('identity_bureau_unavailable')).at(-1)).toMatchObject({ details: { kind: 'timeout', bureau: 'Youverify' } });

    // While it is still down the retry says so, and the account stays as it is.
    const down = await post(t.app, '/api/identity/retry', {}, { cookie, ip: freshIp() });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      error: { code: 'UNAVAILABLE', message: 'The identity check is unavailable at the moment. Your account is safe; please try again later.' },
    });

    fake.register.set(person.idNumber, { firstName: 'Ayanda', lastName: 'Zulu' });
    expect((await post(t.app, '/api/identity/retry', {}, { cookie, ip: freshIp() })).statusCode).toBe(200);
    expect(await rowOf(input.email)).toMatchObject({ idVerified: true, idCheckMethod: 'bureau', idCheckBureau: 'Youverify' });
  });

  it('a 5xx answer is treated like no answer', async () => {
    const { input } = await registerStudent(t.app, learner('server-error'), freshIp());
    const row = await rowOf(input.email);
    expect(row).toMatchObject({ idVerified: false, idCheckMethod: null });
    expect(await logsOf(row.id)).toMatchObject([{ result: 'failed', reason: 'identity_check_unavailable' }]);
  });

  it('another surname at Home Affairs: the account is made unverified with the reason; the retry says what to do', async () => {
    const { input, cookie, response } = await registerStudent(t.app, learner({ firstName: 'Ayanda', lastName: 'Zulu' }, 'Ayanda Dlamini'), freshIp());
    expect(response.json<{ identityMessage: string }>().identityMessage).toContain('under a different name or surname');
    const row = await rowOf(input.email);
    expect(row).toMatchObject({ idVerified: false, idCheckMethod: null });
    expect(await logsOf(row.id)).toMatchObject([{ result: 'failed', reason: 'name_mismatch' }]);

    const retry = await post(t.app, '/api/identity/retry', {}, { cookie, ip: freshIp() });
    expect(retry.statusCode).toBe(400);
    expect(retry.json()).toMatchObject({ error: { fields: { idNumber: expect.stringContaining('under a different name or surname') as unknown } } });
  });

  it('a deceased record: refused with a kind text, no account; admins see the exact reason', async () => {
    const person = learner({ firstName: 'Ayanda', lastName: 'Zulu', deceased: true });
    const response = await post(t.app, '/api/auth/register', makeRegistration(person), { ip: freshIp() });
    expect(response.statusCode).toBe(400);
    const text = 'We could not confirm your identity with these details. Please contact our support team and we will gladly help you.';
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', message: text, fields: { idNumber: text } } });
    expect(response.body).not.toMatch(/deceased|death|died/i);
    expect(await t.database.db.select().from(users).where(eq(users.idNumber, person.idNumber))).toEqual([]);
    const logged = await t.database.db
      .select()
      .from(verificationLogs)
      .where(eq(verificationLogs.nationalIdLast4, person.idNumber.slice(-4)));
    expect(logged.at(-1)).toMatchObject({ result: 'failed', reason: 'deceased' });
    expect((await auditOf('identity_bureau_answer')).map((row) => row.details)).toContainEqual(
      expect.objectContaining({ outcome: 'deceased', bureau: 'Youverify', national_id_last4: person.idNumber.slice(-4) }),
    );
  });

  it('an ID number Home Affairs does not know: refused, no account', async () => {
    const idNumber = makeSaId();
    const response = await post(t.app, '/api/auth/register', makeRegistration({ idNumber }), { ip: freshIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message: 'Home Affairs has no record of this ID number. Please check it and try again.' } });
    expect(await t.database.db.select().from(users).where(eq(users.idNumber, idNumber))).toEqual([]);
  });
});
