import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');
export const webDist = join(repoRoot, 'apps/web/dist');

// Everything the browser bundle is built from; a newer file here means the build is stale.
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/scripts', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stats.mtimeMs);
}

export function webBuildIsStale(): boolean {
  // The prerendered pages are the build's last step: a build cut off before them is stale.
  const index = join(webDist, 'prerendered/manifest.json');
  if (!existsSync(index)) return true;
  const builtAt = statSync(index).mtimeMs;
  return webSources.some((source) => newestMtime(join(repoRoot, source)) > builtAt);
}

const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');

/** The same steps as `npm run build -w @kusasa/web`: the browser bundle, the prerender entry, the prerendered pages. */
const buildSteps = [
  [vite, 'build', '--logLevel', 'warn'],
  [vite, 'build', '--ssr', 'src/prerender.tsx', '--outDir', 'dist-prerender', '--emptyOutDir', '--logLevel', 'warn'],
  ['--import', 'tsx', 'scripts/prerender.ts'],
];

export function buildWeb(): void {
  for (const args of buildSteps) {
    const result = spawnSync(process.execPath, args, { cwd: join(repoRoot, 'apps/web'), stdio: 'inherit' });
    if (result.status !== 0) throw new Error('the web build failed (see above)');
  }
}
