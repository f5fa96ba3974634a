import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { MaintenanceStatus, PaymentMode, SystemStatus } from '@kusasa/domain/schemas/maintenance';
import type { Kernel } from '../../core/kernel.ts';

/** A check that has not answered by then counts as down. */
export const PROBE_TIMEOUT_MS = 2_000;
/** A key nothing is stored under: reading it proves the store answers without touching a document. */
export const STORAGE_PROBE_KEY = 'system-status/probe';

export interface SystemStatusDeps extends Pick<Kernel, 'clock'> {
  database: { kind: 'pglite' | 'postgres'; ping(): Promise<void> };
  queue: () => Promise<{ byKind: { kind: string; waiting: number }[]; oldestDueAgeSeconds: number }>;
  mailBacklog: () => Promise<{ waiting: number; failed: number }>;
  mailTransport: 'outbox' | 'smtp';
  storage: { kind: 'disk' | 's3'; get(key: string): Promise<unknown> };
  paymentMode: PaymentMode;
  /** Which assistant answers learners (areas/admin.ts says; 'built-in' until a provider is configured). */
  assistantProvider: string;
  maintenance: () => Promise<MaintenanceStatus>;
  version?: string;
}

/** apps/api/package.json's version. */
export function apiVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : 'unknown';
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs a check with a time limit: its value and latency, or null when it failed or took too long. */
async function probe<T>(work: () => Promise<T>): Promise<{ value: T; latencyMs: number } | null> {
  const started = performance.now();
  try {
    const value = await within(work(), PROBE_TIMEOUT_MS);
    return { value, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return null;
  }
}

// The System Status panel of /admin/ui-lock: each part checked now, in parallel, each with a time
// limit so one slow dependency cannot hold the others. Uptime and instance are this process's own:
// behind a load balancer, successive answers may come from different instances.
export function createSystemStatusService(deps: SystemStatusDeps) {
  const version = deps.version ?? apiVersion();
  const instance = `${hostname()}:${process.pid}`;
  return {
    async read(): Promise<SystemStatus> {
      const [database, queue, mail, storage, maintenance] = await Promise.all([
        probe(() => deps.database.ping()),
        probe(deps.queue),
        probe(deps.mailBacklog),
        probe(() => deps.storage.get(STORAGE_PROBE_KEY)),
        probe(deps.maintenance),
      ]);
      return {
        checkedAt: deps.clock().toISOString(),
        instance,
        database: { status: database ? 'ok' : 'down', kind: deps.database.kind, latencyMs: database?.latencyMs ?? null },
        jobs: {
          status: queue ? 'ok' : 'down',
          depth: queue ? queue.value.byKind.reduce((sum, kind) => sum + kind.waiting, 0) : null,
          byKind: queue?.value.byKind ?? [],
          oldestDueAgeSeconds: queue ? Math.round(queue.value.oldestDueAgeSeconds) : null,
        },
        mail: { status: mail ? 'ok' : 'down', transport: deps.mailTransport, waiting: mail?.value.waiting ?? null, failed: mail?.value.failed ?? null },
        storage: { status: storage ? 'ok' : 'down', kind: deps.storage.kind, latencyMs: storage?.latencyMs ?? null },
        payments: { mode: deps.paymentMode },
        assistant: { provider: deps.assistantProvider },
        version,
        uptimeSeconds: Math.round(process.uptime()),
        maintenance: maintenance?.value ?? null,
      };
    },
  };
}
export type SystemStatusService = ReturnType<typeof createSystemStatusService>;
