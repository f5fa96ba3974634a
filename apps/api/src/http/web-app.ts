import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import type { App } from './types.ts';
import { send } from './error-handler.ts';
import { FORM_PAGE_REFERRER_POLICY, type FormPageAnswer, formPagesIn, isFormPage } from './form-pages.ts';
import { documentRenderer } from './web-render.ts';

// Where the web build keeps its prerendered public pages (apps/web/scripts/prerender.ts).
const PAGES_DIR = 'prerendered';

// Serves the built React app: hashed assets cached for a year, HTML never cached, a prerendered
// public page as its own HTML, and every other non-API GET answered with index.html (the empty
// shell) so client routes work on reload.
export async function serveWebApp(app: App, webDist: string, { sessionCookieName }: { sessionCookieName: string }) {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web build not found; only the API is served');
    return;
  }
  const prerendered = readPrerenderedPages(webDist);
  const renderDocument = documentRenderer(app, webDist);
  // The security headers are the same on every response (http/security.ts), so the prerendered
  // pages' policy is worked out once, from the first.
  let pagePolicy: string | undefined;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The prerendered pages are answered at their own addresses, not at /prerendered/….
    allowedPath: (_path, _root, request) => !request.url.startsWith(`/${PAGES_DIR}/`),
    setHeaders(reply, path) {
      void reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return send(reply, 'NOT_FOUND', `Not found: ${request.method} ${request.url.split('?')[0]}`);
    }
    const allowPageScripts = () => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        void reply.header('content-security-policy', (pagePolicy ??= allowingInlineScripts(policy, prerendered.inlineScriptHashes)));
    };
    // A literal page a parameter path would match (/institutions/login) is never rendered as one.
    const rendered = isShadowed(request.url, prerendered) ? undefined : await renderDocument?.(request.url);
    // A page's starter depends on the session cookie (startsAfterLoadWhenSignedIn).
    const signedIn = Boolean(request.cookies[sessionCookieName]);
    if (rendered) {
      allowPageScripts();
      const html = signedIn ? startingAfterLoad(rendered.html) : rendered.html;
      return reply.code(rendered.status).header('Cache-Control', 'no-cache').header('vary', 'Cookie').type('text/html; charset=utf-8').send(html);
    }
    const page = prerenderedPageFor(request.url, prerendered);
    const formPage = page ? undefined : prerendered.formPageWithNotice(request.url);
    if (!page && !formPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    allowPageScripts();
    void reply.header('Cache-Control', 'no-cache').header('vary', 'Cookie');
    if (isFormPage(request.url)) void reply.header('referrer-policy', FORM_PAGE_REFERRER_POLICY);
    // The app renders a page with a notice afresh (form-pages.ts), so it starts after load: were it to
    // start later, at a tap, it would replace fields already typed in.
    if (formPage) return reply.type('text/html; charset=utf-8').send(startingAfterLoad(formPage));
    const documentPage = signedIn ? prerendered.documentPages.get(page!) : undefined;
    return documentPage ? reply.type('text/html; charset=utf-8').send(documentPage) : reply.sendFile(`${PAGES_DIR}/${page}`);
  });
}

interface PrerenderedPages {
  /** A path's file, or null for a page of its own that a parameter path would also match. */
  exact: Map<string, string | null>;
  /** Parameter routes ('/institutions/:id'): one segment stands for any value. */
  patterns: { segments: string[]; file: string }[];
  /** CSP hashes ('sha256-…') of the inline scripts the pages carry: the theme initialiser and the app's starter. */
  inlineScriptHashes: string[];
  /** A plain form's page at an address naming a notice (form-pages.ts). */
  formPageWithNotice: FormPageAnswer;
  /** Each document page's HTML as a signed-in visitor gets it (startingAfterLoad), by its file. */
  documentPages: Map<string, string>;
}

const INTERACTION_START = ' data-start="interaction"';

/**
 * A document page (decision 0425) starts the app at the visitor's first use of a control; until
 * then its header is the signed-out one. A request with the session cookie gets the page with the
 * starter set to start once the page has loaded and painted (decision 0428), so a signed-in visitor
 * sees their account without a tap. Only the cookie's presence is read, no session lookup: a stale
 * cookie costs the app's download, as before 0425, and nothing else.
 */
export function startingAfterLoad(html: string): string {
  return html.replace(INTERACTION_START, ' data-start="load"');
}

const manifestSchema = z.record(z.string(), z.string().nullable());

function readPrerenderedPages(webDist: string): PrerenderedPages {
  const manifestFile = join(webDist, PAGES_DIR, 'manifest.json');
  const manifest = existsSync(manifestFile) ? manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8'))) : {};
  const pages: PrerenderedPages = {
    exact: new Map(),
    patterns: [],
    inlineScriptHashes: [],
    formPageWithNotice: formPagesIn(join(webDist, PAGES_DIR), manifest),
    documentPages: new Map(),
  };
  const hashes = new Set<string>();
  for (const [path, file] of Object.entries(manifest)) {
    if (file !== null && path.includes('/:')) pages.patterns.push({ segments: path.split('/'), file });
    else pages.exact.set(path, file);
    if (file === null) continue;
    const html = readFileSync(join(webDist, PAGES_DIR, file), 'utf8');
    for (const hash of inlineScriptHashesOf(html)) hashes.add(hash);
    if (html.includes(INTERACTION_START)) pages.documentPages.set(file, startingAfterLoad(html));
  }
  pages.inlineScriptHashes = [...hashes];
  return pages;
}

/** The CSP hash of each inline script (a script tag without src) in a page, over its exact text. */
function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `sha256-${createHash('sha256').update(code!).digest('base64')}`,
  );
}

/** The policy with those scripts allowed: nothing else inline runs (the pages are the build's own). */
function allowingInlineScripts(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/script-src ([^;]*)/, (_directive, sources: string) => `script-src ${sources} ${hashes.map((hash) => `'${hash}'`).join(' ')}`);
}

const pathOf = (url: string) => {
  const path = url.split('?')[0]!;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
};

/**
 * A page of its own that a parameter path would also match (/institutions/login): prerendered, or
 * listed in the manifest as null. It is never rendered as the parameter's page.
 */
function isShadowed(url: string, pages: PrerenderedPages): boolean {
  const path = pathOf(url);
  return pages.exact.has(path) && patternFileFor(path, pages) !== undefined;
}

function patternFileFor(path: string, pages: PrerenderedPages): string | undefined {
  const segments = path.split('/');
  return pages.patterns.find(
    (pattern) =>
      pattern.segments.length === segments.length &&
      pattern.segments.every((part, i) => (part.startsWith(':') ? /^[\w-]+$/.test(segments[i]!) : part === segments[i])),
  )?.file;
}

/**
 * The prerendered file for a request, if any. Only a plain address gets one: a query string can
 * change what the page shows (filters, a return address), so it gets the shell and renders fresh.
 */
function prerenderedPageFor(url: string, pages: PrerenderedPages): string | undefined {
  if (url.includes('?')) return undefined;
  const path = pathOf(url);
  const exact = pages.exact.get(path);
  return exact !== undefined ? (exact ?? undefined) : patternFileFor(path, pages);
}
