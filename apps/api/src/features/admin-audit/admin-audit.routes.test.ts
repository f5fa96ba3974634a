import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '@kusasa/domain/rules/roles';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const tag = () => `t${randomBytes(4).toString('hex')}`;

type Entry = typeof systemErrorLogs.$inferInsert;
async function addEntry(overrides: Partial<Entry> = {}) {
  const [row] = await t.database.db
    .insert(systemErrorLogs)
    .values({
      category: 'ADMIN_ACTION',
      message: 'Document approved',
      severity: 'info',
      component: 'admin-documents',
      action: 'DOCUMENT_APPROVED',
      userId: admin.id,
      details: { target_type: 'document', target_id: randomUUID(), admin_id: admin.id },
      occurredAt: new Date('2026-03-01T10:00:00Z'),
      ...overrides,
    })
    .returning();
  return row!;
}

interface EntryBody {
  id: string;
  message: string;
  action: string | null;
  category: string;
  details: Record<string, unknown>;
  occurredAt: string;
}
const list = async (query: string, cookie = admin.cookie) => {
  const response = await call(t.app, 'GET', `/api/admin/audit?${query}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json<{ entries: EntryBody[] }>().entries;
};

describe('who may read the audit log', () => {
  it.each(USER_TYPES.filter((type) => type !== 'admin'))('refuses a %s with 403', async (userType) => {
    const user = await signedInAs(t, userType);
    for (const url of ['/api/admin/audit', '/api/admin/audit/export', '/api/admin/audit?category=SECURITY']) {
      const response = await call(t.app, 'GET', url, { cookie: user.cookie });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('ADMIN_ACTION');
    }
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await call(t.app, 'GET', '/api/admin/audit')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/audit/export')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists admin actions newest first by occurred_at, with every field', async () => {
    const marker = tag();
    const older = await addEntry({ message: `${marker} older`, occurredAt: new Date('2026-03-01T08:00:00Z') });
    const newer = await addEntry({ message: `${marker} newer`, occurredAt: new Date('2026-03-02T08:00:00Z') });
    const middle = await addEntry({ message: `${marker} middle`, occurredAt: new Date('2026-03-01T20:00:00Z') });
    const entries = await list(`search=${marker}`);
    expect(entries.map((e) => e.id)).toEqual([newer.id, middle.id, older.id]);
    expect(entries[0]).toEqual({
      id: newer.id,
      occurredAt: '2026-03-02T08:00:00.000Z',
      category: 'ADMIN_ACTION',
      severity: 'info',
      action: 'DOCUMENT_APPROVED',
      message: `${marker} newer`,
      component: 'admin-documents',
      userId: admin.id,
      details: newer.details,
    });
  });

  it('shows security events only when category=SECURITY is asked', async () => {
    const marker = tag();
    await addEntry({ category: 'SECURITY', action: 'LOGIN_FAILED', message: `${marker} login failed`, severity: 'warning' });
    expect(await list(`search=${marker}`)).toEqual([]);
    expect((await list(`search=${marker}&category=SECURITY`)).map((e) => e.action)).toEqual(['LOGIN_FAILED']);
    // The sign-ins of this test file were recorded as security events too.
    expect((await list('category=SECURITY&search=LOGIN')).length).toBeGreaterThan(0);
  });

  it('searches the message, the action and the target id, case-insensitively', async () => {
    const marker = tag();
    const targetId = randomUUID();
    const byMessage = await addEntry({ message: `Approved ${marker} transcript`, action: 'DOCUMENT_APPROVED' });
    const byAction = await addEntry({ message: 'Something', action: `ROLE_${marker.toUpperCase()}` });
    const byTarget = await addEntry({ message: 'Something else', details: { target_type: 'user', target_id: `${marker}-${targetId}` } });
    await addEntry({ message: 'Not this one', component: marker, details: { target_type: 'user', target_id: randomUUID(), admin_id: marker } });

    const found = async (search: string) => (await list(`search=${encodeURIComponent(search)}`)).map((e) => e.id).sort();
    expect(await found(marker.toUpperCase())).toEqual([byMessage.id, byAction.id, byTarget.id].sort());
    expect(await found(`approved ${marker}`)).toEqual([byMessage.id]);
    expect(await found(`role_${marker}`)).toEqual([byAction.id]);
    expect(await found(targetId.slice(0, 8).toUpperCase())).toEqual([byTarget.id]);
  });

  it('takes % and _ in a search literally', async () => {
    const marker = tag();
    const percent = await addEntry({ message: `${marker} 50% done` });
    await addEntry({ message: `${marker} 500 done` });
    expect((await list(`search=${encodeURIComponent(`${marker} 50%`)}`)).map((e) => e.id)).toEqual([percent.id]);
    expect(await list(`search=${encodeURIComponent(`${marker}_`)}`)).toEqual([]);
  });

  it('filters on the target type and id', async () => {
    const targetId = randomUUID();
    const entry = await addEntry({ details: { target_type: 'document', target_id: targetId } });
    await addEntry({ details: { target_type: 'user', target_id: targetId } });
    expect((await list(`targetType=document&targetId=${targetId}`)).map((e) => e.id)).toEqual([entry.id]);
  });

  it('returns 100 entries unless told otherwise, and at most 500', async () => {
    const marker = tag();
    await t.database.db.insert(systemErrorLogs).values(
      Array.from({ length: 102 }, (_, i) => ({
        category: 'ADMIN_ACTION',
        message: `${marker} bulk ${i}`,
        severity: 'info' as const,
        action: 'BULK',
        details: {},
        occurredAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    expect(await list(`search=${marker}`)).toHaveLength(100);
    expect(await list(`search=${marker}&limit=50`)).toHaveLength(50);
    expect(await list(`search=${marker}&limit=500`)).toHaveLength(102);
    expect((await list(`search=${marker}&limit=1`))[0]?.message).toBe(`${marker} bulk 101`);
  });

  it.each(['limit=0', 'limit=501', 'limit=ten', 'category=DEBUG', 'category=admin_action', `search=${'x'.repeat(201)}`, 'targetType='])(
    'refuses %s with 400 VALIDATION',
    async (query) => {
      const response = await call(t.app, 'GET', `/api/admin/audit?${query}`, { cookie: admin.cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    },
  );
});

describe('GET /api/admin/audit/export', () => {
  it('downloads admin-activity-log.csv with the seed columns, full ids, N/A and System', async () => {
    const marker = tag();
    const targetId = randomUUID();
    await addEntry({
      message: `${marker} role changed, "quoted"`,
      action: 'ROLE_CHANGE',
      component: 'admin-users',
      occurredAt: new Date('2026-03-05T09:30:00Z'),
      details: { target_type: 'user', target_id: targetId, admin_id: admin.id, reason: 'line one\nline two' },
    });
    await addEntry({
      message: `${marker} by the system`,
      action: null,
      component: null,
      severity: 'warning',
      occurredAt: new Date('2026-03-04T09:30:00Z'),
      details: {},
    });

    const response = await call(t.app, 'GET', `/api/admin/audit/export?search=${marker}`, { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="admin-activity-log.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.split('\r\n')).toEqual([
      'Timestamp,Action,Message,Component,Severity,TargetType,TargetID,AdminID,Reason',
      `2026-03-05T09:30:00.000Z,ROLE_CHANGE,"${marker} role changed, ""quoted""",admin-users,info,user,${targetId},${admin.id},"line one\nline two"`,
      `2026-03-04T09:30:00.000Z,N/A,${marker} by the system,N/A,warning,N/A,N/A,System,N/A`,
    ]);
  });

  it('exports a role change made through the API', async () => {
    const target = await signedInAs(t, 'student');
    await call(t.app, 'PATCH', `/api/admin/users/${target.id}/role`, { cookie: admin.cookie, payload: { userType: 'nsfas' } });
    const csv = (await call(t.app, 'GET', `/api/admin/audit/export?search=${target.id}`, { cookie: admin.cookie })).body;
    expect(csv).toMatch(new RegExp(`\\r\\n\\S+,ROLE_CHANGE,User role changed from student to nsfas,admin-users,info,user,${target.id},${admin.id},N/A$`));
  });

  it('is only the header line when nothing matches', async () => {
    const response = await call(t.app, 'GET', `/api/admin/audit/export?search=${tag()}`, { cookie: admin.cookie });
    expect(response.body).toBe('Timestamp,Action,Message,Component,Severity,TargetType,TargetID,AdminID,Reason');
  });

  it('refuses a bad query with 400 VALIDATION', async () => {
    const response = await call(t.app, 'GET', '/api/admin/audit/export?limit=100000', { cookie: admin.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });
});
