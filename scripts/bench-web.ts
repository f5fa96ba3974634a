import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWeb, webDist } from './web-build.ts';

// Builds the web app and measures what the landing page loads before first render: the
// JavaScript and CSS that dist/index.html references (script src, modulepreload, stylesheet),
// gzipped at level 9. KB = 1000 bytes. `--check` fails when JS is over budget.
export const LANDING_JS_BUDGET_BYTES = 110_000;

function referencedAssets(html: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) if (src) js.add(src);
  for (const match of html.matchAll(/<link[^>]*>/g)) {
    const tag = match[0];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/rel="modulepreload"/.test(tag)) js.add(href);
    if (/rel="stylesheet"/.test(tag)) css.add(href);
  }
  return { js: [...js], css: [...css] };
}

const gzippedSize = (asset: string) => gzipSync(readFileSync(join(webDist, asset.replace(/^\//, ''))), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

buildWeb();
const { js, css } = referencedAssets(readFileSync(join(webDist, 'index.html'), 'utf8'));
const rows = [...js, ...css].map((asset) => ({ asset, gzip: gzippedSize(asset) }));
const jsTotal = rows.filter((r) => js.includes(r.asset)).reduce((sum, r) => sum + r.gzip, 0);
const cssTotal = rows.filter((r) => css.includes(r.asset)).reduce((sum, r) => sum + r.gzip, 0);

for (const row of rows) process.stdout.write(`${row.asset.padEnd(48)} ${kb(row.gzip).padStart(9)}\n`);
process.stdout.write(`landing page JavaScript (gzip -9): ${kb(jsTotal)} of ${kb(LANDING_JS_BUDGET_BYTES)} budget\n`);
process.stdout.write(`landing page CSS (gzip -9): ${kb(cssTotal)}\n`);

if (process.argv.includes('--check') && jsTotal > LANDING_JS_BUDGET_BYTES) {
  process.stderr.write(`Over budget: the landing page loads ${kb(jsTotal)} of JavaScript; the budget is ${kb(LANDING_JS_BUDGET_BYTES)}.\n`);
  process.exit(1);
}
