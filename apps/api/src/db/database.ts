import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as accounts from './schema/accounts.ts';
import * as admissions from './schema/admissions.ts';
import * as applications from './schema/applications.ts';
import * as assistant from './schema/assistant.ts';
import * as audiences from './schema/audiences.ts';
import * as catalogue from './schema/catalogue.ts';
import * as counselors from './schema/counselors.ts';
import * as documents from './schema/documents.ts';
import * as funding from './schema/funding.ts';
import * as identity from './schema/identity.ts';
import * as institutionApi from './schema/institution-api.ts';
import * as institutionStaff from './schema/institution-staff.ts';
import * as guardianConsent from './schema/guardian-consent.ts';
import * as intakes from './schema/intakes.ts';
import * as jobs from './schema/jobs.ts';
import * as mail from './schema/mail.ts';
import * as messaging from './schema/messaging.ts';
import * as maintenance from './schema/maintenance.ts';
import * as notifications from './schema/notifications.ts';
import * as partners from './schema/partners.ts';
import * as plans from './schema/plans.ts';
import * as programmes from './schema/programmes.ts';
import * as sponsorships from './schema/sponsorships.ts';
import * as studentProfile from './schema/student-profile.ts';
import * as telemetry from './schema/telemetry.ts';
import * as users from './schema/users.ts';

export const schema = {
  ...users,
  ...accounts,
  ...audiences,
  ...notifications,
  ...plans,
  ...mail,
  ...catalogue,
  ...programmes,
  ...telemetry,
  ...studentProfile,
  ...applications,
  ...documents,
  ...jobs,
  ...sponsorships,
  ...assistant,
  ...partners,
  ...maintenance,
  ...admissions,
  ...institutionStaff,
  ...institutionApi,
  ...funding,
  ...identity,
  ...counselors,
  ...messaging,
  ...guardianConsent,
  ...intakes,
};
export type Schema = typeof schema;

// Both drivers (PGlite and node-postgres) produce this type, so repos never know which one runs.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/** LISTEN takes no parameters and PGlite does not quote names, so channels are plain lowercase identifiers. */
export function assertChannelName(channel: string): void {
  if (!CHANNEL_PATTERN.test(channel)) throw new Error(`invalid LISTEN channel name: ${channel}`);
}

export interface ListenHandlers {
  onPayload: (payload: string) => void;
  /** PostgreSQL only: the listening connection failed; a reconnect is scheduled. */
  onError?: (error: Error) => void;
  /** PostgreSQL only: listening again after a failure. */
  onReconnect?: () => void;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  ping(): Promise<void>;
  /**
   * LISTEN on a lowercase channel until the returned function is called: PGlite's own listen, or a
   * dedicated PostgreSQL connection that reconnects. Send with `select pg_notify(channel, payload)`
   * through `db` (inside a transaction it is delivered at commit).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The whole data directory as a tarball (embedded PGlite only), for a copy to start from. */
  dumpDataDir?(): Promise<Blob>;
}
