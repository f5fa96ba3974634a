import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityVerifier } from '../../adapters/identity/identity-verifier.ts';
import { users } from '../../db/schema/users.ts';
import { makeSaId } from '../../test/factories.ts';
import { createAccount, freshIp, login, post, registerStudent, sessionCookieOf, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 32: the account records how its identity was checked, beside id_verified.

const clock = testClock('2026-03-01T08:00:00Z');
const bureau: IdentityVerifier = {
  name: 'VerifyNow',
  method: 'bureau',
  verify: (_request, at) => Promise.resolve({ ok: true, dateOfBirth: '2001-07-15', reference: `VN-${at.getTime()}` }),
};
let builtIn: TestApp;
let withBureau: TestApp;
beforeAll(async () => {
  [builtIn, withBureau] = await Promise.all([
    createTestApp({ clock: clock.read }),
    createTestApp({ clock: clock.read, adapters: { identityVerifier: bureau } }),
  ]);
});
afterAll(() => Promise.all([builtIn.close(), withBureau.close()]));

const rowOf = async (t: TestApp, email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('the identity check a verified account records', () => {
  it("is 'id-number-format' for the built-in verifier at registration, with when", async () => {
    const { input } = await registerStudent(builtIn.app, {}, freshIp());
    expect(await rowOf(builtIn, input.email)).toMatchObject({
      idVerified: true,
      idCheckMethod: 'id-number-format',
      idCheckedAt: clock.now,
      idCheckBureau: null,
      idCheckReference: null,
      idCheckedBy: null,
    });
  });

  it("is 'bureau' with the bureau's name and reference when a bureau adapter confirmed the person (the retry)", async () => {
    const account = await createAccount(withBureau);
    await withBureau.database.db.update(users).set({ idVerified: false, idNumber: makeSaId() }).where(eq(users.id, account.id));
    const cookie = sessionCookieOf(await login(withBureau.app, { email: account.email, password: account.password }, { ip: freshIp() }));
    expect((await post(withBureau.app, '/api/identity/retry', {}, { cookie, ip: freshIp() })).statusCode).toBe(200);
    expect(await rowOf(withBureau, account.email)).toMatchObject({
      idVerified: true,
      idCheckMethod: 'bureau',
      idCheckBureau: 'VerifyNow',
      idCheckReference: `VN-${clock.now.getTime()}`,
      idCheckedAt: clock.now,
    });
  });

  it('records nothing for an operator-made account: it was never checked', async () => {
    const account = await createAccount(builtIn, 'admin');
    expect(await rowOf(builtIn, account.email)).toMatchObject({ idVerified: true, idCheckMethod: null });
  });
});
