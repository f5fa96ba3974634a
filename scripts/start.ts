import { buildWeb, webBuildIsStale } from './web-build.ts';

// `npm start`: build the web app when it is missing or older than its sources, then run the
// one server process (API + web app) on the embedded defaults.
if (webBuildIsStale()) {
  process.stdout.write('Building the web app...\n');
  buildWeb();
}
const { main } = await import('../apps/api/src/server.ts');
await main();
