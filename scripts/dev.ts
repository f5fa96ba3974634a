import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './web-build.ts';

// `npm run dev`: the API restarting on change (port 3000) and Vite's dev server with hot reload
// (port 5173, proxying /api to the API). Ctrl+C stops both.
const children = [
  spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'apps/api/src/server.ts'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn(process.execPath, [join(repoRoot, 'node_modules/vite/bin/vite.js')], { cwd: join(repoRoot, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
