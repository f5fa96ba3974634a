import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Partner, PartnerCreate } from '@kusasa/domain/schemas/partners/partners';
import type { Database } from '../../db/database.ts';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import type { App } from '../../http/types.ts';
import { call } from '../../test/signed-in.ts';

let sequence = 0;

/** A partner made through the admin API. */
export async function addPartner(app: App, adminCookie: string, values: Partial<PartnerCreate> = {}): Promise<Partner> {
  sequence += 1;
  const response = await call(app, 'POST', '/api/admin/partners', {
    cookie: adminCookie,
    payload: { name: `Partner ${sequence} ${Math.random().toString(36).slice(2, 8)}`, type: 'university', ...values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ partner: Partner }>().partner;
}

/** ADMIN_ACTION entries about one target. */
export function adminActionsFor(db: Database, targetId: string) {
  return db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.category, 'ADMIN_ACTION'), sql`${systemErrorLogs.details}->>'target_id' = ${targetId}`));
}

/** The action names of those entries, sorted (a test clock gives them one time). */
export async function actionNamesFor(db: Database, targetId: string): Promise<string[]> {
  return (await adminActionsFor(db, targetId)).map((row) => row.action ?? '').sort();
}
