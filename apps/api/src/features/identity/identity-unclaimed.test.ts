import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationLogs } from '../../db/schema/accounts.ts';
import { makeEmail, makeSaId } from '../../test/factories.ts';
import { freshIp, MINUTE, post, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A registration that failed after its identity check leaves a verified check with no account.
// Housekeeping retires it, so no later registration can take it as its own.

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const logsFor = (email: string) => t.database.db.select().from(verificationLogs).where(eq(verificationLogs.email, email));

describe('verified identity checks that never became an account', () => {
  it('are retired as unclaimed after a quarter of an hour, not before', async () => {
    const email = makeEmail();
    const checked = await post(t.app, '/api/identity/verify', { email, idNumber: makeSaId(), fullName: 'Sipho Dlamini' }, { ip: freshIp() });
    expect(checked.statusCode).toBe(200);

    clock.advance(10 * MINUTE);
    await t.app.housekeeping.runOnce();
    expect(await logsFor(email)).toMatchObject([{ result: 'verified', userId: null }]);

    clock.advance(6 * MINUTE);
    const done = await t.app.housekeeping.runOnce();
    expect(done['identity checks without an account']).toBeGreaterThanOrEqual(1);
    expect(await logsFor(email)).toMatchObject([{ result: 'unclaimed', userId: null }]);
  });
});
