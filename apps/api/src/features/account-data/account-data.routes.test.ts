import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalDiskStorage } from '../../adapters/storage/local-disk-storage.ts';
import { careerAssessments } from '../../db/schema/career-assessments.ts';
import { emailLinkTokens, sessions, systemErrorLogs, verificationLogs } from '../../db/schema/accounts.ts';
import { consultants, sponsors } from '../../db/schema/audiences.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { outbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { userPlans } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import type { TestAudience } from '../../test/http.ts';
import {
  anyString,
  createAccount,
  freshIp,
  getSession,
  login,
  mailedToken,
  post,
  registerAudience,
  registerStudent,
  sessionCookieOf,
  testClock,
} from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storageDir, TINY_PNG, upload } from '../../test/documents.ts';
import { giveStudentJourney, journeyFootprint } from './student-data.test-support.ts';

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
let files: Awaited<ReturnType<typeof storageDir>>;
beforeAll(async () => {
  files = await storageDir();
  t = await createTestApp({ clock: clock.read, env: { FILE_STORAGE_DIR: files.dir } });
});
afterAll(async () => {
  await t.close();
  await files.remove();
});

const exportData = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/account/export', headers: cookie ? { cookie } : {} });
const deleteAccount = (cookie: string | undefined, body: unknown) => post(t.app, '/api/account/delete', body, { cookie, ip: freshIp() });
const signIn = (email: string, password: string) => login(t.app, { email, password }, { ip: freshIp() });
const tokenOf = (cookie: string) => cookie.split('=')[1]!;

/** A student with something in every table: plan, verification log, sessions, a notification, a reset mail, a failed sign-in. */
async function studentWithData() {
  const password = `own-${randomBytes(4).toString('hex')}-kettle`;
  const { input, cookie, body } = await registerStudent(t.app, { password, confirmPassword: password }, freshIp());
  const user = (await t.database.db.select().from(users).where(eq(users.email, input.email)))[0]!;
  await t.database.db
    .insert(notifications)
    .values({ userId: user.id, title: 'Document approved', message: 'Your ID copy was approved.', notificationType: 'document_status' });
  await post(t.app, '/api/auth/forgot-password', { email: input.email }, { ip: freshIp() });
  await t.app.jobs.runOnce();
  await signIn(input.email, 'not-the-password-1');
  const secondCookie = sessionCookieOf(await signIn(input.email, input.password));
  return { id: user.id, email: input.email, password: input.password, idNumber: input.idNumber, trackingId: body.trackingId, cookie, secondCookie };
}

type Export = {
  format: string;
  user: Record<string, unknown>;
  profiles: { consultant: unknown; nsfas: unknown; sponsor: unknown; institutions: Record<string, unknown>[] };
  sessions: Record<string, unknown>[];
  verificationLogs: Record<string, unknown>[];
  plans: Record<string, unknown>[];
  notifications: Record<string, unknown>[];
  auditEntries: { action: string; userId: string | null }[];
  emailLinks: { passwordReset: Record<string, unknown>[]; emailConfirmation: Record<string, unknown>[] };
  mails: { to: string; text: string }[];
  studentProfile: {
    addresses: Record<string, unknown>[];
    education: { subjectMarks: Record<string, unknown>[] } & Record<string, unknown>;
    wizardProgress: Record<string, unknown> | null;
    careerAssessment: { topAreas: string[] } | null;
  };
  documents: Record<string, unknown>[];
  applications: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  billingTransactions: Record<string, unknown>[];
  sponsorAllocations: Record<string, unknown>[];
};

