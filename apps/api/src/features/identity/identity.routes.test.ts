import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemErrorLogs, verificationLogs } from '../../db/schema/accounts.ts';
import { makeEmail, makeSaId } from '../../test/factories.ts';
import { anyObject, freshIp, MINUTE, post, registerStudent, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const verify = (idNumber: string, options: { ip?: string; email?: string } = {}) =>
  post(t.app, '/api/identity/verify', { email: options.email ?? makeEmail(), idNumber, fullName: 'Sipho Dlamini' }, { ip: options.ip ?? freshIp() });
const logsFor = (email: string) => t.database.db.select().from(verificationLogs).where(eq(verificationLogs.email, email));
const badChecksum = (id: string) => id.slice(0, 12) + String((Number(id[12]) + 1) % 10);

describe('POST /api/identity/verify', () => {
  it('verifies a valid ID number and logs only its last 4 digits', async () => {
    const id = makeSaId({ dob: '1999-04-12', gender: 'male' });
    const email = makeEmail();
    const response = await verify(id, { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true });
    const [log] = await logsFor(email);
    expect(log).toMatchObject({ nationalIdLast4: id.slice(-4), result: 'verified', userId: null });
    expect(JSON.stringify(log)).not.toContain(id);
  });

  it.each([
    ['a bad check digit', badChecksum(makeSaId()), 'Invalid South African ID number', 'checksum_failed'],
    ['an impossible date', '8013015009087', 'Invalid South African ID number', 'impossible_date'],
    ['12 digits', '800101500908', 'ID Number must be exactly 13 digits', 'not_13_digits'],
  ])('refuses %s with 400 and logs the failure', async (_case, id, message, reason) => {
    const email = makeEmail();
    const response = await verify(id, { email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', message, fields: { idNumber: message } }, attempts: 1 });
    expect(await logsFor(email)).toMatchObject([{ result: 'failed', reason }]);
  });

  it.each([
    ['no body', undefined],
    ['no email', { idNumber: makeSaId() }],
    ['a bad email', { email: 'nope', idNumber: makeSaId() }],
    ['no ID number', { email: 'a@b.co' }],
    ['an ID number of the wrong type', { email: 'a@b.co', idNumber: 8001015009087 }],
    ['a bad phone number', { email: 'a@b.co', idNumber: makeSaId(), phoneNumber: '12' }],
  ])('answers %s with 400 VALIDATION and writes nothing', async (_case, body) => {
    const before = await t.database.db.$count(verificationLogs);
    const response = await post(t.app, '/api/identity/verify', body, { ip: freshIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: anyObject } });
    expect(await t.database.db.$count(verificationLogs)).toBe(before);
  });

  it('does not tell a signed-out caller that an ID number has an account (registration says so once the rest is valid)', async () => {
    const { input } = await registerStudent(t.app, {}, freshIp());
    const other = await verify(input.idNumber);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ verified: true });
    const same = await verify(input.idNumber, { email: input.email.toUpperCase() });
    expect(same.statusCode).toBe(200);
  });

  it('answers 503 when the verifier cannot answer', async () => {
    const broken = await createTestApp({
      adapters: { identityVerifier: { name: 'down', method: 'bureau', verify: () => Promise.reject(new Error('bureau down')) } },
    });
    try {
      const response = await post(broken.app, '/api/identity/verify', { email: makeEmail(), idNumber: makeSaId() });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'Failed to verify ID. Please try again later.' } });
    } finally {
      await broken.close();
    }
  });
});

describe('blocking after repeated failures', () => {
  it('blocks an ID number for 15 minutes after 5 failures within 15 minutes, from any address', async () => {
    const id = badChecksum(makeSaId());
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await verify(id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ attempts: attempt });
      clock.advance(MINUTE);
    }
    const fifthFailure = clock.now.getTime() - MINUTE;
    const blocked = await verify(id);
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json<{ error: { code: string; message: string }; blockedUntil: string; attempts: number }>();
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/^Too many verification attempts\. Please try again after \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M\.$/);
    expect(new Date(body.blockedUntil).getTime()).toBe(fifthFailure + 15 * MINUTE);
    expect(body.attempts).toBe(5);

    const audit = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, 'identity_check_blocked'));
    expect(audit.at(-1)).toMatchObject({ category: 'SECURITY', severity: 'warning', component: 'identity' });
    expect(JSON.stringify(audit)).not.toContain(id);

    clock.advance(13 * MINUTE);
    expect((await verify(id)).statusCode).toBe(429);
    clock.advance(MINUTE);
    const afterBlock = await verify(id);
    expect(afterBlock.statusCode).toBe(400);
    expect(afterBlock.json()).toMatchObject({ attempts: 1 });
  });

  it('blocks an address after 5 failures with any ID numbers, and only that address', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await verify(badChecksum(makeSaId()), { ip })).statusCode).toBe(400);
    }
    const valid = makeSaId();
    expect((await verify(valid, { ip })).statusCode).toBe(429);
    expect((await verify(valid, { ip: freshIp() })).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await verify(valid, { ip })).statusCode).toBe(200);
  });

  it('counts only failures within the last 15 minutes', async () => {
    const id = badChecksum(makeSaId());
    for (let attempt = 1; attempt <= 4; attempt++) await verify(id);
    clock.advance(16 * MINUTE);
    const response = await verify(id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ attempts: 1 });
    expect((await verify(id)).statusCode).toBe(400);
  });
});
