import { readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { apiDist, repoRoot } from './build-freshness.js';

// `npm start` runs the API as compiled JavaScript (issue 33, decision 0426): no TypeScript loader
// in the production process. Tests and `npm run dev` keep running the sources through tsx.

const serverSource = join(repoRoot, 'apps/api/src/server.ts');

/**
 * A source file's `import.meta.url` is its own address, not the bundle's: the migrations, the
 * catalogue's seed files and the assistant's knowledge are read next to the sources. The server's
 * entry keeps the bundle's, so `node apps/api/dist/server.js` still starts it.
 */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (args.path === serverSource || !source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

function externalPackages(): string[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'apps/api/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(manifest.dependencies).filter((name) => name !== '@kusasa/domain');
}

/**
 * The API's code and the domain's (whose exports point at .ts files) in one bundle; every npm
 * package stays an import, and code splitting keeps a lazily imported adapter lazy.
 */
export async function buildApi(): Promise<void> {
  // Written beside and then moved into place, so a build cut off half way never looks finished.
  const staging = `${apiDist}.partial`;
  rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints: { server: serverSource },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: externalPackages(),
    plugins: [sourceUrls],
    logLevel: 'warning',
  });
  rmSync(apiDist, { recursive: true, force: true });
  renameSync(staging, apiDist);
}
