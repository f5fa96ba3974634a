import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './build-freshness.js';

export { repoRoot, webBuildIsStale, webDist } from './build-freshness.js';

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
