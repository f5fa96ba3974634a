// The server entry of the build (vite build --ssr): renders one public page to HTML as a
// signed-out visitor sees it before any data arrives. scripts/prerender.ts writes the pages.

import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, documentTitle } from './app/app';
import { appRoutes } from './app/routes';
import { NOTICE_TEMPLATE_TEXT } from '@kusasa/domain/rules/plain-forms';
import { Alert } from './components/ui/alert';

/**
 * The pages prerendered at build time (issue 16): every page a visitor can land on without an
 * account. A path with a parameter is rendered once as the shell every such address is served.
 * The legal pages are not here: the API answers them with the policy as plain HTML already
 * (features/legal/legal-html.ts, decision 0140), which the app then replaces.
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
  '/login',
  '/forgot-password',
  '/register',
] as const;

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

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const route = appRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`prerender: ${path} is not in the route table`);
  // The ':id' of a parameter route is rendered as a word no record has, so the page shows its loading state.
  const location = path.replace(/:[a-z]+/gi, 'prerendered');
  const html = await htmlOf(
    <StrictMode>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return { path, title: documentTitle(route.title), html };
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
