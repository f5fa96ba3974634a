import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as accounts from './schema/accounts.ts';
import * as audiences from './schema/audiences.ts';
import * as catalogue from './schema/catalogue.ts';
import * as mail from './schema/mail.ts';
import * as notifications from './schema/notifications.ts';
import * as plans from './schema/plans.ts';
import * as telemetry from './schema/telemetry.ts';
import * as users from './schema/users.ts';

export const schema = { ...users, ...accounts, ...audiences, ...notifications, ...plans, ...mail, ...catalogue, ...telemetry };
export type Schema = typeof schema;

// Both drivers (PGlite and node-postgres) produce this type, so repos never know which one runs.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  ping(): Promise<void>;
  close(): Promise<void>;
}
