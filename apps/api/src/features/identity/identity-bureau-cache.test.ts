import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYouverifyServer, type FakeYouverifyServer } from '../../adapters/identity/fake-youverify-server.ts';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { identityBureauChecks } from '../../db/schema/identity.ts';
import { makeEmail, makeSaId } from '../../test/factories.ts';
import { freshIp, post, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bureauCacheKey } from './bureau-checks.ts';

// A bureau's answer is reused for the same ID number and name within IDENTITY_BUREAU_CACHE_DAYS,
// so a second check makes no second paid call (decision 0417).

const DAY = 24 * 60 * 60_000;
const clock = testClock('2026-03-01T08:00:00Z');
let fake: FakeYouverifyServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeYouverifyServer({ apiKey: 'yv-cache-key' });
  t = await createTestApp({
    clock: clock.read,
    env: { IDENTITY_BUREAU: 'youverify', IDENTITY_BUREAU_URL: fake.url, IDENTITY_BUREAU_API_KEY: fake.apiKey, IDENTITY_BUREAU_CACHE_DAYS: '7' },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const check = (idNumber: string, fullName: string) => post(t.app, '/api/identity/verify', { email: makeEmail(), idNumber, fullName }, { ip: freshIp() });
const callsFor = (idNumber: string) => fake.requests.filter((request) => request.body.id === idNumber).length;

describe('reusing a bureau answer', () => {
  it('answers a second check for the same ID number and name from the cache, without a second call', async () => {
    const idNumber = makeSaId();
    fake.register.set(idNumber, { firstName: 'Naledi', lastName: 'Khumalo' });
    expect((await check(idNumber, 'Naledi Khumalo')).statusCode).toBe(200);
    expect((await check(idNumber, '  naledi   KHUMALO ')).statusCode).toBe(200);
    expect(callsFor(idNumber)).toBe(1);

    const [row] = await t.database.db
      .select()
      .from(identityBureauChecks)
      .where(eq(identityBureauChecks.idNumberHash, bureauCacheKey('Youverify', idNumber, '').idNumberHash));
    expect(row).toMatchObject({
      bureau: 'Youverify',
      outcome: 'match',
      reference: fake.requests.find((r) => r.body.id === idNumber)!.reference,
      checkedAt: clock.now,
    });
    // Neither the ID number nor the name is stored.
    expect(JSON.stringify(row)).not.toContain(idNumber);
    expect(JSON.stringify(row).toLowerCase()).not.toContain('khumalo');

    const audited = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, 'identity_bureau_answer'));
    const mine = audited.filter((entry) => entry.details.national_id_last4 === idNumber.slice(-4) && entry.details.reference === row!.reference);
    expect(mine.map((entry) => entry.details.from_cache)).toEqual([false, true]);
  });

  it('reuses a refusal too, but asks again for another name', async () => {
    const idNumber = makeSaId();
    fake.register.set(idNumber, { firstName: 'Naledi', lastName: 'Khumalo' });
    expect((await check(idNumber, 'Naledi Dube')).statusCode).toBe(400);
    expect((await check(idNumber, 'Naledi Dube')).statusCode).toBe(400);
    expect(callsFor(idNumber)).toBe(1);
    expect((await check(idNumber, 'Naledi Khumalo')).statusCode).toBe(200);
    expect(callsFor(idNumber)).toBe(2);
  });

  it('asks again once the reuse period is over, and housekeeping drops the stale answer', async () => {
    const idNumber = makeSaId();
    const key = bureauCacheKey('Youverify', idNumber, 'Naledi Khumalo');
    const cached = () => t.database.db.select().from(identityBureauChecks).where(eq(identityBureauChecks.idNumberHash, key.idNumberHash));
    fake.register.set(idNumber, { firstName: 'Naledi', lastName: 'Khumalo' });
    expect((await check(idNumber, 'Naledi Khumalo')).statusCode).toBe(200);
    clock.advance(6 * DAY);
    await t.app.housekeeping.runOnce();
    expect(await cached()).toHaveLength(1);

    clock.advance(2 * DAY);
    const done = await t.app.housekeeping.runOnce();
    expect(done['identity bureau answers past reuse']).toBeGreaterThanOrEqual(1);
    expect(await cached()).toEqual([]);
    expect((await check(idNumber, 'Naledi Khumalo')).statusCode).toBe(200);
    expect(callsFor(idNumber)).toBe(2);
    expect(await cached()).toMatchObject([{ outcome: 'match', checkedAt: clock.now }]);
  });

  it('never reuses an unanswered check', async () => {
    const idNumber = makeSaId();
    fake.register.set(idNumber, 'server-error');
    expect((await check(idNumber, 'Naledi Khumalo')).statusCode).toBe(503);
    fake.register.set(idNumber, { firstName: 'Naledi', lastName: 'Khumalo' });
    expect((await check(idNumber, 'Naledi Khumalo')).statusCode).toBe(200);
    expect(callsFor(idNumber)).toBe(2);
  });
});
