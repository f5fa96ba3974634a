import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '@kusasa/domain/rules/roles';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';
import { getSession } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { auditServiceFor, usersServiceFor } from '../../test/services.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import { createAdminUsersService, type Notify } from './admin-users.service.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const tag = () => randomBytes(4).toString('hex');

async function userTypeOf(id: string) {
  const [row] = await t.database.db.select({ userType: users.userType }).from(users).where(eq(users.id, id));
  return row?.userType;
}

const adminActionsFor = (targetId: string) =>
  t.database.db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.category, 'ADMIN_ACTION'), sql`${systemErrorLogs.details}->>'target_id' = ${targetId}`));

const changeRole = (id: string, payload: unknown, cookie = admin.cookie) => call(t.app, 'PATCH', `/api/admin/users/${id}/role`, { cookie, payload });

describe('GET /api/admin/me (the seed is_admin)', () => {
  it('says true for an admin and false for every other type', async () => {
    expect((await call(t.app, 'GET', '/api/admin/me', { cookie: admin.cookie })).json()).toEqual({ isAdmin: true });
    for (const userType of USER_TYPES.filter((type) => type !== 'admin')) {
      const user = await signedInAs(t, userType);
      const response = await call(t.app, 'GET', '/api/admin/me', { cookie: user.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isAdmin: false });
    }
  });

  it('answers 401 when signed out (not signed in means not admin)', async () => {
    expect((await call(t.app, 'GET', '/api/admin/me')).statusCode).toBe(401);
  });
});