describe('GET /api/account/export', () => {
  it("downloads everything held about the signed-in user, and nothing of anyone else's", async () => {
    const me = await studentWithData();
    const other = await studentWithData();
    const resetToken = await mailedToken(t.database.db, me.email, '/reset-password');

    const response = await exportData(me.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="kusasa-my-data-2026-03-01.json"');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<Export>();

    expect(data.format).toBe('kusasa-account-export/1');
    expect(data.user).toMatchObject({ id: me.id, email: me.email, idNumber: me.idNumber, trackingId: me.trackingId, userType: 'student' });
    expect(data.user).not.toHaveProperty('passwordHash');
    expect(data.plans).toMatchObject([{ planId: 'starter', active: true }]);
    expect(data.verificationLogs).toMatchObject([{ result: 'verified', nationalIdLast4: me.idNumber.slice(-4) }]);
    expect(data.notifications).toMatchObject([{ title: 'Document approved' }]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    for (const session of data.sessions) expect(session).not.toHaveProperty('id');
    expect(data.auditEntries.map((e) => e.action)).toEqual(expect.arrayContaining(['register', 'password_reset_requested', 'sign_in_failed', 'sign_in']));
    expect(data.emailLinks.passwordReset).toEqual([{ createdAt: anyString, expiresAt: anyString, usedAt: null }]);
    expect(data.mails).toMatchObject([{ to: me.email }]);
    expect(data.mails[0]!.text).toContain('/reset-password#token=[removed]');
    expect(data.profiles).toEqual({ consultant: null, nsfas: null, sponsor: null, institutions: [] });

    const text = response.body;
    for (const secret of ['$argon2id', resetToken, tokenOf(me.cookie), createHash('sha256').update(tokenOf(me.cookie)).digest('hex')]) {
      expect(text).not.toContain(secret);
    }
    for (const theirs of [other.id, other.email, other.idNumber, other.trackingId]) expect(text).not.toContain(theirs);

    const [entry] = await t.database.db
      .select()
      .from(systemErrorLogs)
      .where(sql`${systemErrorLogs.userId} = ${me.id} and ${systemErrorLogs.action} = 'account_exported'`);
    expect(entry).toMatchObject({ severity: 'info', category: 'SECURITY' });
  });

  it.each([
    ['counselor', 'consultant'],
    ['nsfas', 'nsfas'],
    ['sponsor', 'sponsor'],
  ] as const)('includes the %s profile row', async (audience, key) => {
    const { cookie } = await confirmedAudience(audience);
    const data = (await exportData(cookie)).json<Export>();
    expect(data.profiles[key]).not.toBeNull();
  });

  it("includes an institution account's institution and its confirmation link (without the token)", async () => {
    const { cookie, input } = await confirmedAudience('institution');
    const data = (await exportData(cookie)).json<Export>();
    expect(data.profiles.institutions).toMatchObject([{ name: input.institutionName, status: 'pending' }]);
    expect(data.emailLinks.emailConfirmation).toEqual([{ createdAt: anyString, expiresAt: anyString, usedAt: anyString }]);
    expect(data.mails[0]!.text).toContain('/confirm-email#token=[removed]');
  });

  it("includes the student journey and payments (document metadata only), and none of another learner's", async () => {
    const me = await studentWithData();
    const other = await studentWithData();
    const sponsor = await createAccount(t, 'sponsor');
    const mine = await giveStudentJourney(t.database.db, me.id, sponsor.id);
    const theirs = await giveStudentJourney(t.database.db, other.id, sponsor.id);
    await t.database.db.insert(careerAssessments).values({ userId: me.id, topAreas: ['social', 'artistic'], takenAt: new Date() });

    const response = await exportData(me.cookie);
    expect(response.statusCode).toBe(200);
    const data = response.json<Export>();
    expect(data.studentProfile.addresses).toMatchObject([{ streetAddress: `1 ${mine.mark} Street`, postalCode: '1804' }]);
    expect(data.studentProfile.education).toMatchObject({ schoolName: `${mine.mark} High`, completionYear: 2025 });
    expect(data.studentProfile.education.subjectMarks).toEqual([
      { subjectName: 'Mathematics', gradeLevel: 'grade12', mark: 81, position: 0 },
      { subjectName: 'English Home Language', gradeLevel: 'grade12', mark: 74, position: 1 },
    ]);
    expect(data.studentProfile.wizardProgress).toMatchObject({ currentStep: 2, draft: { note: mine.mark } });
    expect(data.studentProfile.careerAssessment).toMatchObject({ topAreas: ['social', 'artistic'] });
    expect(data.documents).toEqual([
      {
        id: anyString,
        applicationId: anyString,
        documentType: 'idDocument',
        originalName: `${mine.mark}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 1234,
        verificationStatus: 'approved',
        verification: { status: 'verified', confidence: 0.9 },
        verifiedAt: null,
        createdAt: anyString,
        updatedAt: anyString,
      },
    ]);
    expect(data.applications).toMatchObject([{ personalStatement: `${mine.mark} statement`, status: 'submitted' }]);
    expect(data.applications[0]).not.toHaveProperty('documentPath');
    expect(data.payments).toMatchObject([{ id: mine.paymentId, merchantReference: `ref-${mine.mark}`, amountCents: 9900, status: 'paid' }]);
    expect(data.payments[0]).not.toHaveProperty('resolvedBy');
    expect(data.billingTransactions).toMatchObject([{ description: `Essential ${mine.mark}`, paymentId: mine.paymentId }]);
    expect(data.sponsorAllocations).toMatchObject([{ plan: 'pro-ai', status: 'active', notes: `${mine.mark} bursary` }]);
    expect(data.sponsorAllocations[0]).not.toHaveProperty('sponsorId');

    expect(response.body).not.toContain(mine.filePath);
    for (const text of [theirs.mark, theirs.paymentId, other.id, sponsor.id]) expect(response.body).not.toContain(text);
  });

  it('gives empty student sections to an account without any', async () => {
    const { cookie } = await confirmedAudience('counselor');
    const data = (await exportData(cookie)).json<Export>();
    expect(data.studentProfile).toEqual({ addresses: [], education: null, wizardProgress: null, careerAssessment: null });
    expect([data.documents, data.applications, data.payments, data.billingTransactions, data.sponsorAllocations]).toEqual([[], [], [], [], []]);
  });

  it('needs a signed-in user', async () => {
    expect((await exportData()).statusCode).toBe(401);
  });
});

async function confirmedAudience<A extends TestAudience>(audience: A) {
  const { input } = await registerAudience(t.app, audience);
  if (audience !== 'sponsor') await post(t.app, '/api/auth/confirm-email', { token: await mailedToken(t.database.db, input.email, '/confirm-email') });
  const cookie = sessionCookieOf(await signIn(input.email, input.password));
  const id = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, input.email)))[0]!.id;
  return { input, cookie, id };
}

/** Rows per table that belong to this user or mention their email. */
async function footprint(userId: string, email: string) {
  const db = t.database.db;
  return {
    users: await db.$count(users, eq(users.id, userId)),
    sessions: await db.$count(sessions, eq(sessions.userId, userId)),
    plans: await db.$count(userPlans, eq(userPlans.userId, userId)),
    notifications: await db.$count(notifications, eq(notifications.userId, userId)),
    resetLinks: await db.$count(emailLinkTokens, and(eq(emailLinkTokens.userId, userId), eq(emailLinkTokens.purpose, 'password_reset'))),
    verificationLogs: await db.$count(verificationLogs, sql`${verificationLogs.userId} = ${userId} or ${verificationLogs.email} = ${email}`),
    mails: await db.$count(outbox, eq(outbox.toAddress, email)),
    auditWithUser: await db.$count(systemErrorLogs, eq(systemErrorLogs.userId, userId)),
    auditWithEmail: await db.$count(systemErrorLogs, sql`${systemErrorLogs.details}->>'email' = ${email}`),
  };
}

describe('POST /api/account/delete', () => {
  it('removes the personal data in one go, keeps the audit trail anonymised, and ends every session', async () => {
    const me = await studentWithData();
    const other = await studentWithData();
    const otherBefore = await footprint(other.id, other.email);
    const before = await footprint(me.id, me.email);
    expect(Object.values(before).every((count) => count > 0)).toBe(true);
    const auditIds = (
      await t.database.db
        .select({ id: systemErrorLogs.id })
        .from(systemErrorLogs)
        .where(sql`${systemErrorLogs.userId} = ${me.id} or ${systemErrorLogs.details}->>'email' = ${me.email}`)
    ).map((row) => row.id);

    const response = await deleteAccount(me.cookie, { password: me.password, confirm: 'DELETE' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account and personal data have been deleted.' });
    expect(response.cookies).toEqual([expect.objectContaining({ name: 'kusasa_session', value: '' }) as unknown]);

    expect(await footprint(me.id, me.email)).toEqual({
      users: 0,
      sessions: 0,
      plans: 0,
      notifications: 0,
      resetLinks: 0,
      verificationLogs: 0,
      mails: 0,
      auditWithUser: 0,
      auditWithEmail: 0,
    });
    for (const cookie of [me.cookie, me.secondCookie]) expect((await getSession(t.app, cookie)).statusCode).toBe(401);
    expect((await signIn(me.email, me.password)).statusCode).toBe(401);

    const kept = await t.database.db.select().from(systemErrorLogs).where(inArray(systemErrorLogs.id, auditIds));
    expect(kept).toHaveLength(auditIds.length);
    for (const entry of kept) {
      expect(entry.userId).toBeNull();
      expect(entry.details).not.toHaveProperty('ip');
      if ('email' in entry.details) expect(entry.details.email).toBe('deleted-user');
      expect(JSON.stringify(entry)).not.toContain(me.email);
    }
    expect(kept.map((e) => e.action)).toEqual(expect.arrayContaining(['register', 'sign_in', 'sign_in_failed', 'password_reset_requested']));
    const deleted = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, 'account_deleted'));
    expect(deleted.at(-1)).toMatchObject({ userId: null, severity: 'info', details: { user_type: 'student' } });

    expect(await footprint(other.id, other.email)).toEqual(otherBefore);
    expect((await getSession(t.app, other.cookie)).statusCode).toBe(200);
  });

  it("removes the student journey's rows and stored files, keeps the payment as an orphan, and leaves another learner's alone", async () => {
    const me = await studentWithData();
    const other = await studentWithData();
    const sponsor = await createAccount(t, 'sponsor');
    const mine = await giveStudentJourney(t.database.db, me.id, sponsor.id);
    const theirs = await giveStudentJourney(t.database.db, other.id, sponsor.id);
    for (const learner of [me, other]) {
      expect((await upload(t.app, learner.cookie, { documentType: 'proofOfResidence' }, { bytes: TINY_PNG, filename: 'bill.png' })).statusCode).toBe(201);
    }
    const storedFiles = (userId: string) => readdir(join(files.dir, 'users', userId), { recursive: true }).catch(() => [] as string[]);
    expect(await storedFiles(me.id)).not.toHaveLength(0);
    const otherFiles = await storedFiles(other.id);
    const otherRows = await journeyFootprint(t.database.db, other.id, theirs.paymentId);

    expect((await deleteAccount(me.cookie, { password: me.password, confirm: 'DELETE' })).statusCode).toBe(200);

    expect(await journeyFootprint(t.database.db, me.id, mine.paymentId)).toEqual({
      addresses: 0,
      education: 0,
      progress: 0,
      applications: 0,
      documents: 0,
      transactions: 0,
      allocations: 0,
      payment: { userId: null, payerEmail: null, amountCents: 9900 },
    });
    expect(await storedFiles(me.id)).toEqual([]);
    expect(await storedFiles(other.id)).toEqual(otherFiles);
    expect(await journeyFootprint(t.database.db, other.id, theirs.paymentId)).toEqual(otherRows);
  });

  it('still deletes the account when its stored files cannot be removed, and logs why', async () => {
    const storage = { ...createLocalDiskStorage(files.dir), deleteFolder: () => Promise.reject(new Error('disk gone')) };
    const broken = await createTestApp({ clock: clock.read, adapters: { storage } });
    try {
      const warn = vi.spyOn(broken.app.log, 'warn');
      const { input, cookie } = await registerStudent(broken.app, {}, freshIp());
      const response = await post(broken.app, '/api/account/delete', { password: input.password, confirm: 'DELETE' }, { cookie, ip: freshIp() });
      expect(response.statusCode).toBe(200);
      expect(await broken.database.db.$count(users, eq(users.email, input.email))).toBe(0);
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) as unknown }), 'stored files of a deleted account not removed');
    } finally {
      await broken.close();
    }
  });

  it('removes a counselor with their consultant row', async () => {
    const { cookie, id, input } = await confirmedAudience('counselor');
    expect((await deleteAccount(cookie, { password: input.password, confirm: 'DELETE' })).statusCode).toBe(200);
    expect(await t.database.db.$count(consultants, eq(consultants.userId, id))).toBe(0);
    expect(await t.database.db.$count(users, eq(users.id, id))).toBe(0);
  });

  it('removes a sponsor with their sponsor row', async () => {
    const { cookie, id, input } = await confirmedAudience('sponsor');
    expect((await deleteAccount(cookie, { password: input.password, confirm: 'DELETE' })).statusCode).toBe(200);
    expect(await t.database.db.$count(sponsors, eq(sponsors.id, id))).toBe(0);
  });

  it('keeps a registered institution for the admins, unlinked from the person', async () => {
    const { cookie, id, input } = await confirmedAudience('institution');
    const [{ institutionId }] = (await t.database.db.select({ institutionId: institutions.id }).from(institutions).where(eq(institutions.userId, id))) as [
      { institutionId: string },
    ];
    expect((await deleteAccount(cookie, { password: input.password, confirm: 'DELETE' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(institutions).where(eq(institutions.id, institutionId));
    expect(row).toMatchObject({ userId: null, contactName: null, status: 'pending' });
    expect(await t.database.db.$count(users, eq(users.id, id))).toBe(0);
  });

  it.each([
    ['password', { confirm: 'DELETE' }, 'Enter your password to confirm'],
    ['password', { password: '', confirm: 'DELETE' }, 'Enter your password to confirm'],
    ['password', { password: 42, confirm: 'DELETE' }, 'Enter your password to confirm'],
    ['confirm', { password: 'x' }, 'Type DELETE to confirm'],
    ['confirm', { password: 'x', confirm: 'delete' }, 'Type DELETE to confirm'],
  ])('refuses a bad %s (%j) with 400 and deletes nothing', async (field, body, message) => {
    const me = await studentWithData();
    const before = await footprint(me.id, me.email);
    const response = await deleteAccount(me.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await footprint(me.id, me.email)).toEqual(before);
  });

  it('refuses a wrong password, and blocks after 5 wrong passwords', async () => {
    const me = await studentWithData();
    const before = await footprint(me.id, me.email);
    const wrong = await deleteAccount(me.cookie, { password: 'not-my-password', confirm: 'DELETE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: { code: 'VALIDATION', message: 'That password is not correct.', fields: { password: 'That password is not correct.' } },
    });
    expect({ ...(await footprint(me.id, me.email)), auditWithUser: before.auditWithUser }).toEqual(before);
    for (let i = 0; i < 4; i++) await deleteAccount(me.cookie, { password: `wrong-${i}-password`, confirm: 'DELETE' });
    const blocked = await deleteAccount(me.cookie, { password: me.password, confirm: 'DELETE' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts\. Please try again after /) as unknown },
    });
    expect(await t.database.db.$count(users, eq(users.id, me.id))).toBe(1);
  });

  it("cannot delete someone else's account", async () => {
    const victim = await studentWithData();
    const attacker = await studentWithData();
    const victimBefore = await footprint(victim.id, victim.email);
    expect((await deleteAccount(attacker.cookie, { password: victim.password, confirm: 'DELETE', userId: victim.id })).statusCode).toBe(400);
    expect((await deleteAccount(attacker.cookie, { password: attacker.password, confirm: 'DELETE', userId: victim.id })).statusCode).toBe(200);
    expect(await footprint(victim.id, victim.email)).toEqual(victimBefore);
    expect((await getSession(t.app, victim.cookie)).statusCode).toBe(200);
  });

  it('needs a signed-in user, from Kusasa itself', async () => {
    const me = await studentWithData();
    expect((await deleteAccount(undefined, { password: me.password, confirm: 'DELETE' })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { origin: 'https://evil.example', cookie: me.cookie },
      payload: { password: me.password, confirm: 'DELETE' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await t.database.db.$count(users, eq(users.id, me.id))).toBe(1);
  });
});
