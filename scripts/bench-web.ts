import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureDownloads, WINDOW_MS } from './bench-web-downloads.ts';
import { buildWeb, webDist } from './web-build.ts';

// Builds the web app and measures the JavaScript and CSS of the landing page as the server answers
// it (the prerendered dist/prerendered/index.html), gzipped at level 9, KB = 1000 bytes: what its
// HTML carries inline (the theme initialiser, the app's starter, the CSS its HTML uses) or
// references, and what the starter (src/start-app.js) fetches once the page has loaded and
// painted (the app's entry, its preloads and the whole stylesheet, from the starter's data
// attributes). `--check` fails when all of its JavaScript together is over budget. Then it opens
// each public page in Chromium on the built app and prints the JavaScript actually fetched in its
// first 8 seconds, inline included (bench-web-downloads.ts): that counts what the running app
// imports lazily (issue 33), which no list derived from the build shows.
export const LANDING_JS_BUDGET_BYTES = 112_000;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

function referencedAssets(html: string) {
  const beforePaint = new Set<string>();
  const afterPaint = new Set<string>();
  const css = new Set<string>();
  const cssAfterPaint = new Set<string>();
  for (const [tag] of html.matchAll(/<script[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src) beforePaint.add(src);
    const stylesheet = attribute(tag, 'data-stylesheet');
    if (stylesheet) cssAfterPaint.add(stylesheet);
    for (const asset of [attribute(tag, 'data-entry'), ...(attribute(tag, 'data-preload')?.split(' ') ?? [])]) if (asset) afterPaint.add(asset);
  }
  for (const [tag] of html.matchAll(/<link[^>]*>/g)) {
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (/rel="modulepreload"/.test(tag)) beforePaint.add(href);
    if (/rel="stylesheet"/.test(tag)) css.add(href);
  }
  return { beforePaint: [...beforePaint], afterPaint: [...afterPaint], css: [...css], cssAfterPaint: [...cssAfterPaint] };
}

const gzipped = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
const gzippedSize = (asset: string) => gzipped(readFileSync(join(webDist, asset.replace(/^\//, ''))));
/** The gzipped size of the text inside each inline `<tag>…</tag>` (a script without src, or a style). */
const inlineSize = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].reduce((sum, [, text]) => sum + gzipped(text ?? ''), 0);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const total = (assets: string[]) => assets.reduce((sum, asset) => sum + gzippedSize(asset), 0);

buildWeb();
const landing = readFileSync(join(webDist, 'prerendered/index.html'), 'utf8');
const { beforePaint, afterPaint, css, cssAfterPaint } = referencedAssets(landing);
for (const asset of [...beforePaint, ...afterPaint, ...css, ...cssAfterPaint])
  process.stdout.write(`${asset.padEnd(48)} ${kb(gzippedSize(asset)).padStart(9)}\n`);
const inHtml = inlineSize(landing, 'script') + total(beforePaint);
const jsTotal = inHtml + total(afterPaint);
process.stdout.write(`landing page JavaScript in its HTML, inline or referenced (gzip -9): ${kb(inHtml)}\n`);
process.stdout.write(`landing page JavaScript fetched after first paint: ${kb(total(afterPaint))}\n`);
process.stdout.write(`landing page JavaScript in all (gzip -9): ${kb(jsTotal)} of ${kb(LANDING_JS_BUDGET_BYTES)} budget\n`);
process.stdout.write(`landing page CSS in its HTML, inline or referenced (gzip -9): ${kb(inlineSize(landing, 'style') + total(css))}\n`);
process.stdout.write(`landing page CSS fetched after first paint (the whole stylesheet): ${kb(total(cssAfterPaint))}\n`);

// The maintenance banner loads on every public page once the app runs (issue 33): what it adds.
const landingJs = new Set([...beforePaint, ...afterPaint].map((asset) => asset.replace(/^\/assets\//, '')));
const bannerChunk = readdirSync(join(webDist, 'assets')).find((name) => name.startsWith('maintenance-banner-') && name.endsWith('.js'));
/** A chunk and every chunk it imports, stopping at those in `known`. */
function importClosure(start: string | undefined, known: Set<string>): Set<string> {
  const closure = new Set<string>();
  for (const pending = start ? [start] : []; pending.length > 0;) {
    const chunk = pending.pop()!;
    if (closure.has(chunk) || known.has(chunk)) continue;
    closure.add(chunk);
    const code = readFileSync(join(webDist, 'assets', chunk), 'utf8');
    for (const [, imported] of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) if (imported) pending.push(imported);
  }
  return closure;
}
const bannerClosure = importClosure(bannerChunk, landingJs);
// The banner's status check reads its answer without zod (maintenance-status-reader.ts): a chunk
// with zod among everything it imports would load zod on every public page.
const bannerZod = [...importClosure(bannerChunk, new Set())].filter((chunk) =>
  /\bZodError\b|\$ZodType/.test(readFileSync(join(webDist, 'assets', chunk), 'utf8')),
);
process.stdout.write(`maintenance banner's imports with zod in them: ${bannerZod.length === 0 ? 'none' : bannerZod.join(', ')}\n`);
process.stdout.write(`maintenance banner's JavaScript beyond the landing's (gzip -9): ${kb(total([...bannerClosure].map((chunk) => `/assets/${chunk}`)))}\n`);

// What Chromium fetched: the figure a phone pays, lazy imports included.
const downloads = await measureDownloads(webDist);
process.stdout.write(`\nJavaScript Chromium fetched in each public page's first ${WINDOW_MS / 1000} s, signed out (gzip -9):\n`);
process.stdout.write(`${'page'.padEnd(20)} ${'scripts'.padStart(7)} ${'inline'.padStart(9)} ${'in all'.padStart(9)}\n`);
for (const { path, scripts, totalBytes } of downloads) {
  const inline = scripts.find((script) => script.name === 'inline')?.gzipBytes ?? 0;
  process.stdout.write(`${path.padEnd(20)} ${String(scripts.length - 1).padStart(7)} ${kb(inline).padStart(9)} ${kb(totalBytes).padStart(9)}\n`);
}
const landingFetched = downloads.find((page) => page.path === '/');
const beyondBuildList = landingFetched?.scripts.filter((script) => script.name !== 'inline' && !landingJs.has(script.name.replace(/^\/assets\//, ''))) ?? [];
process.stdout.write(`the landing page fetched beyond the list above: ${kb(beyondBuildList.reduce((sum, script) => sum + script.gzipBytes, 0))}\n`);
for (const { name, gzipBytes } of beyondBuildList) process.stdout.write(`  ${name.padEnd(46)} ${kb(gzipBytes).padStart(9)}\n`);

if (process.argv.includes('--check') && bannerZod.length > 0) {
  process.stderr.write(`The maintenance banner imports zod (${bannerZod.join(', ')}): every public page would load it.\n`);
  process.exit(1);
}
if (process.argv.includes('--check') && jsTotal > LANDING_JS_BUDGET_BYTES) {
  process.stderr.write(`Over budget: the landing page loads ${kb(jsTotal)} of JavaScript; the budget is ${kb(LANDING_JS_BUDGET_BYTES)}.\n`);
  process.exit(1);
}