describe('who may manage users', () => {
  it.each(USER_TYPES.filter((type) => type !== 'admin'))('refuses a %s with 403 and changes nothing', async (userType) => {
    const user = await signedInAs(t, userType);
    const target = await signedInAs(t, 'student');
    const list = await call(t.app, 'GET', '/api/admin/users', { cookie: user.cookie });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const change = await changeRole(target.id, { userType: 'admin' }, user.cookie);
    expect(change.statusCode).toBe(403);
    // Even promoting themselves.
    expect((await changeRole(user.id, { userType: 'admin' }, user.cookie)).statusCode).toBe(403);
    expect(await userTypeOf(target.id)).toBe('student');
    expect(await userTypeOf(user.id)).toBe(userType);
  });

  it('refuses a signed-out caller with 401, even with a bad body', async () => {
    expect((await call(t.app, 'GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await call(t.app, 'PATCH', `/api/admin/users/${UNKNOWN_ID}/role`, { payload: { userType: 'nope' } })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/users', () => {
  async function makeUsers(name: string, count: number) {
    const made = [];
    for (let i = 0; i < count; i++) {
      const user = await signedInAs(t, 'student');
      // Spread out in time, oldest first, so the order is certain.
      await t.database.db
        .update(users)
        .set({ fullName: `${name} ${i}`, createdAt: new Date(Date.UTC(2025, 0, 1 + i)) })
        .where(eq(users.id, user.id));
      made.push(user);
    }
    return made;
  }

  it('lists users newest first with id, email, full name, type and creation time', async () => {
    const name = `Zanele-${tag()}`;
    const [oldest, middle, newest] = await makeUsers(name, 3);
    const response = await call(t.app, 'GET', `/api/admin/users?search=${name}`, { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ users: { id: string }[]; total: number; page: number; pageSize: number }>();
    expect(body.users.map((u) => u.id)).toEqual([newest!.id, middle!.id, oldest!.id]);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    // Made by an operator (signedInAs): verified, but no identity check was recorded.
    expect(body.users[0]).toEqual({
      id: newest!.id,
      email: newest!.email,
      fullName: `${name} 2`,
      userType: 'student',
      createdAt: '2025-01-03T00:00:00.000Z',
      idVerified: true,
      identityCheck: null,
    });
  });

  it('says how each learner’s identity was checked (issue 32)', async () => {
    const name = `Checked-${tag()}`;
    const [format, bureau, unverified] = await makeUsers(name, 3);
    const at = new Date('2026-02-01T08:00:00Z');
    await t.database.db.update(users).set({ idCheckMethod: 'id-number-format', idCheckedAt: at }).where(eq(users.id, format!.id));
    await t.database.db
      .update(users)
      .set({ idCheckMethod: 'bureau', idCheckBureau: 'VerifyNow', idCheckReference: 'VN-9', idCheckedAt: at })
      .where(eq(users.id, bureau!.id));
    await t.database.db.update(users).set({ idVerified: false }).where(eq(users.id, unverified!.id));
    const body = (await call(t.app, 'GET', `/api/admin/users?search=${name}`, { cookie: admin.cookie })).json<{
      users: { id: string; idVerified: boolean; identityCheck: unknown }[];
    }>();
    const of = (id: string) => body.users.find((user) => user.id === id);
    expect(of(format!.id)).toMatchObject({ idVerified: true, identityCheck: { method: 'id-number-format', bureau: null, checkedAt: at.toISOString() } });
    expect(of(bureau!.id)).toMatchObject({ idVerified: true, identityCheck: { method: 'bureau', bureau: 'VerifyNow', checkedAt: at.toISOString() } });
    expect(of(unverified!.id)).toMatchObject({ idVerified: false, identityCheck: null });
  });

  it('pages with page and pageSize, keeping the total', async () => {
    const name = `Pager-${tag()}`;
    const made = await makeUsers(name, 3);
    const first = (await call(t.app, 'GET', `/api/admin/users?search=${name}&pageSize=2`, { cookie: admin.cookie })).json<{
      users: { id: string }[];
      total: number;
    }>();
    const second = (await call(t.app, 'GET', `/api/admin/users?search=${name}&pageSize=2&page=2`, { cookie: admin.cookie })).json<{
      users: { id: string }[];
      total: number;
    }>();
    const beyond = (await call(t.app, 'GET', `/api/admin/users?search=${name}&pageSize=2&page=3`, { cookie: admin.cookie })).json<{
      users: unknown[];
      total: number;
    }>();
    expect(first.users.map((u) => u.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(second.users.map((u) => u.id)).toEqual([made[0]!.id]);
    expect(beyond).toMatchObject({ users: [], total: 3 });
  });

  it('searches the email and the name case-insensitively, with % and _ taken literally', async () => {
    const name = `Mbali-${tag()}`;
    const [user] = await makeUsers(name, 1);
    const byName = await call(t.app, 'GET', `/api/admin/users?search=${encodeURIComponent(name.toUpperCase())}`, { cookie: admin.cookie });
    expect(byName.json<{ users: { id: string }[] }>().users.map((u) => u.id)).toEqual([user!.id]);
    const byEmail = await call(t.app, 'GET', `/api/admin/users?search=${encodeURIComponent(user!.email.toUpperCase())}`, { cookie: admin.cookie });
    expect(byEmail.json<{ users: { id: string }[] }>().users.map((u) => u.id)).toEqual([user!.id]);
    for (const wildcard of ['%', '_', '%25']) {
      const response = await call(t.app, 'GET', `/api/admin/users?search=${encodeURIComponent(wildcard)}`, { cookie: admin.cookie });
      expect(response.json()).toMatchObject({ users: [], total: 0 });
    }
  });

  it.each(['page=0', 'page=abc', 'pageSize=0', 'pageSize=101', 'page=1.5', `search=${'x'.repeat(101)}`])(
    'refuses the query %s with 400 VALIDATION',
    async (query) => {
      const response = await call(t.app, 'GET', `/api/admin/users?${query}`, { cookie: admin.cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    },
  );
});

describe('PATCH /api/admin/users/:id/role', () => {
  it('changes the role, says so in the seed words, and records an ADMIN_ACTION entry', async () => {
    const target = await signedInAs(t, 'student');
    const response = await changeRole(target.id, { userType: 'consultant' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'User role updated successfully', user: { id: target.id, email: target.email, userType: 'consultant' } });
    expect(await userTypeOf(target.id)).toBe('consultant');

    const entries = await adminActionsFor(target.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      category: 'ADMIN_ACTION',
      action: 'ROLE_CHANGE',
      severity: 'info',
      component: 'admin-users',
      userId: admin.id,
      message: 'User role changed from student to consultant',
      details: { target_type: 'user', target_id: target.id, admin_id: admin.id, from: 'student', to: 'consultant', reason: null },
    });
  });

  it('tells the changed user through their notification bell, and no one else', async () => {
    const target = await signedInAs(t, 'student');
    expect((await changeRole(target.id, { userType: 'nsfas' })).statusCode).toBe(200);
    const mine = await call(t.app, 'GET', '/api/notifications', { cookie: target.cookie });
    expect(mine.json()).toMatchObject({
      unreadCount: 1,
      notifications: [
        {
          title: 'Your account type changed',
          message: 'An administrator changed your account type from student to nsfas.',
          notificationType: 'system',
          isRead: false,
        },
      ],
    });
    const admins = (await call(t.app, 'GET', '/api/notifications', { cookie: admin.cookie })).json<{ notifications: { message: string }[] }>();
    expect(admins.notifications.filter((n) => n.message.includes('to nsfas'))).toEqual([]);
  });

  it('sends no notification when nothing changed or the change was refused', async () => {
    const self = await signedInAs(t, 'admin');
    expect((await changeRole(self.id, { userType: 'admin' }, self.cookie)).statusCode).toBe(200);
    expect((await changeRole(self.id, { userType: 'student' }, self.cookie)).statusCode).toBe(409);
    expect((await call(t.app, 'GET', '/api/notifications', { cookie: self.cookie })).json()).toEqual({ notifications: [], unreadCount: 0 });
  });

  it("applies to the user's open session at once, without signing them out", async () => {
    const target = await signedInAs(t, 'student');
    expect((await getSession(t.app, target.cookie)).json()).toMatchObject({ user: { userType: 'student' } });
    await changeRole(target.id, { userType: 'sponsor' });
    expect((await getSession(t.app, target.cookie)).json()).toMatchObject({ user: { userType: 'sponsor' } });
  });

  it('takes admin rights from a demoted admin on their very next request', async () => {
    const other = await signedInAs(t, 'admin');
    expect((await call(t.app, 'GET', '/api/admin/users', { cookie: other.cookie })).statusCode).toBe(200);
    expect((await changeRole(other.id, { userType: 'student' })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/users', { cookie: other.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/me', { cookie: other.cookie })).json()).toEqual({ isAdmin: false });
  });

  it.each(USER_TYPES.filter((type) => type !== 'admin'))('refuses to let an admin make themselves %s (409), on the server', async (userType) => {
    const self = await signedInAs(t, 'admin');
    const response = await changeRole(self.id, { userType }, self.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: 'Cannot remove admin privileges from yourself' } });
    expect(await userTypeOf(self.id)).toBe('admin');
    expect(await adminActionsFor(self.id)).toHaveLength(0);
    const refusals = await t.database.db
      .select()
      .from(systemErrorLogs)
      .where(and(eq(systemErrorLogs.action, 'ROLE_CHANGE_REFUSED'), eq(systemErrorLogs.userId, self.id)));
    expect(refusals).toMatchObject([{ category: 'SECURITY', severity: 'warning' }]);
  });

  it('lets an admin keep admin (no change, nothing recorded)', async () => {
    const self = await signedInAs(t, 'admin');
    const response = await changeRole(self.id, { userType: 'admin' }, self.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'User role updated successfully', user: { userType: 'admin' } });
    expect(await adminActionsFor(self.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown user and records nothing', async () => {
    const response = await changeRole(UNKNOWN_ID, { userType: 'admin' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'User not found' } });
    expect(await adminActionsFor(UNKNOWN_ID)).toHaveLength(0);
  });

  it.each<[string, unknown]>([
    ['an unknown type', { userType: 'superuser' }],
    ['a number', { userType: 3 }],
    ['a missing type', {}],
    ['an upper-case type', { userType: 'ADMIN' }],
    ['a padded type', { userType: ' admin' }],
  ])('refuses %s with 400 VALIDATION and changes nothing', async (_name, payload) => {
    const target = await signedInAs(t, 'student');
    const response = await changeRole(target.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { userType: expect.any(String) as unknown } } });
    expect(await userTypeOf(target.id)).toBe('student');
    expect(await adminActionsFor(target.id)).toHaveLength(0);
  });

  it('refuses a malformed id, malformed JSON and a missing body with 400', async () => {
    expect((await changeRole('not-a-uuid', { userType: 'admin' })).statusCode).toBe(400);
    const target = await signedInAs(t, 'student');
    const malformed = await call(t.app, 'PATCH', `/api/admin/users/${target.id}/role`, {
      cookie: admin.cookie,
      payload: '{"userType":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect((await call(t.app, 'PATCH', `/api/admin/users/${target.id}/role`, { cookie: admin.cookie })).statusCode).toBe(400);
    expect(await userTypeOf(target.id)).toBe('student');
  });
});

describe('the role change service', () => {
  const log = { error: () => undefined } as unknown as FastifyBaseLogger;

  it('undoes the change and throws when the audit entry cannot be written', async () => {
    const brokenAudit = {
      security: () => Promise.resolve(),
      adminAction: () => Promise.reject(new Error('audit log unavailable')),
      search: () => Promise.resolve([]),
    } as unknown as AuditService;
    const service = createAdminUsersService({
      db: t.database.db,
      clock: () => new Date(),
      users: usersServiceFor(t.database.db),
      audit: brokenAudit,
      notify: t.app.notify,
    });
    const target = await signedInAs(t, 'student');
    await expect(service.changeRole({ id: admin.id, userType: 'admin' }, target.id, 'nsfas')).rejects.toThrow('audit log unavailable');
    expect(await userTypeOf(target.id)).toBe('student');
  });

  it('refuses an actor who stopped being an admin after their request was let in', async () => {
    const service = createAdminUsersService({
      db: t.database.db,
      clock: () => new Date(),
      users: usersServiceFor(t.database.db),
      audit: auditServiceFor(t.database.db, () => new Date(), log),
      notify: t.app.notify,
    });
    const first = await signedInAs(t, 'admin');
    const second = await signedInAs(t, 'admin');
    // Two admins demote each other at the same moment: the second finds it is no longer an admin.
    await service.changeRole({ id: first.id, userType: 'admin' }, second.id, 'student');
    await expect(service.changeRole({ id: second.id, userType: 'admin' }, first.id, 'student')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await userTypeOf(first.id)).toBe('admin');
  });

  it('undoes the change and its audit entry when the notification cannot be stored', async () => {
    const failingNotify: Notify = () => Promise.reject(new Error('notifications unavailable'));
    const service = createAdminUsersService({
      db: t.database.db,
      clock: () => new Date(),
      users: usersServiceFor(t.database.db),
      audit: auditServiceFor(t.database.db, () => new Date(), log),
      notify: failingNotify,
    });
    const target = await signedInAs(t, 'student');
    await expect(service.changeRole({ id: admin.id, userType: 'admin' }, target.id, 'sponsor')).rejects.toThrow('notifications unavailable');
    expect(await userTypeOf(target.id)).toBe('student');
    expect(await adminActionsFor(target.id)).toHaveLength(0);
  });
});
