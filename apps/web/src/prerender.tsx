// The server entry of the build (vite build --ssr): renders one public page to HTML as a
// signed-out visitor sees it before any data arrives; scripts/prerender.ts writes the pages. The
// API's server loads it too, to render a document page at request time (decision 0425).

import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchPath } from 'react-router';
import { AppRoutes, documentTitle } from './app/app';
import { appRoutes } from './app/routes';
import { NOTICE_TEMPLATE_TEXT, PLAIN_FORM_PAGES } from '@kusasa/domain/rules/plain-forms';
import { REMEMBERED_EMAIL_KEY } from './features/auth/login/remembered-email';
import { Alert } from './components/ui/alert';
import { keepOnlyCriticalCss } from './critical-css';
import { PAGE_DATA_ELEMENT_ID, type PageRead, PageQueryClientContext, pageDataJson, seedQueryClient } from './lib/page-data';

export { keepOnlyCriticalCss };
export { pageReadsFor } from './app/page-reads';
export type { PageRead } from './lib/page-data';

/**
 * The pages prerendered at build time (issue 16): every page a visitor can land on without an
 * account. A path with a parameter is rendered once as the shell every such address is served.
 * The legal pages are not here: they show the Information Officer's details, the server's
 * configuration, so the server renders them at each request (app/page-reads.ts, decision 0428).
 */
export const PRERENDERED_PATHS = [
  '/',
  '/home',
  '/pricing',
  '/institutions',
  '/institutions/:id',
  '/programs',
  '/aps-calculator',
  '/faqs',
  '/meet-thandi',
  '/testimonials',
  '/sponsorships',
  '/partner-inquiry',
  '/login',
  // Each audience's sign-in page: the same page with its own title and texts (decision 0431).
  '/students/login',
  '/counselors/login',
  '/institutions/login',
  '/nsfas/login',
  '/sponsors/login',
  '/partner/login',
  '/forgot-password',
  '/register',
] as const;

/** The sign-in pages (their form posts without the app, decision 0424): /login and each audience's. */
const SIGN_IN_PATHS = Object.keys(PLAIN_FORM_PAGES).filter((path) => PLAIN_FORM_PAGES[path]?.form === 'sign-in');

/**
 * The document pages (decisions 0425, 0428, 0431): they read, navigate, search and sign in as plain
 * HTML, so their starter starts the app on the visitor's first use of a control that needs it, not
 * after load (the partner inquiry's form: on the first focus of a field; a sign-in form's fields
 * never, its "show password" and "remember me" do). The others (registration, the APS calculator,
 * pages behind a guard) start it once the page has loaded and painted. The legal pages are
 * rendered by the server at request time, into the document template.
 */
const DOCUMENT_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/home',
  '/pricing',
  '/institutions',
  '/institutions/:id',
  '/faqs',
  '/meet-thandi',
  '/testimonials',
  '/sponsorships',
  '/partner-inquiry',
  '/privacy-policy',
  '/refund-policy',
  '/terms-of-service',
  ...SIGN_IN_PATHS,
  '/forgot-password',
]);
export const startsOnInteraction = (path: string) => DOCUMENT_PATHS.has(path);

/**
 * The storage key whose presence starts a page's app once loaded (start-app.js): a sign-in page
 * fills in the email this browser was asked to remember, which only the app can read.
 */
export const startsIfStored = (path: string) => (SIGN_IN_PATHS.includes(path) ? REMEMBERED_EMAIL_KEY : undefined);

/**
 * The route table's other paths that a parameter path would also match ('/institutions/login'
 * for '/institutions/:id'): the server must not answer them with the parameter page's HTML.
 */
export function pathsShadowedBy(pattern: string): string[] {
  const parts = pattern.split('/');
  return appRoutes
    .map((route) => route.path)
    .filter((path) => path !== pattern && !path.includes(':'))
    .filter((path) => {
      const segments = path.split('/');
      return segments.length === parts.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
    });
}

/** Whether a path shows the landing page, whose chunks the built shell preloads (vite.config.ts). */
export function isLandingPage(path: string): boolean {
  const landing = appRoutes.find((route) => route.path === '/');
  return appRoutes.some((route) => route.path === path && route.load === landing?.load);
}

export interface PrerenderedPage {
  path: string;
  title: string;
  html: string;
}

/** One page's HTML at an address (path and query string), its API reads seeded as the browser will seed them. */
async function renderRoot(location: string, reads: readonly PageRead[]): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seedQueryClient(client, reads);
  return htmlOf(
    <StrictMode>
      <PageQueryClientContext value={client}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </PageQueryClientContext>
    </StrictMode>,
  );
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const route = appRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`prerender: ${path} is not in the route table`);
  // The ':id' of a parameter route is rendered as a word no record has, so the page shows its loading state.
  const html = await renderRoot(path.replace(/:[a-z]+/gi, 'prerendered'), []);
  return { path, title: documentTitle(route.title), html };
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * A document page rendered at request time (decision 0425), for an address the build could not
 * prerender: `template` is the build's document-template.html (the whole stylesheet, the starter),
 * `url` the request's path and query string, `reads` what the server read from its own API. The
 * reads go into the page as JSON for the app to start from; the CSS is cut to what the HTML uses.
 */
export async function renderDocument(url: string, reads: readonly PageRead[], template: string, distDir: string): Promise<string> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const route = appRoutes.find((entry) => matchPath(entry.path, pathname));
  if (!route || !template.includes('<div id="root"></div>')) throw new Error(`render: no page or template for ${pathname}`);
  const html = await renderRoot(`${pathname}${search}`, reads);
  const page = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(route.title))}</title>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered>${html}</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataJson(reads)}</script>`,
    );
  return keepOnlyCriticalCss(page, distDir);
}

/**
 * The app's own notice markup around a stand-in text, which the server fills in on a plain form's
 * page after a post (decision 0424: /login?notice=…, apps/api/src/http/form-pages.ts).
 */
export async function prerenderNoticeTemplates(): Promise<Record<'error' | 'success', string>> {
  return {
    error: await htmlOf(<Alert tone="error">{NOTICE_TEMPLATE_TEXT}</Alert>),
    success: await htmlOf(<Alert tone="success">{NOTICE_TEMPLATE_TEXT}</Alert>),
  };
}

async function htmlOf(element: ReactNode): Promise<string> {
  // One piece: no boundary is sent as a fallback plus an inline script that swaps it in (the
  // CSP allows no inline script, and the page must paint whole without JavaScript).
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}
