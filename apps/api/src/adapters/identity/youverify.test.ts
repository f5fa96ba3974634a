import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSaId } from '../../test/factories.ts';
import { anyString } from '../../test/http.ts';
import { startFakeYouverifyServer, type FakeYouverifyServer } from './fake-youverify-server.ts';
import { IdentityUnavailableError } from './identity-verifier.ts';
import { createYouverifyVerifier, splitFullName } from './youverify.ts';

const at = new Date('2026-03-01T10:00:00Z');
let fake: FakeYouverifyServer;
beforeAll(async () => {
  fake = await startFakeYouverifyServer({ apiKey: 'yv-key-1' });
});
afterAll(() => fake.close());

const verifier = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  createYouverifyVerifier({ url: fake.url, apiKey: 'yv-key-1', timeoutMs: 2_000, ...overrides });
const verify = (idNumber: string, fullName: string, v = verifier()) => v.verify({ idNumber, email: 'a@b.co', fullName }, at);

/** A person in the fake's register, with a fresh ID number. */
function registered(entry: Parameters<FakeYouverifyServer['register']['set']>[1], dob = '2007-02-03') {
  const idNumber = makeSaId({ dob });
  fake.register.set(idNumber, entry);
  return idNumber;
}

describe('Youverify adapter against the fake', () => {
  it('passes when Home Affairs confirms the ID number, name and surname, with the reference and date of birth', async () => {
    const idNumber = registered({ firstName: 'Lerato Anne', lastName: 'Mokoena' });
    const verdict = await verify(idNumber, 'lerato anne MOKOENA');
    expect(verdict).toEqual({ ok: true, dateOfBirth: '2007-02-03', reference: anyString });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ path: '/v2/api/identity/za/said', token: 'yv-key-1' });
    expect(sent.body).toEqual({ id: idNumber, isSubjectConsent: true, validations: { data: { firstName: 'lerato anne', lastName: 'MOKOENA' } } });
  });

  it('refuses a surname Home Affairs does not have as name_mismatch', async () => {
    const idNumber = registered({ firstName: 'Lerato', lastName: 'Mokoena' });
    expect(await verify(idNumber, 'Lerato Dlamini')).toEqual({ ok: false, reason: 'name_mismatch', reference: anyString });
  });

  it('refuses a deceased holder, even with the right names', async () => {
    const idNumber = registered({ firstName: 'Sipho', lastName: 'Nkosi', deceased: true });
    expect(await verify(idNumber, 'Sipho Nkosi')).toEqual({ ok: false, reason: 'deceased', reference: anyString });
  });

  it('refuses a number Home Affairs has no record of as not_found', async () => {
    expect(await verify(makeSaId(), 'Thabo Mbeki')).toEqual({ ok: false, reason: 'not_found', reference: anyString });
  });

  it('is unavailable (timeout) when the bureau does not answer in time', async () => {
    const idNumber = registered('slow');
    const failure = await verify(idNumber, 'Thabo Mbeki', verifier({ timeoutMs: 200 })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IdentityUnavailableError);
    expect(failure).toMatchObject({ kind: 'timeout' });
  });

  it('is unavailable (server) on a 5xx answer', async () => {
    const idNumber = registered('server-error');
    await expect(verify(idNumber, 'Thabo Mbeki')).rejects.toMatchObject({ name: 'IdentityUnavailableError', kind: 'server' });
  });

  it('is unavailable (unauthorized) with a wrong API key, and no verdict is given', async () => {
    const idNumber = registered({ firstName: 'Lerato', lastName: 'Mokoena' });
    await expect(verify(idNumber, 'Lerato Mokoena', verifier({ apiKey: 'wrong' }))).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(fake.requests.at(-1)).toMatchObject({ token: 'wrong' });
  });

  it('is unavailable (network) when nothing listens at the address', async () => {
    const closed = await startFakeYouverifyServer();
    await closed.close();
    const v = createYouverifyVerifier({ url: closed.url, apiKey: 'k', timeoutMs: 1_000 });
    await expect(verify(makeSaId(), 'Lerato Mokoena', v)).rejects.toMatchObject({ kind: 'network' });
  });

  it('refuses a malformed number without a paid call', async () => {
    const before = fake.requests.length;
    const good = makeSaId();
    const badChecksum = good.slice(0, 12) + String((Number(good[12]) + 1) % 10);
    expect(await verify(badChecksum, 'Lerato Mokoena')).toEqual({ ok: false, reason: 'checksum_failed' });
    expect(await verify(good, 'Lerato')).toEqual({ ok: false, reason: 'name_mismatch' });
    expect(fake.requests.length).toBe(before);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Lerato Mokoena', { firstName: 'Lerato', lastName: 'Mokoena' }],
    ['  Lerato  Anne   Mokoena ', { firstName: 'Lerato Anne', lastName: 'Mokoena' }],
    ['Lerato', null],
    ['', null],
  ])('%j', (input, expected) => {
    expect(splitFullName(input)).toEqual(expected);
  });
});
