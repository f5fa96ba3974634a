import { type ChildProcess, spawn } from 'node:child_process';

// One Kusasa server as its own process, started and killed like a real deployment's.

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** `waitMs`: how long the server may take to answer its health check (a busy machine needs longer). */
export async function startServerProcess(env: Record<string, string>, port: number, waitMs = 180_000): Promise<ServerProcess> {
  let output = '';
  // BENCH_CPU_PROF=<folder> profiles the server (node --cpu-prof), to see where a benchmark's time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent-kusasa-web',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < waitMs / 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer: ${output}`);
}

export function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}
