import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import type { Database } from '../../apps/api/src/db/database.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { createUsersService } from '../../apps/api/src/core/users/users.service.ts';
import { seedReferenceCatalogue } from '../../apps/api/src/features/catalogue/catalogue.seed.ts';
import type { RecordedStatement } from './bare-server.ts';
import type { Case } from './measure.ts';
import { recordStatements } from './record-sql.ts';

// What the API benchmark sets up before measuring: one verified learner, signed in, and the
// bare server that replays the SQL Kusasa ran for each case.

export const LEARNER = { email: 'bench-learner@example.test', password: 'bench api passphrase 2026', fullName: 'Bench Learner' };

export async function seedLearner(db: Database) {
  await createUsersService(db).ensureAccount({ ...LEARNER, userType: 'student' });
  await db.execute(sql`update users set id_verified = true, tracking_id = 'KUS-BENCH001' where email = ${LEARNER.email}`);
}

export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ ...LEARNER, remember: true, portal: 'any' }),
  });
  return response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

/** Prepares a database with the catalogue and one learner; records the SQL of each case in-process. */
export async function prepare(databaseUrl: string, cases: Case[], cookie: { value: string }, kusasaPort: number) {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateDatabase(handle);
  await seedReferenceCatalogue(handle.db);
  await seedLearner(handle.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${kusasaPort}`,
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database: handle });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: config.publicUrl },
    payload: { ...LEARNER, remember: true, portal: 'any' },
  });
  cookie.value = String(login.headers['set-cookie']).split(';')[0] ?? '';
  const scripts: Record<string, RecordedStatement[]> = {};
  for (const benchCase of cases.filter((c) => c.method !== 'POST')) {
    scripts[benchCase.path] = await recordStatements(() => app.inject({ method: 'GET', url: benchCase.path, headers: { cookie: cookie.value } }));
  }
  await app.close();
  await handle.close();
  return scripts;
}

/** The bare node:http + pg server on `port`, replaying each case's recorded statements. */
export function startBare(scriptFile: string, databaseUrl: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF profiles the bare server too (its file is the one with bare-server's frames), to compare like with like.
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/bench-api/bare-server.ts', String(port), scriptFile, databaseUrl], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
}
