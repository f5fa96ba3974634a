// Build step after `vite build` and `vite build --ssr src/prerender.tsx`: writes each public
// page's HTML into the built index.html's #root, so the page paints before any JavaScript runs;
// main.tsx then hydrates it. The server answers those paths with these files (http/web-app.ts).

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PLAIN_FORM_PAGES } from '@kusasa/domain/rules/plain-forms';
import type * as PrerenderEntry from '../src/prerender';

const webRoot = join(import.meta.dirname, '..');
const dist = join(webRoot, 'dist');
const serverBuild = join(webRoot, 'dist-prerender');
export const PAGES_DIR = 'prerendered';
/** The shell the server renders document pages into at request time (apps/api/src/http/web-render.ts). */
export const DOCUMENT_TEMPLATE = 'document-template.html';
/** Marks a root whose HTML the app's own build rendered, so main.tsx hydrates it (other HTML it replaces). */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Where a path's HTML is written, inside dist/prerendered ('/' is index.html). */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1).replaceAll(':', '_')}.html`;
}

async function main() {
  const shell = await readFile(join(dist, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: dist/index.html has no empty #root');
  const {
    PRERENDERED_PATHS,
    prerenderPage,
    pathsShadowedBy,
    isLandingPage,
    startsOnInteraction,
    startsIfStored,
    keepOnlyCriticalCss,
    prerenderNoticeTemplates,
  } = (await import(pathToFileURL(join(serverBuild, 'prerender.js')).href)) as typeof PrerenderEntry;
  await rm(join(dist, PAGES_DIR), { recursive: true, force: true });
  // path -> its HTML file; null for a page of its own that a parameter path would also match.
  const manifest: Record<string, string | null> = {};
  for (const path of PRERENDERED_PATHS.filter((p) => p.includes(':'))) {
    for (const shadowed of pathsShadowedBy(path)) manifest[shadowed] = null;
  }
  const { entry, preloads } = appScriptsOf(shell);
  const { page: inlined, stylesheet } = await inlineThemeAndStyles(shell);
  const starter = await readFile(join(webRoot, 'src/start-app.js'), 'utf8');
  const pageShell = (path: string) =>
    withStarter(startsOnInteraction(path) ? withoutNoscript(inlined) : inlined, starter, {
      entry,
      stylesheet,
      preloads: preloads.filter((preload) => !preload.landing || isLandingPage(path)).map((preload) => preload.href),
      start: startsOnInteraction(path) ? 'interaction' : 'load',
      startIfStored: startsIfStored(path),
    });
  // What the server fills at request time (decision 0425): a document page with the whole stylesheet.
  await mkdir(join(dist, PAGES_DIR), { recursive: true });
  await writeFile(join(dist, PAGES_DIR, DOCUMENT_TEMPLATE), pageShell('/faqs'));
  for (const path of PRERENDERED_PATHS) {
    const page = await prerenderPage(path);
    const html = await keepOnlyCriticalCss(
      pageShell(path)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace('<div id="root"></div>', `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.html}</div>`)
        // A plain form's page works without JavaScript (decision 0424): the shell's "needs JavaScript" would mislead.
        .replace(NOSCRIPT, (tag) => (path in PLAIN_FORM_PAGES ? '' : tag)),
      dist,
    );
    const file = join(dist, PAGES_DIR, pageFile(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    manifest[path] = pageFile(path);
  }
  await writeFile(join(dist, PAGES_DIR, 'manifest.json'), JSON.stringify(manifest, null, 2));
  // The notice a plain form's page shows after a post, filled in by the server (decision 0424).
  for (const [tone, html] of Object.entries(await prerenderNoticeTemplates())) await writeFile(join(dist, PAGES_DIR, `notice-${tone}.html`), html);
  console.info(`prerendered ${PRERENDERED_PATHS.length} pages`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"( data-landing)?>\s*/g;

/** The built shell's entry script and module preloads (those the landing chunk added are marked). */
function appScriptsOf(shell: string) {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('prerender: dist/index.html has no entry script');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => ({ href: match[1]!, landing: Boolean(match[2]) }));
  return { entry, preloads };
}

/**
 * A prerendered page paints from its HTML, so its scripts wait: the entry and preloads leave the
 * head, and src/start-app.js, written inline (one request fewer before the paint), adds them once
 * the page has loaded and painted, or on a document page at the visitor's first use of a control
 * that needs the app (decision 0425).
 */
function withStarter(
  shell: string,
  starter: string,
  app: { entry: string; stylesheet: string; preloads: string[]; start: 'load' | 'interaction'; startIfStored: string | undefined },
) {
  // Its comments and indentation go: the starter is in every page's HTML, the landing page's budget included.
  const code = starter
    .replace(/^\s*\/\/.*\n/gm, '')
    .replace(/^[ \t]+/gm, '')
    .trim();
  const stored = app.startIfStored ? ` data-start-if-stored="${app.startIfStored}"` : '';
  const attributes = ` data-start="${app.start}" data-entry="${app.entry}" data-stylesheet="${app.stylesheet}" data-preload="${app.preloads.join(' ')}"${stored}`;
  const tag = `${inlineScript(code, attributes)}\n    `;
  return shell.replace(ENTRY_SCRIPT, () => tag).replace(MODULE_PRELOAD, '');
}

/** A script written into the page; the server's CSP allows it by its hash (apps/api/src/http/web-app.ts). */
function inlineScript(code: string, attributes = ''): string {
  if (code.includes('</script')) throw new Error('prerender: an inline script would end its own tag');
  return `<script${attributes}>${code}</script>`;
}

const THEME_SCRIPT = '<script src="/theme-init.js"></script>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/**
 * The two files a page waits for before it can paint, written into the page itself: the theme
 * initialiser (the server's CSP allows it by its hash, http/web-app.ts) and the stylesheet. A
 * slow connection then paints after the HTML alone, without two more requests.
 */
async function inlineThemeAndStyles(shell: string) {
  const stylesheet = STYLESHEET.exec(shell)?.[1];
  if (!shell.includes(THEME_SCRIPT) || !stylesheet) throw new Error('prerender: dist/index.html has no theme script or stylesheet');
  const theme = await readFile(join(dist, 'theme-init.js'), 'utf8');
  const css = await readFile(join(dist, stylesheet), 'utf8');
  if (css.includes('</style')) throw new Error('prerender: the stylesheet would end its own tag');
  const page = shell.replace(THEME_SCRIPT, () => inlineScript(theme.trim())).replace(STYLESHEET, () => `<style>${css}</style>`);
  return { page, stylesheet };
}

const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

/** A document page reads without JavaScript: the shell's "needs JavaScript" notice goes. */
function withoutNoscript(shell: string) {
  return shell.replace(NOSCRIPT, '');
}

function escapeHtml(text: string) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

await main();
