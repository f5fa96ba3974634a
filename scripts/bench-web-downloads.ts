import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, devices } from '@playwright/test';
import { startServerProcess, stopServerProcess } from './support/server-process.ts';

// What Chromium actually downloads for a public page (issue 33), beside bench-web.ts's list derived
// from the build: the built app is served by Kusasa's own server on a throwaway embedded database,
// each page is opened in a fresh phone-sized context (no cache, no cookies, so signed out), and
// every script response that arrives in its first WINDOW_MS is kept: the HTML's inline scripts,
// its referenced scripts, what the starter fetches after paint and whatever the running app
// imports next (lazy components such as the maintenance banner). Each body is gzipped at level 9,
// as bench-web.ts measures the build. The network is not throttled, so this is what a page fetches
// in its first 8 seconds at best: a slow phone may reach less of it in that time, never more.

export const WINDOW_MS = 8_000;
/** The public pages a visitor lands on signed out (packages/domain/src/rules/route-inventory.ts). */
export const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/institutions',
  '/institutions/cput',
  '/faqs',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/testimonials',
  '/sponsorships',
  '/partner-inquiry',
  '/login',
  '/students/login',
  '/counselors/login',
  '/institutions/login',
  '/nsfas/login',
  '/sponsors/login',
  '/partner/login',
  '/forgot-password',
  '/register',
];
const PARALLEL_PAGES = 3;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface ScriptDownload {
  /** The script's path, or `inline` for the HTML's scripts without src (all of them together). */
  name: string;
  gzipBytes: number;
}

export interface PageDownloads {
  path: string;
  scripts: ScriptDownload[];
  /** Every script's gzipped bytes together, inline included. */
  totalBytes: number;
}

const gzipped = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/**
 * The text of the HTML's scripts without src, gzipped one by one as bench-web.ts does. A JSON data
 * element (`type="application/json"`, a server-rendered page's reads, decision 0425) is not run and
 * is counted with the HTML, not here.
 */
export const inlineScriptBytes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\s(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, [, text]) => sum + (text ? gzipped(text) : 0),
    0,
  );

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

async function measurePage(browser: Browser, origin: string, path: string): Promise<PageDownloads> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const responses = new Map<string, Promise<Buffer>>();
  let html: Promise<string> | undefined;
  let windowOpen = true;
  page.on('response', (response) => {
    if (!windowOpen) return;
    const request = response.request();
    const url = response.url();
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame() && !html) html = response.text();
    // A script asked for twice (a modulepreload, then the import) is fetched once.
    if (request.resourceType() === 'script' && !url.startsWith('data:') && !responses.has(url)) responses.set(url, response.body());
  });
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await page.waitForTimeout(WINDOW_MS);
    windowOpen = false;
    const scripts: ScriptDownload[] = [{ name: 'inline', gzipBytes: inlineScriptBytes((await html) ?? '') }];
    for (const [url, body] of responses) scripts.push({ name: new URL(url).pathname, gzipBytes: gzipped(await body) });
    return { path, scripts, totalBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await context.close();
  }
}

/** Opens each page on the built app (WEB_DIST `webDist`) and returns what its scripts weighed, in `paths`' order. */
export async function measureDownloads(webDist: string, paths = PUBLIC_PAGES): Promise<PageDownloads[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kusasa-bench-web-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: webDist }, await freePort());
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const results: PageDownloads[] = [];
    for (let start = 0; start < paths.length; start += PARALLEL_PAGES)
      results.push(...(await Promise.all(paths.slice(start, start + PARALLEL_PAGES).map((path) => measurePage(browser, server.url, path)))));
    return results;
  } finally {
    await browser.close();
    await stopServerProcess(server, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
