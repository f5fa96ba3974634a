import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// The server process bench:footprint measures: spawned as `npm start` runs it or from the
// sources, polled until healthy, its RSS read from /proc, and a mix of public requests.

/** How `npm start` runs the server (compiled JavaScript, decision 0426), beside the sources through tsx. */
export const ENTRIES = { compiled: ['scripts/start.js'], 'sources (tsx)': ['--import', 'tsx', 'apps/api/src/server.ts'] };
export type Entry = keyof typeof ENTRIES;

// Public reads a visitor's browser makes, the policies' PDF, an unknown session and two 404s.
const MIX = [
  '/api/health',
  '/api/institutions',
  '/api/programs',
  '/api/subjects',
  '/api/institutions/uct',
  '/api/faqs',
  '/api/testimonials',
  '/api/partner-tiers',
  '/api/funding/cycles',
  '/api/legal/updates',
  '/api/legal/terms-of-service.pdf',
  '/api/auth/session',
  '/api/no-such-thing',
  '/api/institutions/no-such-college',
];

// With the web app's files (--web): the document pages a signed-out visitor opens, most of them
// rendered at request time (decision 0425, 0428), with queries that make each render differ.
export const WEB_MIX = [
  '/',
  '/pricing',
  '/faqs',
  '/faqs?q=nsfas',
  '/faqs?q=aps+points',
  '/institutions',
  '/institutions?province=gauteng',
  '/institutions?q=college',
  '/institutions/uct',
  '/institutions/cput',
  '/privacy-policy',
  '/terms-of-service',
  '/testimonials',
  '/login',
  '/api/health',
  '/no-such-page',
];

export interface Run {
  child: ChildProcess;
  url: string;
  healthyMs: number;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Spawns the server and polls /api/health until it answers 200; the time counts from the spawn. */
export async function start(entry: Entry, env: Record<string, string>): Promise<Run> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, ENTRIES[entry], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 180_000) throw new Error(`the server did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const healthyMs = performance.now() - started;
  // The start line is logged just after listening; on a busy machine health can answer first.
  for (let waited = 0; !output.includes('Kusasa is running at') && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!output.includes('Kusasa is running at')) throw new Error(`no start line: ${output}`);
  return { child, url, healthyMs, output: () => output };
}

export function stop(run: Run): Promise<void> {
  return new Promise((resolve) => {
    if (run.child.exitCode !== null) return resolve();
    run.child.once('exit', () => resolve());
    run.child.kill('SIGTERM');
  });
}

/** Resident memory of the process, in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/**
 * Public requests from a mix (MIX by default), `concurrency` at a time, until `total` were made or `untilMs`
 * (performance.now()) has passed; returns the statuses counted ("200x716 404x142").
 */
export async function mixedRequests(url: string, limit: { total?: number; untilMs?: number }, concurrency = 8, mix: readonly string[] = MIX) {
  const statuses = new Map<number, number>();
  let next = 0;
  const more = () => (limit.total === undefined || next < limit.total) && (limit.untilMs === undefined || performance.now() < limit.untilMs);
  const worker = async () => {
    while (more()) {
      const path = mix[next++ % mix.length];
      const response = await fetch(`${url}${path}`);
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return [...statuses].map(([status, count]) => `${status}x${count}`).join(' ');
}
