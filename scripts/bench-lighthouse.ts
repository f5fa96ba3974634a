import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess, stopServerProcess } from './support/server-process.ts';
import { buildWeb, webDist } from './web-build.ts';

// Lighthouse mobile on Kusasa's public pages beside a 1 KB static page (the physical floor),
// measured in one run: the web app is built, served by Kusasa's own server on the embedded
// database, and each page is audited ROUNDS times (Slow 4G, CPU slowed 8x for a low-end Android
// phone, Debian's Chromium). Prints each page's medians and its LCP as a ratio to the floor's.
// No timing is asserted: the numbers depend on the machine, the ratios less so.
//
//   npm run bench:lighthouse [-- --rounds 3] [--pages /,/pricing] [--save reports-dir]
//   (BENCH_PORT moves the servers; CHROME_PATH the browser; --save keeps each Lighthouse report)

const args = new Map(process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])));
const ROUNDS = Number(args.get('rounds') ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3590);
const FLOOR_PORT = PORT + 1;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = args.get('pages')?.split(',') ?? ['/', '/pricing', '/login', '/register', '/institutions'];
const SAVE_DIR = args.get('save');

// Lighthouse's "Slow 4G" (150 ms RTT, 1.6 Mbps down) with the CPU slowed 8x instead of 4x.
const SETTINGS = {
  formFactor: 'mobile' as const,
  throttlingMethod: 'simulate' as const,
  throttling: {
    rttMs: 150,
    throughputKbps: 1638.4,
    requestLatencyMs: 562.5,
    downloadThroughputKbps: 1474.56,
    uploadThroughputKbps: 675,
    cpuSlowdownMultiplier: 8,
  },
  onlyCategories: ['performance'],
};

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
}

/** The floor: a static page of about 1 KB with one heading and a paragraph, nothing else. */
function floorPage(): string {
  const words = 'Kusasa helps South African learners apply to universities, TVET colleges and SETA programmes. '.repeat(8);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>Apply with Kusasa</h1><p>${words}</p></body></html>`;
}

function serveFloor(): Promise<Server> {
  const body = floorPage();
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body));
  return new Promise((resolve) => server.listen(FLOOR_PORT, '127.0.0.1', () => resolve(server)));
}

async function audit(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, { extends: 'lighthouse:default', settings: SETTINGS });
  if (SAVE_DIR && typeof result?.report === 'string') saveReport(url, result.report);
  const audits = result?.lhr.audits;
  const score = result?.lhr.categories.performance?.score;
  if (!audits || score === undefined || score === null)
    throw new Error(`Lighthouse gave no result for ${url}: ${result?.lhr.runtimeError?.message ?? 'unknown'}`);
  return {
    score: Math.round(score * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    bytes: audits['total-byte-weight']?.numericValue ?? NaN,
  };
}

function saveReport(url: string, report: string) {
  mkdirSync(SAVE_DIR!, { recursive: true });
  const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
  writeFileSync(join(SAVE_DIR!, name), report);
}

/** A busy machine sometimes loses the trace (NO_NAVSTART): such a run is repeated, twice at most. */
async function auditWithRetry(url: string, port: number): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`${url}: ${(error as Error).message}; running it again\n`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  buildWeb();
  const loadAtStart = loadavg()[0]!;
  const dataDir = mkdtempSync(join(tmpdir(), 'kusasa-bench-lighthouse-'));
  const kusasa = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: webDist }, PORT, 300_000);
  const floor = await serveFloor();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const targets = [
    { name: '1 KB static floor', url: `http://127.0.0.1:${FLOOR_PORT}/` },
    ...PAGES.map((path) => ({ name: `Kusasa ${path}`, url: `${kusasa.url}${path}` })),
  ];
  const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
  try {
    // Rounds outside, pages inside: a slow moment on the machine hits every page alike.
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const target of targets) {
        const sample = await auditWithRetry(target.url, chrome.port);
        samples.get(target.name)!.push(sample);
        process.stderr.write(
          `round ${round} ${target.name}: score ${sample.score}, LCP ${(sample.lcp / 1000).toFixed(2)} s, TBT ${sample.tbt.toFixed(0)} ms\n`,
        );
      }
    }
  } finally {
    chrome.kill();
    floor.close();
    await stopServerProcess(kusasa, 'SIGTERM');
  }

  const floorLcp = median(samples.get(targets[0]!.name)!.map((s) => s.lcp));
  // TBT is the observed task time multiplied by 8, so what else the machine runs shows in it.
  console.log(
    `\nLighthouse 12 mobile, Slow 4G, CPU 8x, ${CHROME_PATH}, median of ${ROUNDS} rounds, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end:\n`,
  );
  console.log('| page | score | FCP | LCP | LCP / floor | TBT | bytes |\n|---|---|---|---|---|---|---|');
  for (const target of targets) {
    const list = samples.get(target.name)!;
    const lcp = median(list.map((s) => s.lcp));
    const lcps = list.map((s) => (s.lcp / 1000).toFixed(1)).join('-');
    console.log(
      `| ${target.name} | ${median(list.map((s) => s.score))} | ${(median(list.map((s) => s.fcp)) / 1000).toFixed(1)} s | ${(lcp / 1000).toFixed(1)} s (${lcps}) | ${(lcp / floorLcp).toFixed(2)}x | ${median(list.map((s) => s.tbt)).toFixed(0)} ms | ${(median(list.map((s) => s.bytes)) / 1024).toFixed(0)} KiB |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
