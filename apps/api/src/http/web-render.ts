import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { App } from './types.ts';

// Document pages rendered at request time (decisions 0425, 0428): a /faqs with its questions, a
// filtered /institutions, an institution's own page, the legal policies with the Information
// Officer's details, the learners' published stories. The web build's server entry (apps/web/src/prerender.tsx,
// built into dist-prerender beside dist) says which API reads a page needs and renders it; this
// reads them from the server's own API in process (signed out) and keeps the last pages rendered.

/** The web build's server entry, as this file uses it. */
interface DocumentRenderer {
  pageReadsFor(pathname: string, params: URLSearchParams): PlannedRead[] | undefined;
  renderDocument(url: string, reads: PageRead[], template: string, distDir: string): Promise<string>;
}
interface PlannedRead {
  queryKey: readonly unknown[];
  path: string;
  select: (body: unknown) => unknown;
  then?: (body: unknown) => PlannedRead[];
}
type ReadError = { status: number; code: string; message: string };
type PageRead = { queryKey: readonly unknown[]; data: unknown } | { queryKey: readonly unknown[]; error: ReadError };

export interface RenderedDocument {
  status: number;
  html: string;
}

const KEPT_PAGES = 200;
const TEMPLATE = 'prerendered/document-template.html';

const entryOf = (webDist: string) => join(webDist, '..', 'dist-prerender', 'prerender.js');

/** Whether the web build can render document pages here: its server entry and template are there. */
export function canRenderDocuments(webDist: string): boolean {
  return existsSync(entryOf(webDist)) && existsSync(join(webDist, TEMPLATE));
}

/** Undefined when the build has no server entry or template (an API-only start, an older build). */
export function documentRenderer(app: App, webDist: string) {
  if (!canRenderDocuments(webDist)) return undefined;
  const entry = entryOf(webDist);
  const template = readFileSync(join(webDist, TEMPLATE), 'utf8');
  // Loaded at the first such request: a server that never renders one never holds React's server code.
  let renderer: Promise<DocumentRenderer> | undefined;
  // The same address with the same data is the same page: kept, oldest out first.
  const kept = new Map<string, RenderedDocument>();

  /** An API read as a signed-out visitor makes it: its data, its "not found", or undefined for any other failure. */
  async function read({ path, select, then }: PlannedRead, next: PlannedRead[]): Promise<{ data: unknown } | { error: ReadError } | undefined> {
    const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    if (response.statusCode === 200) {
      const body: unknown = response.json();
      if (then) next.push(...then(body));
      return { data: select(body) };
    }
    if (response.statusCode !== 404 && response.statusCode !== 400) return undefined;
    const body = response.json<{ error?: { code?: string; message?: string } }>();
    return { error: { status: response.statusCode, code: body.error?.code ?? 'NOT_FOUND', message: body.error?.message ?? 'Not found' } };
  }

  /** The page for a request's URL, or undefined when it is not rendered here (or its data could not be read). */
  return async function render(url: string): Promise<RenderedDocument | undefined> {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    renderer ??= import(pathToFileURL(entry).href) as Promise<DocumentRenderer>;
    const planned = (await renderer).pageReadsFor(pathname, searchParams);
    if (!planned) return undefined;
    const reads: PageRead[] = [];
    // A read may add the reads that need its answer to the end of the list.
    for (const one of planned) {
      const outcome = await read(one, planned);
      if (!outcome) return undefined;
      reads.push({ queryKey: one.queryKey, ...outcome });
    }
    const key = `${url}\n${createHash('sha1').update(JSON.stringify(reads)).digest('base64url')}`;
    const known = kept.get(key);
    if (known) return known;
    const status = reads.some((one) => 'error' in one) ? 404 : 200;
    const page = { status, html: await (await renderer).renderDocument(url, reads, template, webDist) };
    kept.set(key, page);
    if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value!);
    return page;
  };
}
