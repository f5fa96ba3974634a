import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';

// The embedded database's read plans (apps/api/src/db/pglite-plans.ts) measured in one run: the
// same app, in-process, on two copies of one PGlite data directory, one planning every statement
// (PGlite's own path) and one keeping read plans; rounds alternate and each keeps its best.

type App = Awaited<ReturnType<typeof buildApp>>;

async function appOn(template: Blob, planEachTime: boolean, login: Record<string, unknown>) {
  const database = await openDatabase({ kind: 'memory', from: template, planEachTime });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kusasa-bench-plans-')),
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database });
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: config.publicUrl }, payload: login });
  const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
  return { app, cookie, close: async () => (await app.close(), await database.close()) };
}

async function microsecondsPerRequest(app: App, path: string, cookie: string, requests: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < requests; i += 1) {
    const response = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
  }
  return ((performance.now() - started) * 1000) / requests;
}

export async function compareEmbeddedPlans(
  template: Blob,
  paths: { name: string; path: string }[],
  login: Record<string, unknown>,
  { rounds = 5, requests = 200 } = {},
) {
  const each = await appOn(template, true, login);
  const kept = await appOn(template, false, login);
  try {
    console.log(
      `\nEmbedded database in-process, one request at a time (${rounds} alternating rounds of ${requests}, best kept): PGlite planning each statement vs read plans kept.\n`,
    );
    console.log('| request | planned each time | plans kept | ratio |\n|---|---|---|---|');
    for (const { name, path } of paths) {
      let bestEach = Infinity;
      let bestKept = Infinity;
      for (let round = 0; round < rounds; round += 1) {
        bestEach = Math.min(bestEach, await microsecondsPerRequest(each.app, path, each.cookie, requests));
        bestKept = Math.min(bestKept, await microsecondsPerRequest(kept.app, path, kept.cookie, requests));
      }
      console.log(`| ${name} | ${bestEach.toFixed(0)} µs | ${bestKept.toFixed(0)} µs | ${(bestEach / bestKept).toFixed(2)}x |`);
    }
  } finally {
    await each.close();
    await kept.close();
  }
}
