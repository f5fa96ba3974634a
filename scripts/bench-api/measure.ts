import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export interface Result {
  rps: number;
  p99: number;
  errors: number;
  /** The server process's own CPU time (user + system) per answered request, in microseconds. */
  cpuUs: number;
}

// Throughput on a shared machine swings with whatever else runs; the CPU a server spends per
// request does not, so each result carries it too (Linux /proc, 100 ticks a second, else 0).
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** One case against `url` for `duration` seconds over `connections` connections; `pid` is the server's, for its CPU time. */
export async function load(url: string, benchCase: Case, { connections, duration }: { connections: number; duration: number }, pid?: number): Promise<Result> {
  const cpuBefore = cpuSecondsOf(pid);
  const result = await autocannon({
    url: `${url}${benchCase.path}`,
    method: benchCase.method ?? 'GET',
    body: benchCase.body,
    headers: benchCase.headers,
    connections,
    duration,
  });
  const cpu = cpuSecondsOf(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs: result.requests.total ? (cpu * 1e6) / result.requests.total : 0,
  };
}

/** A result as the tables print it. */
export const formatResult = (r: Result) =>
  `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms${r.cpuUs ? `, ${r.cpuUs.toFixed(0)} µs CPU` : ''}${r.errors ? `, ${r.errors} errors` : ''}`;
