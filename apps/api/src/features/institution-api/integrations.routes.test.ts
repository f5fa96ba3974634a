import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { institutionApiKeys } from '../../db/schema/institution-api.ts';
import { institutionMembers } from '../../db/schema/institution-staff.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashApiKey } from './api-key-secrets.ts';
import { apiCall, institutionWithLead } from './institution-api.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API keys on /institutions/integrations', () => {
  it('shows a new key once, keeps only its hash and prefix, lists it with its last use, and audits it', async () => {
    const uni = await institutionWithLead(t);
    const { id, key } = await uni.apiKey('Production');
    expect(key).toMatch(/^kus_live_[\w-]{40,}$/);
    const [row] = await t.database.db.select().from(institutionApiKeys).where(eq(institutionApiKeys.id, id));
    expect(row).toMatchObject({ keyHash: hashApiKey(key), prefix: key.slice(0, 12), institutionId: uni.institutionId });
    expect(JSON.stringify(row)).not.toContain(key);

    const before = (await call(t.app, 'GET', '/api/institution/api-keys', { cookie: uni.lead.cookie })).json<{ apiKeys: { lastUsedAt: string | null }[] }>();
    expect(before).toMatchObject({
      apiKeys: [{ id, name: 'Production', prefix: key.slice(0, 12), lastUsedAt: null, revokedAt: null }],
      rateLimitPerHour: 1000,
    });
    expect(JSON.stringify(before)).not.toContain(key);
    expect((await apiCall(t.app, 'GET', '/api/v1/institution/applications', key)).statusCode).toBe(200);
    const after = (await call(t.app, 'GET', '/api/institution/api-keys', { cookie: uni.lead.cookie })).json<{ apiKeys: { lastUsedAt: string | null }[] }>();
    expect(after.apiKeys[0]?.lastUsedAt).not.toBeNull();

    const audit = await t.database.db
      .select({ action: systemErrorLogs.action })
      .from(systemErrorLogs)
      .where(sql`${systemErrorLogs.details}->>'target_id' = ${id}`);
    expect(audit.map((r) => r.action)).toEqual(['INSTITUTION_API_KEY_CREATED']);
  });

  it('revokes a key: it answers 401 from then on; another institution cannot revoke it', async () => {
    const uni = await institutionWithLead(t);
    const other = await institutionWithLead(t, 'Other University');
    const { id, key } = await uni.apiKey();
    expect((await call(t.app, 'DELETE', `/api/institution/api-keys/${id}`, { cookie: other.lead.cookie })).statusCode).toBe(404);
    expect((await apiCall(t.app, 'GET', '/api/v1/institution/applications', key)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/institution/api-keys/${id}`, { cookie: uni.lead.cookie })).statusCode).toBe(204);
    const refused = await apiCall(t.app, 'GET', '/api/v1/institution/applications', key);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    const listed = (await call(t.app, 'GET', '/api/institution/api-keys', { cookie: uni.lead.cookie })).json<{ apiKeys: { revokedAt: string | null }[] }>();
    expect(listed.apiKeys[0]?.revokedAt).not.toBeNull();
  });

  it('is for the lead only: colleagues, unlinked institution accounts and other users are refused', async () => {
    const uni = await institutionWithLead(t);
    const reviewer = await signedInAs(t, 'institution');
    await t.database.db.insert(institutionMembers).values({ userId: reviewer.id, institutionId: uni.institutionId, role: 'decision-maker' });
    expect((await call(t.app, 'GET', '/api/institution/api-keys', { cookie: reviewer.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/institution/api-keys', { cookie: (await signedInAs(t, 'institution')).cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/institution/api-keys', { cookie: (await signedInAs(t, 'student')).cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/institution/api-keys', { payload: { name: 'x' } })).statusCode).toBe(401);
  });

  it('answers 401 for a missing, malformed or unknown key, and a session is not a key', async () => {
    expect((await apiCall(t.app, 'GET', '/api/v1/institution/applications', undefined)).statusCode).toBe(401);
    expect((await apiCall(t.app, 'GET', '/api/v1/institution/applications', 'kus_live_made-up-key-000000000000')).statusCode).toBe(401);
    const uni = await institutionWithLead(t);
    expect((await call(t.app, 'GET', '/api/v1/institution/applications', { cookie: uni.lead.cookie })).statusCode).toBe(401);
  });
});
