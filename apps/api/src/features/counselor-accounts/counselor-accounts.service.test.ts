import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNSELOR_CODE_ALPHABET, COUNSELOR_CODE_PATTERN } from '@kusasa/domain/rules/counselor-links';
import type { Kernel } from '../../core/kernel.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { consultants } from '../../db/schema/audiences.ts';
import { createAccount } from '../../test/http.ts';
import { auditServiceFor, usersServiceFor } from '../../test/services.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { newCounselorCode } from './counselor-code.ts';
import { approveDemoCounselor } from './demo-counselor.ts';
import { createCounselorAccountsService } from './counselor-accounts.service.ts';

// The gate the caseload asks (CounselorApprovalPort), the code a learner enters, and its uniqueness.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = { error: () => undefined } as unknown as Kernel['log'];

function service(newCode?: () => string) {
  const { db } = database;
  const clock = () => new Date('2026-03-01T08:00:00Z');
  const sent: { to: string; text: string }[] = [];
  const accounts = createCounselorAccountsService({
    db,
    clock,
    audit: auditServiceFor(db, clock, log),
    mailer: { send: (message) => Promise.resolve(void sent.push(message)) },
    log,
    users: usersServiceFor(db),
    publicUrl: 'http://localhost:3000',
    ...(newCode ? { newCode } : {}),
  });
  return { accounts, sent };
}

async function counselor() {
  const account = await createAccount({ database }, 'consultant');
  await database.db.insert(consultants).values({ userId: account.id, fullName: 'Sipho Ndlovu', specialization: 'Career Guidance', assignedRegion: 'National' });
  return account;
}

async function adminActor() {
  const account = await createAccount({ database }, 'admin');
  return { id: account.id, userType: 'admin' as const };
}

describe('counselor codes', () => {
  it('are KC- and six characters of the alphabet, drawn at random', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newCounselorCode()));
    for (const code of codes) expect(code).toMatch(COUNSELOR_CODE_PATTERN);
    expect(codes.size).toBe(200);
    const used = new Set([...codes].flatMap((code) => [...code.slice(3)]));
    for (const character of used) expect(COUNSELOR_CODE_ALPHABET).toContain(character);
    expect(used.size).toBeGreaterThan(20);
  });

  it('draws again when the code is taken, and each approved counselor is found by their own', async () => {
    const codes = ['KC-AAAAAA', 'KC-AAAAAA', 'KC-BBBBBB'];
    const { accounts } = service(() => codes.shift()!);
    const admin = await adminActor();
    const [first, second] = [await counselor(), await counselor()];
    await accounts.approve(admin, first.id);
    await accounts.approve(admin, second.id);
    expect(codes).toEqual([]);
    expect((await accounts.profileOf(first.id)).code).toBe('KC-AAAAAA');
    expect((await accounts.profileOf(second.id)).code).toBe('KC-BBBBBB');
    expect(await accounts.byCode('KC-AAAAAA')).toEqual({ counselorId: first.id });
    expect(await accounts.byCode('KC-BBBBBB')).toEqual({ counselorId: second.id });
    expect(await accounts.byCode('KC-CCCCCC')).toBeNull();
  });

  it('gives up after a few taken codes, leaving the account pending', async () => {
    const { accounts } = service(() => 'KC-AAAAAA');
    const admin = await adminActor();
    const third = await counselor();
    await expect(accounts.approve(admin, third.id)).rejects.toThrow();
    expect(await accounts.profileOf(third.id)).toMatchObject({ status: 'pending', code: null });
  });
});

describe('isApproved, profileOf and byCode', () => {
  it('are false, pending and null until approved; a declined or pending counselor has no code to find', async () => {
    const { accounts, sent } = service();
    const admin = await adminActor();
    const [first, second] = [await counselor(), await counselor()];
    const stranger = await createAccount({ database }, 'consultant');
    expect(await accounts.isApproved(first.id)).toBe(false);
    await accounts.setSchool(second.id, { emisNumber: '700400393', schoolName: 'Soweto High School' });
    expect(await accounts.profileOf(second.id)).toEqual({
      status: 'pending',
      reason: null,
      code: null,
      school: { emisNumber: '700400393', schoolName: 'Soweto High School' },
      organization: null,
    });

    await accounts.approve(admin, first.id);
    await accounts.decline(admin, second.id, 'Not a school counselor');
    expect(await accounts.isApproved(first.id)).toBe(true);
    expect(await accounts.isApproved(second.id)).toBe(false);
    expect(await accounts.isApproved(stranger.id)).toBe(false);
    expect(await accounts.profileOf(stranger.id)).toMatchObject({ status: 'pending', code: null, school: null });
    expect(await accounts.profileOf(second.id)).toMatchObject({ status: 'declined', reason: 'Not a school counselor', code: null });
    expect(sent.map((mail) => mail.to)).toEqual([first.email, second.email]);
    const code = (await accounts.profileOf(first.id)).code!;
    expect(sent[0]?.text).toContain(code);
    expect(await accounts.byCode(code)).toEqual({ counselorId: first.id });

    const summaries = await accounts.summariesOf([first.id, second.id, stranger.id]);
    expect(summaries.get(first.id)).toMatchObject({ name: 'Test Person', approved: true });
    expect(summaries.get(second.id)).toMatchObject({ approved: false, school: { schoolName: 'Soweto High School' } });
    expect(summaries.get(stranger.id)).toEqual({ name: 'Test Person', school: null, approved: false });
  });
});

describe('approveDemoCounselor (seed-demo)', () => {
  it('approves the demo counselor with a school and a code, and repeating it changes nothing', async () => {
    const { accounts } = service();
    const demo = await createAccount({ database }, 'consultant');
    expect(await approveDemoCounselor(database.db, 'nobody@demo.kusasa.test')).toBeNull();
    const code = await approveDemoCounselor(database.db, demo.email);
    expect(code).toMatch(COUNSELOR_CODE_PATTERN);
    expect(await approveDemoCounselor(database.db, demo.email)).toBe(code);
    expect(await accounts.profileOf(demo.id)).toMatchObject({ status: 'approved', code, school: { schoolName: 'Soweto High School' } });
    expect(await accounts.byCode(code!)).toEqual({ counselorId: demo.id });
  });
});
