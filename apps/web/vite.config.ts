import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Mirrors the API's Content-Security-Policy (helmet defaults without upgrade-insecure-requests)
// so that `vite preview` shows CSP problems, such as an inline script, before the server does.
const previewCsp = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' https: 'unsafe-inline'",
].join('; ');

/**
 * The landing page is a lazy route like every other page. Most visitors arrive on it, so its
 * chunk (and the chunks it imports) get a modulepreload in index.html: the browser fetches them
 * in parallel with the entry instead of after it, and the first-load budget counts them.
 */
function preloadLandingChunk(): Plugin {
  const landingModule = '/src/features/landing/landing-page.tsx';
  return {
    name: 'kusasa:preload-landing-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(landingModule));
        if (!landing) throw new Error(`preload-landing-chunk: no chunk for ${landingModule}`);
        const files = new Set<string>();
        const visit = (fileName: string): void => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((item) => item.fileName === fileName);
          chunk?.imports.forEach(visit);
        };
        visit(landing.fileName);
        return [...files]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            // Marked so that scripts/prerender.ts keeps these on the landing's own pages only.
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}`, 'data-landing': true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), preloadLandingChunk()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    headers: { 'Content-Security-Policy': previewCsp },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A page test types and clicks through a whole form; beside other work on CI's 2 CPUs that
    // took over 5 s (Vitest's default), and a test cut off mid-way keeps typing into the next
    // one's DOM. Nothing here asserts time, so the limit only has to hold on a busy machine.
    testTimeout: 20_000,
  },
});
