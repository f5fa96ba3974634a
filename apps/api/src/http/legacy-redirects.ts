import type { App } from './types.ts';

// The original product served its policies as static .html files; old links must keep working.
const LEGACY_PAGES = ['privacy-policy', 'refund-policy', 'terms-of-service'] as const;

export function legacyRedirects(app: App) {
  for (const page of LEGACY_PAGES) {
    app.get(`/${page}.html`, { schema: { hide: true } }, (_request, reply) => reply.redirect(`/${page}`, 301));
  }
}
