// Whether the builds `npm start` runs are older than their sources. Plain JavaScript, so the
// production starter (scripts/start.js) can ask without a TypeScript loader; the build scripts
// (web-build.ts, api-build.ts) use the same answers.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');
export const webDist = join(repoRoot, 'apps/web/dist');
export const apiDist = join(repoRoot, 'apps/api/dist');
export const apiEntry = join(apiDist, 'server.js');

// Everything the browser bundle is built from; a newer file here means the build is stale.
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/scripts', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];
// The API bundle holds the API's code and the domain's; npm packages stay imports.
const apiSources = ['apps/api/src', 'packages/domain/src', 'apps/api/package.json', 'scripts/api-build.ts'];

/** @param {string} path */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stats.mtimeMs);
}

/** @param {string} builtFile @param {string[]} sources */
function isStale(builtFile, sources) {
  if (!existsSync(builtFile)) return true;
  const builtAt = statSync(builtFile).mtimeMs;
  return sources.some((source) => newestMtime(join(repoRoot, source)) > builtAt);
}

// The prerendered pages are the web build's last step: a build cut off before them is stale.
export const webBuildIsStale = () => isStale(join(webDist, 'prerendered/manifest.json'), webSources);
// The entry is the API build's last file written.
export const apiBuildIsStale = () => isStale(apiEntry, apiSources);
