import type { FastifyBaseLogger } from 'fastify';

// Tidying that no request waits for, run at start and then every quarter hour on each instance:
// stored files that no row references, identity checks that never became an account. Each task
// is idempotent, so instances running them at once do no harm.

export interface HousekeepingTask {
  name: string;
  /** Resolves with how many things it tidied. */
  run(): Promise<number>;
}

export function createHousekeeping({
  tasks: initial = [],
  log,
  intervalMs = 15 * 60_000,
}: {
  tasks?: HousekeepingTask[];
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const tasks = [...initial];
  let timer: ReturnType<typeof setInterval> | undefined;
  let current: Promise<Record<string, number>> | undefined;

  /** Runs every task once; a failing task is logged and the others still run. */
  function runOnce(): Promise<Record<string, number>> {
    current ??= (async () => {
      const done: Record<string, number> = {};
      try {
        for (const task of tasks) {
          done[task.name] = await task.run().catch((error: unknown) => {
            log.error({ err: error, task: task.name }, 'housekeeping task failed');
            return 0;
          });
        }
        return done;
      } finally {
        current = undefined;
      }
    })();
    return current;
  }

  return {
    /** Areas add their tasks while the app is built; they run in the order added. */
    add(task: HousekeepingTask) {
      tasks.push(task);
    },
    runOnce,
    start() {
      if (timer) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await current?.catch(() => undefined);
    },
  };
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;
