// `npm start`: build what is missing or older than its sources (in a short-lived child with the
// TypeScript loader), then run the one server process (API + web app) from compiled JavaScript on
// the embedded defaults. Plain JavaScript, so the server's process carries no loader (decision 0426).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { apiBuildIsStale, apiEntry, repoRoot, webBuildIsStale } from './build-freshness.js';

if (webBuildIsStale() || apiBuildIsStale()) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-stale'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { main } = await import(pathToFileURL(apiEntry).href);
await main();
