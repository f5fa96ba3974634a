import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { institutionMembers } from '../../db/schema/institution-staff.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { App } from '../../http/types.ts';
import { createAccount } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';

interface TestAppLike {
  app: App;
  database: DatabaseHandle;
}

/** A catalogue institution with a programme, a signed-in lead, and a way to make submitted applications. */
export async function institutionWithLead(t: TestAppLike, name = 'API University') {
  const { db } = t.database;
  const institutionId = randomUUID();
  const programmeId = randomUUID();
  await db.insert(institutions).values({ id: institutionId, slug: `api-${institutionId}`, name, type: 'university', province: 'Gauteng' });
  await db.insert(programmes).values({
    id: programmeId,
    slug: `api-p-${programmeId}`,
    institutionId,
    name: 'BSc Integrations',
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
  });
  const lead = await signedInAs(t, 'institution');
  await db.insert(institutionMembers).values({ userId: lead.id, institutionId, role: 'lead' });
  const learner = await createAccount(t, 'student');

  return {
    institutionId,
    programmeId,
    lead,
    learner,
    /** Submitted applications written straight to the table (the ledger decides on the status alone). */
    async submitted(count = 1): Promise<string[]> {
      const ids = Array.from({ length: count }, () => randomUUID());
      const now = new Date();
      for (let i = 0; i < ids.length; i += 500) {
        await db.insert(applications).values(
          ids.slice(i, i + 500).map((id) => ({
            id,
            userId: learner.id,
            institutionId,
            programId: programmeId,
            status: 'submitted',
            submittedAt: now,
            grade12Results: 'Mathematics 70%',
          })),
        );
      }
      return ids;
    },
    /** A new API key of this institution, made by its lead. */
    async apiKey(keyName = 'Admissions system'): Promise<{ id: string; key: string }> {
      const response = await call(t.app, 'POST', '/api/institution/api-keys', { cookie: lead.cookie, payload: { name: keyName } });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<{ key: string; apiKey: { id: string } }>();
      return { id: body.apiKey.id, key: body.key };
    },
  };
}

/** A request from an institution's own system: no cookie, no Origin, the bearer key. */
export function apiCall(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  key: string | undefined,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}
