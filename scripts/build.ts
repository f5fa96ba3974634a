import { apiBuildIsStale, webBuildIsStale } from './build-freshness.js';
import { buildApi } from './api-build.ts';
import { buildWeb } from './web-build.ts';

// `npm run build`: the web app and the API's compiled JavaScript. `npm start` runs this with
// --if-stale, which builds only what is missing or older than its sources.
const onlyStale = process.argv.includes('--if-stale');

if (!onlyStale || webBuildIsStale()) {
  process.stdout.write('Building the web app...\n');
  buildWeb();
}
if (!onlyStale || apiBuildIsStale()) {
  process.stdout.write('Building the API...\n');
  await buildApi();
}
